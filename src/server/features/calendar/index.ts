/** The calendar feature's public entry for other features and for authentication. */
export { endCalendarFeed } from "./calendar.service";

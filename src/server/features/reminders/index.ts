/**
 * The reminders feature's public entry: the scheduler the server starts, the setting's routes, and
 * a person's reminders for their data export.
 */
export { startReminderScheduler } from "./reminder-scheduler";
export { remindersOf } from "./reminders.repo";
export { remindersRouter } from "./reminders.routes";

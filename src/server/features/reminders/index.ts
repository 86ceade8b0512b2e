/** The reminders feature's public entry: the scheduler the server starts and the setting's routes. */
export { startReminderScheduler } from "./reminder-scheduler";
export { remindersRouter } from "./reminders.routes";

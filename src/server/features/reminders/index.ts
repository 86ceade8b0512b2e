/**
 * The reminders feature's public entry: the scheduler the server starts, the pass the demo runs
 * once, and the setting's routes.
 */
export { runReminderPass } from "./reminder-pass";
export { startReminderScheduler } from "./reminder-scheduler";
export { remindersRouter } from "./reminders.routes";

/** The cohort feature's public entry for other features: the early-warning limits (reminders). */
export { readWarningSettings } from "./warning-settings.repo";

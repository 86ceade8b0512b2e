/**
 * The cohort feature's public entry for other features: the admin panel edits the early-warning
 * thresholds. Reading them (the overview applies them) goes through entities/warning-settings.
 */
export { WarningSettingsSection } from "./components/warning-settings-form";

/**
 * The records feature's public entry for other features: the whole record's set-based loading (the
 * personal data export), a record's defaults and today's date (the cohort), and the record as the
 * record route reads it (the portfolio).
 */
export { defaultFormalities, modelOf } from "./formalities.repo";
/**
 * Every doctor's open meeting actions due on or before a date, for the e-mail reminders (issue 25).
 * @public
 */
export { type DueMeetingAction, listOpenActionsDue } from "./meeting-actions.repo";
export { EMPTY_RECORD_ROWS, loadRecordRows } from "./record-load.repo";
export { getRecord } from "./record-read.service";
export { todayInSweden } from "./today";

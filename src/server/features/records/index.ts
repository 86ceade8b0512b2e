/**
 * The records feature's public entry for other features: the whole record's set-based loading (the
 * personal data export), a record's defaults and today's date (the cohort), the record as the
 * record route reads it (the portfolio), and the rows and locks a clinic's standard plan writes
 * through (decision 252).
 */
export {
  defaultFormalities,
  type FormalitiesRow,
  lockFormalities,
  modelOf,
  specialtyOfForm,
} from "./formalities.repo";
/**
 * Every doctor's open meeting actions due on or before a date, for the e-mail reminders (issue 25).
 * @public
 */
export { type DueMeetingAction, listOpenActionsDue } from "./meeting-actions.repo";
export { upsertGoalRow, upsertProcedureRow } from "./progress.repo";
export { loadRecordDerived } from "./record-derived";
export { deleteRecordRow, insertRecordRow, listPeriodsOf } from "./record-list.repo";
export { EMPTY_RECORD_ROWS, loadRecordRows } from "./record-load.repo";
export { doctorVersion, getRecord } from "./record-read.service";
export { RECORD_TYPES } from "./record-types";
export { todayInSweden } from "./today";

/**
 * The records feature's public entry for other features: the whole record's set-based loading (the
 * personal data export), a record's defaults and today's date (the cohort).
 */
export { defaultFormalities, modelOf } from "./formalities.repo";
export { EMPTY_RECORD_ROWS, loadRecordRows } from "./record-load.repo";
export { todayInSweden } from "./today";

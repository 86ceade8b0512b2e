/**
 * The records feature's public entry for other features: the personal data export reads a whole
 * record with the same set-based loading the record page uses.
 */
export { EMPTY_RECORD_ROWS, loadRecordRows } from "./record-load.repo";

/** The audit feature's public entry: every audit entry is written, and read back, through it. */
export {
  forgetSignIns,
  loadHistory,
  redactAuditEntries,
  savedOver,
  writeAudit,
} from "./audit.repo";

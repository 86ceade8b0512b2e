import { COHORT_MESSAGES as M } from "../../../shared/messages/cohort";
import { describeEarlyWarning } from "../../../shared/rules/early-warnings";
import type { TCohortRow } from "../../../shared/schemas/cohort";
import { type CsvValue, csvField, toCsv } from "../../lib/csv";

const C = M.csvColumns;

/** One decimal, as the figure is a share: 33,3 rather than 33,33333. */
const oneDecimal = (percent: number) => Math.round(percent * 10) / 10;

const COLUMNS: [string, (row: TCohortRow) => CsvValue][] = [
  [C.name, (r) => r.displayName],
  [C.email, (r) => r.email],
  [C.model, (r) => (r.stModel === "UNSELECTED" ? M.modelUnselected : r.stModel)],
  [C.start, (r) => r.stStartDate],
  [C.end, (r) => r.stEndDate],
  [C.stTime, (r) => r.stPercent],
  // 'n av m', not 'n/m': Excel would read 3/30 as a date.
  [C.goals, (r) => (r.goals ? `${r.goals.achieved} av ${r.goals.total}` : null)],
  [C.goalsPercent, (r) => (r.goals ? oneDecimal(r.goals.percent) : null)],
  // A specialty without an examination matrix leaves the three empty (decision 238).
  [
    C.examinations,
    (r) => (r.examinations ? `${r.examinations.achieved} av ${r.examinations.total}` : null),
  ],
  [C.ischemia, (r) => (r.examinations ? (r.examinations.ischemiaOk ? M.yes : M.no) : null)],
  [
    C.optionalA,
    (r) =>
      r.examinations ? `${r.examinations.optionalA} av ${r.examinations.optionalARequired}` : null,
  ],
  [C.lastMeeting, (r) => r.lastMeetingDate],
  [C.uncertified, (r) => r.uncertifiedCount],
  [C.approved, (r) => namesOf(r, "approved")],
  [C.rejected, (r) => namesOf(r, "rejected")],
  [C.supervisors, (r) => r.supervisors.map((s) => s.displayName).join(", ")],
  // One warning a line: the cell is quoted, and Excel shows the lines in it.
  [C.warnings, (r) => r.warnings.map(describeEarlyWarning).join("\n")],
];

function namesOf(row: TCohortRow, decision: "approved" | "rejected"): string {
  return row.signingRights
    .filter((d) => d.decision === decision)
    .map((d) => `${d.name} (${d.decisionDate})`)
    .join(", ");
}

/** The header's names, in the file's column order (decision 147). */
export const COHORT_CSV_HEADER = COLUMNS.map(([name]) => name);

/** One row's cells, in the header's order. */
export function cohortCsvCells(row: TCohortRow): CsvValue[] {
  return COLUMNS.map(([, value]) => value(row));
}

/** The file's start: the byte-order mark and the header line, as `toCsv` writes them. */
export function cohortCsvHeader(): string {
  return toCsv(COHORT_CSV_HEADER, []);
}

/**
 * One row's line, CRLF-ended: the file is the header and these, one per row, the bytes `toCsv`
 * writes for the whole file at once (decision 260).
 */
export function cohortCsvLine(row: TCohortRow): string {
  return `${cohortCsvCells(row).map(csvField).join(";")}\r\n`;
}

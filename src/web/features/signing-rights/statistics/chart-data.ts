import { SIGNING_RIGHTS_MESSAGES as M } from "@/shared/messages/signing-rights";
import type { TEvaluationDetail } from "@/shared/schemas/signing-rights";
import { formatMonth } from "@/web/lib/dates";
import { share } from "./format";

type Charts = TEvaluationDetail["charts"];

export const RESULT_SERIES = [
  { name: "noChanges", label: M.resultLabels.no_changes, color: "green.7" },
  { name: "minorChanges", label: M.resultLabels.minor_changes, color: "yellow.5" },
  { name: "majorChanges", label: M.resultLabels.major_changes, color: "red.8" },
] as const;

export interface ChartRow {
  label: string;
  noChanges: number;
  minorChanges: number;
  majorChanges: number;
  total: number;
}

const oneDecimal = (value: number) => Math.round(value * 10) / 10;

/** Each month's results as shares of that month's assessments (a month without any is all 0). */
export function monthShares(byMonth: Charts["byMonth"]): ChartRow[] {
  return byMonth.map((m) => ({
    label: formatMonth(m.month),
    noChanges: oneDecimal(share(m.noChanges, m.total)),
    minorChanges: oneDecimal(share(m.minorChanges, m.total)),
    majorChanges: oneDecimal(share(m.majorChanges, m.total)),
    total: m.total,
  }));
}

/** Counts per case difficulty, easy to hard, then those without one. */
export function difficultyCounts(byDifficulty: Charts["byDifficulty"]): ChartRow[] {
  return byDifficulty.map(({ difficulty, ...counts }) => ({
    label: difficulty === "unset" ? M.difficultyUnset : M.difficultyLabels[difficulty],
    ...counts,
  }));
}

import type { AssessmentFacts, CaseDifficulty, EvaluationResult } from "./signing-rights";

export interface ResultCounts {
  noChanges: number;
  minorChanges: number;
  majorChanges: number;
  total: number;
}

const emptyCounts = (): ResultCounts => ({
  noChanges: 0,
  minorChanges: 0,
  majorChanges: 0,
  total: 0,
});

const FIELD: Record<EvaluationResult, keyof Omit<ResultCounts, "total">> = {
  no_changes: "noChanges",
  minor_changes: "minorChanges",
  major_changes: "majorChanges",
};

function add(counts: ResultCounts, result: EvaluationResult) {
  counts[FIELD[result]] += 1;
  counts.total += 1;
}

/**
 * Results per calendar month of the assessment date, oldest first, with every month between the
 * first and the last (a quiet month shows as a gap in the chart, not as nothing).
 */
export function resultsByMonth(
  assessments: readonly (AssessmentFacts & { readonly evaluationDate: string })[],
): (ResultCounts & { month: string })[] {
  const byMonth = new Map<string, ResultCounts>();
  for (const a of assessments) {
    const month = a.evaluationDate.slice(0, 7);
    const counts = byMonth.get(month) ?? emptyCounts();
    add(counts, a.evaluationResult);
    byMonth.set(month, counts);
  }
  const months = [...byMonth.keys()].sort();
  const first = months[0];
  const last = months.at(-1);
  if (!first || !last) return [];
  const out: (ResultCounts & { month: string })[] = [];
  let [year, month] = first.split("-").map(Number) as [number, number];
  for (;;) {
    const key = `${year}-${String(month).padStart(2, "0")}`;
    out.push({ month: key, ...(byMonth.get(key) ?? emptyCounts()) });
    if (key >= last) return out;
    month += 1;
    if (month > 12) {
      month = 1;
      year += 1;
    }
  }
}

export type DifficultyKey = CaseDifficulty | "unset";
const DIFFICULTY_ORDER: readonly DifficultyKey[] = ["easy", "medium", "hard", "unset"];

/** Results per case difficulty, easy to hard; 'unset' only when some assessment has none. */
export function resultsByDifficulty(
  assessments: readonly AssessmentFacts[],
): (ResultCounts & { difficulty: DifficultyKey })[] {
  const counts = new Map<DifficultyKey, ResultCounts>(
    DIFFICULTY_ORDER.map((d) => [d, emptyCounts()]),
  );
  for (const a of assessments) {
    const key: DifficultyKey = a.caseDifficulty ?? "unset";
    add(counts.get(key) ?? emptyCounts(), a.evaluationResult);
  }
  return DIFFICULTY_ORDER.flatMap((difficulty) => {
    const c = counts.get(difficulty) ?? emptyCounts();
    return difficulty === "unset" && c.total === 0 ? [] : [{ difficulty, ...c }];
  });
}

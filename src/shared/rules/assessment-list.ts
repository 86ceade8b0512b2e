import { SIGNING_RIGHTS_MESSAGES as M } from "../messages/signing-rights";
import type { AssessmentFacts, CaseDifficulty } from "./signing-rights";
import { compareSwedish } from "./swedish-order";

/** What the assessment list needs of a row besides the facts. */
export interface AssessmentRow extends AssessmentFacts {
  readonly evaluationDate: string;
  readonly createdAt?: string | undefined;
  readonly stDoctorName?: string | null | undefined;
  readonly specialistName?: string | null | undefined;
  readonly comments?: string | null | undefined;
}

export const ASSESSMENT_SORT_KEYS = ["date", "name", "success", "major_changes"] as const;
export type AssessmentSortKey = (typeof ASSESSMENT_SORT_KEYS)[number];

export const ASSESSMENT_RESULT_FILTERS = [
  "all",
  "no_changes",
  "minor_changes",
  "major_changes",
] as const;
export type AssessmentResultFilter = (typeof ASSESSMENT_RESULT_FILTERS)[number];

export const COMMENT_PREVIEW_LENGTH = 100;

function newestFirst(a: AssessmentRow, b: AssessmentRow): number {
  const byDate = b.evaluationDate.localeCompare(a.evaluationDate);
  return byDate !== 0 ? byDate : (b.createdAt ?? "").localeCompare(a.createdAt ?? "");
}

/** How good a result is: 0 no changes, 1 minor, 2 major. */
const RESULT_RANK = { no_changes: 0, minor_changes: 1, major_changes: 2 } as const;

/**
 * Sort by date (newest first), by ST doctor name, by success (no changes first, then minor, then
 * major) or by major changes (major first). Ties keep newest first. Returns a new array.
 */
export function sortAssessments<T extends AssessmentRow>(
  rows: readonly T[],
  key: AssessmentSortKey,
): T[] {
  const copy = [...rows];
  const rank = (row: AssessmentRow) => RESULT_RANK[row.evaluationResult];
  switch (key) {
    case "name":
      return copy.sort(
        (a, b) => compareSwedish(a.stDoctorName ?? "", b.stDoctorName ?? "") || newestFirst(a, b),
      );
    case "success":
      return copy.sort((a, b) => rank(a) - rank(b) || newestFirst(a, b));
    case "major_changes":
      return copy.sort((a, b) => rank(b) - rank(a) || newestFirst(a, b));
    case "date":
      return copy.sort(newestFirst);
  }
}

export function filterAssessmentsByResult<T extends AssessmentFacts>(
  rows: readonly T[],
  filter: AssessmentResultFilter,
): T[] {
  return filter === "all" ? [...rows] : rows.filter((r) => r.evaluationResult === filter);
}

/** Collapsed rows show the first 100 characters of a comment followed by dots. */
export function commentPreview(comment: string | null | undefined): string {
  const text = comment ?? "";
  return text.length > COMMENT_PREVIEW_LENGTH
    ? `${text.slice(0, COMMENT_PREVIEW_LENGTH)}...`
    : text;
}

/** The critical flag: major changes although the ST doctor would have signed. */
export function isCriticalAssessment(row: AssessmentFacts): boolean {
  return row.evaluationResult === "major_changes" && row.stDoctorConfidence === "would_sign";
}

export function specialistDisplayName(name: string | null | undefined): string {
  return name && name.trim() !== "" ? name : M.unknownSpecialist;
}

export function caseDifficultyLabel(difficulty: CaseDifficulty | null | undefined): string {
  return difficulty ? M.difficultyLabels[difficulty] : M.difficultyUnset;
}

/** The cards of the statistics tab, each opening the assessments it counts. */
export const ASSESSMENT_CRITERIA = [
  "all",
  "no_changes",
  "minor_changes",
  "major_changes",
  "would_sign",
  "would_discuss",
  "critical_would_sign",
  "critical_would_discuss",
  "easy",
  "medium",
  "hard",
] as const;
export type AssessmentCriterion = (typeof ASSESSMENT_CRITERIA)[number];

export function matchesCriterion(row: AssessmentFacts, criterion: AssessmentCriterion): boolean {
  switch (criterion) {
    case "all":
      return true;
    case "no_changes":
    case "minor_changes":
    case "major_changes":
      return row.evaluationResult === criterion;
    case "would_sign":
    case "would_discuss":
      return row.stDoctorConfidence === criterion;
    case "critical_would_sign":
      return isCriticalAssessment(row);
    case "critical_would_discuss":
      return row.evaluationResult === "major_changes" && row.stDoctorConfidence === "would_discuss";
    case "easy":
    case "medium":
    case "hard":
      return row.caseDifficulty === criterion;
  }
}

/** A typed specialist name is new unless it matches a known one, ignoring case and edge spaces. */
export function isNewSpecialistName(known: readonly string[], name: string): boolean {
  const wanted = name.trim().toLocaleLowerCase("sv");
  return wanted !== "" && !known.some((k) => k.trim().toLocaleLowerCase("sv") === wanted);
}

/** Suggestions: names newest first, blanks dropped, case-insensitive duplicates removed, at most 20. */
export function dedupeSpecialistNames(
  namesNewestFirst: readonly (string | null | undefined)[],
  limit = 20,
): string[] {
  const out: string[] = [];
  for (const raw of namesNewestFirst) {
    const name = raw?.trim();
    if (name && isNewSpecialistName(out, name)) out.push(name);
    if (out.length >= limit) break;
  }
  return out;
}

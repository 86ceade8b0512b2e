import type { CohortSort, TCohortRow, TCohortView } from "../schemas/cohort";

/**
 * The cohort's filter and order (decision 145), one rule for the page and for its CSV export, so
 * the file holds exactly the rows the page shows, in the same order.
 */

function normalize(text: string): string {
  return text.toLocaleLowerCase("sv").normalize("NFC");
}

function matchesWarning(row: TCohortRow, warning: TCohortView["warning"]): boolean {
  switch (warning) {
    case "all":
      return true;
    case "any":
      return row.warnings.length > 0;
    case "none":
      return row.warnings.length === 0;
    default:
      return row.warnings.some((w) => w.kind === warning);
  }
}

/** The rows the view keeps: the scope ('mine': the caller's own doctors), the search, the warning. */
export function filterCohortRows(
  rows: readonly TCohortRow[],
  view: Pick<TCohortView, "scope" | "search" | "warning">,
): TCohortRow[] {
  const search = normalize(view.search.trim());
  return rows.filter(
    (row) =>
      (view.scope === "all" || row.assignedToMe) &&
      (search === "" ||
        normalize(row.displayName).includes(search) ||
        normalize(row.email).includes(search)) &&
      matchesWarning(row, view.warning),
  );
}

/** A sortable value per column; null (no model, no meeting) sorts last whichever the order. */
const SORT_VALUES: Record<CohortSort, (row: TCohortRow) => string | number | null> = {
  name: (r) => r.displayName,
  model: (r) => (r.stModel === "UNSELECTED" ? null : r.stModel),
  start: (r) => r.stStartDate,
  end: (r) => r.stEndDate,
  stTime: (r) => r.stPercent,
  goals: (r) => (r.goals ? r.goals.percent : null),
  examinations: (r) => (r.examinations ? r.examinations.percent : null),
  lastMeeting: (r) => r.lastMeetingDate,
  uncertified: (r) => r.uncertifiedCount,
  warnings: (r) => r.warnings.length,
};

function compareValues(a: string | number, b: string | number): number {
  if (typeof a === "number" && typeof b === "number") return a - b;
  return String(a).localeCompare(String(b), "sv");
}

/** The rows in the view's order; ties keep name order, then id, so the order is stable. */
export function sortCohortRows(
  rows: readonly TCohortRow[],
  view: Pick<TCohortView, "sort" | "order">,
): TCohortRow[] {
  const sortValue = SORT_VALUES[view.sort];
  const direction = view.order === "desc" ? -1 : 1;
  const byName = (a: TCohortRow, b: TCohortRow) =>
    a.displayName.localeCompare(b.displayName, "sv") ||
    (a.doctorId < b.doctorId ? -1 : a.doctorId > b.doctorId ? 1 : 0);
  return [...rows].sort((a, b) => {
    const x = sortValue(a);
    const y = sortValue(b);
    if (x === null || y === null) {
      if (x !== y) return x === null ? 1 : -1;
      return byName(a, b);
    }
    return compareValues(x, y) * direction || byName(a, b);
  });
}

/** Filter, then order: the rows as the view shows them. */
export function cohortView(rows: readonly TCohortRow[], view: TCohortView): TCohortRow[] {
  return sortCohortRows(filterCohortRows(rows, view), view);
}

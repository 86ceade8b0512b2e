import type { CohortSort, TCohortRow, TCohortView } from "../schemas/cohort";

/**
 * The cohort's filter and order (decision 145), one rule for the page and for its CSV export, so
 * the file holds exactly the rows the page shows, in the same order.
 */

/** What a search is matched in: lower case as Swedish has it, composed. */
export function normalizeCohortSearch(text: string): string {
  return text.toLocaleLowerCase("sv").normalize("NFC");
}

const normalize = normalizeCohortSearch;

/** Swedish letters after z, and the letters Swedish sorts with them (decision 259). */
const SWEDISH_LETTERS: Readonly<Record<string, string>> = {
  å: "{",
  ä: "|",
  æ: "|",
  ö: "}",
  ø: "}",
  ü: "y",
};

/**
 * The key a name sorts by, compared code unit by code unit here and byte by byte in SQL (`collate
 * "C"`), so the page's order is the same on the server, in the CSV and in this rule (decision 259):
 * Swedish alphabetical order of the letters (å, ä, ö after z; accents and case ignored), digits
 * before letters, every other sign before digits; then the name with its case swapped, so names
 * that differ only in case (lower case first) or accents keep one order.
 */
export function cohortNameKey(name: string): string {
  let primary = "";
  for (const ch of name.toLocaleLowerCase("sv").normalize("NFC")) {
    const swedish = SWEDISH_LETTERS[ch];
    if (swedish) primary += swedish;
    else {
      const base = ch.normalize("NFD").replace(/[\u0300-\u036f]/g, "");
      primary += /^[a-z0-9]$/.test(base) ? base : /^\s$/.test(base) ? " " : base > "z" ? base : "!";
    }
  }
  // Lower case first on a tie, as Swedish collation has it.
  const swapped = [...name.normalize("NFC")]
    .map((ch) => (ch === ch.toLowerCase() ? ch.toUpperCase() : ch.toLowerCase()))
    .join("");
  return `${primary}\u0001${swapped}`;
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
  name: (r) => cohortNameKey(r.displayName),
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

/** Texts by code unit, as SQL's `collate "C"` orders them: dates, models and name keys. */
function compareValues(a: string | number, b: string | number): number {
  if (typeof a === "number" && typeof b === "number") return a - b;
  const x = String(a);
  const y = String(b);
  return x < y ? -1 : x > y ? 1 : 0;
}

/** The rows in the view's order; ties keep name order, then id, so the order is stable. */
export function sortCohortRows(
  rows: readonly TCohortRow[],
  view: Pick<TCohortView, "sort" | "order">,
): TCohortRow[] {
  const sortValue = SORT_VALUES[view.sort];
  const direction = view.order === "desc" ? -1 : 1;
  const byName = (a: TCohortRow, b: TCohortRow) =>
    compareValues(cohortNameKey(a.displayName), cohortNameKey(b.displayName)) ||
    compareValues(a.doctorId, b.doctorId);
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

/**
 * Filter, then order: the rows as the view shows them.
 * @internal The definition the server's SQL is held to (decision 259): the page and the file are
 * filtered and ordered in SQL, and the tests compare them with this rule.
 */
export function cohortView(rows: readonly TCohortRow[], view: TCohortView): TCohortRow[] {
  return sortCohortRows(filterCohortRows(rows, view), view);
}

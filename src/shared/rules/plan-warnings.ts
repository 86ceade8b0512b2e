import type { ActivityStatus } from "./activity-status";
import { compareDates, daysBetween, fromDayNumber, type IsoDate, toDayNumber } from "./dates";
import { isQuarterLabel, type QuarterLabel, quarterFromDate, quartersBetween } from "./quarters";
import { compareSwedish } from "./swedish-order";
import { eventSpan, TIMELINE_EVENT_TYPES, type TimelineEvent } from "./timeline-layout";

/**
 * What the overview's 'Att se över' card warns about (decision 129). Rules never read the clock:
 * the caller passes `today`.
 */

/** Unplanned goals are warned about once fewer days than this remain (the spec's "under 365"). */
export const UNPLANNED_GOALS_THRESHOLD_DAYS = 365;

export interface PlanGoal {
  readonly id: string;
  readonly title: string;
}

export type PlanWarning =
  | {
      readonly kind: "unplanned-goals";
      /** Goals not started, in the order the caller gave them (the catalogue's). */
      readonly goals: readonly PlanGoal[];
      /** Days from today to the ST end date, 0-364. */
      readonly remainingDays: number;
    }
  | {
      readonly kind: "rotation-overlap";
      /** The rotation that starts first (the earlier one when the pair is equal otherwise). */
      readonly first: TimelineEvent;
      readonly second: TimelineEvent;
      /** First and last day both rotations cover. */
      readonly startDate: IsoDate;
      readonly endDate: IsoDate;
    }
  | {
      readonly kind: "empty-quarters";
      readonly first: QuarterLabel;
      readonly last: QuarterLabel;
      /** Every quarter of the run, first to last; at least one. */
      readonly quarters: readonly QuarterLabel[];
    }
  | { readonly kind: "overdue"; readonly event: TimelineEvent };

export interface PlanWarningsInput {
  readonly events: readonly TimelineEvent[];
  readonly goals: readonly (PlanGoal & { readonly status: ActivityStatus })[];
  readonly stStartDate: string;
  readonly stEndDate: string;
  readonly today: string;
}

/**
 * Every warning, by kind, then by quarter or date. The kinds that give one or a few lines come
 * first (unplanned goals, rotation overlaps, empty quarters), so the open-ended list of overdue
 * items never pushes them below 'Visa alla'.
 */
export function planWarnings(input: PlanWarningsInput): PlanWarning[] {
  return [
    ...unplannedGoalsWarnings(input),
    ...rotationOverlapWarnings(input.events),
    ...emptyQuarterWarnings(input),
    ...overdueEvents(input.events, input.today).map((event) => ({
      kind: "overdue" as const,
      event,
    })),
  ];
}

/** A key unique among one call's warnings (React lists, tests). */
export function planWarningKey(warning: PlanWarning): string {
  switch (warning.kind) {
    case "unplanned-goals":
      return "unplanned-goals";
    case "rotation-overlap":
      return `rotation-overlap:${warning.first.id}:${warning.second.id}`;
    case "empty-quarters":
      return `empty-quarters:${warning.first}`;
    case "overdue":
      return `overdue:${warning.event.type}:${warning.event.id}`;
  }
}

/** Types that are planned for a quarter and then done; the rest are records of time spent. */
const PLANNABLE_TYPES: ReadonlySet<TimelineEvent["type"]> = new Set([
  "goal",
  "procedure",
  "course",
]);

function byText(a: string, b: string): number {
  return compareSwedish(a, b) || (a < b ? -1 : a > b ? 1 : 0);
}

/**
 * Planned goals, examinations and courses whose quarter is before today's. The current quarter
 * is never overdue: there is still time. (Labels have four-digit years, so they sort as text.)
 * The early warnings (early-warnings.ts) count the same items.
 */
export function overdueEvents(events: readonly TimelineEvent[], today: string): TimelineEvent[] {
  const current = quarterFromDate(today);
  return events
    .filter((e) => isOverdue(e, current))
    .sort(
      (a, b) =>
        byText(a.quarter, b.quarter) ||
        TIMELINE_EVENT_TYPES.indexOf(a.type) - TIMELINE_EVENT_TYPES.indexOf(b.type) ||
        byText(a.title, b.title) ||
        byText(a.id, b.id),
    );
}

function isOverdue(event: TimelineEvent, currentQuarter: string): boolean {
  return (
    PLANNABLE_TYPES.has(event.type) &&
    event.status === "planned" &&
    isQuarterLabel(event.quarter) &&
    event.quarter < currentQuarter
  );
}

/** How many events are overdue: the count alone needs no (locale-aware, costly) sorting. */
export function countOverdue(events: readonly TimelineEvent[], today: string): number {
  const current = quarterFromDate(today);
  return events.filter((e) => isOverdue(e, current)).length;
}

/** An event's days (first and last included), or undefined when it names no valid time. */
function daySpan(event: TimelineEvent): { from: number; to: number } | undefined {
  if (!event.startDate && !isQuarterLabel(event.quarter)) return undefined;
  const span = eventSpan(event);
  return { from: toDayNumber(span.startDate), to: toDayNumber(span.endDate) };
}

/**
 * Pairs of rotations that share at least one day. Months are whole: a rotation to March lasts to
 * 31 March, so January-March and April-June only touch, while January-March and March-May share
 * March. Past overlaps count too: the records are what the certificates are built from.
 */
function rotationOverlapWarnings(events: readonly TimelineEvent[]): PlanWarning[] {
  const rotations = events
    .filter((e) => e.type === "rotation")
    .flatMap((event) => {
      const span = daySpan(event);
      return span ? [{ event, ...span }] : [];
    })
    .sort(
      (a, b) =>
        a.from - b.from ||
        a.to - b.to ||
        byText(a.event.title, b.event.title) ||
        byText(a.event.id, b.event.id),
    );
  const warnings: PlanWarning[] = [];
  rotations.forEach((first, i) => {
    // Sorted by start: once a later rotation starts after this one ends, so do all after it.
    for (const second of rotations.slice(i + 1)) {
      if (second.from > first.to) break;
      warnings.push({
        kind: "rotation-overlap",
        first: first.event,
        second: second.event,
        startDate: fromDayNumber(second.from),
        endDate: fromDayNumber(Math.min(first.to, second.to)),
      });
    }
  });
  return warnings;
}

/** Quarters an event takes up: its own quarter and every quarter its dates touch. */
function occupiedQuarters(event: TimelineEvent): string[] {
  const own = isQuarterLabel(event.quarter) ? [event.quarter] : [];
  if (!event.startDate) return own;
  const span = eventSpan(event);
  return [
    ...own,
    ...quartersBetween(quarterFromDate(span.startDate), quarterFromDate(span.endDate)),
  ];
}

/**
 * Quarters with nothing at all in them, from the current quarter (or the ST start's, if later) to
 * the ST end's. Past quarters are history, not a plan. A rotation fills every quarter it runs
 * through. Consecutive empty quarters are one warning, so an empty plan is one line.
 */
function emptyQuarterWarnings(input: PlanWarningsInput): PlanWarning[] {
  const currentQuarter = quarterFromDate(input.today);
  const startQuarter = quarterFromDate(input.stStartDate);
  const from = startQuarter > currentQuarter ? startQuarter : currentQuarter;
  const occupied = new Set(input.events.flatMap(occupiedQuarters));
  const runs: QuarterLabel[][] = [];
  let run: QuarterLabel[] = [];
  for (const quarter of quartersBetween(from, quarterFromDate(input.stEndDate))) {
    if (occupied.has(quarter)) {
      if (run.length > 0) runs.push(run);
      run = [];
    } else {
      run.push(quarter);
    }
  }
  if (run.length > 0) runs.push(run);
  return runs.map((quarters) => ({
    kind: "empty-quarters",
    first: quarters[0]!,
    last: quarters[quarters.length - 1]!,
    quarters,
  }));
}

/**
 * One warning naming every goal not started, while the ST period runs and less than a year of it
 * remains. A goal planned, in progress, under review or completed is not unplanned. Before the
 * start there is time; after the end the remaining time says so, and quarters are no longer
 * planned.
 */
function unplannedGoalsWarnings(input: PlanWarningsInput): PlanWarning[] {
  if (compareDates(input.today, input.stStartDate) < 0) return [];
  const remainingDays = daysBetween(input.today, input.stEndDate);
  if (remainingDays < 0 || remainingDays >= UNPLANNED_GOALS_THRESHOLD_DAYS) return [];
  const goals = input.goals
    .filter((g) => g.status === "not_started")
    .map(({ id, title }) => ({ id, title }));
  return goals.length > 0 ? [{ kind: "unplanned-goals", goals, remainingDays }] : [];
}

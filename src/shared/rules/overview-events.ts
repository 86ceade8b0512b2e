import type { ProcedureDefinition } from "../curriculum/procedures";
import { groupBySync } from "../curriculum/procedures";
import type { ActivityStatus } from "./activity-status";
import {
  isQuarterLabel,
  parseQuarter,
  type QuarterLabel,
  quarterFromDate,
  rotationQuarter,
  yearsOfPeriod,
} from "./quarters";
import { compareSwedish } from "./swedish-order";
import {
  meetingTimelineStatus,
  rotationTimelineStatus,
  sitInTimelineStatus,
  type TimelineEvent,
  type TimelineEventType,
} from "./timeline-layout";

/** The parts of an ST doctor's record the overview shows, with the catalogues that name them. */
export interface OverviewSource {
  /** The goals of the doctor's model, in catalogue order. */
  readonly goals: readonly { readonly id: string; readonly title: string }[];
  readonly goalProgress: readonly {
    readonly goalId: string;
    readonly status: ActivityStatus;
    readonly plannedQuarter: string | null;
  }[];
  readonly procedures: readonly Pick<ProcedureDefinition, "id" | "name" | "syncId">[];
  readonly procedureProgress: readonly {
    readonly procedureId: string;
    readonly status: ActivityStatus;
    readonly plannedQuarter: string | null;
  }[];
  readonly courses: readonly {
    readonly id: string;
    readonly name: string;
    readonly date: string;
    readonly status: ActivityStatus;
  }[];
  readonly rotations: readonly {
    readonly id: string;
    readonly name: string;
    readonly startDate: string;
    readonly endDate: string;
  }[];
  readonly sitIns: readonly {
    readonly id: string;
    readonly topic: string;
    readonly date: string;
  }[];
  readonly meetings: readonly {
    readonly id: string;
    readonly topic: string;
    readonly date: string;
  }[];
  readonly today: string;
}

/** The order of types within a quarter: what is planned first, what was logged last. */
const TYPE_ORDER: Record<TimelineEventType, number> = {
  goal: 0,
  procedure: 1,
  course: 2,
  rotation: 3,
  "sit-in": 4,
  meeting: 5,
};

/**
 * Every event of the overview (decision 123):
 * - a goal while it is planned, in its planned quarter (the spec keeps a quarter only then);
 * - an examination likewise, once per sync group (they are planned together), named by and
 *   identified by the group's first entry in catalogue order, with the group's merged status;
 * - every course in the quarter of its date, with its own status;
 * - every rotation in the quarter of its start month, completed once its end month is past;
 * - every sit-in and meeting on its date, always completed.
 * Sorted by quarter, then type, then date and title, so the year view and the timeline list
 * events in the same, stable order.
 */
export function buildOverviewEvents(source: OverviewSource): TimelineEvent[] {
  const events: TimelineEvent[] = [];
  const goalTitles = new Map(source.goals.map((g) => [g.id, g.title]));
  for (const progress of source.goalProgress) {
    const title = goalTitles.get(progress.goalId);
    const quarter = plannedQuarterOf(progress);
    if (title === undefined || !quarter) continue;
    events.push({ id: progress.goalId, type: "goal", title, status: "planned", quarter });
  }

  const procedureRows = new Map(source.procedureProgress.map((p) => [p.procedureId, p]));
  for (const group of groupBySync(source.procedures).values()) {
    const first = group[0];
    const quarter = groupPlannedQuarter(group, procedureRows);
    if (!first || !quarter) continue;
    events.push({ id: first.id, type: "procedure", title: first.name, status: "planned", quarter });
  }

  for (const course of source.courses) {
    events.push({
      id: course.id,
      type: "course",
      title: course.name,
      status: course.status,
      quarter: quarterFromDate(course.date),
      startDate: course.date,
    });
  }
  for (const rotation of source.rotations) {
    events.push({
      id: rotation.id,
      type: "rotation",
      title: rotation.name,
      status: rotationTimelineStatus(rotation, source.today),
      quarter: rotationQuarter(rotation),
      startDate: rotation.startDate,
      endDate: rotation.endDate,
    });
  }
  for (const sitIn of source.sitIns) {
    events.push(dated(sitIn, "sit-in", sitInTimelineStatus()));
  }
  for (const meeting of source.meetings) {
    events.push(dated(meeting, "meeting", meetingTimelineStatus()));
  }
  return events.sort(compareEvents);
}

type ProgressRow = OverviewSource["procedureProgress"][number];

/**
 * A sync group's planned quarter. Planned together: the group's planned quarter is any member's
 * (the first planned one in catalogue order), and a member done or under way outranks a plan (the
 * matrix merges the same way).
 */
function groupPlannedQuarter(
  group: readonly Pick<ProcedureDefinition, "id">[],
  rows: ReadonlyMap<string, ProgressRow>,
): QuarterLabel | undefined {
  let quarter: QuarterLabel | undefined;
  for (const member of group) {
    const row = rows.get(member.id);
    if (!row) continue;
    if (row.status !== "planned" && row.status !== "not_started") return undefined;
    quarter ??= plannedQuarterOf(row);
  }
  return quarter;
}

/** What the overdue count reads: the plannable parts of the overview's source. */
export interface OverdueSource {
  readonly goals: readonly { readonly id: string }[];
  readonly goalProgress: OverviewSource["goalProgress"];
  readonly procedures: readonly Pick<ProcedureDefinition, "id" | "syncId">[];
  readonly procedureProgress: readonly ProgressRow[];
  readonly courses: readonly { readonly date: string; readonly status: ActivityStatus }[];
  readonly today: string;
}

/** A quarter before today's: labels have four-digit years, so they sort as text. */
const beforeQuarterOf = (today: string) => {
  const current = quarterFromDate(today);
  return (quarter: string | undefined) =>
    quarter !== undefined && isQuarterLabel(quarter) && quarter < current;
};

/**
 * How many of the overview's events are overdue, `countOverdue(buildOverviewEvents(source),
 * today)` (plan-warnings.ts), without building, naming or sorting an event (decision 148): planned
 * goals of the model and planned examination groups whose quarter has passed, and planned courses
 * dated in a past quarter. overdue-items.test.ts holds the two equal.
 *
 * @internal A test oracle, not called by the product: the cohort counts goals and courses in SQL
 * and examinations with `countOverdueExaminations`, and cohort-counts.test.ts holds the query equal
 * to this rule (decision 188).
 */
export function countOverdueItems(source: OverdueSource): number {
  const past = beforeQuarterOf(source.today);
  const goalIds = new Set(source.goals.map((g) => g.id));
  const goals = source.goalProgress.filter(
    (row) => goalIds.has(row.goalId) && past(plannedQuarterOf(row)),
  ).length;
  const courses = source.courses.filter(
    (course) => course.status === "planned" && past(quarterFromDate(course.date)),
  ).length;
  return (
    goals +
    countOverdueExaminations(source.procedures, source.procedureProgress, source.today) +
    courses
  );
}

/** Sync groups of a catalogue, made once per catalogue: the cohort asks for every doctor. */
const groupsOfCatalogue = new WeakMap<
  OverdueSource["procedures"],
  readonly (readonly Pick<ProcedureDefinition, "id">[])[]
>();

/** The examination part of `countOverdueItems`: sync groups planned for a past quarter. */
export function countOverdueExaminations(
  procedures: OverdueSource["procedures"],
  procedureProgress: OverdueSource["procedureProgress"],
  today: string,
): number {
  const past = beforeQuarterOf(today);
  // A group's quarter is one of its members' planned quarters: with none past, none is overdue.
  if (!procedureProgress.some((p) => past(plannedQuarterOf(p)))) return 0;
  let groups = groupsOfCatalogue.get(procedures);
  if (!groups) {
    groups = [...groupBySync(procedures).values()];
    groupsOfCatalogue.set(procedures, groups);
  }
  const rows = new Map(procedureProgress.map((p) => [p.procedureId, p]));
  let count = 0;
  for (const group of groups) if (past(groupPlannedQuarter(group, rows))) count++;
  return count;
}

function plannedQuarterOf(row: {
  status: ActivityStatus;
  plannedQuarter: string | null;
}): QuarterLabel | undefined {
  return row.status === "planned" && isQuarterLabel(row.plannedQuarter)
    ? row.plannedQuarter
    : undefined;
}

function dated(
  item: { id: string; topic: string; date: string },
  type: "sit-in" | "meeting",
  status: ActivityStatus,
): TimelineEvent {
  return {
    id: item.id,
    type,
    title: item.topic,
    status,
    quarter: quarterFromDate(item.date),
    startDate: item.date,
  };
}

export function compareEvents(a: TimelineEvent, b: TimelineEvent): number {
  return (
    a.quarter.localeCompare(b.quarter) ||
    TYPE_ORDER[a.type] - TYPE_ORDER[b.type] ||
    (a.startDate ?? "").localeCompare(b.startDate ?? "") ||
    compareSwedish(a.title, b.title) ||
    a.id.localeCompare(b.id)
  );
}

/** The events of each quarter, in the order given; quarters without events are absent. */
export function eventsByQuarter(
  events: readonly TimelineEvent[],
): ReadonlyMap<string, readonly TimelineEvent[]> {
  const byQuarter = new Map<string, TimelineEvent[]>();
  for (const event of events) {
    const list = byQuarter.get(event.quarter);
    if (list) list.push(event);
    else byQuarter.set(event.quarter, [event]);
  }
  return byQuarter;
}

/**
 * The years of the year view: those of the ST period, widened to any event outside it (a course
 * taken before ST started still shows), in order.
 */
export function overviewYears(
  stStartDate: string,
  stEndDate: string,
  events: readonly Pick<TimelineEvent, "quarter">[],
): number[] {
  const period = yearsOfPeriod(stStartDate, stEndDate);
  const eventYears = events.map((e) => parseQuarter(e.quarter).year);
  const first = Math.min(period[0] ?? Number.POSITIVE_INFINITY, ...eventYears);
  const last = Math.max(period[period.length - 1] ?? Number.NEGATIVE_INFINITY, ...eventYears);
  if (!Number.isFinite(first) || !Number.isFinite(last)) return [];
  return yearsOfPeriod(`${first}-01-01`, `${last}-12-31`);
}

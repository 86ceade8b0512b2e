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
    if (!first) continue;
    // Planned together: the group's planned quarter is any member's, and a member done or under
    // way outranks a plan (the matrix merges the same way).
    const rows = group.flatMap((p) => procedureRows.get(p.id) ?? []);
    if (rows.some((r) => r.status !== "planned" && r.status !== "not_started")) continue;
    const quarter = rows.map(plannedQuarterOf).find((q) => q !== undefined);
    if (!quarter) continue;
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
      status: rotationTimelineStatus(rotation.endDate, source.today),
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
    a.title.localeCompare(b.title, "sv") ||
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

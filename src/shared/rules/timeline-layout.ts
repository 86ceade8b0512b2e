import type { ActivityStatus } from "./activity-status";
import { compareDates, daysBetween, fromDayNumber, type IsoDate, toDayNumber } from "./dates";
import { quarterEndDate, quarterFromDate, quarterStartDate } from "./quarters";

export const TIMELINE_EVENT_TYPES = [
  "goal",
  "procedure",
  "rotation",
  "course",
  "meeting",
  "sit-in",
] as const;
export type TimelineEventType = (typeof TIMELINE_EVENT_TYPES)[number];

/** An item on the overview (spec section 3). startDate/endDate: 'YYYY-MM-DD' or 'YYYY-MM'. */
export interface TimelineEvent {
  readonly id: string;
  readonly type: TimelineEventType;
  readonly title: string;
  readonly status: ActivityStatus;
  readonly quarter: string;
  readonly startDate?: string | undefined;
  readonly endDate?: string | undefined;
}

/** Goals, examinations and courses can be moved to another quarter; the rest are fixed in time. */
export function isDraggableEventType(type: TimelineEventType): boolean {
  return type === "goal" || type === "procedure" || type === "course";
}

export const TIMELINE_ZOOMS = ["month", "quarter", "year"] as const;
export type TimelineZoom = (typeof TIMELINE_ZOOMS)[number];

/** Spec section 9. */
export const PIXELS_PER_DAY: Record<TimelineZoom, number> = { month: 4, quarter: 1.5, year: 0.5 };
export const GANTT_ROW_HEIGHT = 36;
export const GANTT_ROW_GAP = 4;
export const MIN_BAR_WIDTH = 20;

/** First and last day an event covers: its dates when it has them, else its whole quarter. */
export function eventSpan(event: Pick<TimelineEvent, "quarter" | "startDate" | "endDate">): {
  startDate: IsoDate;
  endDate: IsoDate;
} {
  if (!event.startDate) {
    return { startDate: quarterStartDate(event.quarter), endDate: quarterEndDate(event.quarter) };
  }
  const start = toDayNumber(event.startDate);
  // A month-precision end lasts to the end of that month.
  const end = event.endDate ? toDayNumber(event.endDate, true) : start;
  return { startDate: fromDayNumber(start), endDate: fromDayNumber(Math.max(start, end)) };
}

/** Horizontal position of a date relative to the timeline's first day. */
export function dateToX(date: string, originDate: string, zoom: TimelineZoom): number {
  return daysBetween(originDate, date) * PIXELS_PER_DAY[zoom];
}

/** A bar from its first to its last day inclusive, never narrower than 20 px. */
export function barGeometry(
  span: { startDate: string; endDate: string },
  originDate: string,
  zoom: TimelineZoom,
): { left: number; width: number } {
  const days = Math.max(1, daysBetween(span.startDate, span.endDate) + 1);
  return {
    left: dateToX(span.startDate, originDate, zoom),
    width: Math.max(MIN_BAR_WIDTH, days * PIXELS_PER_DAY[zoom]),
  };
}

/** The timeline runs from the start of the quarter of its earliest date to the end of the latest's. */
export function timelineBounds(dates: readonly string[]): { startDate: IsoDate; endDate: IsoDate } {
  if (dates.length === 0) throw new RangeError("timelineBounds needs at least one date");
  const sorted = [...dates].sort(compareDates);
  return {
    startDate: quarterStartDate(quarterFromDate(sorted[0]!)),
    endDate: quarterEndDate(quarterFromDate(sorted[sorted.length - 1]!)),
  };
}

export interface Bar {
  readonly id: string;
  readonly left: number;
  readonly width: number;
}

export interface PackedBar<T extends Bar> {
  readonly bar: T;
  readonly row: number;
  readonly top: number;
}

/**
 * Packs bars into rows so that no two bars of a row overlap ([left, left + width), so bars that
 * only touch share a row). Bars are taken by left edge and put in the first free row: a new row
 * opens only when every row is busy at that point, so the row count equals the largest number of
 * bars that overlap at one time.
 */
export function packBars<T extends Bar>(
  bars: readonly T[],
): { placements: PackedBar<T>[]; rowCount: number; height: number } {
  const order = bars
    .map((bar, index) => ({ bar, index }))
    .sort((a, b) => a.bar.left - b.bar.left || a.index - b.index);
  const rowEnds: number[] = [];
  const placements: PackedBar<T>[] = [];
  for (const { bar } of order) {
    let row = rowEnds.findIndex((end) => end <= bar.left);
    if (row === -1) {
      row = rowEnds.length;
      rowEnds.push(0);
    }
    rowEnds[row] = bar.left + bar.width;
    placements.push({ bar, row, top: row * (GANTT_ROW_HEIGHT + GANTT_ROW_GAP) });
  }
  return { placements, rowCount: rowEnds.length, height: timelineHeight(rowEnds.length) };
}

export function timelineHeight(rowCount: number): number {
  return rowCount > 0 ? rowCount * GANTT_ROW_HEIGHT + (rowCount - 1) * GANTT_ROW_GAP : 0;
}

export type TimelineStatus = "planned" | "in_progress" | "completed";

/**
 * A rotation is completed once its end date (the whole end month) is past, planned until its start
 * (the start month's first day), and in progress between (decision 178).
 */
export function rotationTimelineStatus(
  rotation: { readonly startDate: string; readonly endDate: string },
  today: string,
): TimelineStatus {
  if (isRotationOver(rotation.endDate, today)) return "completed";
  return toDayNumber(rotation.startDate) > toDayNumber(today) ? "planned" : "in_progress";
}

/** The rotation's end date (the whole end month) is past. */
export function isRotationOver(endDate: string, today: string): boolean {
  return toDayNumber(endDate, true) < toDayNumber(today);
}

/** Sit-ins and supervisor meetings are records of something done: always completed. */
export function sitInTimelineStatus(): TimelineStatus {
  return "completed";
}

export function meetingTimelineStatus(): TimelineStatus {
  return "completed";
}

import {
  addMonthsClamped,
  daysBetween,
  fromDayNumber,
  type IsoDate,
  isIsoDate,
  isYearMonth,
  parseDate,
  toDayNumber,
} from "./dates";
import { addQuarters, quarterFromDate, quarterStartDate } from "./quarters";
import { compareSwedish } from "./swedish-order";
import {
  barGeometry,
  dateToX,
  eventSpan,
  type PackedBar,
  PIXELS_PER_DAY,
  packBars,
  TIMELINE_ZOOMS,
  type TimelineEvent,
  type TimelineZoom,
  timelineBounds,
} from "./timeline-layout";

/** The overview's timeline opens at quarter scale (spec section 2). */
export const DEFAULT_TIMELINE_ZOOM: TimelineZoom = "quarter";

/** A zoom read back from storage, or undefined when it is anything else. */
export function parseTimelineZoom(value: unknown): TimelineZoom | undefined {
  return TIMELINE_ZOOMS.find((zoom) => zoom === value);
}

/** The first and last day the timeline shows. */
export interface TimelineRange {
  readonly startDate: IsoDate;
  readonly endDate: IsoDate;
}

function isCalendarValue(value: string): boolean {
  return isIsoDate(value) || isYearMonth(value);
}

/**
 * Whole quarters from the ST start's to the ST end's, widened to cover every event and today (so
 * 'Idag' always has somewhere to go). An ST date that is missing or unreadable (no formalities
 * saved yet) is left out rather than breaking the view.
 */
export function timelineRange(input: {
  readonly stStartDate: string;
  readonly stEndDate: string;
  readonly today: string;
  readonly events: readonly Pick<TimelineEvent, "quarter" | "startDate" | "endDate">[];
}): TimelineRange {
  const dates: string[] = [input.today];
  for (const date of [input.stStartDate, input.stEndDate]) {
    if (isCalendarValue(date)) dates.push(date);
  }
  for (const event of input.events) {
    const span = eventSpan(event);
    dates.push(span.startDate, span.endDate);
  }
  return timelineBounds(dates);
}

/** Every day of the range, both ends included, at the zoom's scale. */
export function timelineWidth(range: TimelineRange, zoom: TimelineZoom): number {
  return (daysBetween(range.startDate, range.endDate) + 1) * PIXELS_PER_DAY[zoom];
}

/** The middle of a day's column: where a marker for that day is drawn. */
export function dayMiddleX(date: string, range: TimelineRange, zoom: TimelineZoom): number {
  return dateToX(date, range.startDate, zoom) + PIXELS_PER_DAY[zoom] / 2;
}

/** The day under a horizontal position, kept within the range. */
export function dateAtX(x: number, range: TimelineRange, zoom: TimelineZoom): IsoDate {
  const last = daysBetween(range.startDate, range.endDate);
  const day = Math.min(last, Math.max(0, Math.floor(x / PIXELS_PER_DAY[zoom])));
  return fromDayNumber(toDayNumber(range.startDate) + day);
}

/** The scroll position that puts `x` in the middle of the visible width, within what can scroll. */
export function scrollLeftToCentre(x: number, viewportWidth: number, contentWidth: number): number {
  const max = Math.max(0, contentWidth - viewportWidth);
  return Math.min(max, Math.max(0, Math.round(x - viewportWidth / 2)));
}

export type MarkerLabelSide = "before" | "after";

/**
 * Which side of its line the label 'ST-Start' or 'ST-Slut' goes: inwards into the ST period (the
 * range may end right at the line), unless it would cover the today label centred on today's line.
 */
export function stMarkerLabelSide(
  marker: { kind: "start" | "end"; x: number; labelWidth: number },
  today: { x: number; labelWidth: number },
): MarkerLabelSide {
  const preferred: MarkerLabelSide = marker.kind === "start" ? "after" : "before";
  const from = preferred === "after" ? marker.x : marker.x - marker.labelWidth;
  const to = from + marker.labelWidth;
  const half = today.labelWidth / 2;
  const covers = today.x + half > from && today.x - half < to;
  if (!covers) return preferred;
  return preferred === "after" ? "before" : "after";
}

/** One labelled stretch of the time axis: a month, a quarter or a year, by zoom. */
export interface AxisTick {
  /** The first day of the whole month, quarter or year (the label is made from it). */
  readonly startDate: IsoDate;
  readonly left: number;
  readonly width: number;
}

function unitStart(date: string, zoom: TimelineZoom): IsoDate {
  const { year, month } = parseDate(date);
  if (zoom === "year") return `${String(year).padStart(4, "0")}-01-01`;
  if (zoom === "quarter") return quarterStartDate(quarterFromDate(date));
  return `${String(year).padStart(4, "0")}-${String(month).padStart(2, "0")}-01`;
}

function nextUnitStart(start: IsoDate, zoom: TimelineZoom): IsoDate {
  if (zoom === "year") return addMonthsClamped(start, 12);
  if (zoom === "quarter") return quarterStartDate(addQuarters(quarterFromDate(start), 1));
  return addMonthsClamped(start, 1);
}

/**
 * The axis ticks across the range: months at month zoom, quarters at quarter zoom, years at year
 * zoom. A tick that the range only partly covers (a year the ST starts in mid-way) is cut to it.
 */
export function axisTicks(range: TimelineRange, zoom: TimelineZoom): AxisTick[] {
  const ticks: AxisTick[] = [];
  const first = toDayNumber(range.startDate);
  const last = toDayNumber(range.endDate);
  for (let start = unitStart(range.startDate, zoom); toDayNumber(start) <= last; ) {
    const next = nextUnitStart(start, zoom);
    const from = Math.max(first, toDayNumber(start));
    const to = Math.min(last, toDayNumber(next) - 1);
    ticks.push({
      startDate: start,
      left: (from - first) * PIXELS_PER_DAY[zoom],
      width: (to - from + 1) * PIXELS_PER_DAY[zoom],
    });
    start = next;
  }
  return ticks;
}

/** An event placed on the timeline. */
export interface TimelineBar<T extends TimelineEvent = TimelineEvent> {
  readonly id: string;
  readonly event: T;
  readonly startDate: IsoDate;
  readonly endDate: IsoDate;
  readonly left: number;
  readonly width: number;
}

function chronologicalOrder(
  a: { startDate: string; endDate: string; event: TimelineEvent },
  b: { startDate: string; endDate: string; event: TimelineEvent },
): number {
  return (
    toDayNumber(a.startDate) - toDayNumber(b.startDate) ||
    toDayNumber(a.endDate) - toDayNumber(b.endDate) ||
    compareSwedish(a.event.title, b.event.title) ||
    a.event.type.localeCompare(b.event.type) ||
    a.event.id.localeCompare(b.event.id)
  );
}

/**
 * Bars for the events, packed into rows without overlap. The placements come in chronological
 * order (start, then end, then title), which is the order they are drawn and reached by Tab.
 */
export function layoutTimelineBars<T extends TimelineEvent>(
  events: readonly T[],
  range: TimelineRange,
  zoom: TimelineZoom,
): { placements: PackedBar<TimelineBar<T>>[]; height: number } {
  const spans = events.map((event) => ({ event, ...eventSpan(event) })).sort(chronologicalOrder);
  const bars = spans.map(
    (span, index): TimelineBar<T> => ({
      id: String(index),
      event: span.event,
      startDate: span.startDate,
      endDate: span.endDate,
      ...barGeometry(span, range.startDate, zoom),
    }),
  );
  const { placements, height } = packBars(bars);
  return { placements, height };
}

import { ACTIVITY_STATUS_LABELS } from "@/shared/rules/activity-status";
import { isYearMonth, parseDate } from "@/shared/rules/dates";
import { quarterFromDate, quarterText } from "@/shared/rules/quarters";
import type { TimelineEvent, TimelineZoom } from "@/shared/rules/timeline-layout";
import { formatDate, formatMonth, formatShortMonth } from "@/web/lib/dates";
import { OVERVIEW_TIMELINE_MESSAGES as M } from "@/web/lib/messages/overview-timeline";
import { EVENT_TYPE_LABELS } from "../../event-styles";

/** 'jan 2026' at month zoom, '2026-Q1' at quarter zoom, '2026' at year zoom. */
export function axisTickLabel(startDate: string, zoom: TimelineZoom): string {
  if (zoom === "year") return String(parseDate(startDate).year);
  if (zoom === "quarter") return quarterText(quarterFromDate(startDate));
  // The short month of formatDate, so the axis and every date on the page agree.
  return formatShortMonth(startDate);
}

/** A date as the event gave it: a month-precision one as 'mars 2026', a full one as '10 sep 2026'. */
function eventDateText(date: string): string {
  return isYearMonth(date) ? formatMonth(date) : formatDate(date);
}

/** When an event happens: its dates when it has them, else its quarter. */
function eventWhen(event: TimelineEvent): string {
  if (!event.startDate) return quarterText(event.quarter);
  const from = eventDateText(event.startDate);
  if (!event.endDate || event.endDate === event.startDate) return from;
  return M.dateRange(from, eventDateText(event.endDate));
}

/** A bar's accessible name and tooltip: type, title, status and when. */
export function barLabel(event: TimelineEvent): string {
  return M.bar(
    EVENT_TYPE_LABELS[event.type],
    event.title,
    ACTIVITY_STATUS_LABELS[event.status],
    eventWhen(event),
  );
}

/**
 * What a screen reader hears after the bar's visible title: type, status and when. Part of the
 * bar's text, not an aria-label, so the visible title stays the start of its accessible name.
 */
export function barDetails(event: TimelineEvent): string {
  return `, ${EVENT_TYPE_LABELS[event.type]}, ${ACTIVITY_STATUS_LABELS[event.status]}, ${eventWhen(event)}`;
}

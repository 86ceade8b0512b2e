import type { ActivityStatus } from "@/shared/rules/activity-status";
import type { TimelineEventType } from "@/shared/rules/timeline-layout";
import { STATUS_COLORS } from "../procedures/components/matrix-styles";

/** The overview's names of the six event types (the wizard's first step uses the same). */
export const EVENT_TYPE_LABELS: Record<TimelineEventType, string> = {
  goal: "Delmål",
  procedure: "Undersökning",
  course: "Kurs",
  rotation: "Randning",
  "sit-in": "Sit-in",
  meeting: "Handledarträff",
};

/**
 * An event's look on the year view and the timeline: the status colour as a bar on the left and a
 * light background (the matrix's colours, so a status looks the same everywhere), the type as a
 * short tag. The text stays dark for contrast; the legend and each event's accessible name say
 * status and type, so colour never carries meaning alone.
 */
export function eventColors(status: ActivityStatus): { bar: string; background: string } {
  return STATUS_COLORS[status];
}

/** A short tag for the type, shown before the title where space is tight. */
export const EVENT_TYPE_TAGS: Record<TimelineEventType, string> = {
  goal: "D",
  procedure: "U",
  course: "K",
  rotation: "R",
  "sit-in": "S",
  meeting: "H",
};

/** Each event's unique key: ids are unique only within their type. */
export function eventKey(event: { type: TimelineEventType; id: string }): string {
  return `${event.type}:${event.id}`;
}

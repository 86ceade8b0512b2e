import type { TimelineEventType } from "@/shared/rules/timeline-layout";
import { OVERVIEW_MESSAGES as M } from "@/web/lib/messages/overview";

/** The overview's names of the six event types (the wizard's first step uses the same). */
export const EVENT_TYPE_LABELS: Record<TimelineEventType, string> = M.eventTypes;

/** A short tag for the type, shown before the title where space is tight. */
export const EVENT_TYPE_TAGS: Record<TimelineEventType, string> = M.eventTypeTags;

/** Each event's unique key: ids are unique only within their type. */
export function eventKey(event: { type: TimelineEventType; id: string }): string {
  return `${event.type}:${event.id}`;
}

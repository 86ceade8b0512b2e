import type { TMeetingAction, TMeetingActionRequest } from "@/shared/schemas/records";
import { PENDING_ID_PREFIX } from "@/web/entities/record/api/record-items";

/**
 * The actions in the meeting form, held as one text as every form field is (activity-definition):
 * the rows as JSON. An id marks a saved action; a new row has none.
 */
export type ActionDraft = { id?: string; what: string; owner: string; dueDate: string };

export function actionsToText(actions: readonly (TMeetingAction | ActionDraft)[]): string {
  return JSON.stringify(
    actions.map(({ id, what, owner, dueDate }) =>
      id ? { id, what, owner, dueDate } : { what, owner, dueDate },
    ),
  );
}

/** The rows back; text that is no list of rows (never written by the form) reads as none. */
export function actionsFromText(text: string | undefined): ActionDraft[] {
  if (!text) return [];
  try {
    const value: unknown = JSON.parse(text);
    return Array.isArray(value) ? value.filter(isDraft) : [];
  } catch {
    return [];
  }
}

function isDraft(value: unknown): value is ActionDraft {
  if (typeof value !== "object" || value === null) return false;
  const row = value as Record<string, unknown>;
  return ["what", "owner", "dueDate"].every((key) => typeof row[key] === "string");
}

/** The request's rows as the saved meeting will hold them, for the list before the server answers. */
export function previewActions(
  requested: readonly TMeetingActionRequest[],
  meetingId: string,
  previous: readonly TMeetingAction[],
): TMeetingAction[] {
  return requested.map((action, index) => {
    const saved = previous.find((p) => p.id === action.id);
    return {
      id: action.id ?? `${PENDING_ID_PREFIX}${meetingId}-${index}`,
      meetingId,
      what: action.what,
      owner: action.owner,
      dueDate: action.dueDate,
      doneOn: saved?.doneOn ?? null,
      version: saved?.version ?? 0,
    };
  });
}

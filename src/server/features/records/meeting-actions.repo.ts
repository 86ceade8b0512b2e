import { and, asc, eq, isNull, lte, sql } from "drizzle-orm";
import { MEETING_ACTION_MESSAGES as A } from "../../../shared/messages/meeting-actions";
import type { TMeetingAction, TMeetingActionRequest } from "../../../shared/schemas/records";
import type { Db } from "../../db/client";
import { meetingActions } from "../../db/schema";
import { badRequest } from "../../lib/errors";

/** The agreed actions of supervisor meetings (decision 206); every function takes `db` or `tx`. */

type ActionRow = typeof meetingActions.$inferSelect;

export function toMeetingActionDto(row: ActionRow): TMeetingAction {
  return {
    id: row.id,
    meetingId: row.meetingId,
    what: row.what,
    owner: row.owner,
    dueDate: row.dueDate,
    doneOn: row.doneOn,
    version: row.version,
  };
}

/** Each meeting's actions in their order, by meeting id (a meeting without any is left out). */
export function groupActionsByMeeting(rows: readonly ActionRow[]) {
  const byMeeting = new Map<string, TMeetingAction[]>();
  for (const row of [...rows].sort((a, b) => a.position - b.position)) {
    const list = byMeeting.get(row.meetingId) ?? [];
    list.push(toMeetingActionDto(row));
    byMeeting.set(row.meetingId, list);
  }
  return byMeeting;
}

export async function loadMeetingActions(tx: Db, doctorId: string, meetingId: string) {
  const rows = await tx
    .select()
    .from(meetingActions)
    .where(and(eq(meetingActions.userId, doctorId), eq(meetingActions.meetingId, meetingId)))
    .orderBy(asc(meetingActions.position));
  return rows.map(toMeetingActionDto);
}

/**
 * Makes the meeting's actions the requested list, inside the meeting's write: a row with an id
 * changes that saved action (its done state stays as marked), a row without one is added, a
 * saved action left out is removed. An id that is not one of this meeting's actions is a 400 and,
 * the transaction rolling back, nothing is changed.
 */
export async function replaceMeetingActions(
  tx: Db,
  doctorId: string,
  meetingId: string,
  requested: readonly TMeetingActionRequest[],
): Promise<TMeetingAction[]> {
  const saved = await tx
    .select()
    .from(meetingActions)
    .where(and(eq(meetingActions.userId, doctorId), eq(meetingActions.meetingId, meetingId)))
    .for("update");
  const savedById = new Map(saved.map((row) => [row.id, row]));
  const keptIds = new Set<string>();
  for (const [position, action] of requested.entries()) {
    const fields = { what: action.what, owner: action.owner, dueDate: action.dueDate, position };
    if (action.id === undefined) {
      await tx
        .insert(meetingActions)
        .values({ id: crypto.randomUUID(), userId: doctorId, meetingId, ...fields });
      continue;
    }
    const before = savedById.get(action.id);
    if (!before) throw badRequest(A.unknownAction, "actions");
    keptIds.add(action.id);
    const changed =
      before.what !== fields.what ||
      before.owner !== fields.owner ||
      before.dueDate !== fields.dueDate ||
      before.position !== position;
    if (!changed) continue;
    await tx
      .update(meetingActions)
      .set({ ...fields, version: sql`${meetingActions.version} + 1`, updatedAt: new Date() })
      .where(eq(meetingActions.id, action.id));
  }
  for (const row of saved) {
    if (!keptIds.has(row.id)) await tx.delete(meetingActions).where(eq(meetingActions.id, row.id));
  }
  return loadMeetingActions(tx, doctorId, meetingId);
}

/** The doctor's action, locked for a change; undefined for an unknown or another doctor's id. */
export async function lockMeetingAction(tx: Db, doctorId: string, actionId: string) {
  const [row] = await tx
    .select()
    .from(meetingActions)
    .where(and(eq(meetingActions.id, actionId), eq(meetingActions.userId, doctorId)))
    .for("update");
  return row;
}

/** Sets the day it was done (null: open again) if the action is still at `expected`. */
export async function setMeetingActionDone(
  tx: Db,
  actionId: string,
  expected: number,
  doneOn: string | null,
) {
  const [after] = await tx
    .update(meetingActions)
    .set({ doneOn, version: sql`${meetingActions.version} + 1`, updatedAt: new Date() })
    .where(and(eq(meetingActions.id, actionId), eq(meetingActions.version, expected)))
    .returning();
  return after;
}

/** An open action due on or before a day, as the reminders read it. */
export interface DueMeetingAction {
  doctorId: string;
  actionId: string;
  what: string;
  owner: string;
  dueDate: string;
}

/**
 * Every doctor's open actions due on or before `upTo` (an ISO date), oldest due first: for the
 * e-mail reminders (issue 25), which decide themselves what is 'within 7 days' or 'passed'.
 */
export async function listOpenActionsDue(db: Db, upTo: string): Promise<DueMeetingAction[]> {
  return db
    .select({
      doctorId: meetingActions.userId,
      actionId: meetingActions.id,
      what: meetingActions.what,
      owner: meetingActions.owner,
      dueDate: meetingActions.dueDate,
    })
    .from(meetingActions)
    .where(and(isNull(meetingActions.doneOn), lte(meetingActions.dueDate, upTo)))
    .orderBy(asc(meetingActions.dueDate), asc(meetingActions.userId), asc(meetingActions.id));
}

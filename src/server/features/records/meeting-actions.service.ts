import { MEETING_ACTION_MESSAGES as A } from "../../../shared/messages/meeting-actions";
import type { TMeetingAction } from "../../../shared/schemas/records";
import type { SessionActor } from "../../context";
import type { Db } from "../../db/client";
import { notFound, staleWrite } from "../../lib/errors";
import { requireDoctorAccess } from "../../policy";
import { writeAudit } from "../audit";
import {
  lockMeetingAction,
  setMeetingActionDone,
  toMeetingActionDto,
} from "./meeting-actions.repo";
import { todayInSweden } from "./today";

/** Historik's name for an action's own writes (a meeting's save lists its actions under the meeting). */
const AUDIT_ENTITY = "meeting-action";

const withoutVersion = ({ version: _version, ...rest }: TMeetingAction) => rest;

/**
 * Marks an agreed action done today (or open again), from a later meeting or the overview. The
 * same people as may edit the meeting; a stale version is a 409, as a meeting's own save is.
 */
export async function markMeetingAction(
  db: Db,
  actor: SessionActor,
  doctorId: string,
  actionId: string,
  { done, version: expected }: { done: boolean; version: number },
) {
  await requireDoctorAccess(db, actor, "edit", doctorId);
  const action = await db.transaction(async (tx) => {
    const before = await lockMeetingAction(tx, doctorId, actionId);
    if (!before) throw notFound(A.actionNotFound);
    if (before.version !== expected) throw staleWrite(A.staleAction);
    // Done again keeps the day it was first marked done.
    const doneOn = done ? (before.doneOn ?? todayInSweden()) : null;
    const after = await setMeetingActionDone(tx, actionId, expected, doneOn);
    if (!after) throw staleWrite(A.staleAction);
    const dto = toMeetingActionDto(after);
    await writeAudit(tx, {
      actorId: actor.id,
      subjectUserId: doctorId,
      entity: AUDIT_ENTITY,
      action: "update",
      entityId: actionId,
      before: withoutVersion(toMeetingActionDto(before)),
      after: withoutVersion(dto),
    });
    return dto;
  });
  return { message: done ? A.markedDone : A.markedOpen, action };
}

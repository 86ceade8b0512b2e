import { RECORD_MESSAGES } from "../../../shared/messages/records";
import type { TUpdateStProjectRequest } from "../../../shared/schemas/st-project";
import type { SessionActor } from "../../context";
import type { Db } from "../../db/client";
import { staleWrite } from "../../lib/errors";
import { requireDoctorAccess } from "../../policy";
import { savedOver, writeAudit } from "../audit";
import { lockStProject, saveStProjectRow } from "./st-project.repo";

export async function updateStProject(
  db: Db,
  actor: SessionActor,
  doctorId: string,
  input: TUpdateStProjectRequest,
) {
  await requireDoctorAccess(db, actor, "edit", doctorId);
  const { version: expected, ...values } = input;
  const version = await db.transaction(async (tx) => {
    const before = await lockStProject(tx, doctorId);
    if ((before?.version ?? 0) !== expected) throw staleWrite(RECORD_MESSAGES.staleWrite);
    const after = await saveStProjectRow(tx, doctorId, expected, values);
    if (!after) throw staleWrite(RECORD_MESSAGES.staleWrite);
    await writeAudit(tx, {
      actorId: actor.id,
      subjectUserId: doctorId,
      entity: "st-project",
      entityId: doctorId,
      ...savedOver(before, ({ topic, supervisor, status, summary }) => ({
        topic,
        supervisor,
        status,
        summary,
      })),
      after: values,
    });
    return after.version;
  });
  return { message: RECORD_MESSAGES.stProjectSaved, version };
}

import { RECORD_MESSAGES } from "../../../shared/messages/records";
import type { SessionActor } from "../../context";
import type { Db } from "../../db/client";
import { notFound } from "../../lib/errors";
import { authorize } from "../../policy";
import { findStDoctor } from "../access";
import { writeAudit } from "../audit";
import { deleteFileRowsOfOwner } from "../files";
import { formalitiesAudit, lockFormalities, resetFormalitiesRow } from "./formalities.repo";
import { deleteRecordEntries } from "./record-reset.repo";
import { emptyStProject } from "./st-project.repo";
import { todayInSweden } from "./today";

/**
 * Reset of the own profile (spec section 4): goals, examinations, courses, rotations, sit-ins,
 * meetings, absences and credits go; the model returns to UNSELECTED without a contract; the ST
 * project is emptied. The doctor's files go with the links to them. Returns storage paths to remove.
 */
export async function resetRecord(db: Db, actor: SessionActor, doctorId: string) {
  // Not requireDoctorAccess: a specialist resetting their own id is "not found", not "forbidden".
  authorize(actor, { type: "record:reset", doctorId });
  if (!(await findStDoctor(db, doctorId))) throw notFound(RECORD_MESSAGES.doctorNotFound);
  const today = todayInSweden();
  const removedPaths = await db.transaction(async (tx) => {
    const before = await lockFormalities(tx, doctorId, today);
    await deleteRecordEntries(tx, doctorId);
    await resetFormalitiesRow(tx, doctorId);
    await emptyStProject(tx, doctorId);
    const paths = await deleteFileRowsOfOwner(tx, doctorId);
    await writeAudit(tx, {
      actorId: actor.id,
      subjectUserId: doctorId,
      action: "delete",
      entity: "profile-reset",
      entityId: doctorId,
      before: formalitiesAudit(before),
      after: { stModel: "UNSELECTED", stContractFileId: null },
    });
    return paths;
  });
  return { message: RECORD_MESSAGES.profileReset, removedPaths };
}

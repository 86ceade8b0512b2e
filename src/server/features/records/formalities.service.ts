import { RECORD_MESSAGES } from "../../../shared/messages/records";
import type { TUpdateFormalitiesRequest } from "../../../shared/schemas/formalities";
import type { SessionActor } from "../../context";
import type { Db } from "../../db/client";
import { forbidden, staleWrite } from "../../lib/errors";
import { decide, requireDoctorAccess } from "../../policy";
import { writeAudit } from "../audit";
import {
  formalitiesAudit,
  lockFormalities,
  modelOf,
  specialtyOfForm,
  updateFormalitiesRow,
} from "./formalities.repo";
import { doctorHasActivity } from "./model-lock.repo";
import { loadRecordDerived } from "./record-derived";
import { todayInSweden } from "./today";

export async function updateFormalities(
  db: Db,
  actor: SessionActor,
  doctorId: string,
  input: TUpdateFormalitiesRequest,
) {
  await requireDoctorAccess(db, actor, "edit", doctorId);
  const today = todayInSweden();
  const { version: expected, ...values } = input;
  const saved = await db.transaction(async (tx) => {
    const before = await lockFormalities(tx, doctorId, today);
    // A missing row was created above with version 0, the version a never-saved form reads.
    if (before.version !== expected) throw staleWrite(RECORD_MESSAGES.staleWrite);
    if (values.stModel !== before.stModel) {
      const decision = decide(actor, {
        type: "record:change-model",
        doctorId,
        currentModel: modelOf(before),
        hasActivity: await doctorHasActivity(tx, doctorId),
      });
      if (!decision.allowed) throw forbidden(decision.reason, "MODEL_LOCKED");
    }
    if (values.specialty !== undefined && values.specialty !== specialtyOfForm(before)) {
      const decision = decide(actor, {
        type: "record:change-specialty",
        doctorId,
        hasActivity: await doctorHasActivity(tx, doctorId),
      });
      if (!decision.allowed) throw forbidden(decision.reason, "MODEL_LOCKED");
    }
    const after = await updateFormalitiesRow(tx, doctorId, expected, values);
    if (!after) throw staleWrite(RECORD_MESSAGES.staleWrite);
    await writeAudit(tx, {
      actorId: actor.id,
      subjectUserId: doctorId,
      action: "update",
      entity: "formalities",
      entityId: doctorId,
      before: formalitiesAudit(before),
      after: formalitiesAudit(after),
    });
    return after;
  });
  return {
    message: RECORD_MESSAGES.formalitiesSaved,
    version: saved.version,
    // As stored (texts trimmed), so the web shows what a later read would.
    formalities: {
      stModel: modelOf(saved),
      specialty: specialtyOfForm(saved),
      stStartDate: saved.stStartDate,
      stDurationMonths: saved.stDurationMonths,
      headOfDepartment: saved.headOfDepartment,
      directorOfStudies: saved.directorOfStudies,
      version: saved.version,
    },
    derived: await loadRecordDerived(db, actor, doctorId),
  };
}

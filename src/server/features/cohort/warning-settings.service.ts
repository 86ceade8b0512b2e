import { CLINIC_MESSAGES } from "../../../shared/messages/clinics";
import { EARLY_WARNING_MESSAGES } from "../../../shared/messages/early-warnings";
import type { TWarningSettings } from "../../../shared/schemas/cohort";
import type { SessionActor } from "../../context";
import type { Db } from "../../db/client";
import { notFound } from "../../lib/errors";
import { writeAudit } from "../audit";
import { findClinic, isRegionWide } from "../clinics";
import {
  homeClinicOf,
  lockClinicWarningSettings,
  ownClinicIds,
  readClinicWarningSettings,
  type StoredWarningSettings,
  saveClinicWarningSettingsRow,
} from "./warning-settings.repo";

const toAnswer = (clinicId: string | null, { settings, updatedAt }: StoredWarningSettings) => ({
  settings,
  clinicId,
  updatedAt: updatedAt?.toISOString() ?? null,
});

/**
 * The clinic named by `clinicId` if it is the actor's (their own clinic or a membership; any for
 * a region administrator), else "not found", as for a clinic that does not exist (decision 272).
 */
async function chosenClinic(db: Db, actor: SessionActor, clinicId: string): Promise<string> {
  const [own, home] = await Promise.all([ownClinicIds(db, actor.id), homeClinicOf(db, actor.id)]);
  if (own.includes(clinicId) || home === clinicId) return clinicId;
  if ((await isRegionWide(db, actor.id)) && (await findClinic(db, clinicId))) return clinicId;
  throw notFound(CLINIC_MESSAGES.clinicNotFound);
}

/** The limits of the reader's clinic (decision 236), or of one of their clinics (decision 272). */
export async function getWarningSettings(db: Db, actor: SessionActor, clinicId?: string) {
  const clinic =
    clinicId === undefined
      ? await homeClinicOf(db, actor.id)
      : await chosenClinic(db, actor, clinicId);
  return toAnswer(clinic, await readClinicWarningSettings(db, clinic));
}

/**
 * An administrator's new limits: for the chosen clinic (decision 272), or else for each clinic
 * they belong to (decision 236); audited in the same transaction (decision 146).
 */
export async function saveWarningSettings(
  db: Db,
  actor: SessionActor,
  input: TWarningSettings,
  clinicId?: string,
) {
  const clinicIds =
    clinicId === undefined
      ? await ownClinicIds(db, actor.id)
      : [await chosenClinic(db, actor, clinicId)];
  const home = clinicId ?? (await homeClinicOf(db, actor.id));
  const saved = await db.transaction(async (tx) => {
    let answer: { clinicId: string | null; stored: StoredWarningSettings } | undefined;
    for (const id of clinicIds) {
      const before = await lockClinicWarningSettings(tx, id);
      const after = await saveClinicWarningSettingsRow(tx, id, input, actor.id);
      await writeAudit(tx, {
        actorId: actor.id,
        subjectUserId: null,
        action: "update",
        entity: "warning-settings",
        entityId: id,
        before: before.settings,
        after: after.settings,
      });
      if (id === home || !answer) answer = { clinicId: id, stored: after };
    }
    return answer ?? { clinicId: null, stored: { settings: input, updatedAt: null } };
  });
  return {
    message: EARLY_WARNING_MESSAGES.settings.saved,
    ...toAnswer(saved.clinicId, saved.stored),
  };
}

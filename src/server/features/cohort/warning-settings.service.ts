import { EARLY_WARNING_MESSAGES } from "../../../shared/messages/early-warnings";
import type { TWarningSettings } from "../../../shared/schemas/cohort";
import type { SessionActor } from "../../context";
import type { Db } from "../../db/client";
import { writeAudit } from "../audit";
import {
  homeClinicOf,
  lockClinicWarningSettings,
  ownClinicIds,
  readClinicWarningSettings,
  type StoredWarningSettings,
  saveClinicWarningSettingsRow,
} from "./warning-settings.repo";

const toAnswer = ({ settings, updatedAt }: StoredWarningSettings) => ({
  settings,
  updatedAt: updatedAt?.toISOString() ?? null,
});

/** The limits of the reader's clinic (decision 236). */
export async function getWarningSettings(db: Db, actor: SessionActor) {
  return toAnswer(await readClinicWarningSettings(db, await homeClinicOf(db, actor.id)));
}

/**
 * An administrator's new limits, for each clinic they belong to (decision 236), audited in the
 * same transaction (decision 146).
 */
export async function saveWarningSettings(db: Db, actor: SessionActor, input: TWarningSettings) {
  const clinicIds = await ownClinicIds(db, actor.id);
  const home = await homeClinicOf(db, actor.id);
  const saved = await db.transaction(async (tx) => {
    let answer: StoredWarningSettings | undefined;
    for (const clinicId of clinicIds) {
      const before = await lockClinicWarningSettings(tx, clinicId);
      const after = await saveClinicWarningSettingsRow(tx, clinicId, input, actor.id);
      await writeAudit(tx, {
        actorId: actor.id,
        subjectUserId: null,
        action: "update",
        entity: "warning-settings",
        entityId: clinicId,
        before: before.settings,
        after: after.settings,
      });
      if (clinicId === home || !answer) answer = after;
    }
    return answer ?? { settings: input, updatedAt: null };
  });
  return { message: EARLY_WARNING_MESSAGES.settings.saved, ...toAnswer(saved) };
}

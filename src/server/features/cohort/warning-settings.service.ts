import { EARLY_WARNING_MESSAGES } from "../../../shared/messages/early-warnings";
import type { TWarningSettings } from "../../../shared/schemas/cohort";
import type { SessionActor } from "../../context";
import type { Db } from "../../db/client";
import { writeAudit } from "../audit";
import {
  lockWarningSettings,
  readWarningSettings,
  type StoredWarningSettings,
  saveWarningSettingsRow,
} from "./warning-settings.repo";

const toAnswer = ({ settings, updatedAt }: StoredWarningSettings) => ({
  settings,
  updatedAt: updatedAt?.toISOString() ?? null,
});

export async function getWarningSettings(db: Db) {
  return toAnswer(await readWarningSettings(db));
}

/** An administrator's new limits, audited in the same transaction (decision 146). */
export async function saveWarningSettings(db: Db, actor: SessionActor, input: TWarningSettings) {
  const saved = await db.transaction(async (tx) => {
    const before = await lockWarningSettings(tx);
    const after = await saveWarningSettingsRow(tx, input, actor.id);
    await writeAudit(tx, {
      actorId: actor.id,
      subjectUserId: null,
      action: "update",
      entity: "warning-settings",
      entityId: "1",
      before: before.settings,
      after: after.settings,
    });
    return after;
  });
  return { message: EARLY_WARNING_MESSAGES.settings.saved, ...toAnswer(saved) };
}

import { RECORD_MESSAGES } from "../../../shared/messages/records";
import { REMINDER_MESSAGES as M } from "../../../shared/messages/reminders";
import type {
  TReminderSettings,
  TSaveReminderSettingsRequest,
} from "../../../shared/schemas/reminders";
import type { SessionActor } from "../../context";
import type { Db } from "../../db/client";
import { staleWrite } from "../../lib/errors";
import { authorize } from "../../policy";
import { writeAudit } from "../audit";
import { readReminderSettings, writeReminderSettings } from "./reminder-settings.repo";

export async function getReminderSettings(db: Db, actor: SessionActor): Promise<TReminderSettings> {
  authorize(actor, { type: "reminder-settings:manage", userId: actor.id });
  return readReminderSettings(db, actor.id);
}

/** The user's own choice, audited in the same transaction; a stale version changes nothing. */
export async function saveReminderSettings(
  db: Db,
  actor: SessionActor,
  input: TSaveReminderSettingsRequest,
) {
  authorize(actor, { type: "reminder-settings:manage", userId: actor.id });
  const settings = await db.transaction(async (tx) => {
    const before = await readReminderSettings(tx, actor.id);
    const after = await writeReminderSettings(tx, actor.id, input.version, input.remindersEnabled);
    if (!after) throw staleWrite(RECORD_MESSAGES.staleWrite);
    await writeAudit(tx, {
      actorId: actor.id,
      subjectUserId: actor.id,
      action: input.version === 0 ? "create" : "update",
      entity: "user-settings",
      entityId: actor.id,
      before: input.version === 0 ? null : { remindersEnabled: before.remindersEnabled },
      after: { remindersEnabled: after.remindersEnabled },
    });
    return after;
  });
  return {
    settings,
    message: settings.remindersEnabled ? M.settings.turnedOn : M.settings.turnedOff,
  };
}

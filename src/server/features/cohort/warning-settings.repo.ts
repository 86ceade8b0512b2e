import { eq } from "drizzle-orm";
import { DEFAULT_WARNING_THRESHOLDS } from "../../../shared/rules/early-warnings";
import type { TWarningSettings } from "../../../shared/schemas/cohort";
import type { Db } from "../../db/client";
import { warningSettings } from "../../db/schema";

/** The early-warning limits: the one row (id 1), or the defaults while none is saved. */
export interface StoredWarningSettings {
  settings: TWarningSettings;
  updatedAt: Date | null;
}

function fromRow(row: typeof warningSettings.$inferSelect | undefined): StoredWarningSettings {
  if (!row) return { settings: { ...DEFAULT_WARNING_THRESHOLDS }, updatedAt: null };
  return {
    settings: {
      meetingGapMonths: row.meetingGapMonths,
      progressGapPoints: row.progressGapPoints,
      endingSoonMonths: row.endingSoonMonths,
    },
    updatedAt: row.updatedAt,
  };
}

export async function readWarningSettings(db: Db): Promise<StoredWarningSettings> {
  const [row] = await db.select().from(warningSettings).where(eq(warningSettings.id, 1));
  return fromRow(row);
}

/** The row locked for a change; the defaults when there is none yet (the upsert then inserts). */
export async function lockWarningSettings(tx: Db): Promise<StoredWarningSettings> {
  const [row] = await tx
    .select()
    .from(warningSettings)
    .where(eq(warningSettings.id, 1))
    .for("update");
  return fromRow(row);
}

/** One statement, an upsert: two first saves at once cannot make a second row. */
export async function saveWarningSettingsRow(
  tx: Db,
  settings: TWarningSettings,
  actorId: string,
): Promise<StoredWarningSettings> {
  const values = { ...settings, updatedAt: new Date(), updatedBy: actorId };
  const [row] = await tx
    .insert(warningSettings)
    .values({ id: 1, ...values })
    .onConflictDoUpdate({ target: warningSettings.id, set: values })
    .returning();
  return fromRow(row);
}

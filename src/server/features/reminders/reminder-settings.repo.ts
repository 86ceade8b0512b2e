import { and, eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { userSettings } from "../../db/schema";

export interface StoredReminderSettings {
  remindersEnabled: boolean;
  /** 0 while the user has never saved a setting. */
  version: number;
}

const DEFAULTS: StoredReminderSettings = { remindersEnabled: true, version: 0 };

export async function readReminderSettings(db: Db, userId: string) {
  const [row] = await db
    .select({ remindersEnabled: userSettings.remindersEnabled, version: userSettings.version })
    .from(userSettings)
    .where(eq(userSettings.userId, userId));
  return row ?? DEFAULTS;
}

/**
 * Saves over the version the form was based on, in one statement: the first save inserts (a second
 * first save at the same moment finds the row and gets nothing), later ones update that version
 * only. Null when the version was stale.
 */
export async function writeReminderSettings(
  tx: Db,
  userId: string,
  expected: number,
  remindersEnabled: boolean,
): Promise<StoredReminderSettings | null> {
  const columns = {
    remindersEnabled: userSettings.remindersEnabled,
    version: userSettings.version,
  };
  if (expected === 0) {
    const [row] = await tx
      .insert(userSettings)
      .values({ userId, remindersEnabled })
      .onConflictDoNothing()
      .returning(columns);
    return row ?? null;
  }
  const [row] = await tx
    .update(userSettings)
    .set({ remindersEnabled, version: sql`${userSettings.version} + 1`, updatedAt: new Date() })
    .where(and(eq(userSettings.userId, userId), eq(userSettings.version, expected)))
    .returning(columns);
  return row ?? null;
}

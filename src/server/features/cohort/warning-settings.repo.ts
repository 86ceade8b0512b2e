import { asc, eq, sql } from "drizzle-orm";
import { DEFAULT_WARNING_THRESHOLDS } from "../../../shared/rules/early-warnings";
import type { TWarningSettings } from "../../../shared/schemas/cohort";
import type { Db } from "../../db/client";
import {
  clinicMemberships,
  clinics,
  clinicWarningSettings,
  users,
  warningSettings,
} from "../../db/schema";

/**
 * The early-warning limits of a clinic (decision 236): its own row, else the portal's row (id 1),
 * else the defaults.
 */
export interface StoredWarningSettings {
  settings: TWarningSettings;
  updatedAt: Date | null;
}

type LimitsRow = Pick<
  typeof clinicWarningSettings.$inferSelect,
  "meetingGapMonths" | "progressGapPoints" | "endingSoonMonths" | "updatedAt"
>;

function fromRow(row: LimitsRow | undefined): StoredWarningSettings {
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

async function portalRow(db: Db) {
  const [row] = await db.select().from(warningSettings).where(eq(warningSettings.id, 1));
  return row;
}

/**
 * Every clinic's limits by clinic id, those of a clinic without its own (`fallback`), and the
 * clinic whose limits `readerId` reads (`homeClinicOf`): one statement.
 */
export async function readWarningSettings(
  db: Db,
  readerId = "",
): Promise<{
  byClinic: Map<string, TWarningSettings>;
  fallback: TWarningSettings;
  home: string | null;
}> {
  const result = await db.execute(sql`
    select h.home, s.clinic_id, s.meeting_gap_months, s.progress_gap_points, s.ending_soon_months
    from (select ${homeClinicSql(readerId)} as home) h
    left join lateral (
      select clinic_id, meeting_gap_months, progress_gap_points, ending_soon_months
      from ${clinicWarningSettings}
      union all
      select null, meeting_gap_months, progress_gap_points, ending_soon_months
      from ${warningSettings} where id = 1
    ) s on true`);
  const rows = (result as unknown as { rows: Record<string, unknown>[] }).rows;
  const byClinic = new Map<string, TWarningSettings>();
  let fallback: TWarningSettings = { ...DEFAULT_WARNING_THRESHOLDS };
  for (const row of rows) {
    if (row.meeting_gap_months === null || row.meeting_gap_months === undefined) continue;
    const settings = {
      meetingGapMonths: Number(row.meeting_gap_months),
      progressGapPoints: Number(row.progress_gap_points),
      endingSoonMonths: Number(row.ending_soon_months),
    };
    if (typeof row.clinic_id === "string") byClinic.set(row.clinic_id, settings);
    else fallback = settings;
  }
  return { byClinic, fallback, home: (rows[0]?.home as string | null | undefined) ?? null };
}

/** The reader's clinic as SQL: an ST doctor's own, anyone else's first membership by name. */
const homeClinicSql = (userId: string) => sql`(select coalesce(u.clinic_id, (
    select m.clinic_id from ${clinicMemberships} m join ${clinics} c on c.id = m.clinic_id
    where m.user_id = u.id order by c.name, c.id limit 1))
  from ${users} u where u.id = ${userId})`;

/**
 * The clinic whose limits a user reads and an administrator sets: an ST doctor's own, anyone
 * else's first membership by name.
 */
export async function homeClinicOf(db: Db, userId: string): Promise<string | null> {
  const result = await db.execute(sql`select ${homeClinicSql(userId)} as home`);
  const [row] = (result as unknown as { rows: { home: string | null }[] }).rows;
  return row?.home ?? null;
}

/** The clinics an administrator belongs to, by name: those whose limits they set. */
export async function ownClinicIds(db: Db, userId: string): Promise<string[]> {
  const rows = await db
    .select({ id: clinicMemberships.clinicId })
    .from(clinicMemberships)
    .where(eq(clinicMemberships.userId, userId))
    .orderBy(asc(clinicMemberships.clinicId));
  return rows.map((r) => r.id);
}

export async function readClinicWarningSettings(
  db: Db,
  clinicId: string | null,
): Promise<StoredWarningSettings> {
  if (clinicId) {
    const [row] = await db
      .select()
      .from(clinicWarningSettings)
      .where(eq(clinicWarningSettings.clinicId, clinicId));
    if (row) return fromRow(row);
  }
  return fromRow(await portalRow(db));
}

/** The clinic's row locked for a change; what applies now when there is none yet. */
export async function lockClinicWarningSettings(
  tx: Db,
  clinicId: string,
): Promise<StoredWarningSettings> {
  const [row] = await tx
    .select()
    .from(clinicWarningSettings)
    .where(eq(clinicWarningSettings.clinicId, clinicId))
    .for("update");
  return row ? fromRow(row) : readClinicWarningSettings(tx, null);
}

/** One statement, an upsert: two first saves at once cannot make a second row. */
export async function saveClinicWarningSettingsRow(
  tx: Db,
  clinicId: string,
  settings: TWarningSettings,
  actorId: string,
): Promise<StoredWarningSettings> {
  const values = { ...settings, updatedAt: new Date(), updatedBy: actorId };
  const [row] = await tx
    .insert(clinicWarningSettings)
    .values({ clinicId, ...values })
    .onConflictDoUpdate({ target: clinicWarningSettings.clinicId, set: values })
    .returning();
  return fromRow(row);
}

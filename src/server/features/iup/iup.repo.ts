import { randomUUID } from "node:crypto";
import { and, asc, desc, eq, gte, inArray, isNull, lte, sql } from "drizzle-orm";
import type { TIupContent } from "../../../shared/schemas/iup";
import type { Db } from "../../db/client";
import { iupFollowUpDates, iupRevisions } from "../../db/schema";

type RevisionRow = typeof iupRevisions.$inferSelect;
export interface StoredRevision extends RevisionRow {
  followUpDates: string[];
}

/** At most this many revisions are read for one doctor: decades of half-yearly follow-ups. */
const REVISIONS_MAX = 200;

/** The doctor's revisions, newest first, each with its follow-up dates. */
export async function listRevisions(db: Db, doctorId: string): Promise<StoredRevision[]> {
  const rows = await db
    .select()
    .from(iupRevisions)
    .where(eq(iupRevisions.stDoctorId, doctorId))
    .orderBy(desc(iupRevisions.number))
    .limit(REVISIONS_MAX);
  return withFollowUpDates(db, rows);
}

/** The rows given, each with its follow-up dates, read in one query. */
export async function withFollowUpDates(
  db: Db,
  rows: readonly RevisionRow[],
): Promise<StoredRevision[]> {
  if (rows.length === 0) return [];
  const dates = await db
    .select()
    .from(iupFollowUpDates)
    .where(
      inArray(
        iupFollowUpDates.revisionId,
        rows.map((r) => r.id),
      ),
    )
    .orderBy(asc(iupFollowUpDates.followUpDate));
  const byRevision = new Map<string, string[]>();
  for (const d of dates)
    byRevision.set(d.revisionId, [...(byRevision.get(d.revisionId) ?? []), d.followUpDate]);
  return rows.map((row) => ({ ...row, followUpDates: byRevision.get(row.id) ?? [] }));
}

/** Whether the doctor has a revision of that id (a write to an older one is stale, not lost). */
export async function revisionExists(db: Db, doctorId: string, revisionId: string) {
  const [row] = await db
    .select({ id: iupRevisions.id })
    .from(iupRevisions)
    .where(and(eq(iupRevisions.stDoctorId, doctorId), eq(iupRevisions.id, revisionId)));
  return row !== undefined;
}

/** The latest revision's row, locked until the transaction ends, so two writes take turns. */
export async function lockLatestRevision(tx: Db, doctorId: string) {
  const [row] = await tx
    .select()
    .from(iupRevisions)
    .where(eq(iupRevisions.stDoctorId, doctorId))
    .orderBy(desc(iupRevisions.number))
    .limit(1)
    .for("update");
  return row;
}

function columns(content: TIupContent) {
  const { followUpDates: _dates, ...rest } = content;
  return rest;
}

async function writeFollowUps(tx: Db, doctorId: string, revisionId: string, dates: string[]) {
  await tx.delete(iupFollowUpDates).where(eq(iupFollowUpDates.revisionId, revisionId));
  if (dates.length === 0) return;
  await tx
    .insert(iupFollowUpDates)
    .values(dates.map((followUpDate) => ({ revisionId, stDoctorId: doctorId, followUpDate })));
}

/**
 * Stores revision `number`. The unique index on (doctor, number) makes a second, racing revision
 * of the same number fail instead of storing two.
 */
export async function insertRevision(
  tx: Db,
  doctorId: string,
  number: number,
  author: { id: string; name: string },
  content: TIupContent,
): Promise<string> {
  const id = randomUUID();
  await tx.insert(iupRevisions).values({
    id,
    stDoctorId: doctorId,
    number,
    authorId: author.id,
    authorName: author.name,
    ...columns(content),
  });
  await writeFollowUps(tx, doctorId, id, content.followUpDates);
  return id;
}

/** Saves over a draft nobody has acknowledged; false when stale, acknowledged meanwhile or gone. */
export async function updateDraft(
  tx: Db,
  doctorId: string,
  id: string,
  expected: number,
  author: { id: string; name: string },
  content: TIupContent,
): Promise<boolean> {
  const updated = await tx
    .update(iupRevisions)
    .set({
      ...columns(content),
      authorId: author.id,
      authorName: author.name,
      version: sql`${iupRevisions.version} + 1`,
      updatedAt: new Date(),
    })
    .where(
      and(
        eq(iupRevisions.id, id),
        eq(iupRevisions.stDoctorId, doctorId),
        eq(iupRevisions.version, expected),
        isNull(iupRevisions.doctorAckAt),
        isNull(iupRevisions.supervisorAckAt),
      ),
    )
    .returning({ id: iupRevisions.id });
  if (updated.length !== 1) return false;
  await writeFollowUps(tx, doctorId, id, content.followUpDates);
  return true;
}

/** Records one side's 'Godkänd'; false when stale or that side has already acknowledged. */
export async function acknowledgeRevision(
  tx: Db,
  doctorId: string,
  id: string,
  expected: number,
  as: "doctor" | "supervisor",
  by: { id: string; name: string },
): Promise<boolean> {
  const now = new Date();
  const values =
    as === "doctor"
      ? { doctorAckBy: by.id, doctorAckName: by.name, doctorAckAt: now }
      : { supervisorAckBy: by.id, supervisorAckName: by.name, supervisorAckAt: now };
  const unset = as === "doctor" ? iupRevisions.doctorAckAt : iupRevisions.supervisorAckAt;
  const updated = await tx
    .update(iupRevisions)
    .set({ ...values, version: sql`${iupRevisions.version} + 1`, updatedAt: now })
    .where(
      and(
        eq(iupRevisions.id, id),
        eq(iupRevisions.stDoctorId, doctorId),
        eq(iupRevisions.version, expected),
        isNull(unset),
      ),
    )
    .returning({ id: iupRevisions.id });
  return updated.length === 1;
}

/**
 * The condition that a follow-up date row belongs to its doctor's latest revision. The outer
 * columns qualified: inside the subquery a bare "st_doctor_id" would name the revision's.
 */
const followUps = (column: string) => sql`${iupFollowUpDates}.${sql.identifier(column)}`;
const ofLatestRevision = sql`${followUps("revision_id")} = (
  select r.id from ${iupRevisions} r where r.st_doctor_id = ${followUps("st_doctor_id")}
  order by r.number desc limit 1)`;

export interface DueFollowUp {
  doctorId: string;
  date: string;
  revisionId: string;
}

/**
 * The agreed IUP follow-up dates from `from` to `to` (both included, YYYY-MM-DD) of every
 * doctor's latest revision: an older revision's dates were replaced by the newer one's
 * (decision 200). For the reminders (issue 25), which call it through the feature's index; one
 * indexed query, by date and doctor.
 */
export async function iupFollowUpsDueBetween(
  db: Db,
  from: string,
  to: string,
): Promise<DueFollowUp[]> {
  return db
    .select({
      doctorId: iupFollowUpDates.stDoctorId,
      date: iupFollowUpDates.followUpDate,
      revisionId: iupFollowUpDates.revisionId,
    })
    .from(iupFollowUpDates)
    .where(
      and(
        gte(iupFollowUpDates.followUpDate, from),
        lte(iupFollowUpDates.followUpDate, to),
        ofLatestRevision,
      ),
    )
    .orderBy(asc(iupFollowUpDates.followUpDate), asc(iupFollowUpDates.stDoctorId));
}

import { and, desc, eq, gt, inArray, isNull, or, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Specialty } from "../../../shared/curriculum/specialties";
import type { Db } from "../../db/client";
import {
  goalCatalogue,
  procedureCatalogue,
  assessmentRequests as requests,
  supervisorAssignments,
  users,
} from "../../db/schema";

export type RequestRow = typeof requests.$inferSelect;

const requester = alias(users, "requester");

/** A request with the names its list and its page show. */
const withNames = {
  request: requests,
  examinationName: procedureCatalogue.name,
  requester: {
    firstName: requester.firstName,
    lastName: requester.lastName,
    email: requester.email,
  },
};

function joined(db: Db) {
  return db
    .select(withNames)
    .from(requests)
    .leftJoin(procedureCatalogue, eq(procedureCatalogue.id, requests.procedureId))
    .leftJoin(requester, eq(requester.id, requests.requestedBy));
}
export type RequestWithNames = Awaited<ReturnType<ReturnType<typeof joined>["execute"]>>[number];

export async function isAssignedSupervisor(db: Db, supervisorId: string, doctorId: string) {
  const [row] = await db
    .select({ one: sql<number>`1` })
    .from(supervisorAssignments)
    .where(
      and(
        eq(supervisorAssignments.supervisorId, supervisorId),
        eq(supervisorAssignments.stDoctorId, doctorId),
      ),
    );
  return Boolean(row);
}

/** An examination of the catalogue in use (not retired), by its id. */
export async function findExamination(db: Db, procedureId: string) {
  const [row] = await db
    .select({ id: procedureCatalogue.id, name: procedureCatalogue.name })
    .from(procedureCatalogue)
    .where(and(eq(procedureCatalogue.id, procedureId), isNull(procedureCatalogue.retiredAt)));
  return row;
}

export async function insertRequest(db: Db, values: typeof requests.$inferInsert) {
  await db.insert(requests).values(values);
  return requireRequest(db, values.id);
}

export async function findRequest(db: Db, id: string): Promise<RequestWithNames | undefined> {
  const [row] = await joined(db).where(eq(requests.id, id));
  return row;
}

async function requireRequest(db: Db, id: string): Promise<RequestWithNames> {
  const row = await findRequest(db, id);
  if (!row) throw new Error("The request just written is gone");
  return row;
}

export async function listRequests(db: Db, doctorId: string): Promise<RequestWithNames[]> {
  return joined(db)
    .where(eq(requests.stDoctorId, doctorId))
    .orderBy(desc(requests.createdAt), desc(requests.id));
}

/** The request a token's hash names, locked for the rest of the transaction when `lock`. */
export async function findByTokenHash(db: Db, tokenHash: string, lock = false) {
  const query = db.select().from(requests).where(eq(requests.tokenHash, tokenHash));
  const [row] = lock ? await query.for("update") : await query;
  return row;
}

/** Marks the first open; a later open changes nothing. Answers whether this was the first. */
export async function markOpened(db: Db, id: string, now: Date): Promise<boolean> {
  const rows = await db
    .update(requests)
    .set({ openedAt: now })
    .where(and(eq(requests.id, id), isNull(requests.openedAt)))
    .returning({ id: requests.id });
  return rows.length > 0;
}

/**
 * Takes the one answer, only while nobody has and the link is neither revoked nor expired: the
 * condition is in the UPDATE itself, so two sends at once cannot both get a row back.
 */
export async function claimAnswer(
  db: Db,
  id: string,
  now: Date,
  answer: { answerKey: string; assessorName: string },
) {
  const [row] = await db
    .update(requests)
    .set({ ...answer, answeredAt: now, openedAt: sql`coalesce(${requests.openedAt}, ${now})` })
    .where(
      and(
        eq(requests.id, id),
        isNull(requests.answeredAt),
        isNull(requests.revokedAt),
        gt(requests.expiresAt, now),
      ),
    )
    .returning();
  return row;
}

export async function setAnswerAssessment(
  db: Db,
  id: string,
  filed: { assessmentId: string } | { structuredAssessmentId: string },
) {
  await db.update(requests).set(filed).where(eq(requests.id, id));
}

/** The titles of these delmål, in the order given (an id the catalogue lacks is left out). */
/** The titles of the doctor's goals, read through the doctor's specialty (decision 237). */
export async function goalTitles(db: Db, specialty: Specialty, ids: readonly string[]) {
  if (ids.length === 0) return [];
  const rows = await db
    .select({ id: goalCatalogue.id, title: goalCatalogue.title })
    .from(goalCatalogue)
    .where(and(eq(goalCatalogue.specialty, specialty), inArray(goalCatalogue.id, [...ids])));
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

export async function markRevoked(db: Db, id: string, now: Date) {
  const rows = await db
    .update(requests)
    .set({ revokedAt: now })
    .where(
      and(
        eq(requests.id, id),
        isNull(requests.answeredAt),
        isNull(requests.revokedAt),
        gt(requests.expiresAt, now),
      ),
    )
    .returning({ id: requests.id });
  return rows.length > 0;
}

export async function doctorName(db: Db, doctorId: string) {
  const [row] = await db
    .select({ firstName: users.firstName, lastName: users.lastName, email: users.email })
    .from(users)
    .where(eq(users.id, doctorId));
  return row;
}

/**
 * The requests about a doctor and those a user made, for their data export: what was asked, of
 * whom, and what became of it. Never the token's hash, which could be tried offline.
 */
export async function listRequestsForExport(db: Db, userId: string) {
  return db
    .select({
      id: requests.id,
      stDoctorId: requests.stDoctorId,
      requestedBy: requests.requestedBy,
      kind: requests.kind,
      procedureId: requests.procedureId,
      goalIds: requests.goalIds,
      certificateLabel: requests.certificateLabel,
      assessorEmail: requests.assessorEmail,
      createdAt: requests.createdAt,
      expiresAt: requests.expiresAt,
      openedAt: requests.openedAt,
      answeredAt: requests.answeredAt,
      revokedAt: requests.revokedAt,
      assessorName: requests.assessorName,
    })
    .from(requests)
    .where(or(eq(requests.stDoctorId, userId), eq(requests.requestedBy, userId)))
    .orderBy(requests.createdAt, requests.id);
}

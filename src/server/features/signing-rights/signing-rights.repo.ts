import { and, asc, desc, eq, isNotNull, type SQL, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Db } from "../../db/client";
import {
  specialistEvaluations as assessments,
  signingRightsEvaluations as evaluations,
  formalities,
  procedureCatalogue,
  users,
} from "../../db/schema";

export type EvaluationRow = typeof evaluations.$inferSelect;

const person = {
  id: users.id,
  firstName: users.firstName,
  lastName: users.lastName,
  email: users.email,
};

/** Active ST doctors `within` keeps, by first name: who an assessment can be about. */
export function listActiveDoctors(db: Db, within: SQL) {
  return db
    .select(person)
    .from(users)
    .where(and(eq(users.role, "ST_DOCTOR"), eq(users.isActive, true), within))
    .orderBy(asc(users.firstName), asc(users.lastName), asc(users.id));
}

/**
 * An active ST doctor, with their ST start when they have saved Formellt; a row holding only
 * defaults (version 0) knows no start (decision 179).
 */
export async function findActiveDoctor(db: Db, id: string, within: SQL = sql`true`) {
  const [row] = await db
    .select({ ...person, stStartDate: formalities.stStartDate, version: formalities.version })
    .from(users)
    .leftJoin(formalities, eq(formalities.userId, users.id))
    .where(and(eq(users.id, id), eq(users.role, "ST_DOCTOR"), eq(users.isActive, true), within));
  if (!row) return undefined;
  const { stStartDate, version, ...doctor } = row;
  return { ...doctor, stStartDate: version !== null && version > 0 ? stStartDate : null };
}

/** Every examination of the catalogue, retired ones too, in catalogue order: how entries group. */
export async function catalogueGroups(db: Db) {
  const rows = await db
    .select({
      id: procedureCatalogue.id,
      syncId: procedureCatalogue.syncId,
      retiredAt: procedureCatalogue.retiredAt,
    })
    .from(procedureCatalogue)
    .orderBy(asc(procedureCatalogue.sortOrder), asc(procedureCatalogue.id));
  return rows.map((r) => ({ id: r.id, syncId: r.syncId, retired: r.retiredAt !== null }));
}

const assessmentCount = sql<number>`(
  select count(*)::int from ${assessments}
  where ${assessments.signingRightsEvaluationId} = ${evaluations.id}
)`;

const evaluationWithDoctor = {
  evaluation: evaluations,
  doctor: person,
  assessmentCount,
};

function selectEvaluations(db: Db) {
  return db
    .select(evaluationWithDoctor)
    .from(evaluations)
    .innerJoin(users, eq(users.id, evaluations.stDoctorId));
}

export type EvaluationWithDoctor = Awaited<ReturnType<typeof listEvaluations>>[number];

export function listEvaluations(db: Db, within: SQL) {
  return selectEvaluations(db)
    .where(within)
    .orderBy(desc(evaluations.createdAt), desc(evaluations.id));
}

/** The evaluation with its doctor, if `within` (the policy's condition on the doctor) keeps it. */
export async function findEvaluation(db: Db, id: string, within: SQL = sql`true`) {
  const [row] = await selectEvaluations(db).where(and(eq(evaluations.id, id), within));
  return row;
}

/** Locks the evaluation row for the rest of the transaction. */
export async function lockEvaluation(db: Db, id: string): Promise<EvaluationRow | undefined> {
  const [row] = await db.select().from(evaluations).where(eq(evaluations.id, id)).for("update");
  return row;
}

/** Rounds of insert-or-read before giving up: each lost round means another writer just finished. */
const ACTIVE_EVALUATION_ATTEMPTS = 5;

/**
 * The doctor's active evaluation of the examination, created when there is none. The partial
 * unique index makes a parallel creation a no-op, after which the other one's row is read and
 * locked. That row may stop being active (closed or deleted) while this waits for its lock; then
 * the next round creates a new one or finds the one another writer created meanwhile.
 */
export async function activeEvaluationFor(
  db: Db,
  values: Omit<typeof evaluations.$inferInsert, "status">,
): Promise<{ row: EvaluationRow; created: boolean }> {
  for (let attempt = 0; attempt < ACTIVE_EVALUATION_ATTEMPTS; attempt++) {
    const inserted = await db
      .insert(evaluations)
      .values({ ...values, status: "active" })
      .onConflictDoNothing({
        target: [evaluations.stDoctorId, evaluations.procedureType],
        where: sql`status = 'active'`,
      })
      .returning();
    if (inserted[0]) return { row: inserted[0], created: true };
    const [row] = await db
      .select()
      .from(evaluations)
      .where(
        and(
          eq(evaluations.stDoctorId, values.stDoctorId),
          eq(evaluations.procedureType, values.procedureType),
          eq(evaluations.status, "active"),
        ),
      )
      .for("update");
    if (row) return { row, created: false };
  }
  throw new Error("No active evaluation could be created or found");
}

export function touchEvaluation(db: Db, id: string) {
  return db.update(evaluations).set({ updatedAt: new Date() }).where(eq(evaluations.id, id));
}

export async function updateEvaluation(
  db: Db,
  id: string,
  changes: Partial<
    Pick<EvaluationRow, "status" | "finalDecision" | "finalDecisionDate" | "finalDecisionNotes">
  >,
): Promise<void> {
  await db
    .update(evaluations)
    .set({ ...changes, updatedAt: new Date() })
    .where(eq(evaluations.id, id));
}

/** The evaluation with its assessments: they are deleted first, in the caller's transaction. */
/** Deletes the evaluation and its assessments; returns the assessments' ids. */
export async function deleteEvaluation(db: Db, id: string): Promise<string[]> {
  const removed = await db
    .delete(assessments)
    .where(eq(assessments.signingRightsEvaluationId, id))
    .returning({ id: assessments.id });
  await db.delete(evaluations).where(eq(evaluations.id, id));
  return removed.map((row) => row.id);
}

/**
 * The final decisions on one ST doctor's evaluations, the latest per examination: all of an
 * evaluation that reaches the doctor. A decision is given for every entry of the examination's sync
 * group, so it stays on the matrix when the entry it was filed under is retired.
 */
export async function decisionsForDoctor(db: Db, doctorId: string) {
  return (await decisionsWhere(db, eq(evaluations.stDoctorId, doctorId))).get(doctorId) ?? [];
}

/**
 * The same for every ST doctor that `doctors` (a condition on `users`, the policy's) keeps, in one
 * statement whatever their number: by doctor id, doctors without decisions left out.
 */
export function decisionsForDoctors(db: Db, doctors: SQL) {
  return decisionsWhere(
    db,
    sql`${evaluations.stDoctorId} in (select ${users.id} from ${users} where ${doctors})`,
  );
}

async function decisionsWhere(db: Db, which: SQL) {
  const filedUnder = alias(procedureCatalogue, "filed_under");
  const sibling = alias(procedureCatalogue, "sibling");
  const rows = await db
    .select({
      doctorId: evaluations.stDoctorId,
      procedureId: sql<string>`coalesce(${sibling.id}, ${evaluations.procedureType})`,
      decision: evaluations.finalDecision,
      decisionDate: evaluations.finalDecisionDate,
    })
    .from(evaluations)
    .leftJoin(filedUnder, eq(filedUnder.id, evaluations.procedureType))
    .leftJoin(sibling, eq(sibling.syncId, filedUnder.syncId))
    .where(
      and(which, isNotNull(evaluations.finalDecision), isNotNull(evaluations.finalDecisionDate)),
    )
    .orderBy(desc(evaluations.finalDecisionDate), desc(evaluations.updatedAt));
  const byDoctor = new Map<string, Map<string, (typeof rows)[number]>>();
  for (const row of rows) {
    const latest = byDoctor.get(row.doctorId) ?? new Map<string, (typeof rows)[number]>();
    byDoctor.set(row.doctorId, latest);
    if (!latest.has(row.procedureId)) latest.set(row.procedureId, row);
  }
  return new Map([...byDoctor].map(([id, latest]) => [id, [...latest.values()]]));
}

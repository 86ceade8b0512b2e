import { and, asc, desc, eq, sql } from "drizzle-orm";
import type { PlanTemplate } from "../../../shared/rules/plan-template";
import type { Db } from "../../db/client";
import {
  clinicPlanTemplates,
  courses,
  formalities,
  type PlanTemplateAdded,
  planTemplateApplications,
  rotations,
  userGoals,
  userProcedures,
  users,
} from "../../db/schema";

/** A clinic's standard plan and its applications to doctors' plans (decisions 251 and 252). */

export type ClinicTemplateRow = typeof clinicPlanTemplates.$inferSelect;
export type ApplicationRow = typeof planTemplateApplications.$inferSelect;

export async function findClinicTemplate(
  db: Db,
  clinicId: string,
): Promise<ClinicTemplateRow | undefined> {
  const [row] = await db
    .select()
    .from(clinicPlanTemplates)
    .where(eq(clinicPlanTemplates.clinicId, clinicId));
  return row;
}

/**
 * Saves the template if it is still at `expected` (0: the clinic has none yet); undefined when
 * another save came first.
 */
export async function saveClinicTemplateRow(
  tx: Db,
  clinicId: string,
  expected: number,
  template: PlanTemplate,
  actorId: string,
): Promise<ClinicTemplateRow | undefined> {
  if (expected === 0) {
    const [created] = await tx
      .insert(clinicPlanTemplates)
      .values({ clinicId, template, version: 1, updatedBy: actorId })
      .onConflictDoNothing()
      .returning();
    return created;
  }
  const [updated] = await tx
    .update(clinicPlanTemplates)
    .set({
      template,
      version: sql`${clinicPlanTemplates.version} + 1`,
      updatedAt: new Date(),
      updatedBy: actorId,
    })
    .where(
      and(eq(clinicPlanTemplates.clinicId, clinicId), eq(clinicPlanTemplates.version, expected)),
    )
    .returning();
  return updated;
}

/** The doctor's formalities row; undefined while they have saved none. */
export async function findFormalities(db: Db, doctorId: string) {
  const [row] = await db.select().from(formalities).where(eq(formalities.userId, doctorId));
  return row;
}

/** The names of the doctor's rotations and courses: a template's entry of the same name is there. */
export async function recordNamesOf(tx: Db, doctorId: string) {
  const [rotationRows, courseRows] = [
    await tx.select({ name: rotations.name }).from(rotations).where(eq(rotations.userId, doctorId)),
    await tx.select({ name: courses.name }).from(courses).where(eq(courses.userId, doctorId)),
  ];
  return {
    rotationNames: rotationRows.map((r) => r.name),
    courseNames: courseRows.map((c) => c.name),
  };
}

/** The doctor's delmål rows, locked for the write in goal id order when `lock` is set. */
export async function goalRowsOf(tx: Db, doctorId: string, lock = false) {
  const query = tx
    .select()
    .from(userGoals)
    .where(eq(userGoals.userId, doctorId))
    .orderBy(asc(userGoals.goalId));
  return lock ? query.for("update") : query;
}

/** The doctor's examination rows in procedure id order, locked so when `lock` is set (decision 062). */
export async function procedureRowsOf(db: Db, doctorId: string, lock = false) {
  const query = db
    .select()
    .from(userProcedures)
    .where(eq(userProcedures.userId, doctorId))
    .orderBy(asc(userProcedures.procedureId));
  return lock ? query.for("update") : query;
}

/** Returns the delmål to no row at all, as it was before the application created it. */
export async function deleteGoalRow(tx: Db, doctorId: string, goalId: string) {
  await tx
    .delete(userGoals)
    .where(and(eq(userGoals.userId, doctorId), eq(userGoals.goalId, goalId)));
}

export async function deleteProcedureRow(tx: Db, doctorId: string, procedureId: string) {
  await tx
    .delete(userProcedures)
    .where(and(eq(userProcedures.userId, doctorId), eq(userProcedures.procedureId, procedureId)));
}

export async function insertApplication(
  tx: Db,
  values: { userId: string; appliedBy: string; added: PlanTemplateAdded },
): Promise<ApplicationRow> {
  const [row] = await tx
    .insert(planTemplateApplications)
    .values({ id: crypto.randomUUID(), ...values })
    .returning();
  if (!row) throw new Error("insert returned no row");
  return row;
}

/** The doctor's application, locked for its undo; undefined for an unknown or another's id. */
export async function lockApplication(
  tx: Db,
  doctorId: string,
  applicationId: string,
): Promise<ApplicationRow | undefined> {
  const [row] = await tx
    .select()
    .from(planTemplateApplications)
    .where(
      and(
        eq(planTemplateApplications.id, applicationId),
        eq(planTemplateApplications.userId, doctorId),
      ),
    )
    .for("update");
  return row;
}

export async function markUndone(tx: Db, applicationId: string, actorId: string) {
  await tx
    .update(planTemplateApplications)
    .set({ undoneAt: new Date(), undoneBy: actorId })
    .where(eq(planTemplateApplications.id, applicationId));
}

/** The doctor's applications, newest first, each with who applied it. */
export async function listApplications(db: Db, doctorId: string) {
  return db
    .select({
      row: planTemplateApplications,
      applier: { email: users.email, firstName: users.firstName, lastName: users.lastName },
    })
    .from(planTemplateApplications)
    .leftJoin(users, eq(users.id, planTemplateApplications.appliedBy))
    .where(eq(planTemplateApplications.userId, doctorId))
    .orderBy(desc(planTemplateApplications.appliedAt), desc(planTemplateApplications.id));
}

import { and, desc, eq, inArray, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import {
  formalities,
  goalCatalogue,
  procedureCatalogue,
  structuredAssessments,
  users,
} from "../../db/schema";

export type AssessmentRow = typeof structuredAssessments.$inferSelect;
type AssessmentColumns = Omit<
  AssessmentRow,
  "createdAt" | "updatedAt" | "version" | "viaLink" | "assessorWorkplace"
> &
  Partial<Pick<AssessmentRow, "viaLink" | "assessorWorkplace">>;

/** An ST doctor's list is short (tens a year); the bound keeps a runaway record from the loop. */
const LIST_LIMIT = 2000;

export async function listAssessmentRows(db: Db, doctorId: string): Promise<AssessmentRow[]> {
  return db
    .select()
    .from(structuredAssessments)
    .where(eq(structuredAssessments.stDoctorId, doctorId))
    .orderBy(desc(structuredAssessments.assessmentDate), desc(structuredAssessments.createdAt))
    .limit(LIST_LIMIT);
}

/** The row, locked for the rest of the transaction; undefined when it is not this doctor's. */
export async function lockAssessmentRow(
  tx: Db,
  doctorId: string,
  id: string,
): Promise<AssessmentRow | undefined> {
  const [row] = await tx
    .select()
    .from(structuredAssessments)
    .where(and(eq(structuredAssessments.id, id), eq(structuredAssessments.stDoctorId, doctorId)))
    .for("update");
  return row;
}

export async function insertAssessmentRow(tx: Db, values: AssessmentColumns) {
  const [row] = await tx.insert(structuredAssessments).values(values).returning();
  return row as AssessmentRow;
}

/** Saves if the row is still at `expected`; undefined when another write came first. */
export async function updateAssessmentRow(
  tx: Db,
  id: string,
  expected: number,
  values: Partial<AssessmentColumns>,
): Promise<AssessmentRow | undefined> {
  const [row] = await tx
    .update(structuredAssessments)
    .set({ ...values, version: sql`${structuredAssessments.version} + 1`, updatedAt: new Date() })
    .where(and(eq(structuredAssessments.id, id), eq(structuredAssessments.version, expected)))
    .returning();
  return row;
}

export async function deleteAssessmentRow(tx: Db, id: string) {
  await tx.delete(structuredAssessments).where(eq(structuredAssessments.id, id));
}

/**
 * The active ST doctor an assessment is about, with the model and the ST start as the doctor saved
 * them (a formalities row never saved holds only defaults: no start date yet).
 */
export async function findAssessedDoctor(db: Db, id: string) {
  const [row] = await db
    .select({
      id: users.id,
      stModel: formalities.stModel,
      stStartDate: formalities.stStartDate,
      formalitiesVersion: formalities.version,
    })
    .from(users)
    .leftJoin(formalities, eq(formalities.userId, users.id))
    .where(and(eq(users.id, id), eq(users.role, "ST_DOCTOR"), eq(users.isActive, true)));
  if (!row) return undefined;
  const saved = row.formalitiesVersion !== null && row.formalitiesVersion > 0;
  return {
    id: row.id,
    stModel: row.stModel ?? "UNSELECTED",
    stStartDate: saved ? row.stStartDate : null,
  };
}

/** The catalogue entries with these ids, retired ones too. */
export async function findExaminations(db: Db, ids: readonly string[]) {
  if (ids.length === 0) return [];
  return db
    .select({
      id: procedureCatalogue.id,
      name: procedureCatalogue.name,
      retiredAt: procedureCatalogue.retiredAt,
    })
    .from(procedureCatalogue)
    .where(inArray(procedureCatalogue.id, [...ids]));
}

/** Of these goal ids, the ones the goal catalogue holds. */
export async function knownGoalIds(db: Db, ids: readonly string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .select({ id: goalCatalogue.id })
    .from(goalCatalogue)
    .where(inArray(goalCatalogue.id, [...ids]));
  return new Set(rows.map((r) => r.id));
}

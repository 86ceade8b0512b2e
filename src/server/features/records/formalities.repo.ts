import { and, eq, sql } from "drizzle-orm";
import type { StModel } from "../../../shared/curriculum/goals";
import {
  DEFAULT_SPECIALTY,
  type Specialty,
  specialtyOf,
} from "../../../shared/curriculum/specialties";
import type { TUpdateFormalitiesRequest } from "../../../shared/schemas/formalities";
import type { Db } from "../../db/client";
import { formalities } from "../../db/schema";

export type FormalitiesRow = typeof formalities.$inferSelect;

/** The formalities of a doctor who has saved none (spec section 3). */
export function defaultFormalities(userId: string, today: string): FormalitiesRow {
  return {
    userId,
    stModel: "UNSELECTED",
    specialty: DEFAULT_SPECIALTY,
    stStartDate: today,
    stDurationMonths: 60,
    headOfDepartment: "",
    directorOfStudies: "",
    stContractFileId: null,
    version: 0,
    createdAt: new Date(0),
    updatedAt: new Date(0),
  };
}

export function modelOf(row: FormalitiesRow): StModel {
  return row.stModel === "2015" || row.stModel === "2021" ? row.stModel : "UNSELECTED";
}

export function specialtyOfForm(row: Pick<FormalitiesRow, "specialty">): Specialty {
  return specialtyOf(row.specialty);
}

/** What Historik records of a formalities change. */
export const formalitiesAudit = (row: FormalitiesRow) => ({
  stModel: row.stModel,
  specialty: row.specialty,
  stStartDate: row.stStartDate,
  stDurationMonths: row.stDurationMonths,
  headOfDepartment: row.headOfDepartment,
  directorOfStudies: row.directorOfStudies,
  stContractFileId: row.stContractFileId,
});

/**
 * Creates the formalities row with its defaults if missing, then locks it for this transaction:
 * `update` to change the model, `share` for an activity write, so that a model change and the first
 * activity (which locks the model) cannot both pass on PostgreSQL.
 */
export async function lockFormalities(
  tx: Db,
  doctorId: string,
  today: string,
  mode: "update" | "share" = "update",
): Promise<FormalitiesRow> {
  await tx
    .insert(formalities)
    .values({ userId: doctorId, stStartDate: today })
    .onConflictDoNothing();
  const [row] = await tx
    .select()
    .from(formalities)
    .where(eq(formalities.userId, doctorId))
    .for(mode);
  return row!;
}

/** Saves the form if the row is still at `expected`; undefined when another write came first. */
export async function updateFormalitiesRow(
  tx: Db,
  doctorId: string,
  expected: number,
  values: Omit<TUpdateFormalitiesRequest, "version">,
): Promise<FormalitiesRow | undefined> {
  const [after] = await tx
    .update(formalities)
    .set({ ...values, version: sql`${formalities.version} + 1`, updatedAt: new Date() })
    .where(and(eq(formalities.userId, doctorId), eq(formalities.version, expected)))
    .returning();
  return after;
}

/** The reset of a profile: no model, no contract; an open Formellt form is now stale. */
export async function resetFormalitiesRow(tx: Db, doctorId: string) {
  await tx
    .update(formalities)
    .set({
      stModel: "UNSELECTED",
      stContractFileId: null,
      version: sql`${formalities.version} + 1`,
      updatedAt: new Date(),
    })
    .where(eq(formalities.userId, doctorId));
}

import { and, eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { absences, credits } from "../../db/schema";
import type { RecordTable } from "./record-types";

/**
 * The plain records (rotations, courses, sit-ins, meetings, absences, credits), one table per type.
 * TypeScript cannot follow a row through a union of six tables, so rows are passed on as
 * `unknown` and each type's definition (record-types.ts) maps its own.
 */

const ownedRow = (table: RecordTable, doctorId: string, recordId: string) =>
  and(eq(table.id, recordId), eq(table.userId, doctorId));

export async function insertRecordRow(
  tx: Db,
  table: RecordTable,
  doctorId: string,
  columns: Record<string, unknown>,
): Promise<unknown> {
  const [created] = await tx
    .insert(table)
    .values({ id: crypto.randomUUID(), userId: doctorId, ...columns } as never)
    .returning();
  return created;
}

/** The doctor's row, locked for a change; undefined for an unknown or another doctor's id. */
export async function lockRecordRow(
  tx: Db,
  table: RecordTable,
  doctorId: string,
  recordId: string,
): Promise<(Record<string, unknown> & { version: number }) | undefined> {
  const [row] = await tx
    .select()
    .from(table)
    .where(ownedRow(table, doctorId, recordId))
    .for("update");
  return row;
}

/** Saves the columns if the row is still at `expected`; undefined when another write came first. */
export async function updateRecordRow(
  tx: Db,
  table: RecordTable,
  doctorId: string,
  recordId: string,
  expected: number,
  columns: Record<string, unknown>,
): Promise<unknown> {
  const [after] = await tx
    .update(table)
    .set({ ...columns, version: sql`${table.version} + 1`, updatedAt: new Date() } as never)
    .where(and(ownedRow(table, doctorId, recordId), eq(table.version, expected)))
    .returning();
  return after;
}

/** Deletes the doctor's row and returns it; undefined when there was none. */
export async function deleteRecordRow(
  tx: Db,
  table: RecordTable,
  doctorId: string,
  recordId: string,
): Promise<unknown> {
  const [before] = await tx
    .delete(table)
    .where(ownedRow(table, doctorId, recordId))
    .returning();
  return before;
}

/** The doctor's absences and credits, the periods that move the ST end date. */
export async function listPeriodsOf(tx: Db, doctorId: string) {
  return {
    absences: await tx.select().from(absences).where(eq(absences.userId, doctorId)),
    credits: await tx.select().from(credits).where(eq(credits.userId, doctorId)),
  };
}

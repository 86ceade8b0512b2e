import { eq, sql } from "drizzle-orm";
import { EMPTY_ST_PROJECT, type TUpdateStProjectRequest } from "../../../shared/schemas/st-project";
import type { Db } from "../../db/client";
import { stProjects } from "../../db/schema";

export type StProjectRow = typeof stProjects.$inferSelect;

export async function lockStProject(tx: Db, doctorId: string): Promise<StProjectRow | undefined> {
  const [row] = await tx
    .select()
    .from(stProjects)
    .where(eq(stProjects.userId, doctorId))
    .for("update");
  return row;
}

/**
 * One conditional upsert: a missing row is version 0, so of two racing first saves on PostgreSQL
 * the second meets the first's row (version 1) and changes nothing. Undefined when stale.
 */
export async function saveStProjectRow(
  tx: Db,
  doctorId: string,
  expected: number,
  values: Omit<TUpdateStProjectRequest, "version">,
): Promise<StProjectRow | undefined> {
  const [after] = await tx
    .insert(stProjects)
    .values({ userId: doctorId, ...values, version: expected + 1 })
    .onConflictDoUpdate({
      target: stProjects.userId,
      set: { ...values, version: sql`${stProjects.version} + 1`, updatedAt: new Date() },
      setWhere: eq(stProjects.version, expected),
    })
    .returning();
  return after;
}

/** Empties the project (the reset of a profile); an open form of it is now stale. */
export async function emptyStProject(tx: Db, doctorId: string) {
  await tx
    .insert(stProjects)
    .values({ userId: doctorId, ...EMPTY_ST_PROJECT })
    .onConflictDoUpdate({
      target: stProjects.userId,
      set: {
        ...EMPTY_ST_PROJECT,
        version: sql`${stProjects.version} + 1`,
        updatedAt: new Date(),
      },
    });
}

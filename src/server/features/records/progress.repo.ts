import { and, eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import { userGoals, userProcedures } from "../../db/schema";

/** Goal and examination progress rows (user_goals, user_procedures). */

export type GoalRow = typeof userGoals.$inferSelect;
export type ProcedureRow = typeof userProcedures.$inferSelect;

export async function lockGoalRow(
  tx: Db,
  doctorId: string,
  goalId: string,
): Promise<GoalRow | undefined> {
  const [row] = await tx
    .select()
    .from(userGoals)
    .where(and(eq(userGoals.userId, doctorId), eq(userGoals.goalId, goalId)))
    .for("update");
  return row;
}

export async function upsertGoalRow(
  tx: Db,
  doctorId: string,
  goalId: string,
  values: { status: string; plannedQuarter: string | null },
) {
  await tx
    .insert(userGoals)
    .values({ userId: doctorId, goalId, ...values })
    .onConflictDoUpdate({
      target: [userGoals.userId, userGoals.goalId],
      set: { ...values, updatedAt: new Date() },
    });
}

/** Every examination row of the doctor, locked in procedure id order (decision 062). */
export async function lockProcedureRows(tx: Db, doctorId: string): Promise<ProcedureRow[]> {
  return tx
    .select()
    .from(userProcedures)
    .where(eq(userProcedures.userId, doctorId))
    .orderBy(userProcedures.procedureId)
    .for("update");
}

export async function upsertProcedureRow(
  tx: Db,
  doctorId: string,
  procedureId: string,
  values: { status: string; plannedQuarter: string | null; achievedLevel: string | null },
) {
  await tx
    .insert(userProcedures)
    .values({ userId: doctorId, procedureId, ...values })
    .onConflictDoUpdate({
      target: [userProcedures.userId, userProcedures.procedureId],
      set: { ...values, updatedAt: new Date() },
    });
}

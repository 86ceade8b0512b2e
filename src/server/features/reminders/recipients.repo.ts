import { and, eq, inArray } from "drizzle-orm";
import type { Db } from "../../db/client";
import { supervisorAssignments, users } from "../../db/schema";
import { mainSupervisorsOf } from "../users";

/**
 * Who hears of every reminder about each doctor: the main supervisor ('huvudhandledare', decision
 * 198) while active; where there is none (several supervisors, none marked) or the marked one is
 * inactive, every active supervisor assigned, so that no reminder goes to nobody (decision 210).
 */
export async function supervisorsToRemind(
  db: Db,
  doctorIds: readonly string[],
): Promise<Map<string, string[]>> {
  const result = new Map<string, string[]>();
  if (doctorIds.length === 0) return result;
  const main = await mainSupervisorsOf(db, doctorIds);
  const rows = await db
    .select({ doctorId: supervisorAssignments.stDoctorId, userId: users.id })
    .from(supervisorAssignments)
    .innerJoin(users, eq(users.id, supervisorAssignments.supervisorId))
    .where(
      and(inArray(supervisorAssignments.stDoctorId, [...doctorIds]), eq(users.isActive, true)),
    );
  for (const row of rows) {
    const chosen = main.get(row.doctorId);
    if (chosen?.isActive) {
      result.set(row.doctorId, [chosen.id]);
      continue;
    }
    const list = result.get(row.doctorId) ?? [];
    list.push(row.userId);
    result.set(row.doctorId, list);
  }
  return result;
}

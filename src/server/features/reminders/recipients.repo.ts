import { and, eq, inArray } from "drizzle-orm";
import type { Db } from "../../db/client";
import { supervisorAssignments, users } from "../../db/schema";

/**
 * The main supervisors of each doctor, who hear of every reminder about the doctor: the active
 * supervisors assigned in supervisor_assignments, until the IUP names one main supervisor
 * ('huvudhandledare') per doctor.
 */
export async function mainSupervisorsOf(
  db: Db,
  doctorIds: readonly string[],
): Promise<Map<string, string[]>> {
  const result = new Map<string, string[]>();
  if (doctorIds.length === 0) return result;
  const rows = await db
    .select({ doctorId: supervisorAssignments.stDoctorId, userId: users.id })
    .from(supervisorAssignments)
    .innerJoin(users, eq(users.id, supervisorAssignments.supervisorId))
    .where(
      and(inArray(supervisorAssignments.stDoctorId, [...doctorIds]), eq(users.isActive, true)),
    );
  for (const row of rows) {
    const list = result.get(row.doctorId) ?? [];
    list.push(row.userId);
    result.set(row.doctorId, list);
  }
  return result;
}

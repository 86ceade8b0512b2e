import { asc, eq, inArray } from "drizzle-orm";
import { displayName } from "../../../shared/roles";
import { mainSupervisorOf } from "../../../shared/rules/main-supervisor";
import type { Db } from "../../db/client";
import { supervisorAssignments, users } from "../../db/schema";

interface MainSupervisor {
  id: string;
  displayName: string;
  email: string;
  isActive: boolean;
}

/**
 * The main supervisor ('huvudhandledare') of each of the given ST doctors that has one: the one
 * marked on the assignment, or a sole active supervisor when none is marked (decision 198). One
 * query for the whole set, so the reminders can ask for every doctor due at once.
 */
export async function mainSupervisorsOf(
  db: Db,
  doctorIds: readonly string[],
): Promise<Map<string, MainSupervisor>> {
  const result = new Map<string, MainSupervisor>();
  if (doctorIds.length === 0) return result;
  const rows = await db
    .select({
      doctorId: supervisorAssignments.stDoctorId,
      isMain: supervisorAssignments.isMain,
      supervisor: users,
    })
    .from(supervisorAssignments)
    .innerJoin(users, eq(users.id, supervisorAssignments.supervisorId))
    .where(inArray(supervisorAssignments.stDoctorId, [...new Set(doctorIds)]))
    .orderBy(asc(supervisorAssignments.createdAt));
  const byDoctor = new Map<string, typeof rows>();
  for (const row of rows) byDoctor.set(row.doctorId, [...(byDoctor.get(row.doctorId) ?? []), row]);
  for (const [doctorId, list] of byDoctor) {
    const main = mainSupervisorOf(
      list.map(({ isMain, supervisor }) => ({ isMain, isActive: supervisor.isActive, supervisor })),
    );
    if (main) {
      const { id, email, isActive } = main.supervisor;
      result.set(doctorId, { id, displayName: displayName(main.supervisor), email, isActive });
    }
  }
  return result;
}

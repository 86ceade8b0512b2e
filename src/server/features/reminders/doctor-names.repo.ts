import { and, eq, inArray } from "drizzle-orm";
import { displayName } from "../../../shared/roles";
import type { Db } from "../../db/client";
import { users } from "../../db/schema";

/** The names of those of the given ST doctors who are active: nobody is reminded of the others. */
export async function activeDoctorNames(
  db: Db,
  doctorIds: readonly string[],
): Promise<Map<string, string>> {
  if (doctorIds.length === 0) return new Map();
  const doctors = await db
    .select({
      id: users.id,
      email: users.email,
      firstName: users.firstName,
      lastName: users.lastName,
    })
    .from(users)
    .where(and(inArray(users.id, [...new Set(doctorIds)]), eq(users.isActive, true)));
  return new Map(doctors.map((d) => [d.id, displayName(d)]));
}

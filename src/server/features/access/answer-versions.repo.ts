import { and, eq, type SQL, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { doctorVersions, sharedVersion, users } from "../../db/schema";

/**
 * The version of one ST doctor's data and of what is shared, as `doctor.shared` (decision 256), if
 * the doctor is one `accessible` keeps (the policy's condition on `users`); undefined otherwise,
 * which leaves the refusal to the answer's own checks. One statement by primary keys.
 */
export async function doctorAnswerVersion(
  db: Db,
  doctorId: string,
  accessible: SQL,
): Promise<string | undefined> {
  const [row] = await db
    .select({
      doctor: sql<number>`coalesce(${doctorVersions.version}, 0)`,
      shared: sharedVersion.version,
    })
    .from(users)
    .leftJoin(doctorVersions, eq(doctorVersions.doctorId, users.id))
    .innerJoin(sharedVersion, eq(sharedVersion.id, 1))
    .where(and(eq(users.id, doctorId), eq(users.role, "ST_DOCTOR"), accessible));
  return row ? `${row.doctor}.${row.shared}` : undefined;
}

/** The version of what is shared (users, clinics, catalogues, settings), for the lists. */
export async function sharedAnswerVersion(db: Db): Promise<string | undefined> {
  const [row] = await db
    .select({ version: sharedVersion.version })
    .from(sharedVersion)
    .where(eq(sharedVersion.id, 1));
  return row ? `s${row.version}` : undefined;
}

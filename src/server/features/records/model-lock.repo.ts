import { eq, ne, type SQL, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import {
  courses,
  rotations,
  sitIns,
  supervisorMeetings,
  userGoals,
  userProcedures,
  users,
} from "../../db/schema";

/** Tables any row of which is progress. */
const ANY_ROW_LOCKS = [courses, rotations, sitIns, supervisorMeetings] as const;
/** Tables whose rows are progress once their status has left not_started. */
const PROGRESS_ROW_LOCKS = [userGoals, userProcedures] as const;

/**
 * Whether the doctor `doctorId` names has progress that locks the ST model (decision 072): a goal
 * or examination whose status has left not_started, or any course, rotation, sit-in or supervisor
 * meeting; never an absence, a credit or a certificate alone. The one definition of it: the
 * record's read, a write's derived answer and the check on a model change all ask this
 * (decision 192), inside a statement of their own or alone (`doctorHasActivity`).
 */
export function hasActivityOf(doctorId: SQL): SQL<boolean> {
  const conditions = [
    ...PROGRESS_ROW_LOCKS.map(
      (table) =>
        sql`exists (select 1 from ${table} where ${table.userId} = ${doctorId} and ${ne(table.status, "not_started")})`,
    ),
    ...ANY_ROW_LOCKS.map(
      (table) => sql`exists (select 1 from ${table} where ${table.userId} = ${doctorId})`,
    ),
  ];
  return sql<boolean>`(${sql.join(conditions, sql` or `)})`;
}

/** `hasActivityOf` on its own, for the model change's check inside its transaction. */
export async function doctorHasActivity(db: Db, doctorId: string): Promise<boolean> {
  const [row] = await db
    .select({ hasActivity: hasActivityOf(sql`${doctorId}`) })
    .from(users)
    .where(eq(users.id, doctorId));
  return row?.hasActivity === true;
}

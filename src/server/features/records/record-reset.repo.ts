import { eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import {
  absences,
  courses,
  credits,
  rotations,
  sitIns,
  supervisorMeetings,
  userGoals,
  userProcedures,
} from "../../db/schema";

/** Deletes every goal, examination and plain record of the doctor (the reset of a profile). */
export async function deleteRecordEntries(tx: Db, doctorId: string) {
  for (const table of [
    userGoals,
    userProcedures,
    courses,
    rotations,
    sitIns,
    supervisorMeetings,
    absences,
    credits,
  ]) {
    await tx.delete(table).where(eq(table.userId, doctorId));
  }
}

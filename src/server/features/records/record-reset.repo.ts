import { eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import {
  absences,
  applicationCertificates,
  courses,
  credits,
  developmentWorks,
  iupRevisions,
  planTemplateApplications,
  rotations,
  sitIns,
  structuredAssessments,
  supervisorMeetings,
  userGoals,
  userProcedures,
} from "../../db/schema";

/**
 * Deletes every goal, examination and plain record of the doctor, the application's certificates,
 * the structured assessments, the IUP and the standard plan's applications (the reset of a profile).
 */
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
    developmentWorks,
    // The application's certificates gather the activities just deleted (their links go with them).
    applicationCertificates,
  ]) {
    await tx.delete(table).where(eq(table.userId, doctorId));
  }
  await tx.delete(structuredAssessments).where(eq(structuredAssessments.stDoctorId, doctorId));
  // What the standard plan added is gone with the rest: nothing of it is left to undo (decision 252).
  await tx.delete(planTemplateApplications).where(eq(planTemplateApplications.userId, doctorId));
  // The IUP's revisions (issue 25); their follow-up dates go with them.
  await tx.delete(iupRevisions).where(eq(iupRevisions.stDoctorId, doctorId));
}

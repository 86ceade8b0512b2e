import { and, asc, count, desc, eq, ne } from "drizzle-orm";
import type { StModel } from "../../../shared/curriculum/goals";
import { displayName } from "../../../shared/roles";
import { isoDateInTimeZone } from "../../../shared/rules/dates";
import { hasActivityData } from "../../../shared/rules/model-lock";
import type { Db } from "../../db/client";
import {
  absences,
  auditLog,
  courses,
  credits,
  formalities,
  rotations,
  sitIns,
  stProjects,
  supervisorMeetings,
  uploadedFiles,
  userGoals,
  userProcedures,
  users,
} from "../../db/schema";

import { listCertificateLinks } from "../files/files.repo";

export type FormalitiesRow = typeof formalities.$inferSelect;

export function todayInSweden(now = new Date()): string {
  return isoDateInTimeZone(now);
}

/** The stored formalities, or the defaults of a doctor who has saved none (spec section 3). */
export async function readFormalities(
  db: Db,
  userId: string,
  today: string,
): Promise<FormalitiesRow> {
  const [row] = await db.select().from(formalities).where(eq(formalities.userId, userId));
  return (
    row ?? {
      userId,
      stModel: "UNSELECTED",
      stStartDate: today,
      stDurationMonths: 60,
      headOfDepartment: "",
      directorOfStudies: "",
      stContractFileId: null,
      version: 0,
      createdAt: new Date(0),
      updatedAt: new Date(0),
    }
  );
}

/**
 * Whether there is progress data that locks the model: a goal or examination whose status has left
 * not_started, or any course, rotation, sit-in or meeting (decision 072).
 */
export async function doctorHasActivity(db: Db, userId: string): Promise<boolean> {
  const countOf = async (
    table:
      | typeof userGoals
      | typeof userProcedures
      | typeof courses
      | typeof rotations
      | typeof sitIns
      | typeof supervisorMeetings,
  ) => {
    const [row] = await db.select({ n: count() }).from(table).where(eq(table.userId, userId));
    return Number(row?.n ?? 0);
  };
  const progressOf = async (table: typeof userGoals | typeof userProcedures) => {
    const [row] = await db
      .select({ n: count() })
      .from(table)
      .where(and(eq(table.userId, userId), ne(table.status, "not_started")));
    return Number(row?.n ?? 0);
  };
  return hasActivityData({
    goals: await progressOf(userGoals),
    procedures: await progressOf(userProcedures),
    courses: await countOf(courses),
    rotations: await countOf(rotations),
    sitIns: await countOf(sitIns),
    meetings: await countOf(supervisorMeetings),
  });
}

export async function loadRecordRows(db: Db, userId: string) {
  const [
    goals,
    procedures,
    rotationRows,
    courseRows,
    sitInRows,
    meetingRows,
    absenceRows,
    creditRows,
    project,
    files,
    certificateLinks,
  ] = await Promise.all([
    db.select().from(userGoals).where(eq(userGoals.userId, userId)).orderBy(asc(userGoals.goalId)),
    db
      .select()
      .from(userProcedures)
      .where(eq(userProcedures.userId, userId))
      .orderBy(asc(userProcedures.procedureId)),
    db
      .select()
      .from(rotations)
      .where(eq(rotations.userId, userId))
      .orderBy(asc(rotations.startMonth), asc(rotations.createdAt)),
    db
      .select()
      .from(courses)
      .where(eq(courses.userId, userId))
      .orderBy(asc(courses.date), asc(courses.createdAt)),
    db
      .select()
      .from(sitIns)
      .where(eq(sitIns.userId, userId))
      .orderBy(desc(sitIns.date), asc(sitIns.createdAt)),
    db
      .select()
      .from(supervisorMeetings)
      .where(eq(supervisorMeetings.userId, userId))
      .orderBy(desc(supervisorMeetings.date), asc(supervisorMeetings.createdAt)),
    db.select().from(absences).where(eq(absences.userId, userId)).orderBy(asc(absences.startDate)),
    db.select().from(credits).where(eq(credits.userId, userId)).orderBy(asc(credits.startDate)),
    db.select().from(stProjects).where(eq(stProjects.userId, userId)),
    db
      .select()
      .from(uploadedFiles)
      .where(eq(uploadedFiles.ownerId, userId))
      .orderBy(asc(uploadedFiles.uploadedAt)),
    listCertificateLinks(db, userId),
  ]);
  return {
    goals,
    procedures,
    rotations: rotationRows,
    courses: courseRows,
    sitIns: sitInRows,
    meetings: meetingRows,
    absences: absenceRows,
    credits: creditRows,
    stProject: project[0],
    files,
    certificateLinks,
  };
}

export function modelOf(row: FormalitiesRow): StModel {
  return row.stModel === "2015" || row.stModel === "2021" ? row.stModel : "UNSELECTED";
}

const HISTORY_LIMIT = 200;

export async function loadHistory(db: Db, userId: string) {
  const rows = await db
    .select({
      entry: auditLog,
      actor: {
        id: users.id,
        email: users.email,
        firstName: users.firstName,
        lastName: users.lastName,
      },
    })
    .from(auditLog)
    .leftJoin(users, eq(users.id, auditLog.actorId))
    .where(and(eq(auditLog.subjectUserId, userId)))
    // Newest first in the order the changes were written (decision 066), not by transaction start.
    .orderBy(desc(auditLog.seq))
    .limit(HISTORY_LIMIT);
  return rows.map(({ entry, actor }) => ({
    id: entry.id,
    at: entry.createdAt.toISOString(),
    actor: actor?.id
      ? { id: actor.id, displayName: displayName({ ...actor, email: actor.email ?? "" }) }
      : null,
    action: entry.action as "create" | "update" | "delete",
    entity: entry.entity,
    entityId: entry.entityId,
    before: entry.before,
    after: entry.after,
  }));
}

import {
  and,
  type Column,
  eq,
  getTableColumns,
  inArray,
  type SQL,
  sql,
  type Table,
} from "drizzle-orm";
import type { Db } from "../../db/client";
import {
  absences,
  certificates,
  courses,
  credits,
  developmentWorks,
  formalities,
  meetingActions,
  rotations,
  sitIns,
  stProjects,
  supervisorMeetings,
  uploadedFiles,
  userGoals,
  userProcedures,
  users,
} from "../../db/schema";
import { hasActivityOf } from "./model-lock.repo";

/**
 * Set-based loading of ST doctors' records (decision 100): whatever the number of doctors, one
 * statement reads the doctors with their formalities and supervisors, and one reads every
 * list of their records, each table as a JSON array per doctor. Each row comes back through its
 * table's own column mapping, so callers get the same typed rows a plain select would give.
 */

/** Each table's columns as entries, listed once rather than for every row (a record has hundreds). */
const columnEntries = new WeakMap<Table, [string, Column][]>();
function columnsOf(table: Table): [string, Column][] {
  let entries = columnEntries.get(table);
  if (!entries) {
    entries = Object.entries(getTableColumns(table));
    columnEntries.set(table, entries);
  }
  return entries;
}

/** A row of `table` from its JSON form (snake_case keys, as row_to_json writes them). */
function fromJson<T extends Table>(table: T, json: Record<string, unknown>): T["$inferSelect"] {
  const row: Record<string, unknown> = {};
  for (const [key, column] of columnsOf(table)) {
    const value = json[column.name];
    row[key] = value === null || value === undefined ? null : column.mapFromDriverValue(value);
  }
  return row as T["$inferSelect"];
}

function fromJsonList<T extends Table>(table: T, value: unknown): T["$inferSelect"][] {
  return ((value ?? []) as Record<string, unknown>[]).map((json) => fromJson(table, json));
}

/**
 * The outer doctor's id, always qualified: Drizzle writes the columns of a one-table select
 * unqualified, and a bare "id" inside a subquery would name the subquery's own column.
 */
const outerDoctorId = sql`${users}.${sql.identifier(users.id.name)}`;

/** The rows of `table` owned by the outer doctor, in `order`, as one JSON array ('[]' for none). */
function rowsOf(table: Table, owner: SQL, order: SQL): SQL<unknown> {
  return sql`coalesce((select json_agg(${table} order by ${order}) from ${table} where ${owner} = ${outerDoctorId}), '[]'::json)`;
}

export interface SupervisorRow {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
  isActive: boolean;
  isMain: boolean;
}

/**
 * The given ST doctors (anyone else's id is left out) with their formalities row, if saved, their
 * assigned supervisors in assignment order and whether progress locks their model. One statement. `accessible` is the policy's
 * condition on `users` (`accessibleDoctorsWhere`): doctors the actor may not view are left out too.
 */
export async function loadDoctorHeads(db: Db, doctorIds: readonly string[], accessible: SQL) {
  if (doctorIds.length === 0) return [];
  const rows = await db
    .select({
      doctor: users,
      formalities: sql<Record<
        string,
        unknown
      > | null>`(select row_to_json(${formalities}) from ${formalities} where ${formalities.userId} = ${outerDoctorId})`,
      supervisors: sql<SupervisorRow[]>`coalesce((
        select json_agg(json_build_object(
          'id', s.id, 'email', s.email, 'firstName', s.first_name, 'lastName', s.last_name,
          'isActive', s.is_active, 'isMain', a.is_main) order by a.created_at, a.supervisor_id)
        from supervisor_assignments a join users s on s.id = a.supervisor_id
        where a.st_doctor_id = ${outerDoctorId}), '[]'::json)`,
      hasActivity: hasActivityOf(outerDoctorId),
    })
    .from(users)
    .where(and(inArray(users.id, [...doctorIds]), eq(users.role, "ST_DOCTOR"), accessible));
  return rows.map((row) => ({
    doctor: row.doctor,
    formalities: row.formalities ? fromJson(formalities, row.formalities) : undefined,
    supervisors: row.supervisors,
    hasActivity: row.hasActivity === true,
  }));
}

/** Every list of the given doctors' records, by doctor id. One statement. */
export async function loadRecordRows(db: Db, doctorIds: readonly string[]) {
  const byDoctor = new Map<string, RecordRows>();
  if (doctorIds.length === 0) return byDoctor;
  const rows = await db
    .select({
      doctorId: users.id,
      goals: rowsOf(userGoals, sql`${userGoals.userId}`, sql`${userGoals.goalId}`),
      procedures: rowsOf(
        userProcedures,
        sql`${userProcedures.userId}`,
        sql`${userProcedures.procedureId}`,
      ),
      rotations: rowsOf(
        rotations,
        sql`${rotations.userId}`,
        sql`${rotations.startMonth}, ${rotations.createdAt}`,
      ),
      courses: rowsOf(courses, sql`${courses.userId}`, sql`${courses.date}, ${courses.createdAt}`),
      sitIns: rowsOf(sitIns, sql`${sitIns.userId}`, sql`${sitIns.date} desc, ${sitIns.createdAt}`),
      meetings: rowsOf(
        supervisorMeetings,
        sql`${supervisorMeetings.userId}`,
        sql`${supervisorMeetings.date} desc, ${supervisorMeetings.createdAt}`,
      ),
      meetingActions: rowsOf(
        meetingActions,
        sql`${meetingActions.userId}`,
        sql`${meetingActions.meetingId}, ${meetingActions.position}`,
      ),
      absences: rowsOf(absences, sql`${absences.userId}`, sql`${absences.startDate}`),
      credits: rowsOf(credits, sql`${credits.userId}`, sql`${credits.startDate}`),
      developmentWorks: rowsOf(
        developmentWorks,
        sql`${developmentWorks.userId}`,
        sql`${developmentWorks.startDate}, ${developmentWorks.createdAt}`,
      ),
      stProject: sql<Record<
        string,
        unknown
      > | null>`(select row_to_json(${stProjects}) from ${stProjects} where ${stProjects.userId} = ${outerDoctorId})`,
      files: rowsOf(uploadedFiles, sql`${uploadedFiles.ownerId}`, sql`${uploadedFiles.uploadedAt}`),
      certificateLinks: rowsOf(
        certificates,
        sql`${certificates.userId}`,
        sql`${certificates.addedAt}, ${certificates.fileId}`,
      ),
    })
    .from(users)
    .where(inArray(users.id, [...doctorIds]));
  for (const row of rows) {
    byDoctor.set(row.doctorId, {
      goals: fromJsonList(userGoals, row.goals),
      procedures: fromJsonList(userProcedures, row.procedures),
      rotations: fromJsonList(rotations, row.rotations),
      courses: fromJsonList(courses, row.courses),
      sitIns: fromJsonList(sitIns, row.sitIns),
      meetings: fromJsonList(supervisorMeetings, row.meetings),
      meetingActions: fromJsonList(meetingActions, row.meetingActions),
      absences: fromJsonList(absences, row.absences),
      credits: fromJsonList(credits, row.credits),
      developmentWorks: fromJsonList(developmentWorks, row.developmentWorks),
      stProject: row.stProject ? fromJson(stProjects, row.stProject) : undefined,
      files: fromJsonList(uploadedFiles, row.files),
      certificateLinks: fromJsonList(certificates, row.certificateLinks),
    });
  }
  return byDoctor;
}

export interface RecordRows {
  goals: (typeof userGoals.$inferSelect)[];
  procedures: (typeof userProcedures.$inferSelect)[];
  rotations: (typeof rotations.$inferSelect)[];
  courses: (typeof courses.$inferSelect)[];
  sitIns: (typeof sitIns.$inferSelect)[];
  meetings: (typeof supervisorMeetings.$inferSelect)[];
  /** The meetings' agreed actions (decision 206). */
  meetingActions: (typeof meetingActions.$inferSelect)[];
  absences: (typeof absences.$inferSelect)[];
  credits: (typeof credits.$inferSelect)[];
  developmentWorks: (typeof developmentWorks.$inferSelect)[];
  stProject: typeof stProjects.$inferSelect | undefined;
  files: (typeof uploadedFiles.$inferSelect)[];
  certificateLinks: (typeof certificates.$inferSelect)[];
}

/** The lists of a doctor with no rows at all (an id the query did not return). */
export const EMPTY_RECORD_ROWS: RecordRows = {
  goals: [],
  procedures: [],
  rotations: [],
  courses: [],
  sitIns: [],
  meetings: [],
  meetingActions: [],
  absences: [],
  credits: [],
  developmentWorks: [],
  stProject: undefined,
  files: [],
  certificateLinks: [],
};

/**
 * What the values the server derives from a record rest on (decision 118): the formalities row,
 * the absences and credits, and whether there is progress that locks the model (`hasActivityOf`).
 * One statement; undefined for an id that is no user.
 */
export async function loadDerivedInputs(db: Db, doctorId: string) {
  const [row] = await db
    .select({
      formalities: sql<Record<
        string,
        unknown
      > | null>`(select row_to_json(${formalities}) from ${formalities} where ${formalities.userId} = ${outerDoctorId})`,
      absences: rowsOf(absences, sql`${absences.userId}`, sql`${absences.startDate}`),
      credits: rowsOf(credits, sql`${credits.userId}`, sql`${credits.startDate}`),
      hasActivity: hasActivityOf(outerDoctorId),
    })
    .from(users)
    .where(eq(users.id, doctorId));
  if (!row) return undefined;
  return {
    formalities: row.formalities ? fromJson(formalities, row.formalities) : undefined,
    absences: fromJsonList(absences, row.absences),
    credits: fromJsonList(credits, row.credits),
    hasActivity: row.hasActivity === true,
  };
}

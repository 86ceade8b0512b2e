import { and, eq, type SQL, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { users } from "../../db/schema";

/**
 * The cohort in one statement (decision 145): every active ST doctor the policy's condition keeps,
 * each with only what the cohort's figures and warnings are worked out from, the lists as compact
 * JSON arrays. Which doctors is decided in this query, never doctor by doctor.
 */

const doctorId = sql`${users}.${sql.identifier(users.id.name)}`;

/** `[[a, b], …]` of the doctor's rows of `table` ('[]' for none). */
const arrays = (table: string, columns: SQL, order: SQL) =>
  sql`coalesce((select json_agg(json_build_array(${columns}) order by ${order}) from ${sql.identifier(table)} t where t.user_id = ${doctorId}), '[]'::json)`;

/** 1 when the doctor has a certificate on the item, else 0. */
const certified = (kind: string, itemId: SQL) =>
  sql`(exists (select 1 from certificates c where c.user_id = t.user_id and c.item_kind = ${kind} and c.item_id = ${itemId}))::int`;

export interface CohortDoctorRow {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
  formalities: { stModel: string; stStartDate: string; stDurationMonths: number } | null;
  /** Active assigned supervisors, in assignment order. */
  supervisors: { id: string; firstName: string; lastName: string; email: string }[];
  /** [goalId, status, plannedQuarter, certified]. */
  goals: [string, string, string | null, number][];
  /** [procedureId, status, plannedQuarter, achievedLevel]. */
  procedures: [string, string, string | null, string | null][];
  /** [id, name, date, status, certified]. */
  courses: [string, string, string, string, number][];
  /** [endMonth, certified]. */
  rotations: [string, number][];
  /** [date, certified]. */
  sitIns: [string, number][];
  /** [startDate, endDate]. */
  absences: [string, string][];
  credits: [string, string][];
  lastMeetingDate: string | null;
}

export async function loadCohortDoctors(
  db: Db,
  accessible: SQL,
  today: string,
): Promise<CohortDoctorRow[]> {
  const rows = await db
    .select({
      id: users.id,
      email: users.email,
      firstName: users.firstName,
      lastName: users.lastName,
      formalities: sql<CohortDoctorRow["formalities"]>`(select json_build_object(
          'stModel', f.st_model, 'stStartDate', f.st_start_date,
          'stDurationMonths', f.st_duration_months)
        from formalities f where f.user_id = ${doctorId})`,
      supervisors: sql<CohortDoctorRow["supervisors"]>`coalesce((
        select json_agg(json_build_object('id', s.id, 'firstName', s.first_name,
          'lastName', s.last_name, 'email', s.email) order by a.created_at, a.supervisor_id)
        from supervisor_assignments a join users s on s.id = a.supervisor_id
        where a.st_doctor_id = ${doctorId} and s.is_active), '[]'::json)`,
      goals: arrays(
        "user_goals",
        sql`t.goal_id, t.status, t.planned_quarter, ${certified("goal", sql`t.goal_id`)}`,
        sql`t.goal_id`,
      ),
      procedures: arrays(
        "user_procedures",
        sql`t.procedure_id, t.status, t.planned_quarter, t.achieved_level`,
        sql`t.procedure_id`,
      ),
      courses: arrays(
        "courses",
        sql`t.id, t.name, t.date, t.status, ${certified("course", sql`t.id`)}`,
        sql`t.date, t.created_at`,
      ),
      rotations: arrays(
        "rotations",
        sql`t.end_month, ${certified("rotation", sql`t.id`)}`,
        sql`t.start_month`,
      ),
      sitIns: arrays("sit_ins", sql`t.date, ${certified("sit-in", sql`t.id`)}`, sql`t.date`),
      absences: arrays("absences", sql`t.start_date, t.end_date`, sql`t.start_date`),
      credits: arrays("credits", sql`t.start_date, t.end_date`, sql`t.start_date`),
      lastMeetingDate: sql<string | null>`(select max(m.date)::text from supervisor_meetings m
        where m.user_id = ${doctorId} and m.date <= ${today}::date)`,
    })
    .from(users)
    .where(and(accessible, eq(users.isActive, true)));
  return rows as CohortDoctorRow[];
}

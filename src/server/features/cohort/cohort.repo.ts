import { type SQL, sql } from "drizzle-orm";
import { GOAL_MODELS } from "../../../shared/curriculum/goal-models";
import { getGoals } from "../../../shared/curriculum/goals";
import { SPECIALTIES } from "../../../shared/curriculum/specialties";
import type { ProcedureProgress } from "../../../shared/rules/procedure-edit";
import { quarterFromDate, quarterStartDate } from "../../../shared/rules/quarters";
import type { Db } from "../../db/client";
import { users } from "../../db/schema";

/**
 * The cohort in one statement (decisions 145, 148): every active ST doctor the policy's condition
 * keeps, with only what the cohort's figures and warnings are worked out from. Which doctors is
 * decided in this query, never doctor by doctor. What the cohort only counts is counted here
 * (cohort-counts.test.ts holds each count equal to its shared rule's answer on the same rows):
 * - completed goals of the model (`calculateGoalProgress`);
 * - goals of the model planned for a quarter before today's, and courses planned in one
 *   (`countOverdueItems`); examinations are planned by sync group, so the service counts them with
 *   the rule, from the rows the matrix needs anyway;
 * - completed items without a certificate (`countUncertified`): the items done, less those of them
 *   with a certificate, found from the certificates, which are far fewer than the items.
 *
 * Each part is an aggregate over one table's rows of one doctor, read by the doctor's index
 * (lateral). Grouping whole tables and joining the groups was slower, and on the embedded
 * database, which keeps no statistics, the planner took the doctors for one row and worked each
 * group out again for every doctor (seconds for 300 doctors).
 */

export interface CohortDoctorRow {
  id: string;
  /** The doctor's clinic, whose early-warning limits apply (decision 236). */
  clinicId: string | null;
  email: string;
  firstName: string;
  lastName: string;
  /** All three null when the doctor has never saved the form (the defaults apply). */
  stModel: string | null;
  stStartDate: string | null;
  stDurationMonths: number | null;
  /** Null when the doctor has never saved the form: klinisk fysiologi, the default. */
  specialty: string | null;
  /** Active assigned supervisors, in assignment order. */
  supervisors: { id: string; firstName: string; lastName: string; email: string }[];
  /** Completed goals of the model. */
  completedGoals: number;
  /** Goals of the model and courses planned for a quarter before today's. */
  overdueGoalsAndCourses: number;
  /** Completed goals of the model and courses, ended rotations, past sit-ins: without certificate. */
  uncertifiedCount: number;
  /** The examination rows, as the record's writes allowed them. */
  procedures: ProcedureProgress[];
  /** [startDate, endDate], by start. */
  absences: [string, string][];
  credits: [string, string][];
  lastMeetingDate: string | null;
  /** The first passed follow-up of the latest IUP revision (`iupFollowUpStatus`), or null. */
  passedIupFollowUp: string | null;
}

/** The parts of one doctor, by name; a list with no rows is null. */
interface Parts {
  doctor: Pick<
    CohortDoctorRow,
    | "email"
    | "firstName"
    | "lastName"
    | "clinicId"
    | "stModel"
    | "stStartDate"
    | "stDurationMonths"
    | "specialty"
  >;
  goals: { completed: number; overdue: number };
  courses: { completed: number; overdue: number };
  /** Rotations whose last month has passed and sit-ins dated today or earlier. */
  ended: number;
  /** Distinct items of those counted as done that have a certificate. */
  certifiedDone: number;
  /** [procedureIds, statuses, plannedQuarters, achievedLevels], in one order; nulls for no rows. */
  procedures: [string[] | null, string[], (string | null)[], (string | null)[]];
  absences: CohortDoctorRow["absences"] | null;
  credits: CohortDoctorRow["credits"] | null;
  supervisors: CohortDoctorRow["supervisors"] | null;
  lastMeetingDate: string | null;
  passedIupFollowUp: string | null;
}

/** A quarter label, as isQuarterLabel accepts it. */
const QUARTER_LABEL = "^[0-9]{4}-Q[1-4]$";

/** Whether the goal id is one of the doctor's model's goals (getGoals; other models have none). */
function isModelGoal(model: SQL, goalId: SQL): SQL {
  const cases = GOAL_MODELS.map(
    (m) =>
      sql`when ${m} then ${goalId} in (${sql.join(
        [...new Set(SPECIALTIES.flatMap((s) => getGoals(m, s).map((g) => g.id)))].map(
          (id) => sql`${id}`,
        ),
        sql`, `,
      )})`,
  );
  return sql`case ${model} ${sql.join(cases, sql` `)} else false end`;
}

export async function loadCohortDoctors(
  db: Db,
  accessible: SQL,
  today: string,
): Promise<CohortDoctorRow[]> {
  const currentQuarter = quarterFromDate(today);
  // PostgreSQL's planner costs 300 doctors' index reads above jit_above_cost and compiles the plan,
  // which took longer than running it (33 ms for a 40 ms statement); the embedded database has no
  // JIT. Off for this statement only.
  const result = await db.transaction(async (tx) => {
    await tx.execute(sql`set local jit = off`);
    return tx.execute(sql`
    with doctors as materialized (
      select ${users.id} as id, ${users.email} as email, ${users.firstName} as first_name,
        ${users.lastName} as last_name, ${users.clinicId} as clinic_id
      from ${users} where ${accessible} and ${users.isActive}
    )
    select d.id, json_build_object(
      'doctor', json_build_object('email', d.email, 'firstName', d.first_name,
        'lastName', d.last_name, 'clinicId', d.clinic_id, 'stModel', f.st_model,
        'stStartDate', f.st_start_date, 'stDurationMonths', f.st_duration_months,
        'specialty', f.specialty),
      'goals', json_build_object('completed', g.completed, 'overdue', g.overdue),
      'courses', json_build_object('completed', c.completed, 'overdue', c.overdue),
      'ended', r.ended + s.ended,
      'certifiedDone', cd.n,
      'procedures', p.list,
      'absences', a.list,
      'credits', cr.list,
      'supervisors', sv.list,
      'lastMeetingDate', m.last,
      'passedIupFollowUp', iu.passed) as parts
    from doctors d
    left join formalities f on f.user_id = d.id
    -- Goals of another model stay in the record but count for nothing.
    cross join lateral (
      select count(*) filter (where g.status = 'completed') as completed,
        count(*) filter (where g.status = 'planned' and g.planned_quarter ~ ${QUARTER_LABEL}
          and g.planned_quarter collate "C" < ${currentQuarter}) as overdue
      from user_goals g where g.user_id = d.id and ${isModelGoal(sql`f.st_model`, sql`g.goal_id`)}
    ) g
    cross join lateral (
      select count(*) filter (where c.status = 'completed') as completed,
        count(*) filter (where c.status = 'planned'
          and c.date < ${quarterStartDate(currentQuarter)}::date) as overdue
      from courses c where c.user_id = d.id
    ) c
    -- A rotation has ended once its last month has passed, a sit-in once its day has come.
    cross join lateral (
      select count(*) as ended from rotations r
      where r.user_id = d.id and r.end_month collate "C" < ${today.slice(0, 7)}
    ) r
    cross join lateral (
      select count(*) as ended from sit_ins s where s.user_id = d.id and s.date <= ${today}::date
    ) s
    -- Several certificates on one item count once; one on an item that is gone, not at all.
    cross join lateral (
      select count(*) as n from (
        select distinct c.item_kind, c.item_id from certificates c where c.user_id = d.id
      ) c
      where case c.item_kind
        when 'goal' then exists (select 1 from user_goals g
          where g.user_id = d.id and g.goal_id = c.item_id and g.status = 'completed'
            and ${isModelGoal(sql`f.st_model`, sql`g.goal_id`)})
        when 'course' then exists (select 1 from courses k
          where k.id = c.item_id and k.user_id = d.id and k.status = 'completed')
        when 'rotation' then exists (select 1 from rotations r
          where r.id = c.item_id and r.user_id = d.id
            and r.end_month collate "C" < ${today.slice(0, 7)})
        when 'sit-in' then exists (select 1 from sit_ins s
          where s.id = c.item_id and s.user_id = d.id and s.date <= ${today}::date)
        else false end
    ) cd
    cross join lateral (
      -- Column by column: a third cheaper to build and read than an array per row.
      select json_build_array(array_agg(p.procedure_id), array_agg(p.status),
        array_agg(p.planned_quarter), array_agg(p.achieved_level)) as list
      from user_procedures p where p.user_id = d.id
    ) p
    cross join lateral (
      select json_agg(json_build_array(a.start_date, a.end_date) order by a.start_date) as list
      from absences a where a.user_id = d.id
    ) a
    cross join lateral (
      select json_agg(json_build_array(c.start_date, c.end_date) order by c.start_date) as list
      from credits c where c.user_id = d.id
    ) cr
    cross join lateral (
      -- The supervisor looked up by key, not the users read again for every doctor.
      select json_agg(a.supervisor order by a.created_at, a.supervisor_id)
        filter (where a.supervisor is not null) as list
      from (
        select a.created_at, a.supervisor_id, (
          select json_build_object('id', s.id, 'firstName', s.first_name,
            'lastName', s.last_name, 'email', s.email)
          from users s where s.id = a.supervisor_id and s.is_active) as supervisor
        from supervisor_assignments a where a.st_doctor_id = d.id
      ) a
    ) sv
    -- A meeting entered ahead has not happened yet.
    cross join lateral (
      select max(m.date) as last from supervisor_meetings m
      where m.user_id = d.id and m.date <= ${today}::date
    ) m
    -- Only the latest IUP revision's dates count: a newer revision replaces them (decision 200).
    cross join lateral (
      select min(fu.follow_up_date) as passed from iup_follow_up_dates fu
      where fu.st_doctor_id = d.id and fu.follow_up_date < ${today}::date
        and fu.revision_id = (select r.id from iup_revisions r where r.st_doctor_id = d.id
          order by r.number desc limit 1)
    ) iu
    order by d.id`);
  });
  // Text and json only, which both drivers hand over alike.
  const rows = (result as unknown as { rows: { id: string; parts: Parts }[] }).rows;
  return rows.map(({ id, parts }) => toDoctorRow(id, parts));
}

function toDoctorRow(id: string, parts: Parts): CohortDoctorRow {
  const done = parts.goals.completed + parts.courses.completed + parts.ended;
  return {
    id,
    ...parts.doctor,
    supervisors: parts.supervisors ?? [],
    completedGoals: parts.goals.completed,
    overdueGoalsAndCourses: parts.goals.overdue + parts.courses.overdue,
    uncertifiedCount: done - parts.certifiedDone,
    procedures: proceduresOf(parts.procedures),
    absences: parts.absences ?? [],
    credits: parts.credits ?? [],
    lastMeetingDate: parts.lastMeetingDate,
    passedIupFollowUp: parts.passedIupFollowUp,
  };
}

function proceduresOf(columns: Parts["procedures"]): CohortDoctorRow["procedures"] {
  const [ids, statuses, plannedQuarters, achievedLevels] = columns;
  // No rows: every column is null.
  if (!ids) return [];
  return ids.map((procedureId, i) => ({
    procedureId,
    status: statuses[i] as ProcedureProgress["status"],
    plannedQuarter: plannedQuarters[i] ?? null,
    achievedLevel: (achievedLevels[i] ?? null) as ProcedureProgress["achievedLevel"],
  }));
}

import type { SQL } from "drizzle-orm";
import { getGoals } from "../../../shared/curriculum/goals";
import type { ProcedureDefinition } from "../../../shared/curriculum/procedures";
import { hasExaminationMatrix, specialtyOf } from "../../../shared/curriculum/specialties";
import { displayName } from "../../../shared/roles";
import { earlyWarnings, type WarningThresholds } from "../../../shared/rules/early-warnings";
import { calculateMatrixSummary, toProgress } from "../../../shared/rules/matrix";
import { countOverdueExaminations } from "../../../shared/rules/overview-events";
import { FINAL_DECISIONS } from "../../../shared/rules/signing-rights";
import { latestDecisionByGroup } from "../../../shared/rules/signing-rights-decisions";
import { calculateStEndDate, calculateStProgress } from "../../../shared/rules/st-period";
import type { TCohortRow } from "../../../shared/schemas/cohort";
import type { SessionActor } from "../../context";
import type { Db } from "../../db/client";
import { accessibleDoctorsWhere } from "../../policy";
import { loadActiveCatalogue } from "../catalogue";
import { defaultFormalities, modelOf, todayInSweden } from "../records";
import { decisionsForDoctors } from "../signing-rights";
import { type CohortDoctorRow, loadCohortDoctors } from "./cohort.repo";
import { readWarningSettings } from "./warning-settings.repo";

interface CohortContext {
  today: string;
  catalogue: readonly ProcedureDefinition[];
  /** Each doctor's clinic's limits (decision 236), by clinic id; `fallback` without one. */
  thresholdsByClinic: ReadonlyMap<string, WarningThresholds>;
  fallback: WarningThresholds;
  decisions: ReadonlyMap<
    string,
    readonly { procedureId: string; decision: string | null; decisionDate: string | null }[]
  >;
}

/** A cohort row as every reader sees it: `assignedToMe` is added for the reader. */
export type CohortFiguresRow = Omit<TCohortRow, "assignedToMe">;

/**
 * The cohort rows of the doctors `doctors` (a condition on `users`) keeps, worked out from their
 * records in four reads whatever their number (the limits, the examination catalogue, the doctors
 * with their records' figures, the signing-rights decisions). The figures come from the same
 * shared rules as the doctor's overview, or, for what the query counts, from SQL held equal to
 * those rules by cohort-counts.test.ts (decision 148), so the two always agree. The cohort stores
 * them per doctor (decision 258) and reads them from there.
 */
export async function computeCohortRows(
  db: Db,
  doctors: SQL,
  today: string,
): Promise<CohortFiguresRow[]> {
  // Independent reads: on PostgreSQL they run side by side.
  const [limits, catalogue, records, decisions] = await Promise.all([
    readWarningSettings(db),
    loadActiveCatalogue(db),
    loadCohortDoctors(db, doctors, today),
    decisionsForDoctors(db, doctors),
  ]);
  const context: CohortContext = {
    today,
    catalogue,
    thresholdsByClinic: limits.byClinic,
    fallback: limits.fallback,
    decisions,
  };
  return records.map((d) => toCohortRow(d, context));
}

/**
 * Every row the actor may view, worked out from scratch: what the stored figures must equal.
 * @internal A test oracle (decision 258): the cohort itself reads the stored rows.
 */
export async function cohortRowsFromScratch(db: Db, actor: SessionActor): Promise<TCohortRow[]> {
  const rows = await computeCohortRows(db, accessibleDoctorsWhere(actor, "view"), todayInSweden());
  return rows.map((row) => withReader(row, actor.id));
}

export function withReader(row: CohortFiguresRow, readerId: string): TCohortRow {
  return { ...row, assignedToMe: row.supervisors.some((s) => s.id === readerId) };
}

function toCohortRow(doctor: CohortDoctorRow, context: CohortContext): CohortFiguresRow {
  const { today, catalogue } = context;
  const defaults = defaultFormalities(doctor.id, today);
  // The three are null together: the doctor has never saved the form.
  const form =
    doctor.stModel === null || doctor.stStartDate === null || doctor.stDurationMonths === null
      ? defaults
      : {
          ...defaults,
          stModel: doctor.stModel,
          stStartDate: doctor.stStartDate,
          stDurationMonths: doctor.stDurationMonths,
        };
  const model = modelOf(form);
  const period = (list: [string, string][]) =>
    list.map(([startDate, endDate]) => ({ startDate, endDate }));
  const stEndDate = calculateStEndDate({
    startDate: form.stStartDate,
    durationMonths: form.stDurationMonths,
    absences: period(doctor.absences),
    credits: period(doctor.credits),
  });
  const specialty = specialtyOf(doctor.specialty);
  const goalCount = getGoals(model, specialty).length;
  const goalProgress = goalCount > 0 ? toProgress(doctor.completedGoals, goalCount) : undefined;
  const matrix = hasExaminationMatrix(specialty)
    ? calculateMatrixSummary(catalogue, doctor.procedures)
    : null;
  // Goals and courses are counted in the query; examinations are planned by sync group, which
  // the shared rule knows (decision 148).
  const overdueCount =
    doctor.overdueGoalsAndCourses + countOverdueExaminations(catalogue, doctor.procedures, today);
  const supervisors = doctor.supervisors.map((s) => ({ id: s.id, displayName: displayName(s) }));
  return {
    doctorId: doctor.id,
    displayName: displayName(doctor),
    email: doctor.email,
    stModel: model,
    specialty,
    stStartDate: form.stStartDate,
    stEndDate,
    stPercent: Math.round(
      calculateStProgress({ startDate: form.stStartDate, endDate: stEndDate }, today),
    ),
    goals: goalProgress ?? null,
    examinations: matrix
      ? {
          ...matrix.examinationProgress,
          ischemiaOk: matrix.ischemiaOk,
          optionalA: matrix.optionalA.shown,
          optionalARequired: matrix.optionalA.required,
        }
      : null,
    lastMeetingDate: doctor.lastMeetingDate,
    uncertifiedCount: doctor.uncertifiedCount,
    signingRights: signingRightsOf(context, doctor.id),
    supervisors,
    warnings: earlyWarnings({
      today,
      stStartDate: form.stStartDate,
      stEndDate,
      lastMeetingDate: doctor.lastMeetingDate,
      supervisorCount: supervisors.length,
      goalProgress,
      overdueCount,
      uncertifiedCount: doctor.uncertifiedCount,
      passedIupFollowUp: doctor.passedIupFollowUp,
      thresholds:
        (doctor.clinicId && context.thresholdsByClinic.get(doctor.clinicId)) || context.fallback,
    }),
  };
}

/** The latest decision per examination, named by the examination's first entry in the catalogue. */
function signingRightsOf(context: CohortContext, doctorId: string): TCohortRow["signingRights"] {
  const decisions = (context.decisions.get(doctorId) ?? []).flatMap((d) => {
    const decision = FINAL_DECISIONS.find((known) => known === d.decision);
    return decision && d.decisionDate
      ? [{ procedureId: d.procedureId, decision, decisionDate: d.decisionDate }]
      : [];
  });
  return latestDecisionByGroup(context.catalogue, decisions).map(({ entries, decision }) => ({
    name: entries[0]?.name ?? decision.procedureId,
    decision: decision.decision,
    decisionDate: decision.decisionDate,
  }));
}

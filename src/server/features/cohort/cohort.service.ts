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
import type { TCohortResponse, TCohortRow } from "../../../shared/schemas/cohort";
import type { SessionActor } from "../../context";
import type { Db } from "../../db/client";
import { accessibleDoctorsWhere } from "../../policy";
import { loadActiveCatalogue } from "../catalogue";
import { defaultFormalities, modelOf, todayInSweden } from "../records";
import { decisionsForDoctors } from "../signing-rights";
import { type CohortDoctorRow, loadCohortDoctors } from "./cohort.repo";
import { readWarningSettings } from "./warning-settings.repo";

interface CohortContext {
  actorId: string;
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

/**
 * The cohort 'ST-läkare' (decision 145): one row per active ST doctor the actor may view, in four
 * reads whatever their number (the limits, the examination catalogue, the doctors with their
 * records' figures, the signing-rights decisions). The figures come from the same shared rules as
 * the doctor's overview, or, for what the query counts, from SQL held equal to those rules by
 * cohort-counts.test.ts (decision 148), so the two always agree.
 */
export async function getCohort(db: Db, actor: SessionActor): Promise<TCohortResponse> {
  const today = todayInSweden();
  const accessible = accessibleDoctorsWhere(actor, "view");
  // Independent reads: on PostgreSQL they run side by side.
  const [limits, catalogue, doctors, decisions] = await Promise.all([
    readWarningSettings(db, actor.id),
    loadActiveCatalogue(db),
    loadCohortDoctors(db, accessible, today),
    decisionsForDoctors(db, accessible),
  ]);
  const context: CohortContext = {
    actorId: actor.id,
    today,
    catalogue,
    thresholdsByClinic: limits.byClinic,
    fallback: limits.fallback,
    decisions,
  };
  // The limits the page names: those of the reader's clinic.
  const thresholds = (limits.home && limits.byClinic.get(limits.home)) || limits.fallback;
  return { today, thresholds, rows: doctors.map((d) => toCohortRow(d, context)) };
}

function toCohortRow(doctor: CohortDoctorRow, context: CohortContext): TCohortRow {
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
    assignedToMe: supervisors.some((s) => s.id === context.actorId),
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

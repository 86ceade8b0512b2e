import { getGoals } from "../../../shared/curriculum/goals";
import { displayName } from "../../../shared/roles";
import type { ActivityStatus } from "../../../shared/rules/activity-status";
import {
  calculateGoalProgress,
  calculateMatrixState,
  type Progress,
} from "../../../shared/rules/matrix";
import type { ProcedureProgress } from "../../../shared/rules/procedure-edit";
import { calculateStEndDate, calculateStProgress } from "../../../shared/rules/st-period";
import type { SessionActor } from "../../context";
import type { Db } from "../../db/client";
import { accessibleDoctorsWhere, authorize } from "../../policy";
import { loadActiveCatalogue } from "../catalogue";
import { defaultFormalities, modelOf } from "./formalities.repo";
import { EMPTY_RECORD_ROWS, loadDoctorHeads, loadRecordRows } from "./record-load.repo";
import { RECORD_TYPES } from "./record-types";
import { todayInSweden } from "./today";

export interface DoctorSummary {
  doctorId: string;
  displayName: string;
  stModel: string;
  goals: Progress;
  examinations: Progress;
  stTime: { startDate: string; endDate: string; percent: number };
}

/**
 * Progress of many ST doctors at once (goals completed of the model's, examinations towards the
 * matrix requirement, share of the ST period passed) in three statements whatever their number.
 * Ids of doctors the actor may not view, or of anyone but an ST doctor, are left out.
 */
export async function summarizeDoctors(
  db: Db,
  actor: SessionActor,
  doctorIds: readonly string[],
): Promise<DoctorSummary[]> {
  authorize(actor, { type: "doctors:list" });
  const heads = await loadDoctorHeads(db, doctorIds, accessibleDoctorsWhere(actor, "view"));
  const rowsByDoctor = await loadRecordRows(
    db,
    heads.map((h) => h.doctor.id),
  );
  const catalogue = await loadActiveCatalogue(db);
  const today = todayInSweden();
  // In the order asked for, not the database's.
  const position = new Map(doctorIds.map((id, index) => [id, index]));
  heads.sort((a, b) => (position.get(a.doctor.id) ?? 0) - (position.get(b.doctor.id) ?? 0));
  return heads.map(({ doctor, formalities }) => {
    const rows = rowsByDoctor.get(doctor.id) ?? EMPTY_RECORD_ROWS;
    const form = formalities ?? defaultFormalities(doctor.id, today);
    const model = modelOf(form);
    const endDate = calculateStEndDate({
      startDate: form.stStartDate,
      durationMonths: form.stDurationMonths,
      absences: rows.absences.map(RECORD_TYPES.absence.toDto),
      credits: rows.credits.map(RECORD_TYPES.credit.toDto),
    });
    const progress: ProcedureProgress[] = rows.procedures.map((p) => ({
      procedureId: p.procedureId,
      status: p.status as ActivityStatus,
      plannedQuarter: p.plannedQuarter,
      achievedLevel: p.achievedLevel as ProcedureProgress["achievedLevel"],
    }));
    return {
      doctorId: doctor.id,
      displayName: displayName(doctor),
      stModel: model,
      goals: calculateGoalProgress(
        getGoals(model),
        rows.goals.map((g) => ({ goalId: g.goalId, status: g.status as ActivityStatus })),
      ),
      examinations: calculateMatrixState(catalogue, progress).examinationProgress,
      stTime: {
        startDate: form.stStartDate,
        endDate,
        percent: calculateStProgress({ startDate: form.stStartDate, endDate }, today),
      },
    };
  });
}

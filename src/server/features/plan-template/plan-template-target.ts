import { getGoals } from "../../../shared/curriculum/goals";
import { findSyncGroup } from "../../../shared/curriculum/procedures";
import { checkGoalUnderModel } from "../../../shared/rules/goal-under-model";
import type { PlanTemplateTarget } from "../../../shared/rules/plan-template";
import { calculateStEnd } from "../../../shared/rules/st-period";
import type { Db } from "../../db/client";
import { type CatalogueEntry, listGoalCatalogue } from "../catalogue";
import {
  type FormalitiesRow,
  listPeriodsOf,
  modelOf,
  RECORD_TYPES,
  specialtyOfForm,
} from "../records";
import { goalRowsOf, procedureRowsOf, recordNamesOf } from "./plan-template.repo";

/** A row that records something: a status beyond not started, or a planned quarter. */
const isPlanned = (row: { status: string; plannedQuarter: string | null }) =>
  row.status !== "not_started" || row.plannedQuarter !== null;

/**
 * The delmål of the doctor's model and specialty in the clinic's goal catalogue (the one the record
 * shows), as far as a delmål edit accepts them under that model.
 */
async function goalIdsOf(db: Db, form: FormalitiesRow): Promise<Set<string>> {
  const model = modelOf(form);
  if (model === "UNSELECTED") return new Set();
  const specialty = specialtyOfForm(form);
  const catalogue = (await listGoalCatalogue(db, specialty)).map(({ id, model }) => ({
    id,
    model,
  }));
  const goals = catalogue.length > 0 ? catalogue : getGoals(model, specialty);
  return new Set(
    goals
      .filter((g) => g.model === model && checkGoalUnderModel(model, g.id) === "ok")
      .map((g) => g.id),
  );
}

/**
 * What the doctor's record holds, as planFromTemplate takes it (decision 251). An examination
 * counts as planned when any entry of its sync group is: planning it would overwrite the group.
 * `lock` locks the doctor's examination and delmål rows for the apply or undo that reads them.
 */
export async function readTarget(
  db: Db,
  doctorId: string,
  form: FormalitiesRow,
  catalogue: readonly CatalogueEntry[],
  lock = false,
) {
  const periods = await listPeriodsOf(db, doctorId);
  const { endDate } = calculateStEnd({
    startDate: form.stStartDate,
    durationMonths: form.stDurationMonths,
    absences: periods.absences.map(RECORD_TYPES.absence.toDto),
    credits: periods.credits.map(RECORD_TYPES.credit.toDto),
  });
  const names = await recordNamesOf(db, doctorId);
  // Examinations before delmål: the order every write that takes both locks them in.
  const procedureRows = await procedureRowsOf(db, doctorId, lock);
  const goalRows = await goalRowsOf(db, doctorId, lock);
  const plannedProcedureIds = new Set<string>();
  for (const row of procedureRows.filter(isPlanned)) {
    plannedProcedureIds.add(row.procedureId);
    for (const sibling of findSyncGroup(catalogue, row.procedureId))
      plannedProcedureIds.add(sibling.id);
  }
  const target: PlanTemplateTarget = {
    stStartDate: form.stStartDate,
    stEndDate: endDate,
    goalIds: await goalIdsOf(db, form),
    procedureIds: new Set(catalogue.map((p) => p.id)),
    ...names,
    plannedGoalIds: new Set(goalRows.filter(isPlanned).map((g) => g.goalId)),
    plannedProcedureIds,
  };
  return { target, goalRows, procedureRows };
}

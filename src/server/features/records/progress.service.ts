import { modelOfGoal } from "../../../shared/curriculum/goals";
import { PROGRESS_MESSAGES } from "../../../shared/messages/progress";
import { RECORD_MESSAGES } from "../../../shared/messages/records";
import type { ActivityStatus } from "../../../shared/rules/activity-status";
import { normalizeGoalEdit } from "../../../shared/rules/activity-status";
import { checkGoalUnderModel } from "../../../shared/rules/goal-under-model";
import {
  applyProcedureEdit,
  type ProcedureEdit,
  type ProcedureProgress,
} from "../../../shared/rules/procedure-edit";
import type {
  TUpdateGoalProgressRequest,
  TUpdateProcedureProgressRequest,
} from "../../../shared/schemas/progress";
import type { SessionActor } from "../../context";
import type { Db } from "../../db/client";
import { transactionWithRetry } from "../../db/transaction";
import { badRequest, notFound } from "../../lib/errors";
import { requireDoctorAccess } from "../../policy";
import { savedOver, writeAudit } from "../audit";
import { type CatalogueEntry, loadActiveCatalogue } from "../catalogue";
import { lockFormalities, modelOf } from "./formalities.repo";
import { lockGoalRow, lockProcedureRows, upsertGoalRow, upsertProcedureRow } from "./progress.repo";
import { loadRecordDerived } from "./record-derived";
import { todayInSweden } from "./today";

type GoalValue = { status: ActivityStatus; plannedQuarter: string | null };

/** A goal's new status inside the caller's transaction: model check, the row, its audit entry. */
export async function saveGoalEdit(
  tx: Db,
  actor: SessionActor,
  doctorId: string,
  goalId: string,
  value: GoalValue,
) {
  // Goals belong to a model: none can be recorded before one is chosen, nor of the other model.
  const model = modelOf(await lockFormalities(tx, doctorId, todayInSweden(), "share"));
  const check = checkGoalUnderModel(model, goalId);
  if (check === "model-required") throw badRequest(RECORD_MESSAGES.modelRequired, "stModel");
  if (check === "unknown-goal") throw notFound(PROGRESS_MESSAGES.goalUnknown);
  const before = await lockGoalRow(tx, doctorId, goalId);
  await upsertGoalRow(tx, doctorId, goalId, value);
  await writeAudit(tx, {
    actorId: actor.id,
    subjectUserId: doctorId,
    entity: "goal",
    entityId: goalId,
    ...savedOver(before, (row) => ({ status: row.status, plannedQuarter: row.plannedQuarter })),
    after: value,
  });
}

export async function updateGoal(
  db: Db,
  actor: SessionActor,
  doctorId: string,
  goalId: string,
  input: TUpdateGoalProgressRequest,
) {
  await requireDoctorAccess(db, actor, "edit", doctorId);
  if (modelOfGoal(goalId) === undefined) throw notFound(PROGRESS_MESSAGES.goalUnknown);
  const edit = normalizeGoalEdit(input);
  if (!edit.ok) throw badRequest(edit.message, edit.field);
  const value = edit.value;
  await db.transaction((tx) => saveGoalEdit(tx, actor, doctorId, goalId, value));
  return {
    message: PROGRESS_MESSAGES.goalUpdated,
    goal: { goalId, ...value },
    derived: await loadRecordDerived(db, actor, doctorId),
  };
}

/** The catalogue in use, after checking that the examination is in it. */
export async function catalogueWith(db: Db, procedureId: string): Promise<CatalogueEntry[]> {
  const catalogue = await loadActiveCatalogue(db);
  if (!catalogue.some((p) => p.id === procedureId))
    throw notFound(PROGRESS_MESSAGES.procedureUnknown);
  return catalogue;
}

/**
 * An examination edit applied to every entry of its sync group (spec section 4), inside a
 * transaction run with retry. Concurrent edits of one group write the same rows: they take the
 * row locks in one order (procedure id) so they queue instead of deadlocking, and a race lost
 * anyway is run again. Returns the saved rows, the edited entry first.
 */
export function saveProcedureEdit(
  db: Db,
  actor: SessionActor,
  doctorId: string,
  catalogue: readonly CatalogueEntry[],
  procedureId: string,
  edit: ProcedureEdit | ((current: readonly ProcedureProgress[]) => ProcedureEdit),
): Promise<ProcedureProgress[]> {
  return transactionWithRetry(db, async (tx) => {
    await lockFormalities(tx, doctorId, todayInSweden(), "share");
    const progress: ProcedureProgress[] = (await lockProcedureRows(tx, doctorId)).map((p) => ({
      procedureId: p.procedureId,
      status: p.status as ProcedureProgress["status"],
      plannedQuarter: p.plannedQuarter,
      achievedLevel: p.achievedLevel as ProcedureProgress["achievedLevel"],
    }));
    const wanted = typeof edit === "function" ? edit(progress) : edit;
    const result = applyProcedureEdit(catalogue, progress, procedureId, wanted);
    if (!result.ok) throw badRequest(result.message, result.field);
    const inLockOrder = [...result.value].sort((a, b) =>
      a.procedureId < b.procedureId ? -1 : a.procedureId > b.procedureId ? 1 : 0,
    );
    for (const row of inLockOrder) {
      await upsertProcedureRow(tx, doctorId, row.procedureId, {
        status: row.status,
        plannedQuarter: row.plannedQuarter,
        achievedLevel: row.achievedLevel,
      });
    }
    // History names the edited entry first, then its siblings.
    for (const row of result.value) {
      const before = progress.find((p) => p.procedureId === row.procedureId);
      await writeAudit(tx, {
        actorId: actor.id,
        subjectUserId: doctorId,
        entity: "procedure",
        entityId: row.procedureId,
        ...savedOver(before, (saved) => saved),
        after: row,
      });
    }
    return result.value;
  });
}

export async function updateProcedure(
  db: Db,
  actor: SessionActor,
  doctorId: string,
  procedureId: string,
  input: TUpdateProcedureProgressRequest,
) {
  await requireDoctorAccess(db, actor, "edit", doctorId);
  const catalogue = await catalogueWith(db, procedureId);
  const rows = await saveProcedureEdit(db, actor, doctorId, catalogue, procedureId, input);
  return {
    message: PROGRESS_MESSAGES.procedureUpdated,
    procedures: rows,
    derived: await loadRecordDerived(db, actor, doctorId),
  };
}

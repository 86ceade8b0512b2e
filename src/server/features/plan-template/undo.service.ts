import { PLAN_TEMPLATE_MESSAGES as M } from "../../../shared/messages/plan-template";
import type { SessionActor } from "../../context";
import type { Db } from "../../db/client";
import type { PlannedValue } from "../../db/schema";
import { transactionWithRetry } from "../../db/transaction";
import { conflict, notFound } from "../../lib/errors";
import { requireDoctorAccess } from "../../policy";
import { writeAudit } from "../audit";
import { deleteCertificatesOfItem } from "../files";
import {
  deleteRecordRow,
  loadRecordDerived,
  lockFormalities,
  RECORD_TYPES,
  todayInSweden,
  upsertGoalRow,
  upsertProcedureRow,
} from "../records";
import {
  deleteGoalRow,
  deleteProcedureRow,
  goalRowsOf,
  lockApplication,
  markUndone,
  procedureRowsOf,
} from "./plan-template.repo";

/** Whether a row still holds what the application wrote (nothing the user changed since). */
const holds = (
  row: { status: string; plannedQuarter: string | null; achievedLevel?: string | null } | undefined,
  value: PlannedValue,
) =>
  row !== undefined &&
  row.status === value.status &&
  row.plannedQuarter === value.plannedQuarter &&
  (row.achievedLevel ?? null) === (value.achievedLevel ?? null);

/**
 * Undoes an application as a whole (decision 252): the rotations and courses it added that still
 * exist go, with their certificates as a deletion takes them; each delmål and examination returns
 * to what it was before, where it still holds what the application wrote. What the user changed
 * since stays. One transaction, one audit entry. Returns the storage paths to remove after commit.
 */
export async function undoTemplate(
  db: Db,
  actor: SessionActor,
  doctorId: string,
  applicationId: string,
) {
  await requireDoctorAccess(db, actor, "edit", doctorId);
  const removedPaths = await transactionWithRetry(db, async (tx) => {
    // The record's lock first, exclusive as the apply takes it, then the application's row.
    await lockFormalities(tx, doctorId, todayInSweden(), "update");
    const application = await lockApplication(tx, doctorId, applicationId);
    if (!application) throw notFound(M.applicationNotFound);
    if (application.undoneAt) throw conflict(M.alreadyUndone);
    const { added } = application;
    const paths: string[] = [];
    const removed = { rotations: [] as unknown[], courses: [] as unknown[] };
    for (const [kind, ids] of [
      ["rotation", added.rotationIds],
      ["course", added.courseIds],
    ] as const) {
      const definition = RECORD_TYPES[kind];
      for (const id of ids) {
        const row = await deleteRecordRow(tx, definition.table, doctorId, id);
        if (!row) continue;
        paths.push(...(await deleteCertificatesOfItem(tx, doctorId, kind, id)));
        const { version: _version, ...dto } = definition.toDto(row as never);
        removed[kind === "rotation" ? "rotations" : "courses"].push(dto);
      }
    }

    // Examinations before delmål, as the apply locks them.
    const procedureRows = await procedureRowsOf(tx, doctorId, true);
    const goalRows = await goalRowsOf(tx, doctorId, true);
    const restored = { goals: [] as string[], examinations: [] as string[] };
    const kept = { goals: [] as string[], examinations: [] as string[] };
    for (const goal of added.goals) {
      const now = goalRows.find((g) => g.goalId === goal.goalId);
      if (!holds(now, goal.after)) {
        kept.goals.push(goal.goalId);
        continue;
      }
      if (goal.before) await upsertGoalRow(tx, doctorId, goal.goalId, goal.before);
      else await deleteGoalRow(tx, doctorId, goal.goalId);
      restored.goals.push(goal.goalId);
    }
    // In procedure id order, as every examination write takes its rows (decision 062).
    for (const entry of added.procedures) {
      const now = procedureRows.find((p) => p.procedureId === entry.procedureId);
      if (!holds(now, entry.after)) {
        kept.examinations.push(entry.procedureId);
        continue;
      }
      if (entry.before)
        await upsertProcedureRow(tx, doctorId, entry.procedureId, {
          status: entry.before.status,
          plannedQuarter: entry.before.plannedQuarter,
          achievedLevel: entry.before.achievedLevel ?? null,
        });
      else await deleteProcedureRow(tx, doctorId, entry.procedureId);
      restored.examinations.push(entry.procedureId);
    }

    await markUndone(tx, applicationId, actor.id);
    await writeAudit(tx, {
      actorId: actor.id,
      subjectUserId: doctorId,
      action: "delete",
      entity: "plan-template-application",
      entityId: applicationId,
      before: { ...removed, ...restored },
      after: { kept },
    });
    return paths;
  });
  return {
    message: M.undone,
    derived: await loadRecordDerived(db, actor, doctorId),
    removedPaths,
  };
}

import { PLAN_TEMPLATE_MESSAGES as M } from "../../../shared/messages/plan-template";
import type { SessionActor } from "../../context";
import type { Db } from "../../db/client";
import type { PlannedValue, PlanTemplateAdded } from "../../db/schema";
import { transactionWithRetry } from "../../db/transaction";
import { badRequest, conflict } from "../../lib/errors";
import { requireDoctorAccess } from "../../policy";
import { writeAudit } from "../audit";
import { loadActiveCatalogue } from "../catalogue";
import {
  insertRecordRow,
  loadRecordDerived,
  lockFormalities,
  modelOf,
  RECORD_TYPES,
  todayInSweden,
  upsertGoalRow,
  upsertProcedureRow,
} from "../records";
import { applicationDto, templateForDoctor } from "./doctor-template";
import { planWithExaminations } from "./plan-examinations";
import { insertApplication } from "./plan-template.repo";
import { readTarget } from "./plan-template-target";

const progressValue = (p: PlannedValue): PlannedValue => ({
  status: p.status,
  plannedQuarter: p.plannedQuarter,
  achievedLevel: p.achievedLevel ?? null,
});

/**
 * Adds the doctor's clinic's standard plan to their plan, skipping what is there (decision 252):
 * its rotations and courses as new records, its delmål and examinations planned in their quarters
 * (an examination with its sync group, as an edit of it would). One transaction, one audit entry,
 * one application row that the undo reads.
 */
export async function applyTemplate(db: Db, actor: SessionActor, doctorId: string) {
  const doctor = await requireDoctorAccess(db, actor, "edit", doctorId);
  const { template } = await templateForDoctor(db, doctor.clinicId);
  const catalogue = await loadActiveCatalogue(db);
  const application = await transactionWithRetry(db, async (tx) => {
    // Exclusive, unlike a single item's write: two applications at once would otherwise both find
    // the plan empty and both add it, as nothing else of a new doctor's plan has a row to lock.
    const form = await lockFormalities(tx, doctorId, todayInSweden(), "update");
    if (modelOf(form) === "UNSELECTED") throw badRequest(M.modelRequired, "stModel");
    const { target, goalRows, procedureRows } = await readTarget(
      tx,
      doctorId,
      form,
      catalogue,
      true,
    );
    const { plan, procedureRows: toWrite } = planWithExaminations(
      template,
      target,
      catalogue,
      procedureRows,
    );
    const entries = [plan.rotations, plan.courses, plan.goals, plan.examinations];
    if (entries.every((list) => list.length === 0)) throw conflict(M.nothingToAdd);

    const rotations = [];
    for (const r of plan.rotations) {
      const row = await insertRecordRow(tx, RECORD_TYPES.rotation.table, doctorId, {
        name: r.name,
        startMonth: r.startMonth,
        endMonth: r.endMonth,
        goalIds: [],
      });
      rotations.push(RECORD_TYPES.rotation.toDto(row as never));
    }
    const courses = [];
    for (const c of plan.courses) {
      const row = await insertRecordRow(tx, RECORD_TYPES.course.table, doctorId, {
        name: c.name,
        date: c.date,
        status: "planned",
        goalIds: [],
      });
      courses.push(RECORD_TYPES.course.toDto(row as never));
    }

    const goals: PlanTemplateAdded["goals"] = [];
    for (const g of plan.goals) {
      const existing = goalRows.find((row) => row.goalId === g.goalId);
      const after = { status: "planned", plannedQuarter: g.plannedQuarter };
      await upsertGoalRow(tx, doctorId, g.goalId, after);
      goals.push({
        goalId: g.goalId,
        before: existing
          ? { status: existing.status, plannedQuarter: existing.plannedQuarter }
          : null,
        after,
      });
    }

    const procedures: PlanTemplateAdded["procedures"] = [];
    for (const row of toWrite) {
      await upsertProcedureRow(tx, doctorId, row.procedureId, {
        status: row.status,
        plannedQuarter: row.plannedQuarter,
        achievedLevel: row.achievedLevel,
      });
      const before = procedureRows.find((p) => p.procedureId === row.procedureId);
      procedures.push({
        procedureId: row.procedureId,
        before: before ? progressValue(before) : null,
        after: progressValue(row),
      });
    }

    const added: PlanTemplateAdded = {
      rotationIds: rotations.map((r) => r.id),
      courseIds: courses.map((c) => c.id),
      goals,
      examinationIds: plan.examinations.map((e) => e.procedureId),
      procedures,
    };
    const row = await insertApplication(tx, { userId: doctorId, appliedBy: actor.id, added });
    await writeAudit(tx, {
      actorId: actor.id,
      subjectUserId: doctorId,
      action: "create",
      entity: "plan-template-application",
      entityId: row.id,
      after: {
        rotations: rotations.map((r) => ({
          id: r.id,
          name: r.name,
          startDate: r.startDate,
          endDate: r.endDate,
        })),
        courses: courses.map((c) => ({ id: c.id, name: c.name, date: c.date })),
        goals: plan.goals,
        examinations: plan.examinations,
      },
    });
    return row;
  });
  return {
    message: M.applied,
    application: await applicationDto(db, application),
    derived: await loadRecordDerived(db, actor, doctorId),
  };
}

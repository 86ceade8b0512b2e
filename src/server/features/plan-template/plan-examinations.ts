import type { ProcedureDefinition } from "../../../shared/curriculum/procedures";
import {
  type PlanTemplate,
  type PlanTemplateTarget,
  planFromTemplate,
} from "../../../shared/rules/plan-template";
import { applyProcedureEdit, type ProcedureProgress } from "../../../shared/rules/procedure-edit";
import { badRequest } from "../../lib/errors";

/** A progress row as the examination rules take it. */
export const toProgress = (row: {
  procedureId: string;
  status: string;
  plannedQuarter: string | null;
  achievedLevel: string | null;
}): ProcedureProgress => ({
  procedureId: row.procedureId,
  status: row.status as ProcedureProgress["status"],
  plannedQuarter: row.plannedQuarter,
  achievedLevel: row.achievedLevel as ProcedureProgress["achievedLevel"],
});

/**
 * The template's examinations planned one after another on the progress in memory, each with its
 * sync group as an edit of it would (spec section 4). One that an earlier one's group planned
 * already is left as that one planned it (`alreadyPlanned`). Answers the entries planned and every
 * row to write, in procedure id order (the order examination writes take their locks, decision 062).
 */
function planExaminations(
  catalogue: readonly ProcedureDefinition[],
  current: readonly ProcedureProgress[],
  examinations: readonly { procedureId: string; plannedQuarter: string }[],
) {
  const progress = new Map(current.map((p) => [p.procedureId, p]));
  const written = new Map<string, ProcedureProgress>();
  const planned: { procedureId: string; plannedQuarter: string }[] = [];
  let alreadyPlanned = 0;
  for (const entry of examinations) {
    if (written.has(entry.procedureId)) {
      alreadyPlanned++;
      continue;
    }
    const result = applyProcedureEdit(catalogue, [...progress.values()], entry.procedureId, {
      status: "planned",
      plannedQuarter: entry.plannedQuarter,
    });
    if (!result.ok) throw badRequest(result.message, result.field);
    for (const row of result.value) {
      written.set(row.procedureId, row);
      progress.set(row.procedureId, row);
    }
    planned.push(entry);
  }
  const rows = [...written.values()].sort((a, b) =>
    a.procedureId < b.procedureId ? -1 : a.procedureId > b.procedureId ? 1 : 0,
  );
  return { planned, rows, alreadyPlanned };
}

/**
 * What the template adds to the record (planFromTemplate), with its examinations as their sync
 * groups plan them: an entry planned by an earlier entry's group counts as already in the plan.
 * The preview and the apply both answer this, so the preview says what the apply does.
 */
export function planWithExaminations(
  template: PlanTemplate,
  target: PlanTemplateTarget,
  catalogue: readonly ProcedureDefinition[],
  progressRows: readonly Parameters<typeof toProgress>[0][],
) {
  const plan = planFromTemplate(template, target);
  const exams = planExaminations(catalogue, progressRows.map(toProgress), plan.examinations);
  return {
    plan: {
      ...plan,
      examinations: exams.planned,
      skipped: { ...plan.skipped, existing: plan.skipped.existing + exams.alreadyPlanned },
    },
    procedureRows: exams.rows,
  };
}

import { SHIPPED_GOALS } from "../../../shared/curriculum/goals";
import { CLINIC_MESSAGES } from "../../../shared/messages/clinics";
import { PLAN_TEMPLATE_MESSAGES as M } from "../../../shared/messages/plan-template";
import { recommendedTemplate } from "../../../shared/rules/plan-template";
import type {
  TClinicPlanTemplateResponse,
  TPlanTemplate,
  TSavePlanTemplateRequest,
} from "../../../shared/schemas/plan-template";
import type { SessionActor } from "../../context";
import type { Db } from "../../db/client";
import { badRequest, notFound, staleWrite } from "../../lib/errors";
import { authorize, can } from "../../policy";
import { writeAudit } from "../audit";
import { listGoalCatalogue, loadActiveCatalogue } from "../catalogue";
import { findClinic, isRegionWide, membershipClinicIds } from "../clinics";
import {
  type ClinicTemplateRow,
  findClinicTemplate,
  saveClinicTemplateRow,
} from "./plan-template.repo";

/**
 * The clinic, once the actor may edit its template. Who could edit no clinic's template is refused
 * alike for every id (403: it tells nothing of the clinic); a clinic the actor does not belong to
 * answers 404 as an unknown id would (decision 231).
 */
async function requireTemplateEditor(db: Db, actor: SessionActor, clinicId: string) {
  const regionWide = await isRegionWide(db, actor.id);
  const action = { type: "plan-template:edit" as const, regionWide };
  if (!can(actor, { ...action, memberOfClinic: true }))
    authorize(actor, { ...action, memberOfClinic: false });
  const memberOfClinic = (await membershipClinicIds(db, actor.id)).includes(clinicId);
  if (!regionWide && !memberOfClinic) throw notFound(CLINIC_MESSAGES.clinicNotFound);
  authorize(actor, { ...action, memberOfClinic });
  const clinic = await findClinic(db, clinicId);
  if (!clinic) throw notFound(CLINIC_MESSAGES.clinicNotFound);
  return clinic;
}

/** The clinic's own template, or the recommended rotations while it has none (version 0). */
export function templateOf(row: ClinicTemplateRow | undefined) {
  return row
    ? { template: row.template, version: row.version, isDefault: false }
    : { template: recommendedTemplate(), version: 0, isDefault: true };
}

function answer(
  clinic: { id: string; name: string },
  row: ClinicTemplateRow | undefined,
): TClinicPlanTemplateResponse {
  const { template, version, isDefault } = templateOf(row);
  return {
    clinicId: clinic.id,
    clinicName: clinic.name,
    template: {
      rotationStart: { ...template.rotationStart },
      rotations: template.rotations.map((r) => ({ ...r })),
      courses: template.courses.map((c) => ({ ...c })),
      goals: template.goals.map((g) => ({ ...g })),
      examinations: template.examinations.map((e) => ({ ...e })),
    },
    version,
    isDefault,
    updatedAt: row ? row.updatedAt.toISOString() : null,
  };
}

export async function getClinicTemplate(db: Db, actor: SessionActor, clinicId: string) {
  const clinic = await requireTemplateEditor(db, actor, clinicId);
  return answer(clinic, await findClinicTemplate(db, clinicId));
}

const nameKey = (name: string) => name.trim().toLocaleLowerCase("sv");

/** The first of `values` seen before (by `key`), with its index. */
function firstRepeat<T>(values: readonly T[], key: (value: T) => string) {
  const seen = new Set<string>();
  for (const [index, value] of values.entries()) {
    const k = key(value);
    if (seen.has(k)) return { index, value };
    seen.add(k);
  }
  return undefined;
}

/**
 * What the schema cannot see: delmål and examinations that exist (a delmål of any model and
 * specialty, an examination of the catalogue in use), and no entry twice.
 */
async function checkTemplate(db: Db, template: TPlanTemplate) {
  const goalIds = new Set([
    ...SHIPPED_GOALS.map((g) => g.id),
    ...(await listGoalCatalogue(db)).map((g) => g.id),
  ]);
  const procedureIds = new Set((await loadActiveCatalogue(db)).map((p) => p.id));
  for (const [index, goal] of template.goals.entries())
    if (!goalIds.has(goal.goalId))
      throw badRequest(M.goalUnknown(goal.goalId), `template.goals.${index}.goalId`);
  for (const [index, exam] of template.examinations.entries())
    if (!procedureIds.has(exam.procedureId))
      throw badRequest(
        M.procedureUnknown(exam.procedureId),
        `template.examinations.${index}.procedureId`,
      );
  const goal = firstRepeat(template.goals, (g) => g.goalId);
  if (goal) throw badRequest(M.duplicateGoal(goal.value.goalId), `template.goals.${goal.index}`);
  const exam = firstRepeat(template.examinations, (e) => e.procedureId);
  if (exam)
    throw badRequest(
      M.duplicateProcedure(exam.value.procedureId),
      `template.examinations.${exam.index}`,
    );
  const course = firstRepeat(template.courses, (c) => nameKey(c.name));
  if (course)
    throw badRequest(M.duplicateCourse(course.value.name), `template.courses.${course.index}.name`);
}

/** Saves the clinic's template over the version it was based on: one audited write. */
export async function saveClinicTemplate(
  db: Db,
  actor: SessionActor,
  clinicId: string,
  { template, version }: TSavePlanTemplateRequest,
) {
  const clinic = await requireTemplateEditor(db, actor, clinicId);
  await checkTemplate(db, template);
  const saved = await db.transaction(async (tx) => {
    const before = await findClinicTemplate(tx, clinicId);
    if ((before?.version ?? 0) !== version) throw staleWrite(M.stale);
    const row = await saveClinicTemplateRow(tx, clinicId, version, template, actor.id);
    if (!row) throw staleWrite(M.stale);
    await writeAudit(tx, {
      actorId: actor.id,
      subjectUserId: null,
      action: before ? "update" : "create",
      entity: "plan-template",
      entityId: clinicId,
      before: before ? before.template : null,
      after: template,
    });
    return row;
  });
  return { message: M.saved, ...answer(clinic, saved) };
}

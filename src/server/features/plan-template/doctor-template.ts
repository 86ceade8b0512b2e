import { PLAN_TEMPLATE_MESSAGES as M } from "../../../shared/messages/plan-template";
import { displayName } from "../../../shared/roles";
import type {
  TDoctorPlanTemplateResponse,
  TPlannedFromTemplate,
  TPlanTemplateApplication,
} from "../../../shared/schemas/plan-template";
import type { SessionActor } from "../../context";
import type { Db } from "../../db/client";
import { recordPermissions } from "../../permissions";
import { requireDoctorAccess } from "../../policy";
import { loadActiveCatalogue } from "../catalogue";
import { findClinic } from "../clinics";
import { defaultFormalities, modelOf, todayInSweden } from "../records";
import { templateOf } from "./clinic-template.service";
import { planWithExaminations } from "./plan-examinations";
import {
  type ApplicationRow,
  findClinicTemplate,
  findFormalities,
  listApplications,
} from "./plan-template.repo";
import { readTarget } from "./plan-template-target";

/** The template of the doctor's clinic: its own, or the recommended rotations. */
export async function templateForDoctor(db: Db, clinicId: string | null) {
  const clinic = clinicId ? await findClinic(db, clinicId) : undefined;
  const row = clinic ? await findClinicTemplate(db, clinic.id) : undefined;
  return { clinicName: clinic?.name ?? "", ...templateOf(row) };
}

type Applier = { email: string | null; firstName: string | null; lastName: string | null } | null;

function toApplicationDto(row: ApplicationRow, applier: Applier): TPlanTemplateApplication {
  return {
    id: row.id,
    appliedAt: row.appliedAt.toISOString(),
    appliedByName: applier?.email
      ? displayName({ ...applier, email: applier.email })
      : M.removedUser,
    undoneAt: row.undoneAt ? row.undoneAt.toISOString() : null,
    added: {
      rotations: row.added.rotationIds.length,
      courses: row.added.courseIds.length,
      goals: row.added.goals.length,
      examinations: row.added.examinationIds.length,
    },
  };
}

/** One application as the answers carry it, read after its commit. */
export async function applicationDto(db: Db, row: ApplicationRow) {
  const found = (await listApplications(db, row.userId)).find((a) => a.row.id === row.id);
  return toApplicationDto(row, found?.applier ?? null);
}

/**
 * What applying the doctor's clinic's template would add now, and the earlier applications
 * (decision 251). Read as the apply reads it, without its locks.
 */
export async function previewTemplate(
  db: Db,
  actor: SessionActor,
  doctorId: string,
): Promise<TDoctorPlanTemplateResponse> {
  const doctor = await requireDoctorAccess(db, actor, "view", doctorId);
  const { clinicName, template, isDefault } = await templateForDoctor(db, doctor.clinicId);
  const form =
    (await findFormalities(db, doctorId)) ?? defaultFormalities(doctorId, todayInSweden());
  const catalogue = await loadActiveCatalogue(db);
  const { target, procedureRows } = await readTarget(db, doctorId, form, catalogue);
  const preview: TPlannedFromTemplate = planWithExaminations(
    template,
    target,
    catalogue,
    procedureRows,
  ).plan;
  const model = modelOf(form);
  const applications = await listApplications(db, doctorId);
  // The model lock does not matter here: only whether the record can be edited at all.
  const { canEdit } = recordPermissions(actor, doctorId, {
    currentModel: model,
    hasActivity: false,
  });
  return {
    clinicName,
    isDefault,
    modelRequired: model === "UNSELECTED",
    preview,
    applications: applications.map(({ row, applier }) => toApplicationDto(row, applier)),
    canApply: canEdit && model !== "UNSELECTED",
  };
}

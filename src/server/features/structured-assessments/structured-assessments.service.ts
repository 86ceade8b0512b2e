import { modelOfGoalId, ST_MODEL_LABELS } from "../../../shared/curriculum/goal-models";
import { RECORD_MESSAGES } from "../../../shared/messages/records";
import { STRUCTURED_ASSESSMENT_MESSAGES as M } from "../../../shared/messages/structured-assessments";
import { compareDates } from "../../../shared/rules/dates";
import { formatDate } from "../../../shared/rules/display-dates";
import type {
  TStructuredAssessment,
  TStructuredAssessmentInput,
  TStructuredAssessmentList,
} from "../../../shared/schemas/structured-assessments";
import type { SessionActor } from "../../context";
import type { Db } from "../../db/client";
import { badRequest, notFound, staleWrite } from "../../lib/errors";
import { assessableDoctorsWhere, authorize, can, requireDoctorAccess } from "../../policy";
import { findStDoctor } from "../access";
import { writeAudit } from "../audit";
import { todayInSweden } from "../records";
import {
  type AssessmentRow,
  deleteAssessmentRow,
  findAssessedDoctor,
  findExaminations,
  insertAssessmentRow,
  knownGoalIds,
  listAssessmentRows,
  lockAssessmentRow,
  updateAssessmentRow,
} from "./structured-assessments.repo";

/** Historik lists it under this entity. */
const AUDIT_ENTITY = "structured-assessment";

function toAssessment(actor: SessionActor, row: AssessmentRow): TStructuredAssessment {
  const target = { doctorId: row.stDoctorId, recordedBy: row.recordedBy };
  const mayChange = can(actor, { type: "structured-assessments:change", ...target });
  return { ...toAssessmentData(row), permissions: { canEdit: mayChange, canDelete: mayChange } };
}

function toAssessmentData(row: AssessmentRow): TStructuredAssessment {
  return {
    id: row.id,
    kind: row.kind as TStructuredAssessment["kind"],
    date: row.assessmentDate,
    ratings: row.ratings,
    caseDifficulty: row.caseDifficulty as TStructuredAssessment["caseDifficulty"],
    strengths: row.strengths,
    suggestions: row.suggestions,
    assessorName: row.assessorName,
    assessorRole: row.assessorRole as TStructuredAssessment["assessorRole"],
    goalIds: row.goalIds,
    examinationIds: row.examinationIds,
    selfEntered: row.selfEntered,
    viaLink: row.viaLink,
    assessorWorkplace: row.assessorWorkplace,
    version: row.version,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    permissions: { canEdit: false, canDelete: false },
  };
}

/** A doctor outside the actor's clinics is "not found", as an unknown id (decision 231). */
async function requireAssessable(db: Db, actor: SessionActor, doctorId: string) {
  // An ST doctor's own record is the policy's question (their scope is themself).
  if (actor.role === "ST_DOCTOR") return;
  if (!(await findStDoctor(db, doctorId, assessableDoctorsWhere(actor))))
    throw notFound(RECORD_MESSAGES.doctorNotFound);
}

/** What Historik keeps: the assessment without the caller's permissions. */
const audited = ({ permissions: _p, ...rest }: TStructuredAssessment) => rest;

export async function listStructuredAssessments(
  db: Db,
  actor: SessionActor,
  doctorId: string,
): Promise<TStructuredAssessmentList> {
  await requireDoctorAccess(db, actor, "view", doctorId);
  const rows = await listAssessmentRows(db, doctorId);
  return {
    assessments: rows.map((row) => toAssessment(actor, row)),
    canRecord: can(actor, { type: "structured-assessments:record", doctorId }),
  };
}

/**
 * What the record allows beyond the form's own checks: a date within the doctor's ST up to today,
 * goals of the doctor's model that the catalogue holds, and examinations of the catalogue in use
 * (one already linked may stay when it has been retired since).
 */
async function checkAgainstRecord(
  db: Db,
  doctorId: string,
  input: TStructuredAssessmentInput,
  alreadyLinked: readonly string[] = [],
) {
  const doctor = await findAssessedDoctor(db, doctorId);
  if (!doctor) throw notFound(RECORD_MESSAGES.doctorNotFound);
  if (compareDates(input.date, todayInSweden()) > 0) throw badRequest(M.futureDate, "date");
  if (doctor.stStartDate && compareDates(input.date, doctor.stStartDate) < 0) {
    throw badRequest(M.beforeStStart(formatDate(doctor.stStartDate)), "date");
  }
  await checkLinks(db, doctor, input, alreadyLinked);
}

/** The delmål and examinations an assessment links to, as the record allows them. */
async function checkLinks(
  db: Db,
  doctor: { stModel: string },
  input: Pick<TStructuredAssessmentInput, "goalIds" | "examinationIds">,
  alreadyLinked: readonly string[],
) {
  if (input.goalIds.length > 0) {
    const model = doctor.stModel;
    if (model !== "2015" && model !== "2021") throw badRequest(M.modelNotChosen, "goalIds");
    const other = input.goalIds.find((id) => modelOfGoalId(id) !== model);
    if (other) throw badRequest(M.goalOfOtherModel(other, ST_MODEL_LABELS[model]), "goalIds");
    const known = await knownGoalIds(db, input.goalIds);
    if (input.goalIds.some((id) => !known.has(id))) throw badRequest(M.goalIdInvalid, "goalIds");
  }
  const found = new Map(
    (await findExaminations(db, input.examinationIds)).map((row) => [row.id, row]),
  );
  for (const id of input.examinationIds) {
    const examination = found.get(id);
    if (!examination) throw badRequest(M.examinationUnknown(id), "examinationIds");
    if (examination.retiredAt !== null && !alreadyLinked.includes(id)) {
      throw badRequest(M.examinationRetired(examination.name), "examinationIds");
    }
  }
}

const columnsOf = (input: TStructuredAssessmentInput) => ({
  kind: input.kind,
  assessmentDate: input.date,
  ratings: input.ratings,
  caseDifficulty: input.caseDifficulty,
  strengths: input.strengths,
  suggestions: input.suggestions,
  assessorName: input.assessorName,
  assessorRole: input.assessorRole,
  goalIds: input.goalIds,
  examinationIds: input.examinationIds,
});

export async function createStructuredAssessment(
  db: Db,
  actor: SessionActor,
  doctorId: string,
  input: TStructuredAssessmentInput,
) {
  authorize(actor, { type: "structured-assessments:record", doctorId });
  await requireAssessable(db, actor, doctorId);
  return db.transaction(async (tx) => {
    await checkAgainstRecord(tx, doctorId, input);
    const row = await insertAssessmentRow(tx, {
      id: crypto.randomUUID(),
      stDoctorId: doctorId,
      ...columnsOf(input),
      recordedBy: actor.id,
      // The doctor's own entry names the assessor, who did not save it (spec: 'self-entered').
      selfEntered: actor.id === doctorId,
    });
    const assessment = toAssessment(actor, row);
    await writeAudit(tx, {
      actorId: actor.id,
      subjectUserId: doctorId,
      action: "create",
      entity: AUDIT_ENTITY,
      entityId: row.id,
      after: audited(assessment),
    });
    return { message: M.created, assessment };
  });
}

/**
 * Whether a request by link may name these delmål and examinations for the doctor: the same
 * checks as the form's, made when the request is created (decision 227).
 */
export async function checkLinkTargets(
  db: Db,
  doctorId: string,
  links: Pick<TStructuredAssessmentInput, "goalIds" | "examinationIds">,
) {
  const doctor = await findAssessedDoctor(db, doctorId);
  if (!doctor) throw notFound(RECORD_MESSAGES.doctorNotFound);
  await checkLinks(db, doctor, links, []);
}

/**
 * Files an assessor's answer to a one-time link, in the caller's transaction (which also takes
 * the link's one answer): the form's checks against the record, no account as its author, marked
 * 'via länk' with the assessor's workplace (decision 227). The delmål and examinations are the
 * request's; one retired since the request was made may stay.
 */
export async function fileStructuredAssessmentByLink(
  tx: Db,
  doctorId: string,
  input: TStructuredAssessmentInput,
  assessorWorkplace: string,
) {
  await checkAgainstRecord(tx, doctorId, input, input.examinationIds);
  const row = await insertAssessmentRow(tx, {
    id: crypto.randomUUID(),
    stDoctorId: doctorId,
    ...columnsOf(input),
    recordedBy: null,
    selfEntered: false,
    viaLink: true,
    assessorWorkplace,
  });
  const { permissions: _p, ...assessment } = toAssessmentData(row);
  await writeAudit(tx, {
    actorId: null,
    subjectUserId: doctorId,
    action: "create",
    entity: AUDIT_ENTITY,
    entityId: row.id,
    after: assessment,
  });
  return assessment;
}

/** The doctor's assessment, locked, once the actor may change it; 404 when it is not there. */
async function lockForChange(tx: Db, actor: SessionActor, doctorId: string, id: string) {
  const row = await lockAssessmentRow(tx, doctorId, id);
  // Someone who may not read the record learns nothing of what it holds.
  if (!row) {
    authorize(actor, { type: "structured-assessments:record", doctorId });
    throw notFound(M.notFound);
  }
  authorize(actor, {
    type: "structured-assessments:change",
    doctorId,
    recordedBy: row.recordedBy,
  });
  return row;
}

export async function updateStructuredAssessment(
  db: Db,
  actor: SessionActor,
  doctorId: string,
  id: string,
  { version, ...input }: TStructuredAssessmentInput & { version: number },
) {
  await requireAssessable(db, actor, doctorId);
  return db.transaction(async (tx) => {
    const before = await lockForChange(tx, actor, doctorId, id);
    if (before.version !== version) throw staleWrite(M.staleWrite);
    await checkAgainstRecord(tx, doctorId, input, before.examinationIds);
    const row = await updateAssessmentRow(tx, id, version, columnsOf(input));
    if (!row) throw staleWrite(M.staleWrite);
    const assessment = toAssessment(actor, row);
    await writeAudit(tx, {
      actorId: actor.id,
      subjectUserId: doctorId,
      action: "update",
      entity: AUDIT_ENTITY,
      entityId: id,
      before: audited(toAssessment(actor, before)),
      after: audited(assessment),
    });
    return { message: M.updated, assessment };
  });
}

export async function deleteStructuredAssessment(
  db: Db,
  actor: SessionActor,
  doctorId: string,
  id: string,
) {
  await requireAssessable(db, actor, doctorId);
  return db.transaction(async (tx) => {
    const before = await lockForChange(tx, actor, doctorId, id);
    await deleteAssessmentRow(tx, id);
    await writeAudit(tx, {
      actorId: actor.id,
      subjectUserId: doctorId,
      action: "delete",
      entity: AUDIT_ENTITY,
      entityId: id,
      before: audited(toAssessment(actor, before)),
      after: null,
    });
    return { message: M.deleted };
  });
}

/** The doctor's assessments as evidence for the application (no access check: the caller did). */
export async function listEvidenceFacts(db: Db, doctorId: string) {
  return (await listAssessmentRows(db, doctorId)).map((row) => ({
    id: row.id,
    kind: row.kind as TStructuredAssessment["kind"],
    date: row.assessmentDate,
    goalIds: row.goalIds,
    examinationIds: row.examinationIds,
  }));
}

/** For the personal data export: the doctor's assessments as stored (the caller checked access). */
export function listAssessmentsForExport(db: Db, doctorId: string) {
  return listAssessmentRows(db, doctorId);
}

import type { z } from "zod";
import { SIGNING_RIGHTS_MESSAGES as M } from "../../../shared/messages/signing-rights";
import { dedupeSpecialistNames } from "../../../shared/rules/assessment-list";
import { compareDates, isoDateInTimeZone } from "../../../shared/rules/dates";
import { formatDate } from "../../../shared/rules/display-dates";
import {
  defaultEvaluationPeriod,
  evaluationExaminationId,
  type FinalDecision,
  finalDecisionUpdate,
} from "../../../shared/rules/signing-rights";
import type {
  TSigningRightsEvaluation,
  TSigningRightsOptions,
  TSpecialistAssessment,
  ZCreateSpecialistAssessmentRequestSchema,
  ZEvaluationStatusRequestSchema,
  ZFinalDecisionRequestSchema,
} from "../../../shared/schemas/signing-rights";
import type { SessionActor } from "../../context";
import type { Db } from "../../db/client";
import { badRequest, conflict, notFound } from "../../lib/errors";
import { assessableDoctorsWhere } from "../../policy";
import { redactAuditEntries, writeAudit } from "../audit";
import { firstSpellingOf, insertAssessment, latestSpecialistNames } from "./assessments.repo";
import { toAssessment, toEvaluation, toPerson } from "./signing-rights.mappers";
import {
  activeEvaluationFor,
  catalogueGroups,
  deleteEvaluation,
  type EvaluationRow,
  findActiveDoctor,
  findEvaluation,
  listActiveDoctors,
  listEvaluations,
  lockEvaluation,
  touchEvaluation,
  updateEvaluation,
} from "./signing-rights.repo";

/** Audit entities; Historik leaves them out, as the doctor does not see evaluations (decision 137). */
const AUDIT_EVALUATION = "signing-rights-evaluation";
const AUDIT_ASSESSMENT = "signing-rights-assessment";

/** What the audit entries of a deleted evaluation and its assessments keep: ids only. */
const AUDIT_IDS_KEPT = ["id", "evaluationId", "stDoctorId", "procedureType"] as const;

/** Rows scanned for the 20 distinct suggestions: duplicates are common, a scan is cheap. */
const NAME_SCAN = 500;

const today = () => isoDateInTimeZone(new Date());

/** The evaluation, locked for the rest of the transaction; 404 when it is gone. */
async function lockedEvaluation(tx: Db, id: string): Promise<EvaluationRow> {
  const row = await lockEvaluation(tx, id);
  if (!row) throw notFound(M.evaluationNotFound);
  return row;
}

/**
 * Refuses an evaluation of a doctor outside the actor's clinics as "not found", exactly as an
 * unknown id (decision 231).
 */
export async function requireEvaluationInScope(db: Db, actor: SessionActor, id: string) {
  const found = await findEvaluation(db, id, assessableDoctorsWhere(actor));
  if (!found) throw notFound(M.evaluationNotFound);
  return found;
}

async function requireEvaluation(db: Db, id: string): Promise<TSigningRightsEvaluation> {
  const found = await findEvaluation(db, id);
  if (!found) throw notFound(M.evaluationNotFound);
  return toEvaluation(found);
}

/** The doctors of the actor's clinics (decision 231), and the names assessors have used. */
export async function getOptions(db: Db, actor: SessionActor): Promise<TSigningRightsOptions> {
  const [doctors, names] = await Promise.all([
    listActiveDoctors(db, assessableDoctorsWhere(actor)),
    latestSpecialistNames(db, NAME_SCAN),
  ]);
  return { doctors: doctors.map(toPerson), specialistNames: dedupeSpecialistNames(names) };
}

/** The evaluations of the doctors of the actor's clinics (decision 231). */
export async function listAllEvaluations(
  db: Db,
  actor: SessionActor,
): Promise<TSigningRightsEvaluation[]> {
  return (await listEvaluations(db, assessableDoctorsWhere(actor))).map(toEvaluation);
}

type CreateAssessment = z.output<typeof ZCreateSpecialistAssessmentRequestSchema>;

/** Who files an assessment: a signed-in account, or an assessor through a one-time link. */
type AssessmentAuthor =
  | { actorId: string; viaLink?: undefined }
  | { actorId: null; viaLink: { assessorRole: string; assessorWorkplace: string } };

/**
 * Files the assessment under the doctor's active evaluation of the examination (an examination in
 * several matrix columns is one), starting one (today to 90 days ahead) when there is none; both
 * in one transaction with their audit entries.
 */
export async function createAssessment(
  db: Db,
  actor: SessionActor,
  input: CreateAssessment,
): Promise<{ assessment: TSpecialistAssessment; evaluation: TSigningRightsEvaluation }> {
  // A doctor of another clinic is unknown here, as any id that is no doctor (decision 231).
  if (!(await findActiveDoctor(db, input.stDoctorId, assessableDoctorsWhere(actor))))
    throw badRequest(M.unknownDoctor, "stDoctorId");
  return db.transaction((tx) => fileAssessment(tx, { actorId: actor.id }, input));
}

/**
 * The assessment as the form makes it, within the caller's transaction: the same rules, whoever
 * files it (the form, or an answer by link, decision 213).
 */
export async function fileAssessment(
  tx: Db,
  author: AssessmentAuthor,
  input: CreateAssessment,
): Promise<{ assessment: TSpecialistAssessment; evaluation: TSigningRightsEvaluation }> {
  const now = today();
  if (compareDates(input.evaluationDate, now) > 0) {
    throw badRequest(M.futureDate, "evaluationDate");
  }
  const doctor = await findActiveDoctor(tx, input.stDoctorId);
  if (!doctor) throw badRequest(M.unknownDoctor, "stDoctorId");
  // An assessment is of work done in ST: a date before its start is a typing slip (decision 179).
  if (doctor.stStartDate && compareDates(input.evaluationDate, doctor.stStartDate) < 0) {
    throw badRequest(M.beforeStStart(formatDate(doctor.stStartDate)), "evaluationDate");
  }
  const procedureType = evaluationExaminationId(await catalogueGroups(tx), input.procedureId);
  if (!procedureType) throw badRequest(M.unknownExamination, "procedureId");
  const { row: evaluation, created } = await activeEvaluationFor(tx, {
    id: crypto.randomUUID(),
    stDoctorId: input.stDoctorId,
    procedureType,
    ...defaultEvaluationPeriod(now),
    createdBy: author.actorId,
  });
  if (created) {
    await writeAudit(tx, {
      actorId: author.actorId,
      subjectUserId: input.stDoctorId,
      action: "create",
      entity: AUDIT_EVALUATION,
      entityId: evaluation.id,
      after: evaluation,
    });
  } else {
    await touchEvaluation(tx, evaluation.id);
  }
  const row = await insertAssessment(tx, {
    id: crypto.randomUUID(),
    signingRightsEvaluationId: evaluation.id,
    specialistId: author.actorId,
    stDoctorId: input.stDoctorId,
    evaluationDate: input.evaluationDate,
    examinationId: input.examinationId,
    evaluationResult: input.evaluationResult,
    comments: input.comments,
    caseDifficulty: input.caseDifficulty,
    overallAssessment: input.overallAssessment ?? null,
    stDoctorConfidence: input.stDoctorConfidence,
    // A name typed again in other letters is the same specialist (spec section 5).
    specialistName: (await firstSpellingOf(tx, input.specialistName)) ?? input.specialistName,
    ...(author.viaLink ? { viaLink: true, ...author.viaLink } : {}),
  });
  const assessment = toAssessment(row);
  await writeAudit(tx, {
    actorId: author.actorId,
    subjectUserId: input.stDoctorId,
    action: "create",
    entity: AUDIT_ASSESSMENT,
    entityId: row.id,
    after: assessment,
  });
  return { assessment, evaluation: await requireEvaluation(tx, evaluation.id) };
}

/**
 * Runs `change` on the locked evaluation when `allowed` says its current state permits it, and
 * audits before and after: the state is read under the lock, so two reviewers deciding at once
 * cannot both succeed.
 */
async function changeEvaluation(
  db: Db,
  actor: SessionActor,
  id: string,
  check: (row: EvaluationRow) => string | null,
  changes: Parameters<typeof updateEvaluation>[2],
): Promise<TSigningRightsEvaluation> {
  await requireEvaluationInScope(db, actor, id);
  return db.transaction(async (tx) => {
    const before = await lockedEvaluation(tx, id);
    const refusal = check(before);
    if (refusal) throw conflict(refusal);
    await updateEvaluation(tx, id, changes);
    const after = await requireEvaluation(tx, id);
    await writeAudit(tx, {
      actorId: actor.id,
      subjectUserId: before.stDoctorId,
      action: "update",
      entity: AUDIT_EVALUATION,
      entityId: id,
      before,
      after,
    });
    return after;
  });
}

/** Closes an active evaluation ('Klar') so a decision can be made, or cancels it (decision 132). */
export function setEvaluationStatus(
  db: Db,
  actor: SessionActor,
  id: string,
  { status }: z.output<typeof ZEvaluationStatusRequestSchema>,
): Promise<TSigningRightsEvaluation> {
  return changeEvaluation(db, actor, id, (row) => (row.status === "active" ? null : M.notActive), {
    status,
  });
}

export function decideEvaluation(
  db: Db,
  actor: SessionActor,
  id: string,
  { decision, notes }: z.output<typeof ZFinalDecisionRequestSchema>,
): Promise<TSigningRightsEvaluation> {
  return changeEvaluation(
    db,
    actor,
    id,
    (row) => {
      if (row.finalDecision) return M.alreadyDecided;
      return row.status === "completed" ? null : M.notCompleted;
    },
    finalDecisionUpdate(decision as FinalDecision, notes, today()),
  );
}

/**
 * An administrator's deletion: the assessments go first, with the evaluation, in one transaction.
 * Their audit entries keep only ids (decision 168), so no comment, note, examination ID or
 * specialist's name outlives the deletion there. Answers how many assessments went.
 */
export async function removeEvaluation(db: Db, actor: SessionActor, id: string): Promise<number> {
  await requireEvaluationInScope(db, actor, id);
  return db.transaction(async (tx) => {
    const before = await lockedEvaluation(tx, id);
    const assessmentIds = await deleteEvaluation(tx, id);
    await redactAuditEntries(tx, AUDIT_EVALUATION, [id], AUDIT_IDS_KEPT);
    await redactAuditEntries(tx, AUDIT_ASSESSMENT, assessmentIds, AUDIT_IDS_KEPT);
    await writeAudit(tx, {
      actorId: actor.id,
      subjectUserId: before.stDoctorId,
      action: "delete",
      entity: AUDIT_EVALUATION,
      entityId: id,
      before: {
        id,
        stDoctorId: before.stDoctorId,
        procedureType: before.procedureType,
        assessmentsRemoved: assessmentIds.length,
      },
      after: null,
    });
    return assessmentIds.length;
  });
}

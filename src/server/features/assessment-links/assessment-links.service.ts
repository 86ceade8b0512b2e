import { createHash, randomBytes } from "node:crypto";
import type { z } from "zod";
import { ASSESSMENT_LINK_MESSAGES as M } from "../../../shared/messages/assessment-links";
import { displayName } from "../../../shared/roles";
import {
  assessmentLinkOf,
  isRevocable,
  isWellFormedToken,
  linkExpiry,
  type RequestState,
  requestState,
} from "../../../shared/rules/assessment-requests";
import type {
  AssessmentLinkKind,
  TAssessmentLink,
  TOpenedAssessmentLink,
  ZAnswerAssessmentLinkSchema,
  ZCreateAssessmentLinkRequestSchema,
} from "../../../shared/schemas/assessment-links";
import {
  LINK_TOKEN_THROTTLE,
  linkTokenAddressKey,
  releaseAttempt,
  reserveAttempt,
} from "../../auth/sign-in-throttle";
import type { SessionActor } from "../../context";
import type { Db } from "../../db/client";
import { databaseErrorCode } from "../../db/errors";
import type { Deps } from "../../deps";
import { AppError, badRequest, conflict, notFound } from "../../lib/errors";
import { accessibleDoctorsWhere, authorize } from "../../policy";
import { findStDoctor } from "../access";
import { certificateForSigner, certificateToRequest, signCertificateByLink } from "../application";
import { writeAudit } from "../audit";
import { findSpecialty } from "../catalogue";
import { fileAssessment } from "../signing-rights";
import { checkLinkTargets, fileStructuredAssessmentByLink } from "../structured-assessments";
import {
  claimAnswer,
  doctorName,
  findByTokenHash,
  findExamination,
  findRequest,
  goalTitles,
  insertRequest,
  isAssignedSupervisor,
  listRequests,
  markOpened,
  markRevoked,
  type RequestRow,
  type RequestWithNames,
  setAnswerAssessment,
} from "./assessment-links.repo";

/** Audit entity of requests; the doctor's Historik shows them with the rest of the record. */
const AUDIT_REQUEST = "assessment-request";

/** The hash the token is found by; the token itself is never stored (decision 213). */
const hashToken = (token: string) => createHash("sha256").update(token).digest("hex");

/** The clock of the lifecycle: the JavaScript one, so a test can move it. */
const clock = () => new Date();

/** What the audit log keeps of a request: never the token's hash, which could be tried offline. */
function auditView(row: RequestRow) {
  return {
    id: row.id,
    stDoctorId: row.stDoctorId,
    kind: row.kind,
    procedureId: row.procedureId,
    goalIds: row.goalIds,
    certificateActivity: row.certificateActivity,
    assessorEmail: row.assessorEmail,
    expiresAt: row.expiresAt.toISOString(),
    openedAt: row.openedAt?.toISOString() ?? null,
    answeredAt: row.answeredAt?.toISOString() ?? null,
    revokedAt: row.revokedAt?.toISOString() ?? null,
    assessorName: row.assessorName,
    assessmentId: row.assessmentId,
    structuredAssessmentId: row.structuredAssessmentId,
  };
}

function toLink({ request: r, examinationName, requester }: RequestWithNames): TAssessmentLink {
  return {
    id: r.id,
    stDoctorId: r.stDoctorId,
    kind: r.kind as AssessmentLinkKind,
    procedureId: r.procedureId,
    examinationName,
    goalIds: r.goalIds,
    certificateLabel: r.certificateLabel,
    certificateActivity: r.certificateActivity,
    assessorEmail: r.assessorEmail,
    state: requestState(r, clock()),
    createdAt: r.createdAt.toISOString(),
    expiresAt: r.expiresAt.toISOString(),
    openedAt: r.openedAt?.toISOString() ?? null,
    answeredAt: r.answeredAt?.toISOString() ?? null,
    revokedAt: r.revokedAt?.toISOString() ?? null,
    assessorName: r.assessorName,
    requestedBy: requester?.email ? displayName(requester) : null,
  };
}

/** The policy's question for a request about this doctor (decision 214). */
async function authorizeFor(db: Db, actor: SessionActor, doctorId: string) {
  const supervisesDoctor =
    actor.role === "SUPERVISOR" && (await isAssignedSupervisor(db, actor.id, doctorId));
  authorize(actor, { type: "assessment-links:request", doctorId, supervisesDoctor });
}

type CreateInput = z.output<typeof ZCreateAssessmentLinkRequestSchema>;

export async function createRequest(
  { db, mailer, config, logger }: Pick<Deps, "db" | "mailer" | "config" | "logger">,
  actor: SessionActor,
  input: CreateInput,
) {
  await authorizeFor(db, actor, input.stDoctorId);
  // A doctor of another clinic is unknown here, as any id that is no doctor (decision 231).
  const doctor = await findStDoctor(db, input.stDoctorId, accessibleDoctorsWhere(actor, "view"));
  if (!doctor?.isActive) throw badRequest(M.unknownDoctor, "stDoctorId");
  const examination = input.procedureId ? await findExamination(db, input.procedureId) : undefined;
  if (input.procedureId && !examination) throw badRequest(M.unknownExamination, "procedureId");
  // The create schema requires a certificate's id for its kind.
  const certificate =
    input.kind === "certificate"
      ? await certificateToRequest(db, doctor.id, input.certificateId ?? "")
      : undefined;
  if (input.kind !== "signing-rights" && input.kind !== "certificate") {
    // The same delmål and examinations the structured form would take for this doctor.
    await checkLinkTargets(db, doctor.id, {
      goalIds: input.goalIds,
      examinationIds: examination ? [examination.id] : [],
    });
  }
  const token = randomBytes(32).toString("base64url");
  const now = clock();
  const created = await db.transaction(async (tx) => {
    const row = await insertRequest(tx, {
      id: crypto.randomUUID(),
      stDoctorId: doctor.id,
      requestedBy: actor.id,
      kind: input.kind,
      procedureId: examination?.id ?? null,
      goalIds: input.kind === "signing-rights" ? [] : input.goalIds,
      certificateActivity: certificate?.activity ?? null,
      certificateLabel: certificate?.label ?? null,
      assessorEmail: input.assessorEmail,
      tokenHash: hashToken(token),
      createdAt: now,
      expiresAt: linkExpiry(now),
    });
    await writeAudit(tx, {
      actorId: actor.id,
      subjectUserId: doctor.id,
      action: "create",
      entity: AUDIT_REQUEST,
      entityId: row.request.id,
      after: auditView(row.request),
    });
    return row;
  });
  const link = assessmentLinkOf(config.publicUrl, token);
  let mailed = false;
  if (input.assessorEmail) {
    try {
      await mailer.send({
        to: input.assessorEmail,
        subject: M.mailSubject,
        text: M.mailText(
          displayName(doctor),
          [M.kinds[input.kind], examination?.name, certificate?.label].filter(Boolean).join(", "),
          link,
        ),
      });
      mailed = true;
    } catch (error) {
      // The request stands: the page shows the link and the code to pass on by hand.
      logger.warn({ err: (error as Error).message, requestId: created.request.id }, "mail failed");
    }
  }
  // Loaded at the first link, not at every start of the server.
  const { default: QRCode } = await import("qrcode");
  const qrSvg = await QRCode.toString(link, { type: "svg", errorCorrectionLevel: "M", margin: 2 });
  return { request: toLink(created), link, qrSvg, mailed };
}

export async function listForDoctor(db: Db, actor: SessionActor, doctorId: string) {
  await authorizeFor(db, actor, doctorId);
  // Another clinic's doctor has no requests to show, as an unknown id (decision 231).
  if (!(await findStDoctor(db, doctorId, accessibleDoctorsWhere(actor, "view")))) return [];
  return (await listRequests(db, doctorId)).map(toLink);
}

export async function revokeRequest(db: Db, actor: SessionActor, id: string) {
  const found = await findRequest(db, id);
  if (!found) throw notFound(M.requestNotFound);
  await authorizeFor(db, actor, found.request.stDoctorId);
  if (!(await findStDoctor(db, found.request.stDoctorId, accessibleDoctorsWhere(actor, "view"))))
    throw notFound(M.requestNotFound);
  return db.transaction(async (tx) => {
    const now = clock();
    if (!isRevocable(found.request, now) || !(await markRevoked(tx, id, now)))
      throw conflict(M.notRevocable);
    const after = await findRequest(tx, id);
    if (!after) throw notFound(M.requestNotFound);
    await writeAudit(tx, {
      actorId: actor.id,
      subjectUserId: found.request.stDoctorId,
      action: "update",
      entity: AUDIT_REQUEST,
      entityId: id,
      before: auditView(found.request),
      after: auditView(after.request),
    });
    return toLink(after);
  });
}

const CLOSED_MESSAGES: Record<Exclude<RequestState, "sent" | "opened">, string> = {
  answered: M.linkAnswered,
  expired: M.linkExpired,
  revoked: M.linkRevoked,
};

/**
 * The request a token opens. Each try is counted for the client's address first, and a token
 * that names a request gives its try back: only wrong tokens use up the minute's allowance
 * (decision 215). An unknown token and an altered one get the same answer.
 */
async function requestForToken(db: Db, token: string, address: string): Promise<RequestRow> {
  const key = linkTokenAddressKey(address);
  const wait = await reserveAttempt(
    db,
    key,
    LINK_TOKEN_THROTTLE.perAddress,
    LINK_TOKEN_THROTTLE.windowMinutes,
  );
  if (wait > 0) throw new AppError(429, M.tooManyTries(wait), "TOO_MANY_ATTEMPTS");
  const row = isWellFormedToken(token) ? await findByTokenHash(db, hashToken(token)) : undefined;
  if (!row) throw notFound(M.linkUnknown);
  await releaseAttempt(db, key);
  return row;
}

export async function openLink(
  db: Db,
  token: string,
  address: string,
): Promise<TOpenedAssessmentLink> {
  const row = await requestForToken(db, token, address);
  const now = clock();
  const state = requestState(row, now);
  if (state !== "sent" && state !== "opened") {
    return { status: state, message: CLOSED_MESSAGES[state] };
  }
  if (state === "sent") {
    await db.transaction(async (tx) => {
      if (!(await markOpened(tx, row.id, now))) return;
      await writeAudit(tx, {
        actorId: null,
        subjectUserId: row.stDoctorId,
        action: "update",
        entity: AUDIT_REQUEST,
        entityId: row.id,
        before: auditView(row),
        after: auditView({ ...row, openedAt: now }),
      });
    });
  }
  const certificate = row.certificateActivity
    ? await certificateForSigner(db, row.stDoctorId, row.certificateActivity)
    : undefined;
  if (row.kind === "certificate" && !certificate) {
    return { status: "gone", message: M.certificateGone };
  }
  const [doctor, named, goals] = await Promise.all([
    doctorName(db, row.stDoctorId),
    findRequest(db, row.id),
    findSpecialty(db, row.stDoctorId).then((specialty) =>
      goalTitles(db, specialty, certificate?.goalIds ?? row.goalIds),
    ),
  ]);
  return {
    status: "open",
    kind: row.kind as AssessmentLinkKind,
    doctorName: doctor ? displayName(doctor) : "",
    examinationName: named?.examinationName ?? null,
    goals,
    certificate: certificate?.certificate ?? null,
    expiresAt: row.expiresAt.toISOString(),
  };
}

type AnswerInput = z.output<typeof ZAnswerAssessmentLinkSchema>;

/**
 * Files the answer as the form it stands for would (signing-rights, or Mini-CEX, DOPS or CbD),
 * in one transaction with taking the link's one answer: a refused assessment leaves the link
 * open, and two sends at once give one row. The same send again (its key) is told it succeeded;
 * any other send on a used link is refused.
 */
export async function answerLink(db: Db, input: AnswerInput, address: string) {
  const found = await requestForToken(db, input.token, address);
  await inOneGo(db, async (tx) => {
    const row = await findByTokenHash(tx, found.tokenHash, true);
    if (!row) throw notFound(M.linkUnknown);
    if (row.answeredAt && row.answerKey === input.clientKey) return;
    const now = clock();
    const state = requestState(row, now);
    if (state !== "sent" && state !== "opened") throw conflict(CLOSED_MESSAGES[state]);
    if (input.kind !== row.kind) throw badRequest(M.kindMismatch, "kind");
    const assessorName =
      input.kind === "signing-rights" ? input.specialistName : input.assessorName;
    const claimed = await claimAnswer(tx, row.id, now, {
      answerKey: input.clientKey,
      assessorName,
    });
    if (!claimed) throw conflict(M.linkAnswered);
    const filed = await fileAnswer(tx, row, input);
    if (filed) await setAnswerAssessment(tx, row.id, filed);
    await writeAudit(tx, {
      actorId: null,
      subjectUserId: row.stDoctorId,
      action: "update",
      entity: AUDIT_REQUEST,
      entityId: row.id,
      before: auditView(row),
      after: auditView({ ...claimed, ...filed }),
    });
  });
  return { ok: true as const };
}

/**
 * A certificate first stored by this answer while the doctor stores it too: the unique index on
 * its activities lets one in, and this answer is refused whole, as if it came a moment later.
 */
async function inOneGo(db: Db, write: (tx: Db) => Promise<void>) {
  try {
    await db.transaction(write);
  } catch (error) {
    if (databaseErrorCode(error) === "23505") throw conflict(M.certificateChanged);
    throw error;
  }
}

/** The answer on the doctor's record, in the answer's transaction; which row it made. */
async function fileAnswer(tx: Db, row: RequestRow, input: AnswerInput) {
  if (input.kind === "certificate") {
    // The create schema requires a certificate request to name an activity on it.
    if (!row.certificateActivity) throw new Error("A certificate request without its activity");
    await signCertificateByLink(tx, row.stDoctorId, row.certificateActivity, {
      requestId: row.id,
      name: input.assessorName,
      specialty: input.assessorSpecialty,
      workplace: input.assessorWorkplace,
    });
    // The certificate's own mark points at the request (decision 228).
    return undefined;
  }
  if (input.kind === "signing-rights") {
    const {
      token: _t,
      clientKey: _k,
      kind: _kind,
      assessorRole,
      assessorWorkplace,
      ...fields
    } = input;
    // The create schema requires a signing-rights request to name its examination.
    if (!row.procedureId) throw new Error("A signing-rights request without its examination");
    const { assessment } = await fileAssessment(
      tx,
      { actorId: null, viaLink: { assessorRole, assessorWorkplace } },
      { ...fields, stDoctorId: row.stDoctorId, procedureId: row.procedureId },
    );
    return { assessmentId: assessment.id };
  }
  const { token: _t, clientKey: _k, assessorWorkplace, ...fields } = input;
  const assessment = await fileStructuredAssessmentByLink(
    tx,
    row.stDoctorId,
    {
      ...fields,
      goalIds: row.goalIds,
      examinationIds: row.procedureId ? [row.procedureId] : [],
    },
    assessorWorkplace,
  );
  return { structuredAssessmentId: assessment.id };
}

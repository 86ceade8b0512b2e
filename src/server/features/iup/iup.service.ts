import { IUP_MESSAGES as M } from "../../../shared/messages/iup";
import { RECORD_MESSAGES } from "../../../shared/messages/records";
import { displayName } from "../../../shared/roles";
import { iupFollowUpStatus } from "../../../shared/rules/iup-follow-up";
import type { TDoctorRecord } from "../../../shared/schemas/doctor-record";
import type {
  TCreateIupRevisionRequest,
  TIup,
  TIupContent,
  TIupRevision,
  TSaveIupDraftRequest,
} from "../../../shared/schemas/iup";
import type { SessionActor } from "../../context";
import type { Db } from "../../db/client";
import { databaseErrorCode } from "../../db/errors";
import { badRequest, notFound, staleWrite } from "../../lib/errors";
import { authorize, can, requireDoctorAccess } from "../../policy";
import { writeAudit } from "../audit";
import { listGoalCatalogue, loadActiveCatalogue } from "../catalogue";
import { getRecord } from "../records";
import { mainSupervisorsOf } from "../users";
import {
  acknowledgeRevision,
  insertRevision,
  listRevisions,
  lockLatestRevision,
  revisionExists,
  type StoredRevision,
  updateDraft,
  withFollowUpDates,
} from "./iup.repo";

const UNIQUE_VIOLATION = "23505";

function followUpsOf(dates: readonly string[], today: string) {
  const { next, passed } = iupFollowUpStatus(dates, today);
  return { nextFollowUp: next, passedFollowUp: passed };
}

function toDto(row: StoredRevision): TIupRevision {
  const doctorAck = row.doctorAckAt
    ? { name: row.doctorAckName ?? "", at: row.doctorAckAt.toISOString() }
    : null;
  const supervisorAck = row.supervisorAckAt
    ? { name: row.supervisorAckName ?? "", at: row.supervisorAckAt.toISOString() }
    : null;
  const acks = [doctorAck, supervisorAck].filter(Boolean).length;
  return {
    id: row.id,
    number: row.number,
    authorName: row.authorName,
    revisionDate: row.revisionDate,
    background: row.background,
    goalsText: row.goalsText,
    goalIds: row.goalIds,
    examinationIds: row.examinationIds,
    activitiesText: row.activitiesText,
    activityLinks: row.activityLinks as TIupRevision["activityLinks"],
    mainSupervisorName: row.mainSupervisorName,
    otherSupervisorNames: row.otherSupervisorNames,
    meetingFrequency: row.meetingFrequency,
    supervisionText: row.supervisionText,
    assessmentText: row.assessmentText,
    followUpDates: row.followUpDates,
    followUpText: row.followUpText,
    doctorAcknowledgement: doctorAck,
    supervisorAcknowledgement: supervisorAck,
    state: acks === 0 ? "draft" : acks === 1 ? "partly" : "acknowledged",
    version: row.version,
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** As whom the actor acknowledges the doctor's IUP, if they may at all (decision 199). */
function acknowledgesAs(
  actor: SessionActor,
  doctorId: string,
  mainSupervisorId: string | null,
): "doctor" | "supervisor" | null {
  if (!can(actor, { type: "iup:acknowledge", doctorId, mainSupervisorId })) return null;
  return actor.id === doctorId ? "doctor" : "supervisor";
}

/** The IUP as the page shows it: every revision, the main supervisor, the next follow-up. */
export async function getIup(db: Db, actor: SessionActor, doctorId: string): Promise<TIup> {
  const record = await getRecord(db, actor, doctorId);
  return iupOf(db, actor, record);
}

async function iupOf(db: Db, actor: SessionActor, record: TDoctorRecord): Promise<TIup> {
  const doctorId = record.doctor.id;
  const revisions = (await listRevisions(db, doctorId)).map(toDto);
  const main = (await mainSupervisorsOf(db, [doctorId])).get(doctorId);
  const latest = revisions[0];
  const as = acknowledgesAs(actor, doctorId, main?.id ?? null);
  const ackOfSide =
    as === "doctor" ? latest?.doctorAcknowledgement : latest?.supervisorAcknowledgement;
  return {
    revisions,
    mainSupervisor: main ? { id: main.id, displayName: main.displayName } : null,
    ...followUpsOf(latest?.followUpDates ?? [], record.today),
    permissions: {
      canEdit: record.permissions.canEdit,
      canAcknowledgeAs: as && latest && !ackOfSide ? as : null,
    },
  };
}

/**
 * Refuses content that names what the record cannot hold (decision 199): a follow-up before the
 * revision's date, a delmål of the other model, an examination not in use, an activity gone.
 */
async function checkContent(db: Db, record: TDoctorRecord, content: TIupContent) {
  const early = content.followUpDates.find((d) => d < content.revisionDate);
  if (early) throw badRequest(M.followUpBeforeRevision(early), "followUpDates");
  const model = record.formalities.stModel;
  if (content.goalIds.length > 0) {
    if (model === "UNSELECTED") throw badRequest(M.modelRequired, "goalIds");
    const own = new Set(
      (await listGoalCatalogue(db, record.formalities.specialty))
        .filter((g) => g.model === model)
        .map((g) => g.id),
    );
    const foreign = content.goalIds.find((id) => !own.has(id));
    if (foreign) throw badRequest(M.goalOfOtherModel(foreign), "goalIds");
  }
  if (content.examinationIds.length > 0) {
    const inUse = new Set((await loadActiveCatalogue(db)).map((e) => e.id));
    const gone = content.examinationIds.find((id) => !inUse.has(id));
    if (gone) throw badRequest(M.examinationNotInUse(gone), "examinationIds");
  }
  const items: Record<string, readonly { id: string }[]> = {
    rotation: record.rotations,
    course: record.courses,
    "sit-in": record.sitIns,
    development: record.developmentWorks,
  };
  const missing = content.activityLinks.some(
    (link) => !items[link.type]?.some((item) => item.id === link.id),
  );
  if (missing) throw badRequest(M.activityNotFound, "activityLinks");
}

/** A write in one transaction; a racing revision of the same number is a stale write. */
async function inOneGo<T>(db: Db, write: (tx: Db) => Promise<T>): Promise<T> {
  try {
    return await db.transaction(write);
  } catch (error) {
    if (databaseErrorCode(error) === UNIQUE_VIOLATION) throw staleWrite(M.draftExists);
    throw error;
  }
}

const authorOf = (actor: SessionActor) => ({ id: actor.id, name: displayName(actor) });

/**
 * Starts the next revision as a draft. Only on top of the latest one, and only when that one is
 * acknowledged by someone (or there is none): a draft is saved over instead (decision 199).
 */
export async function createRevision(
  db: Db,
  actor: SessionActor,
  doctorId: string,
  input: TCreateIupRevisionRequest,
) {
  await requireDoctorAccess(db, actor, "edit", doctorId);
  const record = await getRecord(db, actor, doctorId);
  const { basedOnRevisionId, ...content } = input;
  await checkContent(db, record, content);
  const number = await inOneGo(db, async (tx) => {
    const latest = await lockLatestRevision(tx, doctorId);
    if ((latest?.id ?? null) !== basedOnRevisionId) throw staleWrite(RECORD_MESSAGES.staleWrite);
    if (latest && !latest.doctorAckAt && !latest.supervisorAckAt) throw staleWrite(M.draftExists);
    const next = (latest?.number ?? 0) + 1;
    const id = await insertRevision(tx, doctorId, next, authorOf(actor), content);
    await writeAudit(tx, {
      actorId: actor.id,
      subjectUserId: doctorId,
      entity: "iup-revision",
      entityId: id,
      action: "create",
      before: null,
      after: { number: next, ...content },
    });
    return next;
  });
  return { message: M.newRevision(number), iup: await iupOf(db, actor, record) };
}

/** Saves over the latest revision while it is a draft nobody has acknowledged. */
export async function saveDraft(
  db: Db,
  actor: SessionActor,
  doctorId: string,
  revisionId: string,
  input: TSaveIupDraftRequest,
) {
  await requireDoctorAccess(db, actor, "edit", doctorId);
  const record = await getRecord(db, actor, doctorId);
  const { version, ...content } = input;
  await checkContent(db, record, content);
  await inOneGo(db, async (tx) => {
    // Only the latest revision is ever saved over: read it alone, with its dates for the audit.
    const latest = await lockLatestRevision(tx, doctorId);
    if (!latest || latest.id !== revisionId) {
      if (!(await revisionExists(tx, doctorId, revisionId))) throw notFound(M.revisionNotFound);
      throw staleWrite(M.acknowledgedCannotChange);
    }
    const [before] = await withFollowUpDates(tx, [latest]);
    if (!before || before.doctorAckAt || before.supervisorAckAt)
      throw staleWrite(M.acknowledgedCannotChange);
    if (!(await updateDraft(tx, doctorId, revisionId, version, authorOf(actor), content)))
      throw staleWrite(RECORD_MESSAGES.staleWrite);
    await writeAudit(tx, {
      actorId: actor.id,
      subjectUserId: doctorId,
      entity: "iup-revision",
      entityId: revisionId,
      action: "update",
      before: toDto(before),
      after: content,
    });
  });
  return { message: M.saved, iup: await iupOf(db, actor, record) };
}

/** 'Godkänd' on the latest revision by the doctor or the main supervisor, as it was seen. */
export async function acknowledge(
  db: Db,
  actor: SessionActor,
  doctorId: string,
  revisionId: string,
  version: number,
) {
  const main = (await mainSupervisorsOf(db, [doctorId])).get(doctorId);
  authorize(actor, { type: "iup:acknowledge", doctorId, mainSupervisorId: main?.id ?? null });
  const record = await getRecord(db, actor, doctorId);
  const as = actor.id === doctorId ? "doctor" : "supervisor";
  await db.transaction(async (tx) => {
    const latest = await lockLatestRevision(tx, doctorId);
    if (!latest) throw notFound(M.revisionNotFound);
    if (latest.id !== revisionId) {
      const exists = await revisionExists(tx, doctorId, revisionId);
      if (!exists) throw notFound(M.revisionNotFound);
      throw staleWrite(M.onlyLatest);
    }
    if ((as === "doctor" ? latest.doctorAckAt : latest.supervisorAckAt) !== null)
      throw staleWrite(M.alreadyAcknowledged);
    if (!(await acknowledgeRevision(tx, doctorId, revisionId, version, as, authorOf(actor))))
      throw staleWrite(RECORD_MESSAGES.staleWrite);
    await writeAudit(tx, {
      actorId: actor.id,
      subjectUserId: doctorId,
      entity: "iup-acknowledgement",
      entityId: revisionId,
      action: "create",
      before: null,
      after: { number: latest.number, as, name: displayName(actor) },
    });
  });
  return { message: M.acknowledged, iup: await iupOf(db, actor, record) };
}

/** One revision with what the PDF prints beside it, read as the page reads it. */
export async function revisionForPrint(
  db: Db,
  actor: SessionActor,
  doctorId: string,
  revisionId: string,
) {
  const record = await getRecord(db, actor, doctorId);
  const stored = (await listRevisions(db, doctorId)).find((r) => r.id === revisionId);
  if (!stored) throw notFound(M.revisionNotFound);
  const model = record.formalities.stModel;
  const goals = (await listGoalCatalogue(db, record.formalities.specialty)).filter(
    (g) => g.model === model,
  );
  const catalogue = await loadActiveCatalogue(db);
  return { record, revision: toDto(stored), goals, catalogue };
}

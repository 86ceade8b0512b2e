import { findGoal, isGoalModel, modelOfGoal } from "../../../shared/curriculum/goals";
import { FILE_MESSAGES as M } from "../../../shared/messages/files";
import { RECORD_MESSAGES } from "../../../shared/messages/records";
import { isoDateInTimeZone } from "../../../shared/rules/dates";
import {
  CERTIFICATE_KINDS,
  type CertificateKind,
  type TUploadedFile,
} from "../../../shared/schemas/files";
import type { SessionActor } from "../../context";
import type { Db } from "../../db/client";
import type { Deps } from "../../deps";
import { recordAudit } from "../../lib/audit";
import { badRequest, conflict, notFound } from "../../lib/errors";
import type { FileStore } from "../../lib/file-store";
import { CONTRACT_EXTENSIONS } from "../../lib/file-type";
import type { Logger } from "../../lib/logger";
import { authorize } from "../../policy";
import { findGoalRow } from "../catalogue/goal-catalogue.repo";
import { findStDoctor } from "../users/users.repo";
import {
  type CertificateTarget,
  deleteFileRows,
  ensureContractHolder,
  findFileById,
  findStModel,
  insertCertificateLink,
  insertFileRow,
  isFileReferenced,
  isStoragePathReferenced,
  lockCertificateLink,
  lockContract,
  lockRecordItem,
  setContractLink,
  toUploadedFileDto,
  type UploadedFileRow,
} from "./files.repo";
import { receiveUpload, typeNotAllowed } from "./receive-upload";

/** Best-effort removal after a commit: a leftover file is harmless, a failed request is not. */
export async function removeStoredFiles(
  store: FileStore,
  storagePaths: readonly string[],
  logger?: Logger,
): Promise<void> {
  const results = await Promise.allSettled(storagePaths.map((p) => store.remove(p)));
  results.forEach((result, i) => {
    if (result.status === "rejected") {
      logger?.warn({ storagePath: storagePaths[i], err: result.reason }, "could not remove file");
    }
  });
}

/** Authorises a change to the doctor's record, then checks that the doctor exists. */
async function loadDoctorForEdit(db: Db, actor: SessionActor, doctorId: string) {
  authorize(actor, { type: "doctor:edit", doctorId });
  const doctor = await findStDoctor(db, doctorId);
  if (!doctor) throw notFound(M.doctorNotFound);
  return doctor;
}

// ---------------------------------------------------------------------------------------------
// Upload

export interface UploadResult {
  file: TUploadedFile;
  kind: CertificateKind;
  /** null for the contract. */
  itemId: string | null;
  message: string;
}

function successMessage(kind: CertificateKind): string {
  switch (kind) {
    case "contract":
      return M.contractUploaded;
    case "goal":
      return M.goalCertificateUploaded;
    case "rotation":
    case "course":
      return M.recordCertificateUploaded;
    default:
      return M.certificateUploaded;
  }
}

function isCertificateKind(value: unknown): value is CertificateKind {
  return typeof value === "string" && (CERTIFICATE_KINDS as readonly string[]).includes(value);
}

/** The link an upload or a removal concerns; throws the Swedish 4xx for a bad kind or item id. */
function parseTarget(
  kind: string | null | undefined,
  itemId: string | null | undefined,
): CertificateTarget {
  if (!isCertificateKind(kind)) throw badRequest(M.kindInvalid, "kind");
  if (kind === "contract") {
    // The contract is one per doctor; "contract" is accepted as its item id for uniform URLs.
    const id = itemId?.trim() ?? "";
    if (id !== "" && id !== "contract") throw notFound(M.itemNotFound);
    return { kind };
  }
  const id = itemId?.trim() ?? "";
  if (!id || id.length > 100) throw badRequest(M.itemRequired, "itemId");
  return kind === "goal" ? { kind, goalId: id } : { kind, id };
}

function itemIdOf(target: CertificateTarget): string | null {
  if (target.kind === "contract") return null;
  return target.kind === "goal" ? target.goalId : target.id;
}

/** How Historik names a goal: 'STa1 Titel', with the title as the clinic's catalogue has it now. */
async function goalName(tx: Db, goalId: string): Promise<string | undefined> {
  const goal = await findGoalRow(tx, goalId);
  return goal ? `${goal.id} ${goal.title}` : undefined;
}

/**
 * A goal id must be in the catalogue of the doctor's model (read under a share lock, so a model
 * change waits); before a model is chosen there is none. Returns the goal's name.
 */
async function checkGoalForUpload(tx: Db, doctorId: string, goalId: string): Promise<string> {
  const model = await findStModel(tx, doctorId);
  if (!isGoalModel(model)) {
    if (modelOfGoal(goalId) === undefined) throw notFound(M.goalUnknown);
    throw badRequest(RECORD_MESSAGES.modelRequired, "stModel");
  }
  if (!findGoal(model, goalId)) throw notFound(M.goalUnknown);
  return (await goalName(tx, goalId)) ?? goalId;
}

/**
 * The name of the item a certificate is for, as Historik shows it, after checking that the item
 * exists (a rotation, course or sit-in row is locked). A goal of either model may lose a
 * certificate: one recorded under a former model must still be removable.
 */
async function itemNameFor(
  tx: Db,
  doctorId: string,
  target: CertificateTarget,
  forUpload: boolean,
) {
  if (target.kind === "contract") return M.contractName;
  if (target.kind === "goal") {
    if (forUpload) return checkGoalForUpload(tx, doctorId, target.goalId);
    const name = await goalName(tx, target.goalId);
    if (!name) throw notFound(M.goalUnknown);
    return name;
  }
  const name = await lockRecordItem(tx, doctorId, target.kind, target.id);
  if (name === undefined) throw notFound(M.itemNotFound);
  return name;
}

/** The link's item as stored in `certificates` (kind and id); not for the contract. */
function linkOf(target: Exclude<CertificateTarget, { kind: "contract" }>) {
  return { itemKind: target.kind, itemId: target.kind === "goal" ? target.goalId : target.id };
}

/**
 * Adds a certificate to an item (an item may hold several), or the ST contract, which stays
 * single: uploading one while another is linked is refused, so no file is replaced silently
 * (decision 075). The bytes get their final name only after the row commits (decision 078).
 */
export async function uploadCertificate(
  deps: Pick<Deps, "db" | "files" | "logger">,
  actor: SessionActor,
  doctorId: string,
  request: Request,
): Promise<UploadResult> {
  const { db, files: store, logger } = deps;
  await loadDoctorForEdit(db, actor, doctorId);

  const { fields, file } = await receiveUpload(store, doctorId, request);
  let committed = false;
  try {
    const target = parseTarget(fields.get("kind"), fields.get("itemId"));
    if (!file) throw badRequest(M.noFile, "file");
    if (target.kind === "contract" && !CONTRACT_EXTENSIONS.includes(file.type.extension)) {
      throw typeNotAllowed();
    }

    const row = await db.transaction(async (tx) => {
      if (target.kind === "contract") {
        await ensureContractHolder(tx, doctorId, isoDateInTimeZone(new Date()));
        if (await lockContract(tx, doctorId)) throw conflict(M.contractExists, "file");
      }
      const itemName = await itemNameFor(tx, doctorId, target, true);
      const row = await insertFileRow(tx, {
        id: crypto.randomUUID(),
        ownerId: doctorId,
        storagePath: file.storagePath,
        originalName: file.originalName,
        fileType: file.type.mime,
        fileSize: file.size,
        uploadedBy: actor.id,
      });
      if (target.kind === "contract") await setContractLink(tx, doctorId, row.id);
      else await insertCertificateLink(tx, { fileId: row.id, userId: doctorId, ...linkOf(target) });
      await recordAudit(tx, {
        actorId: actor.id,
        subjectUserId: doctorId,
        action: "create",
        entity: "certificate",
        entityId: certificateEntityId(target),
        before: null,
        after: {
          itemName,
          fileId: row.id,
          originalName: row.originalName,
          fileType: row.fileType,
          fileSize: row.fileSize,
        },
      });
      return row;
    });
    committed = true;
    await commitStoredFile(store, file.storagePath, logger);
    return {
      file: toUploadedFileDto(row),
      kind: target.kind,
      itemId: itemIdOf(target),
      message: successMessage(target.kind),
    };
  } finally {
    if (!committed && file) await removeStoredFiles(store, [file.storagePath], logger);
  }
}

/**
 * Gives the committed upload its final name. Should that fail (a full or broken disk), the row
 * stays and the start-up sweep finishes the rename; until then the file answers 404.
 */
async function commitStoredFile(store: FileStore, storagePath: string, logger?: Logger) {
  try {
    await store.commit(storagePath);
  } catch (error) {
    logger?.error({ storagePath, err: error }, "could not give an uploaded file its final name");
  }
}

/** Temporary files older than this at start-up are a crash's leftovers, not uploads under way. */
const SWEEP_AGE_MS = 60 * 60 * 1000;

/**
 * Settles what a crash left in the store: a temporary file whose row committed gets its final
 * name, any other is removed. Run at start-up; never fails the start.
 */
export async function sweepTemporaryFiles(
  deps: Pick<Deps, "db" | "files" | "logger">,
  olderThanMs = SWEEP_AGE_MS,
) {
  try {
    const result = await deps.files.sweep(
      (storagePath) => isStoragePathReferenced(deps.db, storagePath),
      olderThanMs,
    );
    if (result.committed + result.removed > 0) {
      deps.logger.info(result, "settled temporary files left by an interrupted upload");
    }
    return result;
  } catch (error) {
    deps.logger.warn({ err: error }, "could not sweep temporary files");
    return { committed: 0, removed: 0 };
  }
}

function certificateEntityId(target: CertificateTarget): string {
  return `${target.kind}:${itemIdOf(target) ?? "contract"}`;
}

// ---------------------------------------------------------------------------------------------
// Removal of a certificate

export interface RemoveResult {
  kind: CertificateKind;
  itemId: string | null;
  /** The removed file; null for the contract when none was linked. */
  fileId: string | null;
  /** false when nothing was linked (a repeated request): the answer is the same either way. */
  removed: boolean;
  message: string;
}

/**
 * Removes one certificate of an item (named by its file id; the contract needs none): the link,
 * the file's row and, after the commit, its bytes, with an audit entry naming the item.
 */
export async function removeCertificate(
  deps: Pick<Deps, "db" | "files" | "logger">,
  actor: SessionActor,
  doctorId: string,
  kind: string,
  itemId: string | undefined,
  fileId?: string,
): Promise<RemoveResult> {
  const { db, files: store, logger } = deps;
  await loadDoctorForEdit(db, actor, doctorId);
  const target = parseTarget(kind, itemId);
  const requestedFileId = fileId?.trim() ?? "";
  if (target.kind !== "contract" && (!requestedFileId || requestedFileId.length > 100)) {
    throw badRequest(M.fileIdRequired, "fileId");
  }

  const { removedPaths, removedFileId } = await db.transaction(async (tx) => {
    const itemName = await itemNameFor(tx, doctorId, target, false);
    let linkedFileId: string | null;
    if (target.kind === "contract") {
      linkedFileId = (await lockContract(tx, doctorId)) ?? null;
      if (linkedFileId) await setContractLink(tx, doctorId, null);
    } else {
      const { itemKind, itemId: id } = linkOf(target);
      const link = await lockCertificateLink(tx, doctorId, itemKind, id, requestedFileId);
      linkedFileId = link?.fileId ?? null;
    }
    if (!linkedFileId) return { removedPaths: [], removedFileId: null };
    const fileRow = await findFileById(tx, linkedFileId);
    // A certificate's link goes with the file's row (ON DELETE CASCADE); the contract's file stays
    // only if something else still points at it.
    const keep = target.kind === "contract" && (await isFileReferenced(tx, linkedFileId));
    const removedPaths = keep ? [] : await deleteFileRows(tx, [linkedFileId]);
    await recordAudit(tx, {
      actorId: actor.id,
      subjectUserId: doctorId,
      action: "delete",
      entity: "certificate",
      entityId: certificateEntityId(target),
      before: { itemName, fileId: linkedFileId, originalName: fileRow?.originalName ?? null },
      after: null,
    });
    return { removedPaths, removedFileId: linkedFileId };
  });
  await removeStoredFiles(store, removedPaths, logger);
  return {
    kind: target.kind,
    itemId: itemIdOf(target),
    fileId: removedFileId,
    removed: removedFileId !== null,
    message: target.kind === "contract" ? M.contractRemoved : M.certificateRemoved,
  };
}

// ---------------------------------------------------------------------------------------------
// Download

export interface OpenedFile {
  row: UploadedFileRow;
  stream: ReadableStream<Uint8Array>;
  size: number;
}

/**
 * The file and its bytes, for those who may view its owner. An unknown id is 404; a known one
 * the actor may not view is 403 like every other record of that doctor (ids are random UUIDs, so
 * the difference reveals nothing useful).
 */
export async function openFile(
  deps: Pick<Deps, "db" | "files">,
  actor: SessionActor,
  fileId: string,
): Promise<OpenedFile> {
  const row = fileId.length <= 100 ? await findFileById(deps.db, fileId) : undefined;
  if (!row) throw notFound(M.fileNotFound);
  authorize(actor, { type: "doctor:view", doctorId: row.ownerId });
  const opened = await deps.files.open(row.storagePath);
  if (!opened) throw notFound(M.fileNotFound);
  return { row, ...opened };
}

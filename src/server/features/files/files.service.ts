import { FILE_MESSAGES as M } from "../../../shared/messages/files";
import { isoDateInTimeZone } from "../../../shared/rules/dates";
import type { CertificateKind, TUploadedFile } from "../../../shared/schemas/files";
import type { SessionActor } from "../../context";
import { isDatabaseUnavailable } from "../../db/errors";
import type { Deps } from "../../deps";
import { badRequest, conflict, notFound } from "../../lib/errors";
import { CONTRACT_EXTENSIONS } from "../../lib/file-type";
import { accessibleDoctorsWhere, authorize, requireDoctorAccess } from "../../policy";
import { findStDoctor } from "../access";
import { writeAudit } from "../audit";
import {
  certificateEntityId,
  itemIdOf,
  itemNameFor,
  linkOf,
  parseTarget,
} from "./certificate-target";
import {
  deleteFileRows,
  ensureContractHolder,
  findFileById,
  insertCertificateLink,
  insertFileRow,
  isFileReferenced,
  lockCertificateLink,
  lockContract,
  setContractLink,
  toUploadedFileDto,
  type UploadedFileRow,
} from "./files.repo";
import { type ReceivedUpload, typeNotAllowed } from "./receive-upload";
import { commitStoredFile, removeStoredFiles } from "./stored-files";

/** Before the body is read: only someone who may edit the doctor's record may send a file. */
export async function authorizeUpload(
  deps: Pick<Deps, "db">,
  actor: SessionActor,
  doctorId: string,
): Promise<void> {
  await requireDoctorAccess(deps.db, actor, "edit", doctorId);
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

/**
 * Adds a certificate to an item (an item may hold several), or the ST contract, which stays
 * single: uploading one while another is linked is refused, so no file is replaced silently
 * (decision 075). The bytes get their final name only after the row commits (decision 078).
 * The route has received the body already (after `authorizeUpload`); whatever happens here, a
 * stored file whose row did not commit is removed, unless the database went away before saying.
 */
export async function uploadCertificate(
  deps: Pick<Deps, "db" | "files" | "logger">,
  actor: SessionActor,
  doctorId: string,
  upload: ReceivedUpload,
): Promise<UploadResult> {
  const { db, files: store, logger } = deps;
  const { fields, file } = upload;
  // "unknown": the database went away during the transaction, perhaps after it committed.
  let outcome: "committed" | "refused" | "unknown" = "refused";
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
      await writeAudit(tx, {
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
    outcome = "committed";
    await commitStoredFile(store, file.storagePath, logger);
    return {
      file: toUploadedFileDto(row),
      kind: target.kind,
      itemId: itemIdOf(target),
      message: successMessage(target.kind),
    };
  } catch (error) {
    if (isDatabaseUnavailable(error)) outcome = "unknown";
    throw error;
  } finally {
    // A row that may have committed keeps its bytes: a download or the sweep settles them by the
    // row (decision 140).
    if (outcome === "refused" && file) await removeStoredFiles(store, [file.storagePath], logger);
  }
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
  await requireDoctorAccess(db, actor, "edit", doctorId);
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
    await writeAudit(tx, {
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
  // A file of another clinic's doctor is "not found", as an unknown id (decision 231).
  if (!(await findStDoctor(deps.db, row.ownerId, accessibleDoctorsWhere(actor, "view"))))
    throw notFound(M.fileNotFound);
  const opened = (await deps.files.open(row.storagePath)) ?? (await finishCommit(deps, row));
  if (!opened) throw notFound(M.fileNotFound);
  return { row, ...opened };
}

/**
 * The row committed but its bytes still wait under their temporary name (the upload's answer was
 * lost with the database, or a crash came before the rename): the row is what the rename waits
 * for, so the first download finishes it (decision 140).
 */
async function finishCommit(deps: Pick<Deps, "files">, row: UploadedFileRow) {
  // Fails when there are no temporary bytes either, or when another request renamed them first.
  await deps.files.commit(row.storagePath).catch(() => {});
  return deps.files.open(row.storagePath);
}

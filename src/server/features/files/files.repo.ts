import { and, asc, eq, inArray, sql } from "drizzle-orm";
import { isStModel, type StModel } from "../../../shared/curriculum/goal-models";
import { nameForStoredType } from "../../../shared/rules/file-upload";
import type { CertificateKind, TUploadedFile } from "../../../shared/schemas/files";
import type { Db } from "../../db/client";
import {
  certificates,
  courses,
  fileRemovals,
  formalities,
  rotations,
  sitIns,
  uploadedFiles,
} from "../../db/schema";

export type UploadedFileRow = typeof uploadedFiles.$inferSelect;

export function toUploadedFileDto(row: UploadedFileRow): TUploadedFile {
  return {
    id: row.id,
    // A name stored before uploads were renamed by their type is shown as it is served.
    originalName: nameForStoredType(row.originalName, row.fileType),
    fileType: row.fileType,
    fileSize: row.fileSize,
    // The uploader may have been deleted since (set null); the file still belongs to its owner.
    uploadedBy: row.uploadedBy ?? "",
    uploadedAt: row.uploadedAt.toISOString(),
  };
}

export async function insertFileRow(tx: Db, row: typeof uploadedFiles.$inferInsert) {
  const [inserted] = await tx.insert(uploadedFiles).values(row).returning();
  return inserted!;
}

export async function findFileById(db: Db, id: string): Promise<UploadedFileRow | undefined> {
  const [row] = await db.select().from(uploadedFiles).where(eq(uploadedFiles.id, id)).limit(1);
  return row;
}

/**
 * Deletes the rows of a doctor's files inside the caller's transaction and returns their storage
 * paths, to be removed from the store with `removeStoredFiles` after the commit. Certificate
 * links go with them (ON DELETE CASCADE), the contract link becomes null (ON DELETE SET NULL).
 * Used by the reset of a profile.
 */
export async function deleteFileRowsOfOwner(tx: Db, ownerId: string): Promise<string[]> {
  const rows = await tx
    .delete(uploadedFiles)
    .where(eq(uploadedFiles.ownerId, ownerId))
    .returning({ storagePath: uploadedFiles.storagePath });
  return rows.map((r) => r.storagePath);
}

export async function deleteFileRows(tx: Db, ids: readonly string[]): Promise<string[]> {
  if (ids.length === 0) return [];
  const rows = await tx
    .delete(uploadedFiles)
    .where(inArray(uploadedFiles.id, [...ids]))
    .returning({ storagePath: uploadedFiles.storagePath });
  return rows.map((r) => r.storagePath);
}

/** Whether anything in a record still points at the file (the contract or a certificate). */
export async function isFileReferenced(tx: Db, fileId: string): Promise<boolean> {
  const [contract] = await tx
    .select({ id: formalities.userId })
    .from(formalities)
    .where(eq(formalities.stContractFileId, fileId))
    .limit(1);
  if (contract) return true;
  const [link] = await tx
    .select({ id: certificates.fileId })
    .from(certificates)
    .where(eq(certificates.fileId, fileId))
    .limit(1);
  return link !== undefined;
}

/** Whether a row points at this stored object (the start-up sweep of temporary files). */
export async function isStoragePathReferenced(db: Db, storagePath: string): Promise<boolean> {
  const [row] = await db
    .select({ id: uploadedFiles.id })
    .from(uploadedFiles)
    .where(eq(uploadedFiles.storagePath, storagePath))
    .limit(1);
  return row !== undefined;
}

/**
 * Notes of stored bytes whose row was deleted (decision 140), oldest first, each with whether a
 * row holds that path again (it never should: paths are new uuids).
 */
export async function listFileRemovals(db: Db, limit: number) {
  return db
    .select({
      storagePath: fileRemovals.storagePath,
      hasRow: sql<boolean>`${uploadedFiles.id} is not null`,
    })
    .from(fileRemovals)
    .leftJoin(uploadedFiles, eq(uploadedFiles.storagePath, fileRemovals.storagePath))
    .orderBy(asc(fileRemovals.noted))
    .limit(limit);
}

export async function forgetFileRemovals(db: Db, storagePaths: readonly string[]) {
  if (storagePaths.length === 0) return;
  await db.delete(fileRemovals).where(inArray(fileRemovals.storagePath, [...storagePaths]));
}

export type RecordKind = Extract<CertificateKind, "rotation" | "course" | "sit-in">;
/** What a certificate link can belong to: the upload kinds, and examinations (migrated links). */
export type ItemKind = Exclude<CertificateKind, "contract"> | "procedure";

const RECORD_TABLES = { rotation: rotations, course: courses, "sit-in": sitIns } as const;

/** A link to change: the contract, a goal of the doctor, or a rotation/course/sit-in row. */
export type CertificateTarget =
  | { kind: "contract" }
  | { kind: "goal"; goalId: string }
  | { kind: RecordKind; id: string };

/** The doctor's ST model, locked against a concurrent model change; UNSELECTED without a row. */
export async function findStModel(tx: Db, doctorId: string): Promise<StModel> {
  const [row] = await tx
    .select({ stModel: formalities.stModel })
    .from(formalities)
    .where(eq(formalities.userId, doctorId))
    .for("share");
  const model = row?.stModel;
  return isStModel(model) ? model : "UNSELECTED";
}

/** Creates the formalities row that holds the contract link, for an upload of the contract. */
export async function ensureContractHolder(tx: Db, doctorId: string, today: string) {
  await tx
    .insert(formalities)
    .values({ userId: doctorId, stStartDate: today })
    .onConflictDoNothing();
}

/**
 * Locks the formalities row (SELECT ... FOR UPDATE, so two uploads of the contract on PostgreSQL
 * replace one another in order) and returns the linked contract: null when none, undefined when
 * the row does not exist.
 */
export async function lockContract(tx: Db, doctorId: string): Promise<string | null | undefined> {
  const [row] = await tx
    .select({ fileId: formalities.stContractFileId })
    .from(formalities)
    .where(eq(formalities.userId, doctorId))
    .for("update");
  return row ? row.fileId : undefined;
}

export async function setContractLink(tx: Db, doctorId: string, fileId: string | null) {
  await tx
    .update(formalities)
    .set({ stContractFileId: fileId, updatedAt: new Date() })
    .where(eq(formalities.userId, doctorId));
}

/**
 * Locks a rotation, course or sit-in of the doctor (so a concurrent delete of the row waits) and
 * returns its name (the sit-in's topic); undefined for an unknown or another doctor's id.
 */
export async function lockRecordItem(
  tx: Db,
  doctorId: string,
  kind: RecordKind,
  id: string,
): Promise<string | undefined> {
  const where = (table: (typeof RECORD_TABLES)[RecordKind]) =>
    and(eq(table.id, id), eq(table.userId, doctorId));
  if (kind === "sit-in") {
    const [row] = await tx
      .select({ name: sitIns.topic })
      .from(sitIns)
      .where(where(sitIns))
      .for("update");
    return row?.name;
  }
  const table = kind === "rotation" ? rotations : courses;
  const [row] = await tx.select({ name: table.name }).from(table).where(where(table)).for("update");
  return row?.name;
}

export type CertificateLinkRow = typeof certificates.$inferSelect;

export async function insertCertificateLink(tx: Db, row: typeof certificates.$inferInsert) {
  await tx.insert(certificates).values(row);
}

/** The certificate links of one item of one ST doctor. */
function linksOfItem(doctorId: string, itemKind: string, itemId: string) {
  return and(
    eq(certificates.userId, doctorId),
    eq(certificates.itemKind, itemKind),
    eq(certificates.itemId, itemId),
  );
}

/** One certificate of one item, locked for its removal; undefined when it is not linked there. */
export async function lockCertificateLink(
  tx: Db,
  doctorId: string,
  itemKind: ItemKind,
  itemId: string,
  fileId: string,
): Promise<CertificateLinkRow | undefined> {
  const [row] = await tx
    .select()
    .from(certificates)
    .where(and(eq(certificates.fileId, fileId), linksOfItem(doctorId, itemKind, itemId)))
    .for("update");
  return row;
}

/** File ids by item, as `certificateFileIds` of each item of the whole-record answer. */
export function groupCertificateLinks(links: readonly CertificateLinkRow[]) {
  const byItem = new Map<string, string[]>();
  for (const link of links) {
    const key = `${link.itemKind}:${link.itemId}`;
    byItem.set(key, [...(byItem.get(key) ?? []), link.fileId]);
  }
  return (kind: ItemKind, itemId: string): string[] => byItem.get(`${kind}:${itemId}`) ?? [];
}

/** The file ids of one item's certificates, oldest first. */
export async function certificateFileIdsOf(
  db: Db,
  doctorId: string,
  itemKind: string,
  itemId: string,
): Promise<string[]> {
  const rows = await db
    .select({ fileId: certificates.fileId })
    .from(certificates)
    .where(linksOfItem(doctorId, itemKind, itemId))
    .orderBy(asc(certificates.addedAt), asc(certificates.fileId));
  return rows.map((r) => r.fileId);
}

/**
 * Deletes the certificates of an item that goes (a deleted rotation, course or sit-in): the file
 * rows, and with them the links (ON DELETE CASCADE). Returns the storage paths to remove after the
 * commit.
 */
export async function deleteCertificatesOfItem(
  tx: Db,
  doctorId: string,
  itemKind: ItemKind,
  itemId: string,
): Promise<string[]> {
  const links = await tx
    .select({ fileId: certificates.fileId })
    .from(certificates)
    .where(linksOfItem(doctorId, itemKind, itemId));
  return deleteFileRows(
    tx,
    links.map((l) => l.fileId),
  );
}

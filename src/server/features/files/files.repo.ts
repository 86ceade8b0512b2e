import { and, asc, eq, inArray } from "drizzle-orm";
import type { CertificateKind, TUploadedFile } from "../../../shared/schemas/files";
import type { Db } from "../../db/client";
import {
  courses,
  formalities,
  rotations,
  sitIns,
  uploadedFiles,
  userGoals,
  userProcedures,
} from "../../db/schema";

export type UploadedFileRow = typeof uploadedFiles.$inferSelect;

export function toUploadedFileDto(row: UploadedFileRow): TUploadedFile {
  return {
    id: row.id,
    originalName: row.originalName,
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

/** The records of the given files (for pages that show certificates next to their items). */
export async function findFilesByIds(db: Db, ids: readonly string[]): Promise<TUploadedFile[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select()
    .from(uploadedFiles)
    .where(inArray(uploadedFiles.id, [...ids]));
  return rows.map(toUploadedFileDto);
}

/** Every file of an ST doctor's record, oldest first. */
export async function listFilesOfOwner(db: Db, ownerId: string): Promise<TUploadedFile[]> {
  const rows = await db
    .select()
    .from(uploadedFiles)
    .where(eq(uploadedFiles.ownerId, ownerId))
    .orderBy(asc(uploadedFiles.uploadedAt), asc(uploadedFiles.id));
  return rows.map(toUploadedFileDto);
}

/** Storage paths of every file of a doctor (to remove from the store after the user is deleted). */
export async function listStoragePathsOfOwner(db: Db, ownerId: string): Promise<string[]> {
  const rows = await db
    .select({ storagePath: uploadedFiles.storagePath })
    .from(uploadedFiles)
    .where(eq(uploadedFiles.ownerId, ownerId));
  return rows.map((r) => r.storagePath);
}

/**
 * Deletes the rows of a doctor's files inside the caller's transaction and returns their storage
 * paths, to be removed from the store with `removeStoredFiles` after the commit. References to
 * them become null (ON DELETE SET NULL). Used by the reset of a profile.
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

/** Whether anything in a record still points at the file (one file is normally linked once). */
export async function isFileReferenced(tx: Db, fileId: string): Promise<boolean> {
  const checks = [
    tx
      .select({ id: formalities.userId })
      .from(formalities)
      .where(eq(formalities.stContractFileId, fileId)),
    tx
      .select({ id: userGoals.userId })
      .from(userGoals)
      .where(eq(userGoals.certificateFileId, fileId)),
    tx
      .select({ id: userProcedures.userId })
      .from(userProcedures)
      .where(eq(userProcedures.certificateFileId, fileId)),
    tx.select({ id: rotations.id }).from(rotations).where(eq(rotations.certificateFileId, fileId)),
    tx.select({ id: courses.id }).from(courses).where(eq(courses.certificateFileId, fileId)),
    tx.select({ id: sitIns.id }).from(sitIns).where(eq(sitIns.certificateFileId, fileId)),
  ];
  // One after another: a transaction runs one statement at a time anyway.
  for (const query of checks) {
    if ((await query.limit(1)).length > 0) return true;
  }
  return false;
}

export type RecordKind = Extract<CertificateKind, "rotation" | "course" | "sit-in">;

const RECORD_TABLES = { rotation: rotations, course: courses, "sit-in": sitIns } as const;

/** A link to lock and change: the contract, a goal of the doctor, or a rotation/course/sit-in row. */
export type CertificateTarget =
  | { kind: "contract" }
  | { kind: "goal"; goalId: string }
  | { kind: RecordKind; id: string };

/** The doctor's ST model; UNSELECTED when no formalities row exists yet. */
export async function findStModel(tx: Db, doctorId: string): Promise<string> {
  const [row] = await tx
    .select({ stModel: formalities.stModel })
    .from(formalities)
    .where(eq(formalities.userId, doctorId))
    .limit(1);
  return row?.stModel ?? "UNSELECTED";
}

/**
 * Makes sure the row that holds the link exists (contract: the formalities row; goal: the
 * user_goals row), for an upload.
 */
export async function ensureCertificateHolder(
  tx: Db,
  doctorId: string,
  target: CertificateTarget,
  today: string,
) {
  if (target.kind === "contract") {
    await tx
      .insert(formalities)
      .values({ userId: doctorId, stStartDate: today })
      .onConflictDoNothing();
  } else if (target.kind === "goal") {
    await tx
      .insert(userGoals)
      .values({ userId: doctorId, goalId: target.goalId })
      .onConflictDoNothing();
  }
}

/**
 * Locks the row holding the link (SELECT ... FOR UPDATE, so two uploads for the same item on
 * PostgreSQL replace one another in order) and returns the linked file id: null when nothing is
 * linked, undefined when the row does not exist (for records: unknown or another doctor's id).
 */
export async function lockCertificateLink(
  tx: Db,
  doctorId: string,
  target: CertificateTarget,
): Promise<string | null | undefined> {
  if (target.kind === "contract") {
    const [row] = await tx
      .select({ fileId: formalities.stContractFileId })
      .from(formalities)
      .where(eq(formalities.userId, doctorId))
      .for("update");
    return row ? row.fileId : undefined;
  }
  if (target.kind === "goal") {
    const [row] = await tx
      .select({ fileId: userGoals.certificateFileId })
      .from(userGoals)
      .where(and(eq(userGoals.userId, doctorId), eq(userGoals.goalId, target.goalId)))
      .for("update");
    return row ? row.fileId : undefined;
  }
  const table = RECORD_TABLES[target.kind];
  const [row] = await tx
    .select({ fileId: table.certificateFileId })
    .from(table)
    .where(and(eq(table.id, target.id), eq(table.userId, doctorId)))
    .for("update");
  return row ? row.fileId : undefined;
}

export async function setCertificateLink(
  tx: Db,
  doctorId: string,
  target: CertificateTarget,
  fileId: string | null,
) {
  const updatedAt = new Date();
  if (target.kind === "contract") {
    await tx
      .update(formalities)
      .set({ stContractFileId: fileId, updatedAt })
      .where(eq(formalities.userId, doctorId));
  } else if (target.kind === "goal") {
    await tx
      .update(userGoals)
      .set({ certificateFileId: fileId, updatedAt })
      .where(and(eq(userGoals.userId, doctorId), eq(userGoals.goalId, target.goalId)));
  } else {
    const table = RECORD_TABLES[target.kind];
    await tx
      .update(table)
      .set({ certificateFileId: fileId, updatedAt })
      .where(and(eq(table.id, target.id), eq(table.userId, doctorId)));
  }
}

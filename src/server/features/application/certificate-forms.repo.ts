import { createHash, randomUUID } from "node:crypto";
import { and, eq, inArray, isNull, sql } from "drizzle-orm";
import type { FormKey } from "../../../shared/curriculum/certificate-forms";
import type { Db } from "../../db/client";
import { certificateForms, users } from "../../db/schema";

/** The active upload of each form, without its bytes, and how many older ones are kept. */
export async function listFormUploads(db: Db) {
  return db
    .select({
      formKey: certificateForms.formKey,
      originalName: certificateForms.originalName,
      size: certificateForms.size,
      uploadedAt: certificateForms.uploadedAt,
      replacedAt: certificateForms.replacedAt,
      uploaderFirst: users.firstName,
      uploaderLast: users.lastName,
      uploaderEmail: users.email,
    })
    .from(certificateForms)
    .leftJoin(users, eq(users.id, certificateForms.uploadedBy));
}

/** The keys of the forms that have an active upload. */
export async function activeFormKeys(db: Db): Promise<FormKey[]> {
  const rows = await db
    .select({ key: certificateForms.formKey })
    .from(certificateForms)
    .where(isNull(certificateForms.replacedAt));
  return rows.map((r) => r.key as FormKey);
}

/** The active blank PDFs of these forms. */
export async function activeFormBytes(
  db: Db,
  keys: readonly FormKey[],
): Promise<Map<FormKey, Uint8Array>> {
  if (keys.length === 0) return new Map();
  const rows = await db
    .select({ key: certificateForms.formKey, content: certificateForms.content })
    .from(certificateForms)
    .where(and(isNull(certificateForms.replacedAt), inArray(certificateForms.formKey, [...keys])));
  return new Map(rows.map((r) => [r.key as FormKey, new Uint8Array(r.content)]));
}

/** Stores an upload as the form's active one; the one it replaces is kept (decision 195). */
export async function storeFormUpload(
  tx: Db,
  upload: { key: FormKey; originalName: string; bytes: Uint8Array; uploadedBy: string },
) {
  await tx
    .update(certificateForms)
    .set({ replacedAt: sql`now()` })
    .where(and(eq(certificateForms.formKey, upload.key), isNull(certificateForms.replacedAt)));
  await tx.insert(certificateForms).values({
    id: randomUUID(),
    formKey: upload.key,
    originalName: upload.originalName,
    size: upload.bytes.length,
    sha256: createHash("sha256").update(upload.bytes).digest("hex"),
    content: upload.bytes,
    uploadedBy: upload.uploadedBy,
  });
}

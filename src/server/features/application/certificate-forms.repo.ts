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

/**
 * The bytes of stored forms by row id. A row's bytes never change (a newer upload is a new row),
 * so every instance may keep them: reading 2 MB of bytea per form and request held the embedded
 * database, and with it every other request, for seconds while applications were made.
 */
const formBytesById = new Map<string, Uint8Array>();
/** More than both models' forms a few times over: a replaced form's bytes are dropped in time. */
const MAX_CACHED_FORMS = 64;

/** The active blank PDFs of these forms. */
export async function activeFormBytes(
  db: Db,
  keys: readonly FormKey[],
): Promise<Map<FormKey, Uint8Array>> {
  if (keys.length === 0) return new Map();
  const active = await db
    .select({ id: certificateForms.id, key: certificateForms.formKey })
    .from(certificateForms)
    .where(and(isNull(certificateForms.replacedAt), inArray(certificateForms.formKey, [...keys])));
  const missing = active.filter((f) => !formBytesById.has(f.id)).map((f) => f.id);
  if (missing.length > 0) {
    const rows = await db
      .select({ id: certificateForms.id, content: certificateForms.content })
      .from(certificateForms)
      .where(inArray(certificateForms.id, missing));
    if (formBytesById.size + rows.length > MAX_CACHED_FORMS) formBytesById.clear();
    for (const row of rows) formBytesById.set(row.id, new Uint8Array(row.content));
  }
  const bytes = new Map<FormKey, Uint8Array>();
  for (const f of active) {
    const content = formBytesById.get(f.id);
    if (content) bytes.set(f.key as FormKey, content);
  }
  return bytes;
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

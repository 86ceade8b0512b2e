import {
  CERTIFICATE_FORMS,
  type FormKey,
  formInfo,
} from "../../../shared/curriculum/certificate-forms";
import { APPLICATION_WRITE_MESSAGES as M } from "../../../shared/messages/application-writes";
import { displayName } from "../../../shared/roles";
import type { TCertificateForms } from "../../../shared/schemas/application";
import type { SessionActor } from "../../context";
import type { Db } from "../../db/client";
import { databaseErrorCode } from "../../db/errors";
import { badRequest, conflict } from "../../lib/errors";
import { writeAudit } from "../audit";
import { listFormUploads, storeFormUpload } from "./certificate-forms.repo";
import { RECOGNITION_MESSAGES, recogniseForm } from "./forms/recognise-form";
import type { ReceivedForm } from "./receive-forms";

/** Every form of both models, with its active upload or none. */
export async function listCertificateForms(db: Db): Promise<TCertificateForms> {
  const uploads = await listFormUploads(db);
  return {
    forms: CERTIFICATE_FORMS.map((form) => {
      const mine = uploads.filter((u) => u.formKey === form.key);
      const active = mine.find((u) => u.replacedAt === null);
      return {
        key: form.key,
        name: form.name,
        model: form.model,
        active: active
          ? {
              originalName: active.originalName,
              size: active.size,
              uploadedAt: active.uploadedAt.toISOString(),
              uploadedBy:
                active.uploaderEmail === null
                  ? null
                  : displayName({
                      firstName: active.uploaderFirst,
                      lastName: active.uploaderLast,
                      email: active.uploaderEmail,
                    }),
            }
          : null,
        replacedCount: mine.length - (active ? 1 : 0),
      };
    }),
  };
}

/**
 * Recognises every file by its fields, then stores them all in one transaction, or none: one
 * refused file refuses the upload, naming it (decision 195).
 */
export async function uploadCertificateForms(
  db: Db,
  actor: SessionActor,
  files: readonly ReceivedForm[],
) {
  const recognised: (ReceivedForm & { key: FormKey })[] = [];
  for (const file of files) {
    const result = await recogniseForm(file.bytes);
    if (!result.ok) {
      throw badRequest(M.formRefused(file.fileName, RECOGNITION_MESSAGES[result.reason]), "files");
    }
    recognised.push({ ...file, key: result.key });
  }
  try {
    await storeAll(db, actor, recognised);
  } catch (error) {
    // Another upload of the same form committed first: its unique active row stands.
    if (databaseErrorCode(error) === "23505") throw conflict(M.formsUploadedMeanwhile);
    throw error;
  }
  return {
    message: M.formsUploaded(recognised.length),
    uploaded: recognised.map((f) => ({
      fileName: f.fileName,
      key: f.key,
      name: formInfo(f.key).name,
    })),
  };
}

async function storeAll(
  db: Db,
  actor: SessionActor,
  recognised: readonly (ReceivedForm & { key: FormKey })[],
) {
  await db.transaction(async (tx) => {
    for (const form of recognised) {
      await storeFormUpload(tx, {
        key: form.key,
        originalName: form.fileName,
        bytes: form.bytes,
        uploadedBy: actor.id,
      });
      await writeAudit(tx, {
        actorId: actor.id,
        subjectUserId: null,
        entity: "certificate-form",
        entityId: form.key,
        action: "create",
        before: null,
        after: { form: form.key, fileName: form.fileName, size: form.bytes.length },
      });
    }
  });
}

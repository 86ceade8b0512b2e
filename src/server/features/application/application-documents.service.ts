import type { FormKey } from "../../../shared/curriculum/certificate-forms";
import { APPLICATION_WRITE_MESSAGES as M } from "../../../shared/messages/application-writes";
import { parsePersonnummer } from "../../../shared/rules/personal-identity";
import type { SessionActor } from "../../context";
import type { Db } from "../../db/client";
import { badRequest, notFound } from "../../lib/errors";
import { writeAudit } from "../audit";
import { loadApplication } from "./application.service";
import { applicationFormJobs, certificateFormJob, type FormJob } from "./application-values";
import { activeFormBytes } from "./certificate-forms.repo";
import type { DocumentsRenderer } from "./documents-renderer";

/**
 * Gaps that would make a wrong form: the forms themselves, and what each certificate must say.
 * Goals the application does not cover yet are no reason to withhold it (decision 197).
 */
const BLOCKING = new Set([
  "form-missing",
  "signer-missing",
  "period-missing",
  "period-in-future",
  "goals-missing",
  "goal-of-other-model",
]);

export interface GeneratedDocument {
  fileName: string;
  contentType: "application/zip" | "application/pdf";
  bytes: Uint8Array;
}

/**
 * The filled forms of the application, or of one certificate. The personnummer goes into the
 * files and nowhere else: not into the database, the audit entry, a log line or a cache.
 */
export async function generateApplication(
  db: Db,
  renderer: DocumentsRenderer,
  actor: SessionActor,
  doctorId: string,
  input: { personnummer: string; certificateId?: string | undefined },
): Promise<GeneratedDocument> {
  const loaded = await loadApplication(db, actor, doctorId);
  const { record, application } = loaded;
  if (application.model === "UNSELECTED" || !loaded.numbers) throw badRequest(M.modelRequired);
  const personnummer = parsePersonnummer(input.personnummer, record.today);
  if (!personnummer) throw badRequest(M.personnummerInvalid, "personnummer");
  const applicant = {
    firstName: record.doctor.firstName,
    lastName: record.doctor.lastName,
    email: record.doctor.email,
    personnummer,
    headOfDepartment: record.formalities.headOfDepartment,
  };

  let jobs: FormJob[];
  let blocking = application.gaps.filter((g) => BLOCKING.has(g.code));
  if (input.certificateId) {
    const certificate = application.certificates.find((c) => c.id === input.certificateId);
    if (!certificate) throw notFound(M.certificateNotFound);
    blocking = blocking.filter(
      (g) => g.certificateId === certificate.id || g.formKey === certificate.formKey,
    );
    jobs = [certificateFormJob(application, applicant, certificate)];
  } else {
    jobs = applicationFormJobs(application.model, application, applicant, loaded.numbers);
  }
  const [first] = blocking;
  if (first) throw badRequest(`${M.generateBlocked(blocking.length)} ${first.message}`);

  const keys = [...new Set(jobs.map((j) => j.key))] as FormKey[];
  const blanks = await activeFormBytes(db, keys);
  const result = await renderer.render(actor.id, {
    jobs,
    blanks: [...blanks],
    cover: input.certificateId
      ? null
      : {
          doctorName: `${applicant.firstName} ${applicant.lastName}`.trim(),
          specialty: application.specialty,
        },
  });
  if (!result.ok) throw badRequest(result.message);

  await db.transaction((tx) =>
    writeAudit(tx, {
      actorId: actor.id,
      subjectUserId: doctorId,
      entity: "application-documents",
      entityId: input.certificateId ?? null,
      action: "create",
      before: null,
      // What was made, never with whom: the personnummer stays out (decision 197).
      after: { forms: jobs.map((j) => j.key), certificateId: input.certificateId ?? null },
    }),
  );
  const surname = applicant.lastName.trim() || "ansokan";
  return input.certificateId
    ? {
        fileName: (jobs[0] as FormJob).fileName,
        contentType: "application/pdf",
        bytes: result.bytes,
      }
    : { fileName: `Ansökan ${surname}.zip`, contentType: "application/zip", bytes: result.bytes };
}

import { CERTIFICATE_KIND_LABELS } from "../../../shared/curriculum/certificate-forms";
import { ASSESSMENT_LINK_MESSAGES as M } from "../../../shared/messages/assessment-links";
import { activityKeysOf } from "../../../shared/rules/activity-keys";
import type { TApplicationCertificate } from "../../../shared/schemas/application";
import type { TLinkCertificate } from "../../../shared/schemas/assessment-links";
import type { SessionActor } from "../../context";
import type { Db } from "../../db/client";
import { badRequest, conflict, notFound } from "../../lib/errors";
import { findStDoctor } from "../access";
import { writeAudit } from "../audit";
import { insertCertificate, lockActivityLinks, updateCertificate } from "./application.repo";
import { loadCertificates } from "./application.service";

/*
 * The signer's data of a certificate on 'Ansökan', given through a one-time link (decision 228).
 * The link stands for a request the doctor (or their supervisor) made, so the application is read
 * as its owner reads it. A certificate is found again by an activity on it: its id changes when it
 * is first stored or gathered with others, its activities do not.
 */

/** The doctor as the reader of their own application. */
async function asOwner(db: Db, doctorId: string): Promise<SessionActor> {
  const doctor = await findStDoctor(db, doctorId);
  if (!doctor) throw notFound(M.unknownDoctor);
  return {
    id: doctor.id,
    role: "ST_DOCTOR",
    email: doctor.email,
    firstName: doctor.firstName,
    lastName: doctor.lastName,
    mustChangePassword: false,
  };
}

/** The certificates alone: the completeness check and evidence of the page are not needed here. */
async function certificatesOfDoctor(db: Db, doctorId: string) {
  const { model, certificates } = await loadCertificates(db, await asOwner(db, doctorId), doctorId);
  if (model === "UNSELECTED") throw badRequest(M.modelRequired);
  return certificates;
}

/** How the list of requests names a certificate: its bilaga, form and activities. */
const labelOf = (c: Pick<TApplicationCertificate, "bilagaNr" | "kind" | "activities">) =>
  `Bilaga ${c.bilagaNr}, ${CERTIFICATE_KIND_LABELS[c.kind]}: ${c.activities.map((a) => a.label).join(", ")}`;

/** What a request for a certificate keeps: an activity on it and its name when asked. */
export async function certificateToRequest(db: Db, doctorId: string, certificateId: string) {
  const found = (await certificatesOfDoctor(db, doctorId)).find((c) => c.id === certificateId);
  const activity = found ? activityKeysOf(found)[0] : undefined;
  if (!found || !activity) throw badRequest(M.certificateNotFound, "certificateId");
  return { activity, label: labelOf(found) };
}

async function findByActivity(db: Db, doctorId: string, activity: string) {
  const certificates = await certificatesOfDoctor(db, doctorId);
  return certificates.find((c) => activityKeysOf(c).includes(activity));
}

/** What the signer is shown; undefined when the certificate is gone from the application. */
export async function certificateForSigner(
  db: Db,
  doctorId: string,
  activity: string,
): Promise<{ certificate: TLinkCertificate; goalIds: string[] } | undefined> {
  const c = await findByActivity(db, doctorId, activity);
  if (!c) return undefined;
  return {
    certificate: {
      form: CERTIFICATE_KIND_LABELS[c.kind],
      activities: c.activities.map((a) => a.label),
      place: c.place,
      periodStart: c.periodStart,
      periodEnd: c.periodEnd,
      description: c.description,
      signerRole: c.signer.role,
    },
    goalIds: c.goalIds,
  };
}

export interface LinkSigner {
  requestId: string;
  name: string;
  specialty: string;
  workplace: string;
}

/**
 * Writes the signer's data on the certificate, in the answer's transaction: what the doctor
 * added (place, period, description, role) stays. A certificate only the record gives is stored
 * first, as a save on 'Ansökan' would. A save by the doctor at the same moment makes this one
 * refused, and the whole answer with it.
 */
export async function signCertificateByLink(
  tx: Db,
  doctorId: string,
  activity: string,
  signer: LinkSigner,
): Promise<string> {
  const c = await findByActivity(tx, doctorId, activity);
  if (!c) throw conflict(M.certificateGone);
  const values = {
    place: c.edited.place ? c.place : "",
    description: c.edited.description ? c.description : "",
    periodStart: c.edited.period ? (c.periodStart ?? "") : "",
    periodEnd: c.edited.period ? (c.periodEnd ?? "") : "",
    signerName: signer.name,
    signerSpecialty: signer.specialty,
    signerWorkplace: signer.workplace,
    signerRole: c.signer.role,
    signerViaRequestId: signer.requestId,
  };
  let id = c.id;
  if (c.version === 0) {
    await lockActivityLinks(tx, doctorId);
    id = await insertCertificate(tx, doctorId, c.kind, c.activities, values);
  } else if (!(await updateCertificate(tx, doctorId, c.id, c.version, values))) {
    throw conflict(M.certificateChanged);
  }
  await writeAudit(tx, {
    actorId: null,
    subjectUserId: doctorId,
    entity: "application-certificate",
    entityId: id,
    action: c.version === 0 ? "create" : "update",
    before: c.version === 0 ? null : { signer: c.signer },
    after: { kind: c.kind, activities: c.activities, ...values },
  });
  return id;
}

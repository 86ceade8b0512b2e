import { SPECIALTY_LABELS } from "../../../shared/curriculum/specialties";
import { APPLICATION_WRITE_MESSAGES as M } from "../../../shared/messages/application-writes";
import { RECORD_MESSAGES } from "../../../shared/messages/records";
import { bilagaNumbers, checkApplication } from "../../../shared/rules/application-completeness";
import { evidenceSentenceFor } from "../../../shared/rules/structured-assessments";
import type {
  TApplication,
  TApplicationCertificate,
  TSaveCertificateRequest,
} from "../../../shared/schemas/application";
import type { TDoctorRecord } from "../../../shared/schemas/doctor-record";
import type { SessionActor } from "../../context";
import type { Db } from "../../db/client";
import { databaseErrorCode } from "../../db/errors";
import { badRequest, notFound, staleWrite } from "../../lib/errors";
import { requireDoctorAccess } from "../../policy";
import { writeAudit } from "../audit";
import { listGoalCatalogue } from "../catalogue";
import { getRecord } from "../records";
import { listEvidenceFacts } from "../structured-assessments";
import {
  deleteCertificates,
  insertCertificate,
  listStoredCertificates,
  lockActivityLinks,
  updateCertificate,
} from "./application.repo";
import { certificatesOf } from "./application-view";
import { activeFormKeys } from "./certificate-forms.repo";

/**
 * The application's certificates with their 'Bilaga nr', read as the record is read: what a
 * certificate's signer by link needs, without the completeness check and evidence the page adds.
 */
export async function loadCertificates(db: Db, actor: SessionActor, doctorId: string) {
  const record = await getRecord(db, actor, doctorId);
  const model = record.formalities.stModel;
  if (model === "UNSELECTED") return { record, model, goals: [], certificates: [] };
  const goals = (await listGoalCatalogue(db, record.formalities.specialty)).filter(
    (g) => g.model === model,
  );
  const stored = await listStoredCertificates(db, doctorId);
  const unnumbered = certificatesOf(
    model,
    record,
    stored,
    goals.map((g) => g.id),
  );
  const numbers = bilagaNumbers(model, unnumbered);
  const certificates = unnumbered
    .map((c) => ({ ...c, bilagaNr: numbers.certificates.get(c.id) ?? 0 }))
    .sort((a, b) => a.bilagaNr - b.bilagaNr);
  return { record, model, goals, certificates, numbers };
}

/** The application with everything the page and the files need, read as the record is read. */
export async function loadApplication(db: Db, actor: SessionActor, doctorId: string) {
  const {
    record,
    model,
    goals,
    certificates: numbered,
    numbers,
  } = await loadCertificates(db, actor, doctorId);
  // The specialty applied for is the doctor's (issue 27), as the application names it.
  const specialtyName = SPECIALTY_LABELS[record.formalities.specialty];
  if (model === "UNSELECTED") {
    const application: TApplication = {
      model,
      specialty: specialtyName,
      certificates: [],
      gaps: [],
      knownSigners: [],
    };
    return { record, application };
  }
  const evidence = await listEvidenceFacts(db, doctorId);
  const certificates: TApplicationCertificate[] = numbered.map((c) => ({
    ...c,
    assessment: evidenceSentenceFor(c.goalIds, evidence),
  }));
  const gaps = checkApplication({
    model,
    goals,
    certificates: certificates.map((c) => ({ ...c, title: c.place })),
    stPeriod: { start: record.formalities.stStartDate, end: record.formalities.stEndDate },
    today: record.today,
    presentForms: await activeFormKeys(db),
  });
  const application: TApplication = {
    model,
    specialty: specialtyName,
    certificates,
    gaps,
    knownSigners: knownSigners(record, certificates),
  };
  return { record, application, numbers };
}

export async function getApplication(db: Db, actor: SessionActor, doctorId: string) {
  return (await loadApplication(db, actor, doctorId)).application;
}

/** The supervisors first, then everyone who already signs a certificate, each name once. */
function knownSigners(record: TDoctorRecord, certificates: readonly TApplicationCertificate[]) {
  const byName = new Map<string, { name: string; specialty: string; workplace: string }>();
  for (const c of certificates) {
    const name = c.signer.name.trim();
    if (name !== "" && !byName.has(name)) {
      byName.set(name, { name, specialty: c.signer.specialty, workplace: c.signer.workplace });
    }
  }
  const supervisors = record.supervisors
    .filter((s) => s.isActive && !byName.has(s.displayName))
    .map((s) => ({ name: s.displayName, specialty: "", workplace: "" }));
  return [...supervisors, ...byName.values()];
}

/**
 * A write of certificates in one transaction. Two first saves (or groups) of the same activity at
 * once both read it as unstored; the unique index on an activity lets one in, and the other is a
 * stale write, as if it had come a moment later.
 */
async function inOneGo(db: Db, write: (tx: Db) => Promise<void>) {
  try {
    await db.transaction(write);
  } catch (error) {
    if (databaseErrorCode(error) === UNIQUE_VIOLATION) throw staleWrite(RECORD_MESSAGES.staleWrite);
    throw error;
  }
}
const UNIQUE_VIOLATION = "23505";

function findCertificate(application: TApplication, certificateId: string) {
  const found = application.certificates.find((c) => c.id === certificateId);
  if (!found) throw notFound(M.certificateNotFound);
  return found;
}

function checkPeriod(input: TSaveCertificateRequest) {
  if ((input.periodStart === "") !== (input.periodEnd === "")) throw badRequest(M.periodHalf);
  if (input.periodStart !== "" && input.periodEnd < input.periodStart) {
    throw badRequest(M.periodEndBeforeStart);
  }
}

/** Saves what the doctor adds to a certificate; the record's own certificate is stored first. */
export async function saveCertificate(
  db: Db,
  actor: SessionActor,
  doctorId: string,
  certificateId: string,
  input: TSaveCertificateRequest,
) {
  await requireDoctorAccess(db, actor, "edit", doctorId);
  checkPeriod(input);
  const { application } = await loadApplication(db, actor, doctorId);
  if (application.model === "UNSELECTED") throw badRequest(M.modelRequired);
  // The record's certificate saved meanwhile (another tab) now has a stored id: stale, not gone.
  const storedMeanwhile = application.certificates.find((c) =>
    c.activities.some((a) => `${a.type}.${a.id}` === certificateId),
  );
  const certificate = storedMeanwhile ?? findCertificate(application, certificateId);
  if (certificate.id !== certificateId || certificate.version !== input.version) {
    throw staleWrite(RECORD_MESSAGES.staleWrite);
  }
  const { version, ...values } = input;
  await inOneGo(db, async (tx) => {
    let id = certificate.id;
    if (version === 0) {
      await lockActivityLinks(tx, doctorId);
      id = await insertCertificate(tx, doctorId, certificate.kind, certificate.activities, values);
    } else if (!(await updateCertificate(tx, doctorId, id, version, values))) {
      throw staleWrite(RECORD_MESSAGES.staleWrite);
    }
    await writeAudit(tx, {
      actorId: actor.id,
      subjectUserId: doctorId,
      entity: "application-certificate",
      entityId: id,
      action: version === 0 ? "create" : "update",
      before: null,
      after: { kind: certificate.kind, activities: certificate.activities, ...values },
    });
  });
  return { message: M.certificateSaved, application: await getApplication(db, actor, doctorId) };
}

/** Gathers certificates of one kind into one, keeping the first's additions. */
export async function groupCertificates(
  db: Db,
  actor: SessionActor,
  doctorId: string,
  certificateIds: readonly string[],
) {
  await requireDoctorAccess(db, actor, "edit", doctorId);
  const { application } = await loadApplication(db, actor, doctorId);
  const chosen = [...new Set(certificateIds)].map((id) => findCertificate(application, id));
  const [first] = chosen;
  if (!first || chosen.length < 2) throw badRequest(M.groupTooSmall);
  if (chosen.some((c) => c.kind !== first.kind)) throw badRequest(M.groupMixedKinds);
  await inOneGo(db, async (tx) => {
    await lockActivityLinks(tx, doctorId);
    await deleteCertificates(
      tx,
      doctorId,
      chosen.filter((c) => c.version > 0).map((c) => c.id),
    );
    const id = await insertCertificate(
      tx,
      doctorId,
      first.kind,
      chosen.flatMap((c) => c.activities),
      {
        place: first.edited.place ? first.place : "",
        description: first.edited.description ? first.description : "",
        periodStart: "",
        periodEnd: "",
        signerName: first.signer.name,
        signerSpecialty: first.signer.specialty,
        signerWorkplace: first.signer.workplace,
        signerRole: first.signer.role,
      },
    );
    await writeAudit(tx, {
      actorId: actor.id,
      subjectUserId: doctorId,
      entity: "application-certificate",
      entityId: id,
      action: "create",
      before: null,
      after: { kind: first.kind, activities: chosen.flatMap((c) => c.activities) },
    });
  });
  return {
    message: M.certificatesGrouped,
    application: await getApplication(db, actor, doctorId),
  };
}

/** Forgets a stored certificate: its activities show as the record gives them again. */
export async function splitCertificate(
  db: Db,
  actor: SessionActor,
  doctorId: string,
  certificateId: string,
) {
  await requireDoctorAccess(db, actor, "edit", doctorId);
  const { application } = await loadApplication(db, actor, doctorId);
  const certificate = findCertificate(application, certificateId);
  if (certificate.version > 0) {
    await db.transaction(async (tx) => {
      await deleteCertificates(tx, doctorId, [certificate.id]);
      await writeAudit(tx, {
        actorId: actor.id,
        subjectUserId: doctorId,
        entity: "application-certificate",
        entityId: certificate.id,
        action: "delete",
        before: { kind: certificate.kind, activities: certificate.activities },
        after: null,
      });
    });
  }
  return { message: M.certificateSplit, application: await getApplication(db, actor, doctorId) };
}

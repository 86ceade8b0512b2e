import { USER_MESSAGES } from "../../../shared/messages/users";
import { displayName, toRole } from "../../../shared/roles";
import { nameForStoredType } from "../../../shared/rules/file-upload";
import { isReviewAccount } from "../../auth/review-account";
import type { SessionActor } from "../../context";
import type { Deps } from "../../deps";
import { notFound } from "../../lib/errors";
import { createZipStream, type ZipSource } from "../../lib/zip-stream";
import { authorize, manageableUsersWhere } from "../../policy";
import { listStoredCertificates } from "../application";
import { listRequestsForExport } from "../assessment-links";
import { writeAudit } from "../audit";
import { listIupRevisions } from "../iup";
import { EMPTY_RECORD_ROWS, loadRecordRows } from "../records";
import { remindersOf } from "../reminders";
import { decisionsForDoctor } from "../signing-rights";
import { listAssessmentsForExport } from "../structured-assessments";
import { findUserById } from "../users";
import {
  assignmentsOf,
  auditEntriesOf,
  calendarFeedOf,
  clinicsOf,
  formalitiesOf,
  identityProviderLinksOf,
  sessionsOf,
  standardPlanApplicationsOf,
} from "./data-export.repo";
import { exportFileName, uniqueEntryNames } from "./zip-names";

/** The JSON file's name in the ZIP, and the folder of the uploaded files. */
export const EXPORT_JSON = "uppgifter.json";
export const EXPORT_FILES_DIR = "filer";

const personName = (p: { firstName: string; lastName: string; email: string | null }) =>
  displayName({ ...p, email: p.email ?? "" });

/** Someone named by a row, or null where the account is gone (the row keeps no name). */
const personRef = (
  p: { id: string; firstName: string; lastName: string; email: string | null } | null,
) => (p ? { id: p.id, displayName: personName(p) } : null);

/**
 * Everything the portal keeps about one user (decision 155), as a ZIP that is streamed: the
 * uploaded files first, each read from the file store only when the download reaches it, then one
 * JSON file with every record, the audit entries about the user and those the user made. The
 * export itself is audited before a byte is sent.
 */
export async function exportUserData(
  { db, files, config }: Deps,
  actor: SessionActor,
  userId: string,
  onMissing: (storagePath: string) => void,
): Promise<{ fileName: string; stream: ReadableStream<Uint8Array> }> {
  // Another clinic's account is "not found" for an administrator, as an unknown id (decision 232).
  const user = await findUserById(
    db,
    userId,
    userId === actor.id ? undefined : manageableUsersWhere(actor),
  );
  // Someone who may not export gets the refusal whether or not the id exists.
  authorize(actor, {
    type: "data-export:read",
    target: { id: userId, role: user ? toRole(user.role) : "ST_DOCTOR" },
  });
  if (!user) throw notFound(USER_MESSAGES.userNotFound);

  const record = (await loadRecordRows(db, [userId])).get(userId) ?? EMPTY_RECORD_ROWS;
  const [
    formalities,
    decisions,
    assignments,
    audit,
    applicationCertificates,
    reminders,
    assessments,
    iup,
    linkRequests,
    memberships,
    planApplications,
    identityLinks,
    calendarFeed,
    signedInSessions,
  ] = await Promise.all([
    formalitiesOf(db, userId),
    decisionsForDoctor(db, userId),
    assignmentsOf(db, userId),
    // What is done through the shared review login is the work of every specialist who uses it,
    // not the account's own: its export holds only what was done to it (decision 168).
    auditEntriesOf(db, userId, !isReviewAccount(config, user.email)),
    // What the doctor added to the application's certificates (signers, places; decision 196).
    listStoredCertificates(db, userId),
    // The reminder setting and the reminder mails sent (decisions 209-211).
    remindersOf(db, userId),
    // Mini-CEX, DOPS and CbD of the doctor (issue 25).
    listAssessmentsForExport(db, userId),
    // Every revision of the IUP with its acknowledgements (issue 25).
    listIupRevisions(db, userId),
    // Assessments asked for by a one-time link, about the user or by them (decision 213).
    listRequestsForExport(db, userId),
    // What else names the user (decision 270; tests/fixtures/personal-data-tables.ts places every table).
    clinicsOf(db, userId),
    standardPlanApplicationsOf(db, userId),
    identityProviderLinksOf(db, userId),
    calendarFeedOf(db, userId),
    sessionsOf(db, userId),
  ]);
  const names = uniqueEntryNames(
    record.files.map((f) => nameForStoredType(f.originalName, f.fileType)),
  );
  const fileEntries = record.files.map((file, i) => ({
    id: file.id,
    originalName: file.originalName,
    fileType: file.fileType,
    fileSize: file.fileSize,
    uploadedAt: file.uploadedAt,
    pathInZip: `${EXPORT_FILES_DIR}/${names[i]}`,
    storagePath: file.storagePath,
  }));

  await writeAudit(db, {
    actorId: actor.id,
    subjectUserId: userId,
    action: "create",
    entity: "data-export",
    entityId: userId,
    after: { files: fileEntries.length, auditEntries: audit.length },
  });

  const exportedAt = new Date();
  const missing = new Set<string>();
  const document = () => ({
    format: "st-portalen-personuppgifter",
    version: 1,
    exportedAt: exportedAt.toISOString(),
    exportedBy: { id: actor.id, displayName: personName(actor) },
    // The row of `users` only: password hashes, sessions and reset tokens live elsewhere.
    account: {
      id: user.id,
      email: user.email,
      firstName: user.firstName,
      lastName: user.lastName,
      displayName: displayName(user),
      role: user.role,
      isActive: user.isActive,
      mustChangePassword: user.mustChangePassword,
      createdAt: user.createdAt,
      updatedAt: user.updatedAt,
    },
    clinics: memberships,
    formalities,
    goals: record.goals,
    examinations: record.procedures,
    rotations: record.rotations,
    courses: record.courses,
    sitIns: record.sitIns,
    supervisorMeetings: record.meetings,
    supervisorMeetingActions: record.meetingActions,
    absences: record.absences,
    credits: record.credits,
    developmentWorks: record.developmentWorks,
    applicationCertificates,
    structuredAssessments: assessments,
    iupRevisions: iup,
    assessmentLinkRequests: linkRequests,
    standardPlanApplications: planApplications.map(({ appliedBy, undoneBy, ...application }) => ({
      ...application,
      appliedBy: personRef(appliedBy),
      undoneBy: personRef(undoneBy),
    })),
    stProject: record.stProject ?? null,
    certificates: record.certificateLinks,
    files: fileEntries.map(({ storagePath, ...entry }) => ({
      ...entry,
      pathInZip: missing.has(storagePath) ? null : entry.pathInZip,
    })),
    signingRightsDecisions: decisions,
    reminders,
    calendarFeed,
    identityProviderLinks: identityLinks,
    sessions: signedInSessions,
    supervisors: assignments.supervisors.map(({ firstName, lastName, email, ...a }) => ({
      ...a,
      displayName: personName({ firstName, lastName, email }),
    })),
    supervisedDoctors: assignments.doctors.map(({ firstName, lastName, email, ...a }) => ({
      ...a,
      displayName: personName({ firstName, lastName, email }),
    })),
    auditLog: audit.map(({ entry, actor: by }) => ({
      at: entry.createdAt,
      actor: entry.actorId && by ? { id: entry.actorId, displayName: personName(by) } : null,
      subjectUserId: entry.subjectUserId,
      action: entry.action,
      entity: entry.entity,
      entityId: entry.entityId,
      before: entry.before,
      after: entry.after,
    })),
  });

  function* sources(): Generator<ZipSource> {
    for (const file of fileEntries) {
      yield {
        name: file.pathInZip,
        mtime: file.uploadedAt,
        open: async () => (await files.open(file.storagePath))?.stream ?? null,
      };
    }
    // Last, so it can say which stored files were missing.
    yield {
      name: EXPORT_JSON,
      data: new TextEncoder().encode(JSON.stringify(document(), null, 2)),
    };
  }
  const byName = new Map(fileEntries.map((f) => [f.pathInZip, f.storagePath]));
  const stream = createZipStream(sources(), (name) => {
    const storagePath = byName.get(name) ?? name;
    missing.add(storagePath);
    onMissing(storagePath);
  });
  return { fileName: exportFileName(exportedAt), stream };
}

import { RECORD_MESSAGES } from "../../../shared/messages/records";
import { displayName } from "../../../shared/roles";
import { withEffectiveMain } from "../../../shared/rules/main-supervisor";
import { FINAL_DECISIONS } from "../../../shared/rules/signing-rights";
import type { TDoctorRecord, TSigningRightsDecision } from "../../../shared/schemas/doctor-record";
import { EMPTY_ST_PROJECT } from "../../../shared/schemas/st-project";
import type { SessionActor } from "../../context";
import type { Db } from "../../db/client";
import { notFound } from "../../lib/errors";
import {
  accessibleDoctorsScope,
  accessibleDoctorsWhere,
  authorize,
  requireDoctorAccess,
} from "../../policy";
import { doctorAnswerVersion } from "../access";
import { loadHistory } from "../audit";
import { type CertificateLinkRow, groupCertificateLinks, toUploadedFileDto } from "../files";
import { decisionsForDoctor } from "../signing-rights";
import { defaultFormalities, modelOf, specialtyOfForm } from "./formalities.repo";
import { groupActionsByMeeting } from "./meeting-actions.repo";
import type { GoalRow } from "./progress.repo";
import { deriveRecordState } from "./record-derived";
import { EMPTY_RECORD_ROWS, loadDoctorHeads, loadRecordRows } from "./record-load.repo";
import { RECORD_TYPES } from "./record-types";
import { todayInSweden } from "./today";

/**
 * The whole record of one ST doctor in three statements, one after the other on one connection:
 * the doctor with formalities and supervisors, every list of the record (decision 100) and the
 * signing-rights decisions (decision 136). The examination catalogue is not part of it: it is the
 * same for every doctor (decision 117).
 */
export async function getRecord(
  db: Db,
  actor: SessionActor,
  doctorId: string,
): Promise<TDoctorRecord> {
  // The policy's decision, then the doctor from the record's first statement: requireDoctorAccess
  // would read the doctor once more, and decision 100 keeps this to a fixed few statements.
  authorize(actor, { type: "doctor:view", doctorId });
  const [head] = await loadDoctorHeads(db, [doctorId], accessibleDoctorsWhere(actor, "view"));
  if (!head) throw notFound(RECORD_MESSAGES.doctorNotFound);
  const rows = (await loadRecordRows(db, [doctorId])).get(doctorId) ?? EMPTY_RECORD_ROWS;
  const signingRights = toDecisionDtos(await decisionsForDoctor(db, doctorId));
  const today = todayInSweden();
  const { doctor } = head;
  const form = head.formalities ?? defaultFormalities(doctorId, today);
  const certificatesOf = groupCertificateLinks(rows.certificateLinks);
  const actionsByMeeting = groupActionsByMeeting(rows.meetingActions);
  const absenceDtos = rows.absences.map(RECORD_TYPES.absence.toDto);
  const creditDtos = rows.credits.map(RECORD_TYPES.credit.toDto);
  const { stEndDate, stPeriod, isModelLocked, isSpecialtyLocked, permissions } = deriveRecordState(
    actor,
    doctorId,
    {
      form,
      absences: absenceDtos,
      credits: creditDtos,
      hasActivity: head.hasActivity,
      today,
    },
  );
  return {
    doctor: {
      id: doctor.id,
      email: doctor.email,
      firstName: doctor.firstName,
      lastName: doctor.lastName,
      displayName: displayName(doctor),
    },
    supervisors: withEffectiveMain(head.supervisors).map((s) => ({
      id: s.id,
      displayName: displayName(s),
      email: s.email,
      isActive: s.isActive,
      isMain: s.isMain,
    })),
    today,
    formalities: {
      userId: doctorId,
      stModel: modelOf(form),
      specialty: specialtyOfForm(form),
      stStartDate: form.stStartDate,
      stDurationMonths: form.stDurationMonths,
      headOfDepartment: form.headOfDepartment,
      directorOfStudies: form.directorOfStudies,
      stContractFileId: form.stContractFileId,
      supervisorIds: head.supervisors.map((s) => s.id),
      absences: absenceDtos,
      credits: creditDtos,
      stEndDate,
      stPeriod,
      isModelLocked,
      isSpecialtyLocked,
      version: form.version,
      permissions: {
        canEdit: permissions.canEdit,
        canChangeModel: permissions.canChangeModel,
      },
    },
    goals: goalsWithCertificates(rows.goals, rows.certificateLinks),
    procedures: rows.procedures.map((p) => ({
      procedureId: p.procedureId,
      status: p.status as TDoctorRecord["procedures"][number]["status"],
      plannedQuarter: p.plannedQuarter,
      achievedLevel: p.achievedLevel as TDoctorRecord["procedures"][number]["achievedLevel"],
      certificateFileIds: certificatesOf("procedure", p.procedureId),
    })),
    rotations: rows.rotations.map((r) => ({
      ...RECORD_TYPES.rotation.toDto(r),
      certificateFileIds: certificatesOf("rotation", r.id),
    })),
    courses: rows.courses.map((c) => ({
      ...RECORD_TYPES.course.toDto(c),
      certificateFileIds: certificatesOf("course", c.id),
    })),
    sitIns: rows.sitIns.map((r) => ({
      ...RECORD_TYPES["sit-in"].toDto(r),
      certificateFileIds: certificatesOf("sit-in", r.id),
    })),
    meetings: rows.meetings.map((m) => ({
      ...RECORD_TYPES.meeting.toDto(m),
      actions: actionsByMeeting.get(m.id) ?? [],
    })),
    developmentWorks: rows.developmentWorks.map(RECORD_TYPES.development.toDto),
    stProject: rows.stProject
      ? {
          topic: rows.stProject.topic,
          supervisor: rows.stProject.supervisor,
          status: rows.stProject.status as TDoctorRecord["stProject"]["status"],
          summary: rows.stProject.summary,
          goalIds: rows.stProject.goalIds,
          version: rows.stProject.version,
        }
      : EMPTY_ST_PROJECT,
    files: rows.files.map(toUploadedFileDto),
    signingRights,
    permissions,
  };
}

/**
 * The decisions as the record answers them: examination, decision and date, picked field by field
 * so the decision's notes can never come along.
 */
function toDecisionDtos(
  rows: readonly { procedureId: string; decision: string | null; decisionDate: string | null }[],
): TSigningRightsDecision[] {
  const dtos: TSigningRightsDecision[] = [];
  for (const { procedureId, decision, decisionDate } of rows) {
    const known = FINAL_DECISIONS.find((d) => d === decision);
    if (known && decisionDate) dtos.push({ procedureId, decision: known, decisionDate });
  }
  return dtos.sort((a, b) =>
    a.procedureId < b.procedureId ? -1 : a.procedureId > b.procedureId ? 1 : 0,
  );
}

type GoalProgressDto = TDoctorRecord["goals"][number];

/**
 * The goals with progress, each with its certificates, plus every goal that has certificates but no
 * progress row (a certificate alone records no progress, so it creates none) as 'not started'.
 */
function goalsWithCertificates(
  goalRows: readonly GoalRow[],
  links: readonly CertificateLinkRow[],
): GoalProgressDto[] {
  const certificatesOf = groupCertificateLinks(links);
  const goals: GoalProgressDto[] = goalRows.map((g) => ({
    goalId: g.goalId,
    status: g.status as GoalProgressDto["status"],
    plannedQuarter: g.plannedQuarter,
    certificateFileIds: certificatesOf("goal", g.goalId),
  }));
  const known = new Set(goals.map((g) => g.goalId));
  for (const link of links) {
    if (link.itemKind !== "goal" || known.has(link.itemId)) continue;
    known.add(link.itemId);
    goals.push({
      goalId: link.itemId,
      status: "not_started",
      plannedQuarter: null,
      certificateFileIds: certificatesOf("goal", link.itemId),
    });
  }
  return goals.sort((a, b) => (a.goalId < b.goalId ? -1 : a.goalId > b.goalId ? 1 : 0));
}

/**
 * The version of everything the doctor's answers are built from, for a reader who may view the
 * doctor (decision 256); undefined for anyone else, whom the answer's own checks refuse.
 */
export function doctorVersion(
  db: Db,
  actor: SessionActor,
  doctorId: string,
): Promise<string | undefined> {
  authorize(actor, { type: "doctor:view", doctorId });
  return doctorAnswerVersion(db, doctorId, accessibleDoctorsScope(actor, "view"));
}

export async function getHistory(db: Db, actor: SessionActor, doctorId: string) {
  await requireDoctorAccess(db, actor, "view", doctorId);
  return { entries: await loadHistory(db, doctorId) };
}

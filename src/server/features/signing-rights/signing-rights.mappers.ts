import { displayName } from "../../../shared/roles";
import type {
  TSigningRightsEvaluation,
  TSpecialistAssessment,
} from "../../../shared/schemas/signing-rights";
import type { AssessmentFields } from "./assessments.repo";
import type { EvaluationWithDoctor } from "./signing-rights.repo";

/** Rows as the answers give them: statuses and decisions outside the known values are read safely. */
export function toEvaluation({
  evaluation: e,
  doctor,
  assessmentCount,
}: EvaluationWithDoctor): TSigningRightsEvaluation {
  return {
    id: e.id,
    stDoctor: toPerson(doctor),
    procedureType: e.procedureType,
    evaluationPeriodStart: e.evaluationPeriodStart,
    evaluationPeriodEnd: e.evaluationPeriodEnd,
    status: e.status === "active" || e.status === "completed" ? e.status : "cancelled",
    finalDecision:
      e.finalDecision === "approved" || e.finalDecision === "rejected" ? e.finalDecision : null,
    finalDecisionDate: e.finalDecisionDate,
    finalDecisionNotes: e.finalDecisionNotes,
    assessmentCount: Number(assessmentCount),
    createdAt: e.createdAt.toISOString(),
    updatedAt: e.updatedAt.toISOString(),
  };
}

export function toAssessment(row: AssessmentFields): TSpecialistAssessment {
  return {
    id: row.id,
    evaluationId: row.signingRightsEvaluationId,
    stDoctorId: row.stDoctorId,
    evaluationDate: row.evaluationDate,
    examinationId: row.examinationId,
    evaluationResult: row.evaluationResult as TSpecialistAssessment["evaluationResult"],
    caseDifficulty: row.caseDifficulty as TSpecialistAssessment["caseDifficulty"],
    overallAssessment: row.overallAssessment,
    stDoctorConfidence: row.stDoctorConfidence as TSpecialistAssessment["stDoctorConfidence"],
    specialistName: row.specialistName,
    comments: row.comments,
    createdAt: row.createdAt.toISOString(),
    viaLink: row.viaLink
      ? { assessorRole: row.assessorRole ?? "", assessorWorkplace: row.assessorWorkplace ?? "" }
      : null,
  };
}

/** An ST doctor as the page names them, without the address. */
export function toPerson(row: { id: string; firstName: string; lastName: string; email: string }) {
  return {
    id: row.id,
    firstName: row.firstName,
    lastName: row.lastName,
    displayName: displayName(row),
  };
}

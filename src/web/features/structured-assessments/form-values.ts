import { isoDateInTimeZone } from "@/shared/rules/dates";
import {
  ASSESSMENT_FORMS,
  type AssessmentKind,
  type AssessorRole,
  type CaseDifficultyLevel,
} from "@/shared/rules/structured-assessment-forms";
import type {
  TCreateStructuredAssessmentRequest,
  TStructuredAssessment,
} from "@/shared/schemas/structured-assessments";

/** A radio's value: a step of the scale ('1'–'6') or 'ej' for 'kan ej bedömas'; '' unanswered. */
export const NOT_ASSESSABLE = "ej";

export interface AssessmentFormValues {
  date: string;
  ratings: Record<string, string>;
  caseDifficulty: CaseDifficultyLevel | "";
  strengths: string;
  suggestions: string;
  assessorName: string;
  assessorRole: AssessorRole | "";
  goalIds: string[];
  examinationIds: string[];
}

export const todayInSweden = () => isoDateInTimeZone(new Date());

export function emptyValues(kind: AssessmentKind, today: string): AssessmentFormValues {
  return {
    date: today,
    ratings: Object.fromEntries(ASSESSMENT_FORMS[kind].domains.map((d) => [d.id, ""])),
    caseDifficulty: "",
    strengths: "",
    suggestions: "",
    assessorName: "",
    assessorRole: "",
    goalIds: [],
    examinationIds: [],
  };
}

export function valuesOf(assessment: TStructuredAssessment): AssessmentFormValues {
  return {
    date: assessment.date,
    ratings: Object.fromEntries(
      Object.entries(assessment.ratings).map(([id, r]) => [
        id,
        r === null ? NOT_ASSESSABLE : String(r),
      ]),
    ),
    caseDifficulty: assessment.caseDifficulty,
    strengths: assessment.strengths,
    suggestions: assessment.suggestions,
    assessorName: assessment.assessorName,
    assessorRole: assessment.assessorRole,
    goalIds: [...assessment.goalIds],
    examinationIds: [...assessment.examinationIds],
  };
}

/**
 * The request the form sends; an unanswered domain is left out, so the shared schema names it
 * ('Bedöm området …') as the server would.
 */
export function toRequest(
  kind: AssessmentKind,
  values: AssessmentFormValues,
): TCreateStructuredAssessmentRequest {
  const ratings: Record<string, number | null> = {};
  for (const [id, raw] of Object.entries(values.ratings)) {
    if (raw === "") continue;
    ratings[id] = raw === NOT_ASSESSABLE ? null : Number(raw);
  }
  return {
    kind,
    date: values.date,
    ratings,
    caseDifficulty: values.caseDifficulty as CaseDifficultyLevel,
    strengths: values.strengths,
    suggestions: values.suggestions,
    assessorName: values.assessorName,
    assessorRole: values.assessorRole as AssessorRole,
    goalIds: values.goalIds,
    examinationIds: values.examinationIds,
  };
}

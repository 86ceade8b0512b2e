import { SIGNING_RIGHTS_MESSAGES as M } from "@/shared/messages/signing-rights";
import { compareDates, isIsoDate, isoDateInTimeZone } from "@/shared/rules/dates";
import {
  type CaseDifficulty,
  type Confidence,
  defaultAssessmentValues,
  type EvaluationResult,
} from "@/shared/rules/signing-rights";
import type { TCreateSpecialistAssessmentRequest } from "@/shared/schemas/signing-rights";

/** What the add form holds; empty strings for what is not chosen yet. */
export interface AssessmentFormValues {
  procedureId: string;
  stDoctorId: string;
  evaluationDate: string;
  examinationId: string;
  specialistName: string;
  evaluationResult: EvaluationResult;
  caseDifficulty: CaseDifficulty;
  stDoctorConfidence: Confidence;
  comments: string;
}

/** Today in Sweden, the day the server checks the date against. */
export function todayInSweden(): string {
  return isoDateInTimeZone(new Date());
}

/**
 * A new form: today's date and the spec's default answers; the ST doctor selected in 'Granskar
 * ST-läkare' when there is one, as that is whom the reviewer is looking at.
 */
export function emptyAssessmentValues(today: string, stDoctorId = ""): AssessmentFormValues {
  const defaults = defaultAssessmentValues(today);
  return {
    procedureId: "",
    stDoctorId,
    evaluationDate: defaults.evaluationDate,
    examinationId: "",
    specialistName: "",
    evaluationResult: defaults.evaluationResult,
    caseDifficulty: defaults.caseDifficulty,
    stDoctorConfidence: defaults.stDoctorConfidence,
    comments: "",
  };
}

/**
 * The form after a save: a specialist usually records several cases in a row for the same ST
 * doctor and examination, so those, the date and the name stay; the answers about the case
 * start again from the defaults.
 */
export function valuesForNextAssessment(saved: AssessmentFormValues): AssessmentFormValues {
  const fresh = emptyAssessmentValues(saved.evaluationDate);
  return {
    ...fresh,
    procedureId: saved.procedureId,
    stDoctorId: saved.stDoctorId,
    specialistName: saved.specialistName,
  };
}

/**
 * The overall assessment (1-5) is left out: the spec's form does not ask for it and a fixed 3
 * would record a judgement nobody made (decision 133).
 */
export function toCreateRequest(values: AssessmentFormValues): TCreateSpecialistAssessmentRequest {
  return { ...values };
}

/** The server refuses a date after today; saying so before sending spares a round trip. */
export function futureDateError(date: string, today: string): string | undefined {
  return isIsoDate(date) && compareDates(date, today) > 0 ? M.futureDate : undefined;
}

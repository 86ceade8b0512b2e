import { z } from "zod";
import { SIGNING_RIGHTS_MESSAGES as M } from "../messages/signing-rights";
import { compareDates, isIsoDate } from "../rules/dates";
import {
  CASE_DIFFICULTIES,
  CONFIDENCE_LEVELS,
  EVALUATION_RESULTS,
  FINAL_DECISIONS,
  THRESHOLD_INPUTS,
  type ThresholdKey,
} from "../rules/signing-rights";
import { ID_MAX, LONG_TEXT_MAX, SHORT_TEXT_MAX, zRequiredDate } from "./primitives";

/** Examination and ST doctor are checked together: the spec has one message for both. */
const zPick = z
  .string({ error: M.examinationAndDoctorRequired })
  .trim()
  .min(1, M.examinationAndDoctorRequired)
  .max(ID_MAX, M.examinationAndDoctorRequired);

export const ZCreateSigningRightsEvaluationRequestSchema = z
  .object({
    stDoctorId: zPick,
    /** The examination (catalogue id) the signing right concerns. */
    procedureType: zPick,
    evaluationPeriodStart: zRequiredDate(M.dateRequired),
    evaluationPeriodEnd: zRequiredDate(M.dateRequired),
  })
  .refine(
    (v) =>
      // Unreadable dates already have their own message.
      !isIsoDate(v.evaluationPeriodStart) ||
      !isIsoDate(v.evaluationPeriodEnd) ||
      compareDates(v.evaluationPeriodStart, v.evaluationPeriodEnd) <= 0,
    {
      message: M.periodOrder,
      path: ["evaluationPeriodEnd"],
    },
  );

export const ZFinalDecisionRequestSchema = z.object({
  decision: z.enum(FINAL_DECISIONS, { error: M.decisionRequired }),
  notes: z.string().trim().max(LONG_TEXT_MAX).default(""),
});

/**
 * The 'Lägg till bedömning' form. Examination, ST doctor, date, specialist name, result,
 * difficulty and confidence are required; examination ID and comments are optional. The server
 * files it under the doctor's active evaluation for that examination.
 */
export const ZCreateSpecialistAssessmentRequestSchema = z.object({
  procedureId: zPick,
  stDoctorId: zPick,
  evaluationDate: zRequiredDate(M.dateRequired),
  /** Free text, e.g. the examination's number in an x-ray program. */
  examinationId: z.string().trim().max(SHORT_TEXT_MAX).default(""),
  specialistName: z
    .string({ error: M.specialistNameRequired })
    .trim()
    .min(1, M.specialistNameRequired)
    .max(SHORT_TEXT_MAX, M.specialistNameRequired),
  evaluationResult: z.enum(EVALUATION_RESULTS, { error: M.resultRequired }),
  caseDifficulty: z.enum(CASE_DIFFICULTIES, { error: M.difficultyRequired }),
  stDoctorConfidence: z.enum(CONFIDENCE_LEVELS, { error: M.confidenceRequired }),
  overallAssessment: z
    .number({ error: M.overallAssessmentRange })
    .int(M.overallAssessmentRange)
    .min(1, M.overallAssessmentRange)
    .max(5, M.overallAssessmentRange)
    .optional(),
  comments: z.string().trim().max(LONG_TEXT_MAX).default(""),
});

function zThreshold(key: ThresholdKey) {
  const spec = THRESHOLD_INPUTS[key];
  const message = M.thresholdRanges[key];
  return z.number({ error: message }).min(spec.min, message).max(spec.max, message);
}

/** Adjusted quality indicators; they apply only locally, for the selected doctor. */
export const ZReadinessThresholdsSchema = z.object({
  successRateThreshold: zThreshold("successRateThreshold"),
  majorChangesThreshold: zThreshold("majorChangesThreshold").int(
    M.thresholdRanges.majorChangesThreshold,
  ),
  minEvaluations: zThreshold("minEvaluations").int(M.thresholdRanges.minEvaluations),
  confidenceWeight: zThreshold("confidenceWeight").refine(
    (v) => Math.abs(v * 10 - Math.round(v * 10)) < 1e-9,
    M.thresholdRanges.confidenceWeight,
  ),
});

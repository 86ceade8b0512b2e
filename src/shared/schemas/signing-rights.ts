import { z } from "zod";
import { SIGNING_RIGHTS_MESSAGES as M } from "../messages/signing-rights";
import { containsPersonalIdentityNumber } from "../rules/personal-identity";
import {
  CASE_DIFFICULTIES,
  CONFIDENCE_LEVELS,
  DEFAULT_THRESHOLDS,
  EVALUATION_RESULTS,
  FINAL_DECISIONS,
  THRESHOLD_INPUTS,
  type ThresholdKey,
} from "../rules/signing-rights";
import {
  ID_MAX,
  LONG_TEXT_MAX,
  SHORT_TEXT_MAX,
  zOptionalMultiLineText,
  zOptionalText,
  zRequiredDate,
  zRequiredText,
} from "./primitives";

/** Examination and ST doctor are checked together: the spec has one message for both. */
const zPick = z
  .string({ error: M.examinationAndDoctorRequired })
  .trim()
  .min(1, M.examinationAndDoctorRequired)
  .max(ID_MAX, M.examinationAndDoctorRequired);

/**
 * Every free text of an assessment and a decision goes through this one check: no patient's
 * identity number, however it is written (decisions 131 and 166).
 */
function withoutIdentityNumber<T extends z.ZodType<string>>(text: T, field: string) {
  return text.refine(
    (value) => !containsPersonalIdentityNumber(value),
    M.personalIdentityNumber(field),
  );
}

export const ZFinalDecisionRequestSchema = z.object({
  decision: z.enum(FINAL_DECISIONS, { error: M.decisionRequired }),
  notes: withoutIdentityNumber(zOptionalMultiLineText(LONG_TEXT_MAX), M.decisionNotesField),
});
export type TFinalDecisionRequest = z.input<typeof ZFinalDecisionRequestSchema>;

/** Closing ('Klar') or cancelling ('Avbruten') an active evaluation (decision 132). */
export const ZEvaluationStatusRequestSchema = z.object({
  status: z.enum(["completed", "cancelled"], { error: M.statusRequired }),
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
  examinationId: withoutIdentityNumber(zOptionalText(SHORT_TEXT_MAX), M.examinationIdField),
  specialistName: withoutIdentityNumber(
    zRequiredText(M.specialistNameRequired),
    M.specialistNameField,
  ),
  evaluationResult: z.enum(EVALUATION_RESULTS, { error: M.resultRequired }),
  caseDifficulty: z.enum(CASE_DIFFICULTIES, { error: M.difficultyRequired }),
  stDoctorConfidence: z.enum(CONFIDENCE_LEVELS, { error: M.confidenceRequired }),
  overallAssessment: z
    .number({ error: M.overallAssessmentRange })
    .int(M.overallAssessmentRange)
    .min(1, M.overallAssessmentRange)
    .max(5, M.overallAssessmentRange)
    .optional(),
  comments: withoutIdentityNumber(zOptionalMultiLineText(LONG_TEXT_MAX), M.commentsField),
});
export type TCreateSpecialistAssessmentRequest = z.input<
  typeof ZCreateSpecialistAssessmentRequestSchema
>;

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

/**
 * A threshold in a query string: absent takes the default, as does a success rate of zero (spec
 * section 5, as the adjust form reads it); a Swedish decimal comma is read.
 */
function zThresholdParam(key: ThresholdKey) {
  return z
    .string()
    .optional()
    .transform((raw) => {
      if (raw === undefined || raw.trim() === "") return DEFAULT_THRESHOLDS[key];
      const value = Number(raw.trim().replace(",", "."));
      return key === "successRateThreshold" && value === 0 ? DEFAULT_THRESHOLDS[key] : value;
    })
    .pipe(ZReadinessThresholdsSchema.shape[key]);
}

/** The statistics request names the thresholds its recommendation is judged by. */
export const ZReadinessThresholdsQuerySchema = z.object({
  successRateThreshold: zThresholdParam("successRateThreshold"),
  majorChangesThreshold: zThresholdParam("majorChangesThreshold"),
  minEvaluations: zThresholdParam("minEvaluations"),
  confidenceWeight: zThresholdParam("confidenceWeight"),
});

// ---------------------------------------------------------------- answers

const zIsoDate = z.string();
/** An ST doctor as the page names them; no e-mail address, which the shared review account need not see. */
const ZPersonSchema = z.object({
  id: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  /** 'Förnamn Efternamn', or the address for an account without a name. */
  displayName: z.string(),
});

export const ZEvaluationStatusSchema = z.enum(["active", "completed", "cancelled"]);

export const ZSigningRightsEvaluationSchema = z.object({
  id: z.string(),
  stDoctor: ZPersonSchema,
  procedureType: z.string(),
  evaluationPeriodStart: zIsoDate,
  evaluationPeriodEnd: zIsoDate,
  status: ZEvaluationStatusSchema,
  finalDecision: z.enum(FINAL_DECISIONS).nullable(),
  finalDecisionDate: zIsoDate.nullable(),
  finalDecisionNotes: z.string().nullable(),
  assessmentCount: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type TSigningRightsEvaluation = z.infer<typeof ZSigningRightsEvaluationSchema>;

export const ZSpecialistAssessmentSchema = z.object({
  id: z.string(),
  evaluationId: z.string(),
  stDoctorId: z.string(),
  evaluationDate: zIsoDate,
  examinationId: z.string(),
  evaluationResult: z.enum(EVALUATION_RESULTS),
  caseDifficulty: z.enum(CASE_DIFFICULTIES).nullable(),
  overallAssessment: z.number().int().nullable(),
  stDoctorConfidence: z.enum(CONFIDENCE_LEVELS),
  specialistName: z.string().nullable(),
  comments: z.string(),
  createdAt: z.string(),
  /** Answered through a one-time link (decision 213): 'via länk', by the named assessor. */
  viaLink: z.object({ assessorRole: z.string(), assessorWorkplace: z.string() }).nullable(),
});
export type TSpecialistAssessment = z.infer<typeof ZSpecialistAssessmentSchema>;

export const ZCreateAssessmentResponseSchema = z.object({
  assessment: ZSpecialistAssessmentSchema,
  evaluation: ZSigningRightsEvaluationSchema,
});

/** What the add form chooses from: active ST doctors by first name, and the known specialist names. */
export const ZSigningRightsOptionsResponseSchema = z.object({
  doctors: z.array(ZPersonSchema),
  specialistNames: z.array(z.string()),
});
export type TSigningRightsOptions = z.infer<typeof ZSigningRightsOptionsResponseSchema>;

/** A deleted evaluation: how many assessments went with it, for the message that confirms it. */
export const ZEvaluationDeletedResponseSchema = z.object({
  ok: z.literal(true),
  assessmentsRemoved: z.number().int(),
});

export const ZEvaluationListResponseSchema = z.object({
  evaluations: z.array(ZSigningRightsEvaluationSchema),
});

const zColor = z.enum(["green", "yellow", "red"]);
const zCount = z.number().int();

export const ZSigningRightsStatisticsSchema = z.object({
  totalEvaluations: zCount,
  noChanges: zCount,
  minorChanges: zCount,
  majorChanges: zCount,
  successRate: z.number(),
  confidenceBreakdown: z.object({ wouldSign: zCount, wouldDiscuss: zCount }),
  criticalCases: z.object({
    wouldSignWithMajorChanges: zCount,
    wouldDiscussWithMajorChanges: zCount,
  }),
  difficultyBreakdown: z.object({ easy: zCount, medium: zCount, hard: zCount, unset: zCount }),
  averageDifficulty: z.number().nullable(),
});

const ZResultCountsSchema = z.object({
  noChanges: zCount,
  minorChanges: zCount,
  majorChanges: zCount,
  total: zCount,
});

const ZRateIntervalSchema = z.object({
  n: zCount,
  k: z.number(),
  rate: z.number(),
  lower: z.number(),
  upper: z.number(),
});

/** How sure the figures are (decisions 223 and 224). */
export const ZConfidenceSchema = z.object({
  success: ZRateIntervalSchema,
  majorChanges: ZRateIntervalSchema,
  certainty: z.object({
    state: z.enum(["confident", "uncertain"]),
    threshold: z.number(),
    lowerBound: z.number(),
    extraAtPresentRate: zCount.nullable(),
    extraWithoutChanges: zCount.nullable(),
  }),
  /** Oldest first. */
  curve: z.array(ZRateIntervalSchema.extend({ index: zCount, date: z.string() })),
  trend: z.object({
    direction: z.enum(["improving", "stable", "worsening", "too_few"]),
    earlier: ZRateIntervalSchema.nullable(),
    later: ZRateIntervalSchema.nullable(),
  }),
});

/** The assessors' calibration (decision 225); a null name is the group of those with few. */
export const ZCalibrationResponseSchema = z.object({
  rows: z.array(
    z.object({
      name: z.string().nullable(),
      specialists: zCount,
      doctors: zCount,
      own: ZRateIntervalSchema,
      colleagues: ZRateIntervalSchema,
    }),
  ),
});
export type TCalibration = z.infer<typeof ZCalibrationResponseSchema>;

export const ZEvaluationDetailResponseSchema = z.object({
  evaluation: ZSigningRightsEvaluationSchema,
  /** Newest first. */
  assessments: z.array(ZSpecialistAssessmentSchema),
  statistics: ZSigningRightsStatisticsSchema,
  readiness: z.object({
    thresholds: ZReadinessThresholdsSchema,
    recommendation: z.object({
      state: z.enum(["approve", "more_assessment", "deny"]),
      label: z.string(),
      color: zColor,
    }),
    indicators: z.object({
      successRate: zColor,
      majorChanges: zColor,
      evaluationCount: zColor,
      confidence: zColor,
    }),
    successBand: z.object({ band: z.string(), label: z.string() }),
    countBand: z.object({ band: z.string(), label: z.string() }),
    decisionSummary: z.object({
      items: z.array(z.object({ key: z.string(), label: z.string(), positive: z.boolean() })),
      allPositive: z.boolean(),
    }),
  }),
  confidence: ZConfidenceSchema,
  charts: z.object({
    /** Results per calendar month of the assessment date, oldest first. */
    byMonth: z.array(ZResultCountsSchema.extend({ month: z.string() })),
    byDifficulty: z.array(
      ZResultCountsSchema.extend({ difficulty: z.enum([...CASE_DIFFICULTIES, "unset"]) }),
    ),
  }),
  permissions: z.object({
    canClose: z.boolean(),
    canDecide: z.boolean(),
    canDelete: z.boolean(),
    /** Directors and administrators see the assessors' calibration (decision 225). */
    canSeeCalibration: z.boolean(),
  }),
});
export type TEvaluationDetail = z.infer<typeof ZEvaluationDetailResponseSchema>;

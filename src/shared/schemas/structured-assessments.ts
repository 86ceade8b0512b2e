import { z } from "zod";
import { STRUCTURED_ASSESSMENT_MESSAGES as M } from "../messages/structured-assessments";
import { containsPersonalIdentityNumber } from "../rules/personal-identity";
import {
  ASSESSMENT_KINDS,
  ASSESSOR_ROLES,
  CASE_DIFFICULTY_LEVELS,
} from "../rules/structured-assessment-forms";
import { ratingsProblem } from "../rules/structured-assessments";
import {
  ID_MAX,
  LONG_TEXT_MAX,
  zId,
  zOptionalMultiLineText,
  zRequiredDate,
  zRequiredText,
  zVersion,
} from "./primitives";
import { zActivityGoalIds } from "./records";

/** Structured workplace-based assessments: Mini-CEX, DOPS and CbD (issue 25, decision 202). */

/** No patient's identity number in any free text, as on the signing-rights assessments. */
function withoutIdentityNumber<T extends z.ZodType<string>>(text: T, field: string) {
  return text.refine(
    (value) => !containsPersonalIdentityNumber(value),
    M.personalIdentityNumber(field),
  );
}

const LINKS_MAX = 40;

const zRating = z.union([z.number(), z.null()], { error: M.ratingsRequired });

export const ZAssessmentFieldsSchema = z.object({
  kind: z.enum(ASSESSMENT_KINDS, { error: M.kindRequired }),
  date: zRequiredDate(M.dateRequired),
  ratings: z.record(z.string().max(ID_MAX), zRating, { error: M.ratingsRequired }),
  caseDifficulty: z.enum(CASE_DIFFICULTY_LEVELS, { error: M.difficultyRequired }),
  strengths: withoutIdentityNumber(zOptionalMultiLineText(LONG_TEXT_MAX), M.strengthsField),
  suggestions: withoutIdentityNumber(zOptionalMultiLineText(LONG_TEXT_MAX), M.suggestionsField),
  assessorName: withoutIdentityNumber(zRequiredText(M.assessorNameRequired), M.assessorNameField),
  assessorRole: z.enum(ASSESSOR_ROLES, { error: M.assessorRoleRequired }),
  goalIds: zActivityGoalIds,
  examinationIds: z
    .array(zId, { error: M.tooManyLinks })
    .max(LINKS_MAX, M.tooManyLinks)
    .transform((ids) => [...new Set(ids)])
    .default([]),
});

/** The ratings are checked against the kind's domains and the scale (one shared rule). */
export const withRatingsChecked = <
  T extends z.ZodType<Pick<z.output<typeof ZAssessmentFieldsSchema>, "kind" | "ratings">>,
>(
  schema: T,
) =>
  schema.superRefine((value, ctx) => {
    const problem = ratingsProblem(value.kind, value.ratings);
    if (problem) ctx.addIssue({ code: "custom", message: problem, path: ["ratings"] });
  });

export const ZCreateStructuredAssessmentRequestSchema = withRatingsChecked(ZAssessmentFieldsSchema);
export type TCreateStructuredAssessmentRequest = z.input<
  typeof ZCreateStructuredAssessmentRequestSchema
>;
export type TStructuredAssessmentInput = z.output<typeof ZAssessmentFieldsSchema>;

export const ZUpdateStructuredAssessmentRequestSchema = withRatingsChecked(
  ZAssessmentFieldsSchema.extend({ version: zVersion }),
);
export type TUpdateStructuredAssessmentRequest = z.input<
  typeof ZUpdateStructuredAssessmentRequestSchema
>;

export const ZStructuredAssessmentSchema = z.object({
  id: z.string(),
  kind: z.enum(ASSESSMENT_KINDS),
  date: z.string(),
  ratings: z.record(z.string(), z.number().nullable()),
  caseDifficulty: z.enum(CASE_DIFFICULTY_LEVELS),
  strengths: z.string(),
  suggestions: z.string(),
  assessorName: z.string(),
  assessorRole: z.enum(ASSESSOR_ROLES),
  goalIds: z.array(z.string()),
  examinationIds: z.array(z.string()),
  /** The doctor saved it, naming the assessor. */
  selfEntered: z.boolean(),
  /** An assessor without an account answered a one-time link (decision 227). */
  viaLink: z.boolean(),
  assessorWorkplace: z.string().nullable(),
  version: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
  permissions: z.object({ canEdit: z.boolean(), canDelete: z.boolean() }),
});
export type TStructuredAssessment = z.infer<typeof ZStructuredAssessmentSchema>;

export const ZStructuredAssessmentListSchema = z.object({
  assessments: z.array(ZStructuredAssessmentSchema),
  /** Whether the caller may record a new one for this doctor. */
  canRecord: z.boolean(),
});
export type TStructuredAssessmentList = z.infer<typeof ZStructuredAssessmentListSchema>;

export const ZStructuredAssessmentResponseSchema = z.object({
  message: z.string(),
  assessment: ZStructuredAssessmentSchema,
});

import { z } from "zod";

/**
 * Shape of the shipped `data/curriculum.json`. Parsed once at import so a malformed data file fails
 * loudly at start-up (and in the tests) instead of rendering half a goal list.
 */
export const VERIFICATION_STATUSES = [
  "verified-primary",
  "unverified-secondary",
  "placeholder",
] as const;
export type VerificationStatus = (typeof VERIFICATION_STATUSES)[number];

const ZRawGoalSchema = z.object({
  id: z.string().min(1),
  title: z.string().min(1),
  description: z.string().min(1),
  category: z.string().min(1),
  recommendedActivities: z.array(z.string().min(1)),
  competenceRequirements: z.array(z.string()),
  followUp: z.array(z.string()),
  generalAdvice: z.array(z.string()),
  titleIsEditorial: z.boolean().optional(),
  activitiesAreAlternatives: z.boolean().optional(),
  source: z.string().min(1),
  /** Swedish, for the administrator: a spot the compilers suspect is wrong in the source. */
  reviewNote: z.string().min(1).optional(),
  verification: z.object({ status: z.enum(VERIFICATION_STATUSES), note: z.string() }),
});

/** The data file spells the levels as the compilation did; the product uses the spec's names. */
export const RAW_PROCEDURE_LEVELS = ["A-obligatory", "A-optional", "B", "C"] as const;

const ZRawProcedureSchema = z.object({
  id: z.string().min(1),
  name: z.string().min(1),
  /** The usual Swedish abbreviations not already in the name (MPS, arbets-EKG), searched too. */
  abbreviations: z.array(z.string().min(1)).optional(),
  nameEn: z.string().min(1),
  column: z.enum(["c4", "c5", "c6", "c7", "c8", "c9", "c10", "c11", "c12"]),
  level: z.enum(RAW_PROCEDURE_LEVELS),
  syncId: z.string().min(1).optional(),
  source: z.string().min(1),
  verification: z.enum(VERIFICATION_STATUSES),
});
export type TRawProcedure = z.infer<typeof ZRawProcedureSchema>;

export const ZCurriculumDataSchema = z.object({
  meta: z.object({ specialty: z.string() }).loose(),
  models: z.object({
    "2015": z.array(ZRawGoalSchema).min(1),
    "2021": z.array(ZRawGoalSchema).min(1),
  }),
  procedures: z.array(ZRawProcedureSchema).min(1),
});
export type TCurriculumData = z.infer<typeof ZCurriculumDataSchema>;

/** A specialty's goals without an examination matrix (`data/nuklearmedicin.json`, issue 27). */
export const ZSpecialtyGoalsDataSchema = z.object({
  meta: z.object({ specialty: z.string() }).loose(),
  models: z.object({
    "2015": z.array(ZRawGoalSchema).min(1),
    "2021": z.array(ZRawGoalSchema).min(1),
  }),
});
export type TSpecialtyGoalsData = z.infer<typeof ZSpecialtyGoalsDataSchema>;

export const ZRotationDataSchema = z.object({
  source: z.string().min(1),
  rotations: z
    .array(
      z.object({
        id: z.string().min(1),
        name: z.string().min(1),
        weeks: z.number().int().positive(),
      }),
    )
    .min(1),
});
export type TRotationData = z.infer<typeof ZRotationDataSchema>;

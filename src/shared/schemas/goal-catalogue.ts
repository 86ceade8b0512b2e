import { z } from "zod";
import { VERIFICATION_STATUSES } from "../curriculum/data-schema";
import { GOAL_CATEGORIES, GOAL_MODELS } from "../curriculum/goal-models";
import { DEFAULT_SPECIALTY, SPECIALTIES } from "../curriculum/specialties";
import { CATALOGUE_MESSAGES as M } from "../messages/catalogue";
import { RECORD_MESSAGES } from "../messages/records";
import { SPECIALTY_MESSAGES } from "../messages/specialties";
import { VERIFICATION_STATES } from "../rules/curriculum-verification";
import { isSingleLineText, zMultiLineText, zSingleLineText } from "./primitives";

const ALL_CATEGORIES = [...GOAL_CATEGORIES["2015"], ...GOAL_CATEGORIES["2021"]] as const;

const LIST_MAX_ITEMS = 30;
const LIST_ITEM_MAX = 1000;

const zTitle = zSingleLineText(M.goalTitleRequired)
  .min(1, M.goalTitleRequired)
  .max(200, M.goalTitleTooLong);

/** Line breaks are kept: the regulation's text is a lead-in and one line per requirement. */
const zDescription = zMultiLineText(M.goalDescriptionRequired)
  .min(1, M.goalDescriptionRequired)
  .max(5000, M.goalDescriptionTooLong);

/** A list of lines; blank lines are dropped so an emptied field means an empty list. */
const zLines = z
  .array(
    z
      .string({ error: M.goalListInvalid })
      .trim()
      .normalize("NFC")
      .max(LIST_ITEM_MAX, M.goalListItemTooLong)
      .refine((v) => !/[\r\n]/.test(v), M.goalListInvalid)
      .refine(isSingleLineText, RECORD_MESSAGES.invalidCharacters),
    { error: M.goalListInvalid },
  )
  .max(LIST_MAX_ITEMS, M.goalListTooLong)
  .transform((lines) => lines.filter((l) => l !== ""));

/**
 * The administrator corrects a goal's texts (issue 7, item 21). Id, model and category are fixed by
 * the regulation and progress rows point at the id, so they never change.
 */
export const ZUpdateGoalDefinitionRequestSchema = z
  .object({
    title: zTitle.optional(),
    description: zDescription.optional(),
    recommendedActivities: zLines.refine((l) => l.length > 0, M.goalActivitiesRequired).optional(),
    competenceRequirements: zLines.optional(),
    followUp: zLines.optional(),
    generalAdvice: zLines.optional(),
  })
  .strict()
  .refine((v) => Object.values(v).some((x) => x !== undefined), M.noChanges);
export type TUpdateGoalDefinitionRequest = z.infer<typeof ZUpdateGoalDefinitionRequestSchema>;

/**
 * Which specialty's goal a correction is for: goal ids repeat between specialties (decision 237).
 * Left out, klinisk fysiologi, as before there were several.
 */
export const ZGoalSpecialtyQuerySchema = z.object({
  specialty: z
    .enum(SPECIALTIES, { error: SPECIALTY_MESSAGES.specialtyUnknown })
    .default(DEFAULT_SPECIALTY),
});

/** A goal catalogue file's text, read by the browser and checked by the server (decision 240). */
export const ZImportGoalCatalogueRequestSchema = z.object({
  content: z
    .string({ error: SPECIALTY_MESSAGES.importContentRequired })
    .min(1, SPECIALTY_MESSAGES.importContentRequired)
    .max(1_000_000, SPECIALTY_MESSAGES.importContentTooLarge),
});

/** Marks a goal or examination as checked (or not) against the official text. */
export const ZSetCheckedRequestSchema = z.object({
  checked: z.boolean({ error: M.checkedRequired }),
});

export const ZCheckedSchema = z.object({ at: z.string(), by: z.string().nullable() });

/** A goal of the clinic's catalogue as the API returns it. */
export const ZGoalCatalogueEntrySchema = z.object({
  specialty: z.enum(SPECIALTIES),
  id: z.string(),
  model: z.enum(GOAL_MODELS),
  category: z.enum(ALL_CATEGORIES),
  title: z.string(),
  description: z.string(),
  recommendedActivities: z.array(z.string()),
  competenceRequirements: z.array(z.string()),
  followUp: z.array(z.string()),
  generalAdvice: z.array(z.string()),
  titleIsEditorial: z.boolean(),
  activitiesAreAlternatives: z.boolean(),
  source: z.string(),
  verification: z.object({ status: z.enum(VERIFICATION_STATUSES), note: z.string() }),
  reviewNote: z.string().nullable(),
  clinicEdited: z.boolean(),
  checked: ZCheckedSchema.nullable(),
  verificationState: z.enum(VERIFICATION_STATES),
});
export type TGoalCatalogueEntry = z.infer<typeof ZGoalCatalogueEntrySchema>;

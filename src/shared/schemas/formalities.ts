import { z } from "zod";
import { ST_MODELS } from "../curriculum/goal-models";
import { SPECIALTIES } from "../curriculum/specialties";
import { RECORD_MESSAGES as M } from "../messages/records";
import { SPECIALTY_MESSAGES } from "../messages/specialties";
import { DEFAULT_ST_DURATION_MONTHS } from "../rules/st-period";
import { zFileId, zId, zOptionalText, zRequiredDate, zVersion } from "./primitives";
import { ZPeriodEntrySchema } from "./records";

export const ST_DURATION_MONTHS_MIN = 1;
export const ST_DURATION_MONTHS_MAX = 240;

/** Saving the formal details needs a chosen model: UNSELECTED is only the starting state. */
export const ZUpdateFormalitiesRequestSchema = z.object({
  stModel: z.enum(["2015", "2021"], { error: M.modelRequired }),
  /** Left out: unchanged (a record is klinisk fysiologi until another is chosen, decision 239). */
  specialty: z.enum(SPECIALTIES, { error: SPECIALTY_MESSAGES.specialtyInvalid }).optional(),
  stStartDate: zRequiredDate(M.allFieldsRequired),
  stDurationMonths: z
    .number({ error: M.durationInvalid })
    .int(M.durationInvalid)
    .min(ST_DURATION_MONTHS_MIN, M.durationInvalid)
    .max(ST_DURATION_MONTHS_MAX, M.durationInvalid)
    .default(DEFAULT_ST_DURATION_MONTHS),
  headOfDepartment: zOptionalText(),
  directorOfStudies: zOptionalText(),
  /** The version the form was loaded with. */
  version: zVersion,
});
export type TUpdateFormalitiesRequest = z.infer<typeof ZUpdateFormalitiesRequestSchema>;

/** Time left of the ST period (`RemainingTime` in the ST-period rules). */
export const ZRemainingTimeSchema = z.discriminatedUnion("kind", [
  z.object({ kind: z.literal("past") }),
  z.object({ kind: z.literal("today") }),
  z.object({ kind: z.literal("days"), days: z.number().int() }),
  z.object({ kind: z.literal("months"), months: z.number().int(), days: z.number().int() }),
  z.object({ kind: z.literal("years"), years: z.number().int(), months: z.number().int() }),
]);

/**
 * What Formellt shows of the ST period besides the end date, worked out by the server on its today
 * (`calculateStPeriodFigures`, decision 193), so the web does not count it again.
 */
export const ZStPeriodFiguresSchema = z.object({
  /** The credits are as long as ST or longer and were cut to leave one day (decision 070). */
  creditsCapped: z.boolean(),
  /** Share of the ST period passed, a whole percent 0-100. */
  percentPassed: z.number().int(),
  remaining: ZRemainingTimeSchema,
});

/** One doctor's formal details as the API returns them (spec section 3). */
export const ZFormalitiesSchema = z.object({
  userId: zId,
  stModel: z.enum(ST_MODELS),
  specialty: z.enum(SPECIALTIES),
  stStartDate: z.string(),
  stDurationMonths: z.number().int(),
  headOfDepartment: z.string(),
  directorOfStudies: z.string(),
  stContractFileId: zFileId,
  supervisorIds: z.array(zId),
  absences: z.array(ZPeriodEntrySchema),
  credits: z.array(ZPeriodEntrySchema),
  /** Derived by the server with the rules, so every page shows the same date. */
  stEndDate: z.string(),
  stPeriod: ZStPeriodFiguresSchema,
  isModelLocked: z.boolean(),
  /** The specialty is locked once any progress exists, for everyone (decision 239). */
  isSpecialtyLocked: z.boolean(),
  /** The version of the service details (0 until first saved); sent back with a save. */
  version: z.number().int(),
  permissions: z.object({ canEdit: z.boolean(), canChangeModel: z.boolean() }),
});
export type TFormalities = z.infer<typeof ZFormalitiesSchema>;

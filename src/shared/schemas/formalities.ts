import { z } from "zod";
import { ST_MODELS } from "../curriculum/goal-models";
import { RECORD_MESSAGES as M } from "../messages/records";
import { DEFAULT_ST_DURATION_MONTHS } from "../rules/st-period";
import { zFileId, zId, zOptionalText, zRequiredDate, zVersion } from "./primitives";
import { ZPeriodEntrySchema } from "./records";

export const ST_DURATION_MONTHS_MIN = 1;
export const ST_DURATION_MONTHS_MAX = 240;

/** Saving the formal details needs a chosen model: UNSELECTED is only the starting state. */
export const ZUpdateFormalitiesRequestSchema = z.object({
  stModel: z.enum(["2015", "2021"], { error: M.modelRequired }),
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

/** One doctor's formal details as the API returns them (spec section 3). */
export const ZFormalitiesSchema = z.object({
  userId: zId,
  stModel: z.enum(ST_MODELS),
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
  isModelLocked: z.boolean(),
  /** The version of the service details (0 until first saved); sent back with a save. */
  version: z.number().int(),
  permissions: z.object({ canEdit: z.boolean(), canChangeModel: z.boolean() }),
});
export type TFormalities = z.infer<typeof ZFormalitiesSchema>;

import { z } from "zod";
import { RECORD_MESSAGES as M } from "../messages/records";
import { DEFAULT_ST_PROJECT_STATUS, ST_PROJECT_STATUSES } from "../rules/activity-status";
import { zOptionalMultiLineText, zOptionalText, zVersion } from "./primitives";
import { zActivityGoalIds } from "./records";

/** The ST project form has no required field (spec section 2); every status is allowed. */
export const ZUpdateStProjectRequestSchema = z.object({
  topic: zOptionalText(),
  supervisor: zOptionalText(),
  status: z
    .enum(ST_PROJECT_STATUSES, { error: M.statusInvalid })
    .default(DEFAULT_ST_PROJECT_STATUS),
  summary: zOptionalMultiLineText(),
  /** The delmål the project supports (STa3 in 2021, a5 in 2015). */
  goalIds: zActivityGoalIds,
  /** The version the form was loaded with (0: never saved). */
  version: zVersion,
});
export type TUpdateStProjectRequest = z.infer<typeof ZUpdateStProjectRequestSchema>;

export const ZStProjectSchema = z.object({
  topic: z.string(),
  supervisor: z.string(),
  status: z.enum(ST_PROJECT_STATUSES),
  summary: z.string(),
  goalIds: z.array(z.string()),
  version: z.number().int(),
});
export type TStProject = z.infer<typeof ZStProjectSchema>;

/** A reset or never-saved project. */
export const EMPTY_ST_PROJECT: TStProject = {
  topic: "",
  supervisor: "",
  status: DEFAULT_ST_PROJECT_STATUS,
  summary: "",
  goalIds: [],
  version: 0,
};

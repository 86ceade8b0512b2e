import { z } from "zod";
import { ACHIEVED_LEVELS } from "../curriculum/procedures";
import { PROGRESS_MESSAGES as P } from "../messages/progress";
import { RECORD_MESSAGES as M } from "../messages/records";
import { ACTIVITY_STATUSES } from "../rules/activity-status";
import { zCertificateFileIds } from "./files";
import { zId, zQuarter } from "./primitives";

const zStatus = z.enum(ACTIVITY_STATUSES, { error: M.statusInvalid });

/** A planned item must name its quarter; the quarter of any other status is dropped on save. */
function quarterWhenPlanned(v: { status: string; plannedQuarter?: string | null | undefined }) {
  return v.status !== "planned" || !!v.plannedQuarter;
}
const quarterIssue = { message: P.quarterRequired, path: ["plannedQuarter"] };

export const ZUpdateGoalProgressRequestSchema = z
  .object({
    status: zStatus,
    plannedQuarter: zQuarter.nullish(),
  })
  .refine(quarterWhenPlanned, quarterIssue);
export type TUpdateGoalProgressRequest = z.infer<typeof ZUpdateGoalProgressRequestSchema>;

export const ZGoalProgressSchema = z.object({
  goalId: zId,
  status: zStatus,
  plannedQuarter: z.string().nullable(),
  certificateFileIds: zCertificateFileIds,
});
export type TGoalProgress = z.infer<typeof ZGoalProgressSchema>;

/**
 * The shape of an examination edit. The level rules depend on the entry's level class in the
 * clinic's catalogue, so the server also runs `applyProcedureEdit`.
 */
export const ZUpdateProcedureProgressRequestSchema = z
  .object({
    status: zStatus,
    plannedQuarter: zQuarter.nullish(),
    achievedLevel: z.enum(ACHIEVED_LEVELS, { error: M.levelInvalid }).nullish(),
  })
  .refine(quarterWhenPlanned, quarterIssue);
export type TUpdateProcedureProgressRequest = z.infer<typeof ZUpdateProcedureProgressRequestSchema>;

export const ZProcedureProgressSchema = z.object({
  procedureId: zId,
  status: zStatus,
  plannedQuarter: z.string().nullable(),
  achievedLevel: z.enum(ACHIEVED_LEVELS).nullable(),
  certificateFileIds: zCertificateFileIds,
});

/** Dropping a goal, examination or course on another quarter of the overview. */
export const ZMoveToQuarterRequestSchema = z.object({ quarter: zQuarter });
export type TMoveToQuarterRequest = z.infer<typeof ZMoveToQuarterRequestSchema>;

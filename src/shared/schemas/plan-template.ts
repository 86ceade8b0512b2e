import { z } from "zod";
import { PLAN_TEMPLATE_MESSAGES as M } from "../messages/plan-template";
import { ZRecordDerivedSchema } from "./doctor-record";
import { zSingleLineText, zVersion } from "./primitives";

/** Rows per section of a template: a whole ST's plan fits with room to spare. */
export const PLAN_TEMPLATE_MAX_ROWS = 300;

const zName = (required: string) =>
  zSingleLineText(required).min(1, required).max(200, M.nameTooLong);
const zYear = z
  .number({ error: M.yearInvalid })
  .int(M.yearInvalid)
  .min(1, M.yearInvalid)
  .max(10, M.yearInvalid);
const zQuarterOfYear = z
  .number({ error: M.quarterInvalid })
  .int(M.quarterInvalid)
  .min(1, M.quarterInvalid)
  .max(4, M.quarterInvalid);
const slot = { year: zYear, quarter: zQuarterOfYear };
const zItemId = z.string({ error: M.idInvalid }).trim().min(1, M.idInvalid).max(100, M.idInvalid);
const rows = <T extends z.ZodType>(row: T) =>
  z.array(row).max(PLAN_TEMPLATE_MAX_ROWS, M.tooManyRows(PLAN_TEMPLATE_MAX_ROWS));

/**
 * A clinic's standard plan (decision 251). Whether its delmål and examinations exist is checked on
 * the server against the catalogues, where duplicates are refused by name.
 */
export const ZPlanTemplateSchema = z.object({
  rotationStart: z.object(slot),
  rotations: rows(
    z.object({
      name: zName(M.rotationNameRequired),
      months: z
        .number({ error: M.monthsInvalid })
        .int(M.monthsInvalid)
        .min(1, M.monthsInvalid)
        .max(24, M.monthsInvalid),
    }),
  ),
  courses: rows(z.object({ name: zName(M.courseNameRequired), ...slot })),
  goals: rows(z.object({ goalId: zItemId, ...slot })),
  examinations: rows(z.object({ procedureId: zItemId, ...slot })),
});
export type TPlanTemplate = z.infer<typeof ZPlanTemplateSchema>;

export const ZSavePlanTemplateRequestSchema = z.object({
  template: ZPlanTemplateSchema,
  version: zVersion,
});
export type TSavePlanTemplateRequest = z.infer<typeof ZSavePlanTemplateRequestSchema>;

/** The clinic's template for its editor. */
export const ZClinicPlanTemplateResponseSchema = z.object({
  clinicId: z.string(),
  clinicName: z.string(),
  template: ZPlanTemplateSchema,
  /** 0 while the clinic has none of its own and the recommended rotations stand in. */
  version: z.number().int(),
  isDefault: z.boolean(),
  updatedAt: z.string().nullable(),
});
export type TClinicPlanTemplateResponse = z.infer<typeof ZClinicPlanTemplateResponseSchema>;

export const ZPlannedFromTemplateSchema = z.object({
  rotations: z.array(z.object({ name: z.string(), startMonth: z.string(), endMonth: z.string() })),
  courses: z.array(z.object({ name: z.string(), date: z.string() })),
  goals: z.array(z.object({ goalId: z.string(), plannedQuarter: z.string() })),
  examinations: z.array(z.object({ procedureId: z.string(), plannedQuarter: z.string() })),
  skipped: z.object({ existing: z.number().int(), afterEnd: z.number().int() }),
});
export type TPlannedFromTemplate = z.infer<typeof ZPlannedFromTemplateSchema>;

/** One application of a template to a doctor's plan, undoable as a whole. */
export const ZPlanTemplateApplicationSchema = z.object({
  id: z.string(),
  appliedAt: z.string(),
  appliedByName: z.string(),
  undoneAt: z.string().nullable(),
  added: z.object({
    rotations: z.number().int(),
    courses: z.number().int(),
    goals: z.number().int(),
    examinations: z.number().int(),
  }),
});
export type TPlanTemplateApplication = z.infer<typeof ZPlanTemplateApplicationSchema>;

/** What applying the doctor's clinic's template would add now, and the earlier applications. */
export const ZDoctorPlanTemplateResponseSchema = z.object({
  clinicName: z.string(),
  isDefault: z.boolean(),
  /** No model chosen yet: nothing can be planned. */
  modelRequired: z.boolean(),
  preview: ZPlannedFromTemplateSchema,
  applications: z.array(ZPlanTemplateApplicationSchema),
  canApply: z.boolean(),
});
export type TDoctorPlanTemplateResponse = z.infer<typeof ZDoctorPlanTemplateResponseSchema>;

export const ZApplyPlanTemplateResponseSchema = z.object({
  message: z.string(),
  application: ZPlanTemplateApplicationSchema,
  derived: ZRecordDerivedSchema,
});

export const ZUndoPlanTemplateResponseSchema = z.object({
  message: z.string(),
  derived: ZRecordDerivedSchema,
});

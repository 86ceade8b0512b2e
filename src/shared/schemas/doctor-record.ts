import { z } from "zod";
import { FINAL_DECISIONS } from "../rules/signing-rights";
import { ZUploadedFileSchema } from "./files";
import { ZFormalitiesSchema, ZStPeriodFiguresSchema } from "./formalities";
import { ZGoalProgressSchema, ZProcedureProgressSchema } from "./progress";
import {
  ZCourseSchema,
  ZDevelopmentWorkSchema,
  ZMeetingSchema,
  ZRotationSchema,
  ZSitInSchema,
} from "./records";
import { ZStProjectSchema } from "./st-project";

/** What the server lets the current user do with this ST doctor's record. */
export const ZRecordPermissionsSchema = z.object({
  canEdit: z.boolean(),
  /** Reset of the own profile: only the ST doctor on their own record. */
  canReset: z.boolean(),
  canChangeModel: z.boolean(),
  canAssignSupervisors: z.boolean(),
});
export type TRecordPermissions = z.infer<typeof ZRecordPermissionsSchema>;

/**
 * What the server works out from the whole record: the end date (start, length, absences,
 * credits) with the ST period's other figures, the model lock (any progress) and what the current
 * user may do. A write that can change them answers them, so the web updates its cached record
 * without reading it again (decision 118).
 */
export const ZRecordDerivedSchema = z.object({
  stEndDate: z.string(),
  stPeriod: ZStPeriodFiguresSchema,
  isModelLocked: z.boolean(),
  isSpecialtyLocked: z.boolean(),
  permissions: ZRecordPermissionsSchema,
});
export type TRecordDerived = z.infer<typeof ZRecordDerivedSchema>;

/**
 * The final signing-rights decision on one examination, the latest if there were several: all of
 * a signing-rights evaluation that reaches the doctor's record (decision 136). No notes, no
 * assessments, nothing of an evaluation still open or without a decision.
 */
export const ZSigningRightsDecisionSchema = z.object({
  procedureId: z.string(),
  decision: z.enum(FINAL_DECISIONS),
  /** YYYY-MM-DD. */
  decisionDate: z.string(),
});
export type TSigningRightsDecision = z.infer<typeof ZSigningRightsDecisionSchema>;

/**
 * One ST doctor's whole record, loaded in one request by every record page. The examination
 * catalogue, the same for every doctor, comes from its own route (decision 117).
 */
export const ZDoctorRecordSchema = z.object({
  doctor: z.object({
    id: z.string(),
    email: z.string(),
    firstName: z.string(),
    lastName: z.string(),
    displayName: z.string(),
  }),
  /** The assigned supervisors (key persons), in assignment order. */
  supervisors: z.array(
    z.object({
      id: z.string(),
      displayName: z.string(),
      email: z.string(),
      /** A deactivated supervisor stays assigned and is shown as 'inaktiv' (decision 073). */
      isActive: z.boolean(),
      /** The main supervisor ('huvudhandledare'), marked or the sole one (decision 198). */
      isMain: z.boolean(),
    }),
  ),
  /** The server's date in Europe/Stockholm, so every page computes with the same day. */
  today: z.string(),
  formalities: ZFormalitiesSchema,
  goals: z.array(ZGoalProgressSchema),
  procedures: z.array(ZProcedureProgressSchema),
  rotations: z.array(ZRotationSchema),
  courses: z.array(ZCourseSchema),
  sitIns: z.array(ZSitInSchema),
  meetings: z.array(ZMeetingSchema),
  developmentWorks: z.array(ZDevelopmentWorkSchema),
  stProject: ZStProjectSchema,
  /** Every file of the record (certificates and contract), without any public address. */
  files: z.array(ZUploadedFileSchema),
  /** Signing-rights decisions, one per examination that has one, in catalogue id order. */
  signingRights: z.array(ZSigningRightsDecisionSchema),
  permissions: ZRecordPermissionsSchema,
});
export type TDoctorRecord = z.infer<typeof ZDoctorRecordSchema>;

export const ZAuditEntrySchema = z.object({
  id: z.string(),
  at: z.string(),
  actor: z.object({ id: z.string(), displayName: z.string() }).nullable(),
  action: z.enum(["create", "update", "delete"]),
  entity: z.string(),
  entityId: z.string().nullable(),
  before: z.unknown(),
  after: z.unknown(),
});
export type TAuditEntry = z.infer<typeof ZAuditEntrySchema>;

export const ZHistoryResponseSchema = z.object({ entries: z.array(ZAuditEntrySchema) });

import { z } from "zod";
import { CLINIC_MESSAGES as M } from "../messages/clinics";
import { zSingleLineText } from "./primitives";

const text = (max: number) => zSingleLineText(M.nameTooLong, M.textInvalid).max(max, M.nameTooLong);

export const ZClinicSchema = z.object({
  id: z.string(),
  name: z.string(),
  hospital: z.string(),
  region: z.string(),
  /** Active and inactive ST doctors who belong to the clinic now. */
  doctorCount: z.number().int(),
});
export type TClinic = z.infer<typeof ZClinicSchema>;

export const ZClinicListResponseSchema = z.object({
  clinics: z.array(ZClinicSchema),
  /** The caller manages clinics and moves doctors (a region administrator, decision 230). */
  regionWide: z.boolean(),
  /** The clinics the caller belongs to. */
  ownClinicIds: z.array(z.string()),
});
export type TClinicListResponse = z.infer<typeof ZClinicListResponseSchema>;

export const ZClinicRequestSchema = z.object({
  name: text(100).refine((v) => v.trim() !== "", M.nameRequired),
  hospital: text(100).default(""),
  region: text(100).default(""),
});
export type TClinicRequest = z.output<typeof ZClinicRequestSchema>;

export const zClinicId = z
  .string({ error: M.clinicIdInvalid })
  .min(1, M.clinicIdInvalid)
  .max(100, M.clinicIdInvalid);

export const ZMoveDoctorRequestSchema = z.object({ clinicId: zClinicId });

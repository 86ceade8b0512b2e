import { z } from "zod";
import {
  ZApplyPlanTemplateResponseSchema,
  ZClinicPlanTemplateResponseSchema,
  ZDoctorPlanTemplateResponseSchema,
  ZSavePlanTemplateRequestSchema,
  ZUndoPlanTemplateResponseSchema,
} from "../schemas/plan-template";
import { doctorParams, idParams } from "./common";
import { defineRoute } from "./route";

/** A clinic's standard plan and applying it to a doctor's plan (issue 27, decision 251). */
export const planTemplateRoutes = {
  clinicTemplate: defineRoute({
    method: "get",
    path: "/api/clinics/{id}/plan-template",
    operationId: "getClinicPlanTemplate",
    summary: "A clinic's standard plan, for its director or administrator to edit",
    description:
      "A clinic without its own answers the recommended rotations, version 0. Other clinics answer 404.",
    tag: "plan-template",
    permission: "plan-template:edit",
    params: idParams,
    response: ZClinicPlanTemplateResponseSchema,
  }),
  saveClinicTemplate: defineRoute({
    method: "put",
    path: "/api/clinics/{id}/plan-template",
    operationId: "saveClinicPlanTemplate",
    summary: "Save a clinic's standard plan (names the version it was based on)",
    tag: "plan-template",
    permission: "plan-template:edit",
    params: idParams,
    body: ZSavePlanTemplateRequestSchema,
    response: ZClinicPlanTemplateResponseSchema.extend({ message: z.string() }),
    errors: ["STALE_WRITE"],
  }),
  doctorTemplate: defineRoute({
    method: "get",
    path: "/api/st-doctors/{doctorId}/plan-template",
    operationId: "previewPlanTemplate",
    summary: "What the doctor's clinic's standard plan would add to their plan now",
    tag: "plan-template",
    permission: "doctor:view",
    params: doctorParams,
    response: ZDoctorPlanTemplateResponseSchema,
  }),
  apply: defineRoute({
    method: "post",
    path: "/api/st-doctors/{doctorId}/plan-template/applications",
    operationId: "applyPlanTemplate",
    summary: "Add the clinic's standard plan to the doctor's plan, skipping what exists",
    description:
      "One audited write. 409 when everything is in the plan already; 400 before a model is chosen.",
    tag: "plan-template",
    permission: "doctor:edit",
    params: doctorParams,
    response: ZApplyPlanTemplateResponseSchema,
    status: 201,
    idempotent: true,
  }),
  undo: defineRoute({
    method: "delete",
    path: "/api/st-doctors/{doctorId}/plan-template/applications/{applicationId}",
    operationId: "undoPlanTemplate",
    summary: "Undo an application of the standard plan as a whole",
    description:
      "Removes the rotations and courses it added and returns its delmål and examinations to what they were, where they are still as it left them. 409 when already undone.",
    tag: "plan-template",
    permission: "doctor:edit",
    params: doctorParams.extend({ applicationId: z.string() }),
    response: ZUndoPlanTemplateResponseSchema,
  }),
};

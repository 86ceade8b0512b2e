import { z } from "zod";
import {
  ZClinicListResponseSchema,
  ZClinicRequestSchema,
  ZClinicSchema,
  ZMoveDoctorRequestSchema,
} from "../schemas/clinics";
import { idParams } from "./common";
import { defineRoute } from "./route";

/** Clinics and moving an ST doctor between them (issue 27, decisions 229-236). */
export const clinicRoutes = {
  list: defineRoute({
    method: "get",
    path: "/api/clinics",
    operationId: "listClinics",
    summary: "Every clinic, with whether the caller manages clinics and which are the caller's own",
    tag: "clinics",
    permission: "clinics:list",
    response: ZClinicListResponseSchema,
    versioned: true,
  }),
  create: defineRoute({
    method: "post",
    path: "/api/clinics",
    operationId: "createClinic",
    summary: "Create a clinic (a region administrator); its creator becomes a member",
    tag: "clinics",
    permission: "clinics:manage",
    body: ZClinicRequestSchema,
    response: z.object({ clinic: ZClinicSchema }),
    status: 201,
    idempotent: true,
  }),
  update: defineRoute({
    method: "put",
    path: "/api/clinics/{id}",
    operationId: "updateClinic",
    summary: "Change a clinic's name, hospital and region (a region administrator)",
    tag: "clinics",
    permission: "clinics:manage",
    params: idParams,
    body: ZClinicRequestSchema,
    response: z.object({ clinic: ZClinicSchema }),
  }),
  remove: defineRoute({
    method: "delete",
    path: "/api/clinics/{id}",
    operationId: "deleteClinic",
    summary: "Delete a clinic nobody else belongs to (a region administrator)",
    description:
      "Refused with 409 while an ST doctor or anyone but the caller belongs to it, or when it is the caller's only clinic. Its standard plan and warning limits go with it (decision 271).",
    tag: "clinics",
    permission: "clinics:manage",
    params: idParams,
    response: z.object({ message: z.string() }),
  }),
  moveDoctor: defineRoute({
    method: "post",
    path: "/api/st-doctors/{id}/clinic",
    operationId: "moveStDoctor",
    summary: "Move an ST doctor with their whole record to another clinic",
    description:
      "A region administrator, or an administrator of both clinics. The record, files and history stay the doctor's; the old clinic's people lose access at once (decision 234).",
    tag: "clinics",
    permission: "doctor:move",
    params: idParams,
    body: ZMoveDoctorRequestSchema,
    response: z.object({ clinicId: z.string() }),
  }),
};

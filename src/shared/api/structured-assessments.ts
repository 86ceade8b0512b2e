import { z } from "zod";
import {
  ZCreateStructuredAssessmentRequestSchema,
  ZStructuredAssessmentListSchema,
  ZStructuredAssessmentResponseSchema,
  ZUpdateStructuredAssessmentRequestSchema,
} from "../schemas/structured-assessments";
import { doctorParams, ZMessageResponseSchema } from "./common";
import { defineRoute } from "./route";

const assessmentParams = doctorParams.extend({ assessmentId: z.string().max(100) });

/** Mini-CEX, DOPS and CbD of one ST doctor (issue 25, decision 202). */
export const structuredAssessmentRoutes = {
  list: defineRoute({
    method: "get",
    path: "/api/st-doctors/{doctorId}/structured-assessments",
    operationId: "listStructuredAssessments",
    summary: "The doctor's structured assessments (Mini-CEX, DOPS, CbD), newest first",
    tag: "structured-assessments",
    permission: "doctor:view",
    params: doctorParams,
    response: ZStructuredAssessmentListSchema,
    versioned: true,
  }),
  create: defineRoute({
    method: "post",
    path: "/api/st-doctors/{doctorId}/structured-assessments",
    operationId: "createStructuredAssessment",
    summary:
      "Record a structured assessment; by the doctor it is marked self-entered, with the assessor named",
    tag: "structured-assessments",
    permission: "structured-assessments:record",
    params: doctorParams,
    body: ZCreateStructuredAssessmentRequestSchema,
    response: ZStructuredAssessmentResponseSchema,
    status: 201,
    idempotent: true,
  }),
  update: defineRoute({
    method: "put",
    path: "/api/st-doctors/{doctorId}/structured-assessments/{assessmentId}",
    operationId: "updateStructuredAssessment",
    summary: "Change a structured assessment (names its version)",
    tag: "structured-assessments",
    permission: "structured-assessments:change",
    params: assessmentParams,
    body: ZUpdateStructuredAssessmentRequestSchema,
    response: ZStructuredAssessmentResponseSchema,
    errors: ["STALE_WRITE"],
  }),
  remove: defineRoute({
    method: "delete",
    path: "/api/st-doctors/{doctorId}/structured-assessments/{assessmentId}",
    operationId: "deleteStructuredAssessment",
    summary: "Delete a structured assessment",
    tag: "structured-assessments",
    permission: "structured-assessments:change",
    params: assessmentParams,
    response: ZMessageResponseSchema,
  }),
};

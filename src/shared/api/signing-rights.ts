import { z } from "zod";
import {
  ZCalibrationResponseSchema,
  ZCreateAssessmentResponseSchema,
  ZCreateSpecialistAssessmentRequestSchema,
  ZEvaluationDeletedResponseSchema,
  ZEvaluationDetailResponseSchema,
  ZEvaluationListResponseSchema,
  ZEvaluationStatusRequestSchema,
  ZFinalDecisionRequestSchema,
  ZReadinessThresholdsQuerySchema,
  ZSigningRightsEvaluationSchema,
  ZSigningRightsOptionsResponseSchema,
} from "../schemas/signing-rights";
import { idParams } from "./common";
import { defineRoute } from "./route";

/** The 'Signeringsrätt' page: specialists, supervisors, directors and administrators. */
export const signingRightsRoutes = {
  options: defineRoute({
    method: "get",
    path: "/api/signing-rights/options",
    operationId: "getSigningRightsOptions",
    summary:
      "The add form's choices: active ST doctors by first name and the latest 20 specialist names",
    tag: "signing-rights",
    permission: "signing-rights:use",
    response: ZSigningRightsOptionsResponseSchema,
  }),
  createAssessment: defineRoute({
    method: "post",
    path: "/api/signing-rights/assessments",
    operationId: "createAssessment",
    summary:
      "Record an assessment; it joins the doctor's active evaluation of that examination, or starts one",
    tag: "signing-rights",
    permission: "signing-rights:use",
    body: ZCreateSpecialistAssessmentRequestSchema,
    response: ZCreateAssessmentResponseSchema,
    status: 201,
    idempotent: true,
  }),
  evaluations: defineRoute({
    method: "get",
    path: "/api/signing-rights/evaluations",
    operationId: "listEvaluations",
    summary: "Every evaluation with its doctor and number of assessments, newest first",
    tag: "signing-rights",
    permission: "signing-rights:use",
    response: ZEvaluationListResponseSchema,
  }),
  evaluation: defineRoute({
    method: "get",
    path: "/api/signing-rights/evaluations/{id}",
    operationId: "getEvaluation",
    summary:
      "One evaluation's assessments, statistics, charts and readiness recommendation under the given thresholds",
    tag: "signing-rights",
    permission: "signing-rights:use",
    params: idParams,
    query: ZReadinessThresholdsQuerySchema,
    response: ZEvaluationDetailResponseSchema,
    versioned: true,
  }),
  assessmentsCsv: defineRoute({
    method: "get",
    path: "/api/signing-rights/evaluations/{id}/assessments.csv",
    operationId: "getEvaluationAssessmentsCsv",
    summary: "One evaluation's assessments as CSV for Excel (UTF-8 with BOM, semicolons)",
    description:
      "`text/csv; charset=utf-8`, attachment `signeringsratt-bedomningar-YYYY-MM-DD.csv`: the assessments oldest first, UTF-8 with BOM, `;`, CRLF, dates YYYY-MM-DD, formula-like texts prefixed with `'` (decisions 147 and 226); 404 for an unknown evaluation.",
    tag: "signing-rights",
    permission: "signing-rights:use",
    params: idParams,
    response: { binary: ["text/csv"] },
  }),
  calibration: defineRoute({
    method: "get",
    path: "/api/signing-rights/calibration",
    operationId: "getAssessorCalibration",
    summary:
      "Per specialist name, the share of major changes against colleagues' assessments of the same doctors (directors and administrators)",
    description:
      "Names with fewer than 5 assessments are one row with a null name; assessments without a name are left out (decision 225).",
    tag: "signing-rights",
    permission: "signing-rights:calibration",
    response: ZCalibrationResponseSchema,
  }),
  setStatus: defineRoute({
    method: "post",
    path: "/api/signing-rights/evaluations/{id}/status",
    operationId: "setEvaluationStatus",
    summary: "Close ('Klar') or cancel ('Avbruten') an active evaluation",
    tag: "signing-rights",
    permission: "signing-rights:close",
    params: idParams,
    body: ZEvaluationStatusRequestSchema,
    response: z.object({ evaluation: ZSigningRightsEvaluationSchema }),
    errors: ["CONFLICT"],
  }),
  decide: defineRoute({
    method: "post",
    path: "/api/signing-rights/evaluations/{id}/decision",
    operationId: "decideEvaluation",
    summary: "Record the final decision on a completed evaluation",
    tag: "signing-rights",
    permission: "signing-rights:decide",
    params: idParams,
    body: ZFinalDecisionRequestSchema,
    response: z.object({ evaluation: ZSigningRightsEvaluationSchema }),
    errors: ["CONFLICT"],
  }),
  remove: defineRoute({
    method: "delete",
    path: "/api/signing-rights/evaluations/{id}",
    operationId: "deleteEvaluation",
    summary: "Delete an evaluation with its assessments (administrators)",
    tag: "signing-rights",
    permission: "signing-rights:delete",
    params: idParams,
    response: ZEvaluationDeletedResponseSchema,
  }),
};

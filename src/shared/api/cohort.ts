import {
  ZCohortPageQuerySchema,
  ZCohortResponseSchema,
  ZCohortViewSchema,
  ZSaveWarningSettingsResponseSchema,
  ZWarningSettingsClinicQuerySchema,
  ZWarningSettingsResponseSchema,
  ZWarningSettingsSchema,
} from "../schemas/cohort";
import { defineRoute } from "./route";

/** The cohort view 'ST-läkare', its CSV export and the early-warning limits (decisions 145-147). */
export const cohortRoutes = {
  cohort: defineRoute({
    method: "get",
    path: "/api/cohort",
    operationId: "getCohort",
    summary:
      "One page of the active ST doctors the caller may view, filtered and sorted, each with the overview's figures and the early warnings",
    description:
      "Each row: the overview's figures, the last meeting, completed items without a certificate, signing-rights decisions, supervisors, `assignedToMe` and the early warnings. Filter and order as `cohortView` (scope, search, warning, sort, order), `page` (1-based) and `pageSize` (1–100, 50 by default); `total` counts the rows the filter keeps, `unfiltered` every doctor the caller may view. Read from the per-doctor figures (decisions 258, 259); 400 for an unknown filter or page.",
    tag: "cohort",
    permission: "cohort:view",
    query: ZCohortPageQuerySchema,
    response: ZCohortResponseSchema,
    versioned: true,
  }),
  csv: defineRoute({
    method: "get",
    path: "/api/cohort.csv",
    operationId: "getCohortCsv",
    summary:
      "The cohort as the page's filter and order show it, as CSV for Excel (UTF-8 with BOM, semicolons)",
    description:
      "`text/csv; charset=utf-8`, attachment `st-lakare-YYYY-MM-DD.csv`: the rows the page shows with that filter and order, UTF-8 with BOM, `;`, CRLF, dates YYYY-MM-DD, decimal comma, formula-like texts prefixed with `'` (decision 147); streamed in batches (decision 260); 400 for an unknown filter.",
    tag: "cohort",
    permission: "cohort:view",
    query: ZCohortViewSchema,
    response: { binary: ["text/csv"] },
  }),
  warningSettings: defineRoute({
    method: "get",
    path: "/api/warning-settings",
    operationId: "getWarningSettings",
    summary: "The early-warning limits (the defaults until an administrator saves them)",
    description:
      "Defaults while none are saved: 3 months, 20 points, 6 months. The caller's clinic's, or with `clinicId` one of the caller's clinics (a region administrator's any); 404 for another (decision 272).",
    tag: "cohort",
    permission: "warning-settings:read",
    query: ZWarningSettingsClinicQuerySchema,
    response: ZWarningSettingsResponseSchema,
  }),
  saveWarningSettings: defineRoute({
    method: "put",
    path: "/api/warning-settings",
    operationId: "saveWarningSettings",
    summary: "Set the early-warning limits (administrators)",
    description:
      "Whole months 1–24, points 1–100, months 1–24; audited (decision 146). With `clinicId` for that clinic only, else for each of the caller's clinics (decision 272).",
    tag: "cohort",
    permission: "warning-settings:edit",
    query: ZWarningSettingsClinicQuerySchema,
    body: ZWarningSettingsSchema,
    response: ZSaveWarningSettingsResponseSchema,
  }),
};

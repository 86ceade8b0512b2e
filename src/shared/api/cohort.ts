import {
  ZCohortResponseSchema,
  ZCohortViewSchema,
  ZSaveWarningSettingsResponseSchema,
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
      "Every active ST doctor the caller may view, one row each with the overview's figures and the early warnings",
    description:
      "Each row: the overview's figures, the last meeting, completed items without a certificate, signing-rights decisions, supervisors, `assignedToMe` and the early warnings. Four statements whatever the number of doctors (decision 145).",
    tag: "cohort",
    permission: "cohort:view",
    response: ZCohortResponseSchema,
  }),
  csv: defineRoute({
    method: "get",
    path: "/api/cohort.csv",
    operationId: "getCohortCsv",
    summary:
      "The cohort as the page's filter and order show it, as CSV for Excel (UTF-8 with BOM, semicolons)",
    description:
      "`text/csv; charset=utf-8`, attachment `st-lakare-YYYY-MM-DD.csv`: the rows the page shows with that filter and order, UTF-8 with BOM, `;`, CRLF, dates YYYY-MM-DD, decimal comma, formula-like texts prefixed with `'` (decision 147); 400 for an unknown filter.",
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
    description: "Defaults while none are saved: 3 months, 20 points, 6 months.",
    tag: "cohort",
    permission: "warning-settings:read",
    response: ZWarningSettingsResponseSchema,
  }),
  saveWarningSettings: defineRoute({
    method: "put",
    path: "/api/warning-settings",
    operationId: "saveWarningSettings",
    summary: "Set the early-warning limits (administrators)",
    description: "Whole months 1–24, points 1–100, months 1–24; audited (decision 146).",
    tag: "cohort",
    permission: "warning-settings:edit",
    body: ZWarningSettingsSchema,
    response: ZSaveWarningSettingsResponseSchema,
  }),
};

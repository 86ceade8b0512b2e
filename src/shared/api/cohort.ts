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
    tag: "cohort",
    permission: "warning-settings:read",
    response: ZWarningSettingsResponseSchema,
  }),
  saveWarningSettings: defineRoute({
    method: "put",
    path: "/api/warning-settings",
    operationId: "saveWarningSettings",
    summary: "Set the early-warning limits (administrators)",
    tag: "cohort",
    permission: "warning-settings:edit",
    body: ZWarningSettingsSchema,
    response: ZSaveWarningSettingsResponseSchema,
  }),
};

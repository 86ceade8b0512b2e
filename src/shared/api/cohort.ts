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
    summary:
      "Every active ST doctor the caller may view, one row each with the overview's figures and the early warnings",
    tag: "cohort",
    access: "session",
    response: ZCohortResponseSchema,
  }),
  csv: defineRoute({
    method: "get",
    path: "/api/cohort.csv",
    summary:
      "The cohort as the page's filter and order show it, as CSV for Excel (UTF-8 with BOM, semicolons)",
    tag: "cohort",
    access: "session",
    query: ZCohortViewSchema,
    response: "binary",
  }),
  warningSettings: defineRoute({
    method: "get",
    path: "/api/warning-settings",
    summary: "The early-warning limits (the defaults until an administrator saves them)",
    tag: "cohort",
    access: "session",
    response: ZWarningSettingsResponseSchema,
  }),
  saveWarningSettings: defineRoute({
    method: "put",
    path: "/api/warning-settings",
    summary: "Set the early-warning limits (administrators)",
    tag: "cohort",
    access: "session",
    body: ZWarningSettingsSchema,
    response: ZSaveWarningSettingsResponseSchema,
  }),
};

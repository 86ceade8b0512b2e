import type { accountRoutes } from "./account";
import type { applicationRoutes } from "./application";
import type { assessmentLinkRoutes } from "./assessment-links";
import type { catalogueRoutes } from "./catalogue";
import type { clinicRoutes } from "./clinics";
import type { cohortRoutes } from "./cohort";
import type { fileRoutes } from "./files";
import type { healthRoutes } from "./health";
import type { iupRoutes } from "./iup";
import type { openApiRoutes } from "./openapi";
import type { passwordResetRoutes } from "./password-reset";
import type { planTemplateRoutes } from "./plan-template";
import type { recordItemRouteSets, recordRoutes } from "./records";
import type { reminderRoutes } from "./reminders";
import type { ApiRoute } from "./route";
import type { sessionRoutes } from "./session";
import type { signingRightsRoutes } from "./signing-rights";
import type { structuredAssessmentRoutes } from "./structured-assessments";
import type { userRoutes } from "./users";

type ValuesOf<T> = T[keyof T];

/** Every route of the API, as a union of their definitions. */
export type AnyApiRoute =
  | ValuesOf<typeof healthRoutes>
  | ValuesOf<typeof sessionRoutes>
  | ValuesOf<typeof passwordResetRoutes>
  | ValuesOf<typeof userRoutes>
  | ValuesOf<typeof catalogueRoutes>
  | ValuesOf<typeof recordRoutes>
  | ValuesOf<ValuesOf<typeof recordItemRouteSets>>
  | ValuesOf<typeof fileRoutes>
  | ValuesOf<typeof signingRightsRoutes>
  | ValuesOf<typeof accountRoutes>
  | ValuesOf<typeof cohortRoutes>
  | ValuesOf<typeof openApiRoutes>
  | ValuesOf<typeof applicationRoutes>
  | ValuesOf<typeof reminderRoutes>
  | ValuesOf<typeof structuredAssessmentRoutes>
  | ValuesOf<typeof iupRoutes>
  | ValuesOf<typeof assessmentLinkRoutes>
  | ValuesOf<typeof clinicRoutes>
  | ValuesOf<typeof planTemplateRoutes>;

/** `"GET /api/users/{id}"`: how the web names a route without loading its schemas. */
export type RouteKey<R extends ApiRoute> = `${Uppercase<R["method"]>} ${R["path"]}`;

/** Route key → definition. The web imports this type only, so no schema code reaches its bundle. */
export type ApiRouteMap = { [R in AnyApiRoute as RouteKey<R>]: R };

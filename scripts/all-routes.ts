import { accountRoutes } from "../src/shared/api/account";
import { applicationRoutes } from "../src/shared/api/application";
import { assessmentLinkRoutes } from "../src/shared/api/assessment-links";
import { catalogueRoutes } from "../src/shared/api/catalogue";
import { clinicRoutes } from "../src/shared/api/clinics";
import { cohortRoutes } from "../src/shared/api/cohort";
import { fileRoutes } from "../src/shared/api/files";
import { healthRoutes } from "../src/shared/api/health";
import { iupRoutes } from "../src/shared/api/iup";
import { openApiRoutes } from "../src/shared/api/openapi";
import { passwordResetRoutes } from "../src/shared/api/password-reset";
import { planTemplateRoutes } from "../src/shared/api/plan-template";
import { recordItemRouteSets, recordRoutes } from "../src/shared/api/records";
import { reminderRoutes } from "../src/shared/api/reminders";
import type { ApiRoute } from "../src/shared/api/route";
import { sessionRoutes } from "../src/shared/api/session";
import { signingRightsRoutes } from "../src/shared/api/signing-rights";
import { structuredAssessmentRoutes } from "../src/shared/api/structured-assessments";
import { userRoutes } from "../src/shared/api/users";

/**
 * Every route's definition, in the order the reference lists them: for the generated API reference
 * and the tests that keep it, the OpenAPI document and the app equal. The web imports none of it
 * (index.ts has the types).
 */
export const API_ROUTES: readonly ApiRoute[] = [
  ...Object.values(healthRoutes),
  ...Object.values(openApiRoutes),
  ...Object.values(sessionRoutes),
  ...Object.values(passwordResetRoutes),
  ...Object.values(userRoutes),
  ...Object.values(clinicRoutes),
  ...Object.values(planTemplateRoutes),
  ...Object.values(recordRoutes),
  ...Object.values(recordItemRouteSets).flatMap((set) => Object.values(set)),
  ...Object.values(fileRoutes),
  ...Object.values(catalogueRoutes),
  ...Object.values(cohortRoutes),
  ...Object.values(signingRightsRoutes),
  ...Object.values(accountRoutes),
  ...Object.values(applicationRoutes),
  ...Object.values(reminderRoutes),
  ...Object.values(structuredAssessmentRoutes),
  ...Object.values(iupRoutes),
  ...Object.values(assessmentLinkRoutes),
];

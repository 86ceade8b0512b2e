import { accountRoutes } from "./account";
import { catalogueRoutes } from "./catalogue";
import { cohortRoutes } from "./cohort";
import { fileRoutes } from "./files";
import { healthRoutes } from "./health";
import { openApiRoutes } from "./openapi";
import { passwordResetRoutes } from "./password-reset";
import { recordItemRouteSets, recordRoutes } from "./records";
import type { ApiRoute } from "./route";
import { sessionRoutes } from "./session";
import { signingRightsRoutes } from "./signing-rights";
import { userRoutes } from "./users";

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
  ...Object.values(recordRoutes),
  ...Object.values(recordItemRouteSets).flatMap((set) => Object.values(set)),
  ...Object.values(fileRoutes),
  ...Object.values(catalogueRoutes),
  ...Object.values(cohortRoutes),
  ...Object.values(signingRightsRoutes),
  ...Object.values(accountRoutes),
];

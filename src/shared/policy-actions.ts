/**
 * The names of the policy's actions. The server's policy (src/server/policy.ts) decides each one;
 * a route's definition (src/shared/api) names the one a caller needs, so the names live here where
 * both can see them.
 */
export const POLICY_ACTIONS = [
  "users:list",
  "users:create",
  "users:update",
  "users:delete",
  "users:set-password",
  "users:send-reset",
  "password:change-own",
  "doctors:list",
  "doctor:view",
  "doctor:edit",
  "record:reset",
  "record:change-model",
  "record:change-specialty",
  "supervisors:list",
  "supervisors:assign",
  "signing-rights:use",
  "signing-rights:close",
  "signing-rights:decide",
  "signing-rights:delete",
  "signing-rights:calibration",
  "cohort:view",
  "warning-settings:read",
  "warning-settings:edit",
  "catalog:edit",
  "curriculum:read",
  "page:open",
  "calendar-feed:manage",
  "data-export:read",
  "certificate-forms:manage",
  "reminder-settings:manage",
  "structured-assessments:record",
  "structured-assessments:change",
  "iup:acknowledge",
  "assessment-links:request",
] as const;
export type PolicyActionType = (typeof POLICY_ACTIONS)[number];

import type { MiddlewareHandler } from "hono";
import type { ApiRoute, RoutePermission } from "../shared/api/route";
import type { PolicyActionType } from "../shared/policy-actions";
import { ROLES, type Role } from "../shared/roles";
import { requireSession } from "./auth/session";
import type { AppEnv } from "./context";
import { forbidden } from "./lib/errors";
import { decideByRole, targetCondition } from "./policy";

/**
 * Who may call a route, read from its definition: what the OpenAPI document carries as
 * `x-permission` and the API reference prints, from the same policy that mountRoute checks.
 */
export interface RoutePermissionSummary {
  /** `public`, `session` or the policy action the route names. */
  permission: RoutePermission;
  /** The roles that get past the route's own check; absent for a public route. */
  roles?: Role[];
  /** What the service still checks on the record or account, once it has it. */
  condition?: string;
  /** Open while a one-time password has not yet been replaced. */
  beforePasswordChange?: true;
}

const isPolicyAction = (permission: RoutePermission): permission is PolicyActionType =>
  permission !== "public" && permission !== "session";

export function summarizePermission(route: ApiRoute): RoutePermissionSummary {
  const { permission } = route;
  if (permission === "public") return { permission };
  const action = isPolicyAction(permission) ? permission : undefined;
  const condition = action && targetCondition(action);
  return {
    permission,
    roles: action ? ROLES.filter((role) => decideByRole(role, action).allowed) : [...ROLES],
    ...(condition ? { condition } : {}),
    ...(route.beforePasswordChange ? { beforePasswordChange: true as const } : {}),
  };
}

/** Refuses a role the action never allows, with the policy's reason, before anything is read. */
function requireRoleFor(action: PolicyActionType): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const decision = decideByRole(c.get("actor").role, action);
    if (!decision.allowed) throw forbidden(decision.reason);
    await next();
  };
}

/**
 * The checks in front of a route, from its permission: none for a public route; the session (401
 * signed out, 403 while a one-time password waits unless the route allows it); then the declared
 * action's role check (403 with the policy's reason).
 */
export function permissionMiddleware(route: ApiRoute): MiddlewareHandler<AppEnv>[] {
  const { permission } = route;
  if (permission === "public") return [];
  const session = requireSession({ allowPendingPasswordChange: route.beforePasswordChange });
  return isPolicyAction(permission) ? [session, requireRoleFor(permission)] : [session];
}

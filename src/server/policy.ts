import { AUTH_MESSAGES } from "../shared/messages/auth";
import { COMMON_MESSAGES } from "../shared/messages/common";
import { USER_MESSAGES } from "../shared/messages/users";
import type { Role } from "../shared/roles";
import { forbidden } from "./lib/errors";

/**
 * Every "may this user do this to that" question is answered here and nowhere else. Routes call
 * `authorize`, which throws a 403 with the Swedish reason; list endpoints call `can` to attach
 * per-record permissions so the web app shows exactly the buttons the server will accept.
 */
export interface Actor {
  id: string;
  role: Role;
}

export interface UserTarget {
  id: string;
  role: Role;
  /** The shared review account ('Granskning'), whose one password every specialist uses. */
  isReviewAccount?: boolean;
}

export type Action =
  | { type: "users:list" }
  | { type: "users:create"; role: Role; isReviewAccount?: boolean }
  | { type: "users:update"; target: UserTarget; changes: { role?: Role; isActive?: boolean } }
  | { type: "users:delete"; target: UserTarget }
  | { type: "users:set-password"; target: UserTarget }
  | { type: "users:send-reset"; target: UserTarget }
  | { type: "password:change-own"; isReviewAccount: boolean }
  | { type: "doctors:list" }
  | { type: "doctor:view"; doctorId: string }
  | { type: "doctor:edit"; doctorId: string }
  | { type: "record:reset"; doctorId: string }
  | { type: "supervisors:list" }
  | { type: "supervisors:assign"; doctorId: string }
  | { type: "signing-rights:use" }
  | { type: "catalog:edit" }
  | { type: "curriculum:read" };

type Decision = { allowed: true } | { allowed: false; reason: string };

const allow: Decision = { allowed: true };
const deny = (reason: string): Decision => ({ allowed: false, reason });

const isAdmin = (a: Actor) => a.role === "ADMIN";
const isUserManager = (a: Actor) => a.role === "ADMIN" || a.role === "DIRECTOR";
const followsDoctors = (a: Actor) =>
  a.role === "SUPERVISOR" || a.role === "DIRECTOR" || a.role === "ADMIN";

/** Directors manage accounts too, but never an administrator's: that would let them take one over. */
function mayManageAccountOf(actor: Actor, target: UserTarget): boolean {
  if (actor.id === target.id) return false; // one's own password goes through the normal change
  if (isAdmin(actor)) return true;
  return actor.role === "DIRECTOR" && target.role !== "ADMIN";
}

/** Setting a password or sending a reset link for someone else's account. */
function decideAccountAction(actor: Actor, target: UserTarget, noPermission: string): Decision {
  if (!isUserManager(actor) || actor.id === target.id) return deny(noPermission);
  // The review password opens every specialist's view at once: choosing it is an admin's act.
  if (target.isReviewAccount && !isAdmin(actor)) return deny(USER_MESSAGES.reviewAccountAdminOnly);
  return mayManageAccountOf(actor, target) ? allow : deny(USER_MESSAGES.noPermissionAdminRole);
}

export function decide(actor: Actor, action: Action): Decision {
  switch (action.type) {
    case "users:list":
      return isUserManager(actor) ? allow : deny(USER_MESSAGES.noPermissionList);
    case "users:create":
      if (!isUserManager(actor)) return deny(USER_MESSAGES.noPermissionCreate);
      if (action.role === "ADMIN" && !isAdmin(actor))
        return deny(USER_MESSAGES.noPermissionAdminRole);
      // Creating the review account chooses its shared password.
      if (action.isReviewAccount && !isAdmin(actor))
        return deny(USER_MESSAGES.reviewAccountAdminOnly);
      return allow;
    case "users:update": {
      if (!isAdmin(actor)) return deny(USER_MESSAGES.noPermissionEdit);
      const self = action.target.id === actor.id;
      if (self && action.changes.isActive === false)
        return deny(USER_MESSAGES.cannotDeactivateSelf);
      if (self && action.changes.role !== undefined && action.changes.role !== actor.role)
        return deny(USER_MESSAGES.cannotDemoteSelf);
      return allow;
    }
    case "users:delete":
      if (!isAdmin(actor)) return deny(USER_MESSAGES.noPermissionDelete);
      return action.target.id === actor.id ? deny(USER_MESSAGES.cannotDeleteSelf) : allow;
    case "users:set-password":
      return decideAccountAction(actor, action.target, USER_MESSAGES.noPermissionSetPassword);
    case "users:send-reset":
      return decideAccountAction(actor, action.target, USER_MESSAGES.noPermissionReset);
    case "password:change-own":
      // One specialist changing the shared password would lock every other specialist out.
      return action.isReviewAccount ? deny(AUTH_MESSAGES.reviewPasswordByAdmin) : allow;
    case "doctors:list":
      return followsDoctors(actor) || actor.role === "ST_DOCTOR"
        ? allow
        : deny(COMMON_MESSAGES.forbidden);
    case "doctor:view":
    case "doctor:edit":
      if (followsDoctors(actor)) return allow;
      return actor.role === "ST_DOCTOR" && actor.id === action.doctorId
        ? allow
        : deny(COMMON_MESSAGES.forbidden);
    case "record:reset":
      // Only on one's own profile (spec section 6): nobody wipes another person's record.
      return actor.id === action.doctorId ? allow : deny(COMMON_MESSAGES.forbidden);
    case "supervisors:list":
    case "supervisors:assign":
      return isUserManager(actor) ? allow : deny(USER_MESSAGES.noPermissionAssign);
    case "signing-rights:use":
      return actor.role === "ST_DOCTOR"
        ? deny("Du har inte behörighet att komma åt signeringsrättsbedömningar.")
        : allow;
    case "catalog:edit":
      return isAdmin(actor) ? allow : deny(COMMON_MESSAGES.forbidden);
    case "curriculum:read":
      // The goal texts are the regulation's, the same for every record: anyone signed in reads them.
      return allow;
  }
}

export function can(actor: Actor, action: Action): boolean {
  return decide(actor, action).allowed;
}

export function authorize(actor: Actor, action: Action): void {
  const decision = decide(actor, action);
  if (!decision.allowed) throw forbidden(decision.reason);
}

import type { SQL } from "drizzle-orm";
import type { StModel } from "../shared/curriculum/goal-models";
import { ACCOUNT_MESSAGES } from "../shared/messages/account";
import { AUTH_MESSAGES } from "../shared/messages/auth";
import { COMMON_MESSAGES } from "../shared/messages/common";
import { EARLY_WARNING_MESSAGES } from "../shared/messages/early-warnings";
import { RECORD_MESSAGES } from "../shared/messages/records";
import { SIGNING_RIGHTS_MESSAGES } from "../shared/messages/signing-rights";
import { USER_MESSAGES } from "../shared/messages/users";
import {
  canSeePage,
  isAdminRole,
  isReviewerOfDoctors,
  managesUsers,
  ownsRecord,
  type PageId,
  type Role,
  usesSigningRights,
} from "../shared/roles";
import { canChangeStModel } from "../shared/rules/model-lock";
import type { Db } from "./db/client";
import {
  type DoctorRow,
  type DoctorScope,
  doctorScopeCondition,
  findStDoctor,
} from "./features/access";
import { forbidden, notFound } from "./lib/errors";

/**
 * Every "may this user do this to that" question is answered here and nowhere else. Services call
 * `authorize`, which throws a 403 with the Swedish reason, or, for ST doctors' records, the access
 * functions at the end (one doctor, or a list's SQL condition). The permission objects that
 * answers carry are derived from `can` in permissions.ts, so the web shows exactly the buttons the
 * server will accept.
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
  | {
      type: "record:change-model";
      doctorId: string;
      currentModel: StModel;
      hasActivity: boolean;
    }
  | { type: "supervisors:list" }
  | { type: "supervisors:assign"; doctorId: string }
  | { type: "signing-rights:use" }
  | { type: "signing-rights:close" }
  | { type: "signing-rights:decide" }
  | { type: "signing-rights:delete" }
  | { type: "cohort:view" }
  | { type: "warning-settings:read" }
  | { type: "warning-settings:edit" }
  | { type: "catalog:edit" }
  | { type: "curriculum:read" }
  | { type: "page:open"; page: PageId }
  | { type: "calendar-feed:manage" }
  | { type: "data-export:read"; target: UserTarget };

type Decision = { allowed: true } | { allowed: false; reason: string };

const allow: Decision = { allowed: true };
const deny = (reason: string): Decision => ({ allowed: false, reason });

const isAdmin = (a: Actor) => isAdminRole(a.role);
const isUserManager = (a: Actor) => managesUsers(a.role);

/** Viewing or editing an ST doctor's record. */
export type DoctorAccess = "view" | "edit";

/**
 * Which ST doctors the actor may view or edit: supervisors, directors and administrators every one,
 * an ST doctor only their own record, anyone else none. Viewing and editing reach the same doctors
 * today; the question names the access so that a difference would have one place to go.
 */
function doctorScope(actor: Actor, _access: DoctorAccess): DoctorScope {
  if (isReviewerOfDoctors(actor.role)) return { kind: "every" };
  if (ownsRecord(actor.role)) return { kind: "self", doctorId: actor.id };
  return { kind: "none" };
}

function scopeIncludes(scope: DoctorScope, doctorId: string): boolean {
  return scope.kind === "every" || (scope.kind === "self" && scope.doctorId === doctorId);
}

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
      return doctorScope(actor, "view").kind !== "none" ? allow : deny(COMMON_MESSAGES.forbidden);
    case "doctor:view":
    case "doctor:edit": {
      const access = action.type === "doctor:view" ? "view" : "edit";
      return scopeIncludes(doctorScope(actor, access), action.doctorId)
        ? allow
        : deny(COMMON_MESSAGES.forbidden);
    }
    case "record:reset":
      // Only on one's own profile (spec section 6): nobody wipes another person's record.
      return actor.id === action.doctorId ? allow : deny(COMMON_MESSAGES.forbidden);
    case "record:change-model":
      // The model-lock rule itself is shared with the web (src/shared/rules/model-lock.ts).
      if (!can(actor, { type: "doctor:edit", doctorId: action.doctorId }))
        return deny(COMMON_MESSAGES.forbidden);
      if (canChangeStModel({ actorRole: actor.role, actorId: actor.id, ...action })) return allow;
      // The lock explains a refusal only to the doctor; for others it is the role.
      return deny(
        ownsRecord(actor.role)
          ? RECORD_MESSAGES.modelLocked
          : RECORD_MESSAGES.modelChangeNotAllowed,
      );
    case "supervisors:list":
    case "supervisors:assign":
      return isUserManager(actor) ? allow : deny(USER_MESSAGES.noPermissionAssign);
    case "signing-rights:use":
      return usesSigningRights(actor.role) ? allow : deny(SIGNING_RIGHTS_MESSAGES.noPermission);
    case "signing-rights:close":
      // Those who follow the doctor's training close and decide; a specialist assesses (decision 132).
      return isReviewerOfDoctors(actor.role)
        ? allow
        : deny(SIGNING_RIGHTS_MESSAGES.noPermissionClose);
    case "signing-rights:decide":
      return isReviewerOfDoctors(actor.role)
        ? allow
        : deny(SIGNING_RIGHTS_MESSAGES.noPermissionDecide);
    case "signing-rights:delete":
      return isAdmin(actor) ? allow : deny(SIGNING_RIGHTS_MESSAGES.noPermissionDelete);
    case "cohort:view":
      // The cohort lists many doctors at once: for those who follow ST doctors (decision 145).
      // Which doctors it lists is the doctor scope below, in the list's own query.
      return canSeePage(actor.role, "cohort") ? allow : deny(COMMON_MESSAGES.forbidden);
    case "warning-settings:read":
      // The doctor's own overview shows the warnings too, so everyone signed in reads the limits.
      return allow;
    case "warning-settings:edit":
      return isAdmin(actor) ? allow : deny(EARLY_WARNING_MESSAGES.settings.noPermission);
    case "catalog:edit":
      return isAdmin(actor) ? allow : deny(COMMON_MESSAGES.forbidden);
    case "curriculum:read":
      // The goal texts and the examinations in use are the same for every record: anyone signed in
      // reads them.
      return allow;
    case "page:open":
      // The page table is derived from the same role rules, and the web reads it (src/shared).
      return canSeePage(actor.role, action.page) ? allow : deny(COMMON_MESSAGES.forbidden);
    case "calendar-feed:manage":
      // A feed is of the doctor's own plan; nobody manages another's (decision 154).
      return ownsRecord(actor.role) ? allow : deny(ACCOUNT_MESSAGES.calendarOnlyStDoctors);
    case "data-export:read":
      // Everyone may take out their own data; an administrator anyone's (decision 155).
      return actor.id === action.target.id || isAdmin(actor)
        ? allow
        : deny(ACCOUNT_MESSAGES.exportNotAllowed);
  }
}

export function can(actor: Actor, action: Action): boolean {
  return decide(actor, action).allowed;
}

export function authorize(actor: Actor, action: Action): void {
  const decision = decide(actor, action);
  if (!decision.allowed) throw forbidden(decision.reason);
}

/**
 * The condition on `users` that keeps the ST doctors the actor may view or edit, so that a list is
 * filtered in its one query rather than checked row by row.
 */
export function accessibleDoctorsWhere(actor: Actor, access: DoctorAccess): SQL {
  return doctorScopeCondition(doctorScope(actor, access));
}

/**
 * The ST doctor a record or file request is about. A doctor outside the actor's scope is 403
 * whether or not the id exists (ids are random, and the refusal is the same as for any record of
 * that doctor); an id in scope that is no ST doctor is 404.
 */
export async function requireDoctorAccess(
  db: Db,
  actor: Actor,
  access: DoctorAccess,
  doctorId: string,
): Promise<DoctorRow> {
  authorize(actor, { type: access === "view" ? "doctor:view" : "doctor:edit", doctorId });
  const doctor = await findStDoctor(db, doctorId);
  if (!doctor) throw notFound(RECORD_MESSAGES.doctorNotFound);
  return doctor;
}

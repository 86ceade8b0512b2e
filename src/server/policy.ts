import { type SQL, sql } from "drizzle-orm";
import type { StModel } from "../shared/curriculum/goal-models";
import { ACCOUNT_MESSAGES } from "../shared/messages/account";
import { ASSESSMENT_LINK_MESSAGES } from "../shared/messages/assessment-links";
import { AUTH_MESSAGES } from "../shared/messages/auth";
import { CLINIC_MESSAGES } from "../shared/messages/clinics";
import { COMMON_MESSAGES } from "../shared/messages/common";
import { EARLY_WARNING_MESSAGES } from "../shared/messages/early-warnings";
import { IUP_MESSAGES } from "../shared/messages/iup";
import { PLAN_TEMPLATE_MESSAGES } from "../shared/messages/plan-template";
import { RECORD_MESSAGES } from "../shared/messages/records";
import { SIGNING_RIGHTS_MESSAGES } from "../shared/messages/signing-rights";
import { SPECIALTY_MESSAGES } from "../shared/messages/specialties";
import { STRUCTURED_ASSESSMENT_MESSAGES } from "../shared/messages/structured-assessments";
import { USER_MESSAGES } from "../shared/messages/users";
import type { PolicyActionType } from "../shared/policy-actions";
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
  manageableUsersCondition,
} from "./features/access";
import { forbidden, notFound } from "./lib/errors";

/**
 * Every "may this user do this to that" question is answered here and nowhere else. A route's
 * definition (src/shared/api) names the action it needs, and mountRoute refuses a role the action
 * never allows before the handler runs (`decideByRole`). What depends on the record or account,
 * the service checks once it has it: `authorize`, which throws a 403 with the Swedish reason, or,
 * for ST doctors' records, the access functions at the end (one doctor, or a list's SQL
 * condition). The permission objects that
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

/** What each action is about besides its name (the names are shared: src/shared/policy-actions.ts). */
interface ActionTargets {
  "users:list": NoTarget;
  "users:create": { role: Role; isReviewAccount?: boolean };
  "users:update": { target: UserTarget; changes: { role?: Role; isActive?: boolean } };
  "users:delete": { target: UserTarget };
  "users:set-password": { target: UserTarget };
  "users:send-reset": { target: UserTarget };
  "password:change-own": { isReviewAccount: boolean };
  "doctors:list": NoTarget;
  "doctor:view": { doctorId: string };
  "doctor:edit": { doctorId: string };
  "record:reset": { doctorId: string };
  "record:change-model": { doctorId: string; currentModel: StModel; hasActivity: boolean };
  "record:change-specialty": { doctorId: string; hasActivity: boolean };
  "supervisors:list": NoTarget;
  "supervisors:assign": { doctorId: string };
  "signing-rights:use": NoTarget;
  "signing-rights:close": NoTarget;
  "signing-rights:decide": NoTarget;
  "signing-rights:delete": NoTarget;
  "signing-rights:calibration": NoTarget;
  "cohort:view": NoTarget;
  "warning-settings:read": NoTarget;
  "warning-settings:edit": NoTarget;
  "catalog:edit": NoTarget;
  "curriculum:read": NoTarget;
  "page:open": { page: PageId };
  "calendar-feed:manage": NoTarget;
  "data-export:read": { target: UserTarget };
  "certificate-forms:manage": NoTarget;
  "reminder-settings:manage": { userId: string };
  "structured-assessments:record": { doctorId: string };
  "structured-assessments:change": { doctorId: string; recordedBy: string | null };
  "iup:acknowledge": { doctorId: string; mainSupervisorId: string | null };
  "assessment-links:request": { doctorId: string; supervisesDoctor: boolean };
  "clinics:list": NoTarget;
  "clinics:manage": { regionWide: boolean };
  "doctor:move": { regionWide: boolean; adminOfBoth: boolean };
  "plan-template:edit": { regionWide: boolean; memberOfClinic: boolean };
}
type NoTarget = Record<never, never>;

type ActionOf<T extends PolicyActionType> = { type: T } & ActionTargets[T];
export type Action = { [T in PolicyActionType]: ActionOf<T> }[PolicyActionType];

type Decision = { allowed: true } | { allowed: false; reason: string };

const allow: Decision = { allowed: true };
const deny = (reason: string): Decision => ({ allowed: false, reason });

/** Viewing or editing an ST doctor's record. */
export type DoctorAccess = "view" | "edit";

/** Whether a role reaches any ST doctor's record: the ones it follows, or its own. */
const reachesDoctors = (role: Role) => isReviewerOfDoctors(role) || ownsRecord(role);

/** A clinic's people: those of the actor's clinics, a supervisor also their assigned doctors. */
const clinicScope = (actor: Actor): DoctorScope => ({
  kind: "clinics",
  actorId: actor.id,
  alsoAssigned: actor.role === "SUPERVISOR",
});

/**
 * Which ST doctors the actor may view or edit: supervisors, directors and administrators those of
 * their clinics (a region administrator every clinic's, a supervisor also the doctors assigned to
 * them; decision 231), an ST doctor only their own record, anyone else none. Viewing and editing
 * reach the same doctors today; the question names the access so that a difference would have one
 * place to go.
 */
function doctorScope(actor: Actor, _access: DoctorAccess): DoctorScope {
  if (isReviewerOfDoctors(actor.role)) return clinicScope(actor);
  if (ownsRecord(actor.role)) return { kind: "self", doctorId: actor.id };
  return { kind: "none" };
}

/**
 * What the role and id alone decide: a clinic scope is settled by the database, in the SQL of
 * `requireDoctorAccess` and of every list, so here it admits any id.
 */
function scopeIncludes(scope: DoctorScope, doctorId: string): boolean {
  return scope.kind === "clinics" || (scope.kind === "self" && scope.doctorId === doctorId);
}

/** Directors manage accounts too, but never an administrator's: that would let them take one over. */
function mayManageAccountOf(actor: Actor, target: UserTarget): boolean {
  if (isAdminRole(actor.role)) return true;
  return actor.role === "DIRECTOR" && target.role !== "ADMIN";
}

/** Setting a password or sending a reset link for someone else's account, once the role may. */
function decideAccountAction(actor: Actor, target: UserTarget, noPermission: string): Decision {
  if (actor.id === target.id) return deny(noPermission); // one's own goes through the normal change
  // The review password opens every specialist's view at once: choosing it is an admin's act.
  if (target.isReviewAccount && !isAdminRole(actor.role))
    return deny(USER_MESSAGES.reviewAccountAdminOnly);
  return mayManageAccountOf(actor, target) ? allow : deny(USER_MESSAGES.noPermissionAdminRole);
}

const roleMay = (rule: (role: Role) => boolean, reason: string) => (role: Role) =>
  rule(role) ? allow : deny(reason);
const everyRole = () => allow;

/**
 * One action's rule, in two parts. `byRole` is what the caller's role alone decides: a route's
 * definition names the action, and mountRoute checks this part before the handler runs, so a role
 * that may never do it is refused before anything is read (decision 185). `onTarget` is the rest,
 * about the record or account the action touches, which the service checks once it has it;
 * `condition` says it in English for the API reference. `byRole` refuses only what the whole rule
 * refuses for every target, with the same reason.
 */
interface ActionRule<A> {
  byRole(role: Role): Decision;
  onTarget?: { condition: string; decide(actor: Actor, action: A): Decision };
}

/** Seeing or editing one ST doctor's record: a role that reaches doctors, within its scope. */
function doctorRecordRule(access: DoctorAccess): ActionRule<{ doctorId: string }> {
  return {
    byRole: roleMay(reachesDoctors, COMMON_MESSAGES.forbidden),
    onTarget: {
      condition: "an ST doctor only their own record",
      decide: (actor, action) =>
        scopeIncludes(doctorScope(actor, access), action.doctorId)
          ? allow
          : deny(COMMON_MESSAGES.forbidden),
    },
  };
}

const ACTION_RULES: { [T in PolicyActionType]: ActionRule<ActionOf<T>> } = {
  "users:list": { byRole: roleMay(managesUsers, USER_MESSAGES.noPermissionList) },
  "users:create": {
    byRole: roleMay(managesUsers, USER_MESSAGES.noPermissionCreate),
    onTarget: {
      condition: "an administrator account or the review account only by an administrator",
      decide(actor, action) {
        if (action.role === "ADMIN" && !isAdminRole(actor.role))
          return deny(USER_MESSAGES.noPermissionAdminRole);
        // Creating the review account chooses its shared password.
        if (action.isReviewAccount && !isAdminRole(actor.role))
          return deny(USER_MESSAGES.reviewAccountAdminOnly);
        return allow;
      },
    },
  },
  "users:update": {
    byRole: roleMay(isAdminRole, USER_MESSAGES.noPermissionEdit),
    onTarget: {
      condition: "never one's own role or active state",
      decide(actor, action) {
        const self = action.target.id === actor.id;
        if (self && action.changes.isActive === false)
          return deny(USER_MESSAGES.cannotDeactivateSelf);
        if (self && action.changes.role !== undefined && action.changes.role !== actor.role)
          return deny(USER_MESSAGES.cannotDemoteSelf);
        return allow;
      },
    },
  },
  "users:delete": {
    byRole: roleMay(isAdminRole, USER_MESSAGES.noPermissionDelete),
    onTarget: {
      condition: "never one's own account",
      decide: (actor, action) =>
        action.target.id === actor.id ? deny(USER_MESSAGES.cannotDeleteSelf) : allow,
    },
  },
  "users:set-password": {
    byRole: roleMay(managesUsers, USER_MESSAGES.noPermissionSetPassword),
    onTarget: {
      condition:
        "someone else's account; an administrator's or the review account's only by an administrator",
      decide: (actor, action) =>
        decideAccountAction(actor, action.target, USER_MESSAGES.noPermissionSetPassword),
    },
  },
  "users:send-reset": {
    byRole: roleMay(managesUsers, USER_MESSAGES.noPermissionReset),
    onTarget: {
      condition:
        "someone else's account; an administrator's or the review account's only by an administrator",
      decide: (actor, action) =>
        decideAccountAction(actor, action.target, USER_MESSAGES.noPermissionReset),
    },
  },
  "password:change-own": {
    byRole: everyRole,
    onTarget: {
      condition: "not on the shared review account",
      // One specialist changing the shared password would lock every other specialist out.
      decide: (_actor, action) =>
        action.isReviewAccount ? deny(AUTH_MESSAGES.reviewPasswordByAdmin) : allow,
    },
  },
  // Which doctors the list holds is the doctor scope, in the list's own query.
  "doctors:list": { byRole: roleMay(reachesDoctors, COMMON_MESSAGES.forbidden) },
  "doctor:view": doctorRecordRule("view"),
  "doctor:edit": doctorRecordRule("edit"),
  "record:reset": {
    // Any role: someone without a record who names their own id gets "not found" from the service.
    byRole: everyRole,
    onTarget: {
      condition: "only one's own record",
      // Only on one's own profile (spec section 6): nobody wipes another person's record.
      decide: (actor, action) =>
        actor.id === action.doctorId ? allow : deny(COMMON_MESSAGES.forbidden),
    },
  },
  "record:change-model": {
    byRole: roleMay(reachesDoctors, COMMON_MESSAGES.forbidden),
    onTarget: {
      condition: "directors and administrators, or the ST doctor while the model is unlocked",
      decide(actor, action) {
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
      },
    },
  },
  "record:change-specialty": {
    byRole: roleMay(reachesDoctors, COMMON_MESSAGES.forbidden),
    onTarget: {
      condition:
        "directors and administrators, or the ST doctor, as for the model; only while the record has no progress",
      decide(actor, action) {
        if (!can(actor, { type: "doctor:edit", doctorId: action.doctorId }))
          return deny(COMMON_MESSAGES.forbidden);
        // Who chooses it is who chooses the model on an unlocked record.
        const chooses = canChangeStModel({
          actorRole: actor.role,
          actorId: actor.id,
          doctorId: action.doctorId,
          currentModel: "UNSELECTED",
          hasActivity: false,
        });
        if (!chooses) return deny(SPECIALTY_MESSAGES.specialtyChangeNotAllowed);
        // Goal ids repeat between specialties: progress would silently become another
        // specialty's goals, so nobody changes it once there is any (decision 239).
        return action.hasActivity ? deny(SPECIALTY_MESSAGES.specialtyLocked) : allow;
      },
    },
  },
  "supervisors:list": { byRole: roleMay(managesUsers, USER_MESSAGES.noPermissionAssign) },
  "supervisors:assign": { byRole: roleMay(managesUsers, USER_MESSAGES.noPermissionAssign) },
  "signing-rights:use": {
    byRole: roleMay(usesSigningRights, SIGNING_RIGHTS_MESSAGES.noPermission),
  },
  // Those who follow the doctor's training close and decide; a specialist assesses (decision 132).
  "signing-rights:close": {
    byRole: roleMay(isReviewerOfDoctors, SIGNING_RIGHTS_MESSAGES.noPermissionClose),
  },
  "signing-rights:decide": {
    byRole: roleMay(isReviewerOfDoctors, SIGNING_RIGHTS_MESSAGES.noPermissionDecide),
  },
  "signing-rights:delete": {
    byRole: roleMay(isAdminRole, SIGNING_RIGHTS_MESSAGES.noPermissionDelete),
  },
  // Judging the assessors is for those who lead the training, not the assessors or the
  // supervisors among them (decision 225).
  "signing-rights:calibration": {
    byRole: roleMay(managesUsers, SIGNING_RIGHTS_MESSAGES.noPermissionCalibration),
  },
  // The cohort lists many doctors at once: for those who follow ST doctors (decision 145).
  // Which doctors it lists is the doctor scope below, in the list's own query.
  "cohort:view": {
    byRole: roleMay((role) => canSeePage(role, "cohort"), COMMON_MESSAGES.forbidden),
  },
  // The doctor's own overview shows the warnings too, so everyone signed in reads the limits.
  "warning-settings:read": { byRole: everyRole },
  "warning-settings:edit": {
    byRole: roleMay(isAdminRole, EARLY_WARNING_MESSAGES.settings.noPermission),
  },
  "catalog:edit": { byRole: roleMay(isAdminRole, COMMON_MESSAGES.forbidden) },
  // Socialstyrelsen's blank forms are the clinic's, like the catalogue (issue 24).
  "certificate-forms:manage": { byRole: roleMay(isAdminRole, COMMON_MESSAGES.forbidden) },
  // Structured assessments (issue 25, decision 202): whoever may assess for signing rights may
  // assess any active ST doctor, as there; the doctor records their own, marked self-entered.
  "structured-assessments:record": {
    byRole: everyRole,
    onTarget: {
      condition: "an ST doctor only in their own record (self-entered)",
      decide(actor, action) {
        if (ownsRecord(actor.role)) {
          return actor.id === action.doctorId
            ? allow
            : deny(STRUCTURED_ASSESSMENT_MESSAGES.noPermissionRecord);
        }
        return usesSigningRights(actor.role)
          ? allow
          : deny(STRUCTURED_ASSESSMENT_MESSAGES.noPermissionRecord);
      },
    },
  },
  "structured-assessments:change": {
    byRole: everyRole,
    onTarget: {
      condition:
        "supervisors, directors and administrators any; others only what they recorded, within their scope",
      decide(actor, action) {
        if (isReviewerOfDoctors(actor.role)) return allow;
        const mayRecord = can(actor, {
          type: "structured-assessments:record",
          doctorId: action.doctorId,
        });
        return mayRecord && action.recordedBy === actor.id
          ? allow
          : deny(STRUCTURED_ASSESSMENT_MESSAGES.noPermissionChange);
      },
    },
  },
  // The goal texts and the examinations in use are the same for every record: anyone signed in
  // reads them.
  "curriculum:read": { byRole: everyRole },
  // The IUP is agreed between the doctor and the main supervisor (HSLF-FS 2021:8, decision 199):
  // nobody else acknowledges it, however much else they may do with the record.
  "iup:acknowledge": {
    byRole: roleMay(
      (role) => ownsRecord(role) || role === "SUPERVISOR",
      IUP_MESSAGES.acknowledgeNotAllowed,
    ),
    onTarget: {
      condition: "the ST doctor their own, or the doctor's main supervisor",
      decide: (actor, action) =>
        (ownsRecord(actor.role) && actor.id === action.doctorId) ||
        (actor.role === "SUPERVISOR" && actor.id === action.mainSupervisorId)
          ? allow
          : deny(IUP_MESSAGES.acknowledgeNotAllowed),
    },
  },
  // A link lets someone without an account write on the doctor's evaluation: asked by the doctor,
  // or by those who answer for the doctor's training, a supervisor only for their own doctors
  // (decision 214). A specialist assesses; they do not ask on the doctor's behalf.
  "assessment-links:request": {
    byRole: roleMay(
      (role) => ownsRecord(role) || isReviewerOfDoctors(role),
      ASSESSMENT_LINK_MESSAGES.noPermission,
    ),
    onTarget: {
      condition:
        "an ST doctor for themself, a supervisor for the doctors assigned to them; directors and administrators for anyone",
      decide(actor, action) {
        if (ownsRecord(actor.role)) {
          return actor.id === action.doctorId ? allow : deny(ASSESSMENT_LINK_MESSAGES.noPermission);
        }
        if (actor.role === "SUPERVISOR" && !action.supervisesDoctor)
          return deny(ASSESSMENT_LINK_MESSAGES.noPermission);
        return allow;
      },
    },
  },
  // Every clinic's name is no secret: the user form names them (decision 233).
  "clinics:list": { byRole: roleMay(managesUsers, COMMON_MESSAGES.forbidden) },
  // A region administrator is read from the database on each request, never the session.
  "clinics:manage": {
    byRole: everyRole,
    onTarget: {
      condition: "a region administrator or an administrator of every clinic",
      decide: (_actor, action) =>
        action.regionWide ? allow : deny(CLINIC_MESSAGES.regionAdminOnly),
    },
  },
  "doctor:move": {
    byRole: roleMay((role) => role !== "ST_DOCTOR", CLINIC_MESSAGES.moveNotAllowed),
    onTarget: {
      condition: "a region administrator, or an administrator of both clinics",
      decide: (actor, action) =>
        action.regionWide || (isAdminRole(actor.role) && action.adminOfBoth)
          ? allow
          : deny(CLINIC_MESSAGES.moveNotAllowed),
    },
  },
  // A clinic's standard plan is its director's (decision 251), or its administrator's.
  "plan-template:edit": {
    byRole: everyRole,
    onTarget: {
      condition: "a director or administrator of the clinic, or a region administrator",
      decide: (actor, action) =>
        action.regionWide || (managesUsers(actor.role) && action.memberOfClinic)
          ? allow
          : deny(PLAN_TEMPLATE_MESSAGES.noPermission),
    },
  },
  "page:open": {
    byRole: everyRole,
    onTarget: {
      condition: "the pages of the role",
      // The page table is derived from the same role rules, and the web reads it (src/shared).
      decide: (actor, action) =>
        canSeePage(actor.role, action.page) ? allow : deny(COMMON_MESSAGES.forbidden),
    },
  },
  // A feed is of the doctor's own plan; nobody manages another's (decision 154).
  "calendar-feed:manage": {
    byRole: roleMay(ownsRecord, ACCOUNT_MESSAGES.calendarOnlyStDoctors),
  },
  "data-export:read": {
    byRole: everyRole,
    onTarget: {
      condition: "one's own data; an administrator anyone's",
      // Everyone may take out their own data; an administrator anyone's (decision 155).
      decide: (actor, action) =>
        actor.id === action.target.id || isAdminRole(actor.role)
          ? allow
          : deny(ACCOUNT_MESSAGES.exportNotAllowed),
    },
  },
  // Everyone signed in may hear of what is due, and only they decide whether they do (decision 211).
  "reminder-settings:manage": {
    byRole: everyRole,
    onTarget: {
      condition: "only one's own setting",
      decide: (actor, action) =>
        actor.id === action.userId ? allow : deny(COMMON_MESSAGES.forbidden),
    },
  },
};

export function decide(actor: Actor, action: Action): Decision {
  // TypeScript cannot pair a union member with its own rule; ACTION_RULES' type pairs them.
  const rule = ACTION_RULES[action.type] as ActionRule<Action>;
  const byRole = rule.byRole(actor.role);
  if (!byRole.allowed || !rule.onTarget) return byRole;
  return rule.onTarget.decide(actor, action);
}

/**
 * What a route's declared action lets a role do, as mountRoute checks it before the handler: the
 * role's decision, and what the service still checks on the record.
 */
export function decideByRole(role: Role, type: PolicyActionType): Decision {
  return ACTION_RULES[type].byRole(role);
}

/** What the service checks beyond the role, in English (for the API reference); none: nothing. */
export function targetCondition(type: PolicyActionType): string | undefined {
  return ACTION_RULES[type].onTarget?.condition;
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

/** The same as a scope, for a prepared statement that takes its ids as parameters. */
export function accessibleDoctorsScope(actor: Actor, access: DoctorAccess): DoctorScope {
  return doctorScope(actor, access);
}

/**
 * The condition on `users` that keeps the ST doctors the actor may assess or ask about for signing
 * rights and structured assessments: those of the actor's clinics, as for records (decision 231).
 */
export function assessableDoctorsWhere(actor: Actor): SQL {
  if (ownsRecord(actor.role)) return doctorScopeCondition({ kind: "self", doctorId: actor.id });
  return doctorScopeCondition(clinicScope(actor));
}

/**
 * The condition on `users` that keeps the accounts the actor may list and manage: their own and
 * those of their clinics, every one for a region administrator (decision 232); none for a role
 * that manages no accounts.
 */
export function manageableUsersWhere(actor: Actor): SQL {
  return managesUsers(actor.role) ? manageableUsersCondition(actor.id) : sql`false`;
}

/**
 * The ST doctor a record or file request is about. A doctor outside the actor's role scope (an ST
 * doctor asking for another's) is 403 whether or not the id exists (ids are random, and the refusal
 * is the same as for any record of that doctor); a doctor of another clinic is 404 exactly as an
 * unknown id, never a hint that it exists (decision 231).
 */
export async function requireDoctorAccess(
  db: Db,
  actor: Actor,
  access: DoctorAccess,
  doctorId: string,
): Promise<DoctorRow> {
  authorize(actor, { type: access === "view" ? "doctor:view" : "doctor:edit", doctorId });
  const doctor = await findStDoctor(db, doctorId, accessibleDoctorsWhere(actor, access));
  if (!doctor) throw notFound(RECORD_MESSAGES.doctorNotFound);
  return doctor;
}

import type { StModel } from "../shared/curriculum/goal-models";
import { DOCTOR_PAGES, GENERAL_PAGES, type PageId, ROLES } from "../shared/roles";
import type { TSessionResponse } from "../shared/schemas/auth";
import type { TRecordPermissions } from "../shared/schemas/doctor-record";
import type { TUserPermissions } from "../shared/schemas/users";
import { type Actor, can, type UserTarget } from "./policy";

/**
 * The permission objects answers carry (`permissions: { canEdit, … }`), each derived here from the
 * policy's decisions and nowhere else, so the buttons the web shows are the requests the server
 * accepts.
 */

/** The pages the actor may open, in menu order; the web's route guards and sidebar read these. */
function pagesOpenTo(actor: Actor): PageId[] {
  return [...DOCTOR_PAGES, ...GENERAL_PAGES].filter((page) =>
    can(actor, { type: "page:open", page }),
  );
}

export function sessionPermissions(actor: Actor): TSessionResponse["permissions"] {
  return {
    pages: pagesOpenTo(actor),
    canManageUsers: can(actor, { type: "users:list" }),
    canCreateUsers: can(actor, { type: "users:create", role: "ST_DOCTOR" }),
    assignableRoles: ROLES.filter((role) => can(actor, { type: "users:create", role })),
    canAssignSupervisors: can(actor, { type: "supervisors:list" }),
    canViewDoctors: can(actor, { type: "doctors:list" }),
  };
}

/** What the actor may do with one account of the user list. */
export function userPermissions(actor: Actor, target: UserTarget): TUserPermissions {
  return {
    canEdit: can(actor, { type: "users:update", target, changes: {} }),
    canDelete: can(actor, { type: "users:delete", target }),
    canSetPassword: can(actor, { type: "users:set-password", target }),
    canSendReset: can(actor, { type: "users:send-reset", target }),
    canExport: can(actor, { type: "data-export:read", target }),
  };
}

/** What the actor may do with one ST doctor's record, given its model and whether it has progress. */
export function recordPermissions(
  actor: Actor,
  doctorId: string,
  model: { currentModel: StModel; hasActivity: boolean },
): TRecordPermissions {
  return {
    canEdit: can(actor, { type: "doctor:edit", doctorId }),
    canReset: can(actor, { type: "record:reset", doctorId }),
    canChangeModel: can(actor, { type: "record:change-model", doctorId, ...model }),
    canAssignSupervisors: can(actor, { type: "supervisors:assign", doctorId }),
  };
}

import { canSeePage, DOCTOR_PAGES, displayName, GENERAL_PAGES, ROLES } from "../../../shared/roles";
import type { TSessionResponse } from "../../../shared/schemas/auth";
import type { SessionActor } from "../../context";
import { can } from "../../policy";

export function buildSessionResponse(actor: SessionActor): TSessionResponse {
  return {
    user: {
      id: actor.id,
      email: actor.email,
      firstName: actor.firstName,
      lastName: actor.lastName,
      displayName: displayName(actor),
      role: actor.role,
      mustChangePassword: actor.mustChangePassword,
    },
    permissions: {
      pages: [...DOCTOR_PAGES, ...GENERAL_PAGES].filter((p) => canSeePage(actor.role, p)),
      canManageUsers: can(actor, { type: "users:list" }),
      canCreateUsers: can(actor, { type: "users:create", role: "ST_DOCTOR" }),
      assignableRoles: ROLES.filter((role) => can(actor, { type: "users:create", role })),
      canAssignSupervisors: can(actor, { type: "supervisors:list" }),
      canViewDoctors: can(actor, { type: "doctors:list" }),
    },
  };
}

import { displayName } from "../../../shared/roles";
import type { TSessionResponse } from "../../../shared/schemas/auth";
import type { SessionActor } from "../../context";
import { sessionPermissions } from "../../permissions";

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
    permissions: sessionPermissions(actor),
  };
}

import { AUTH_MESSAGES } from "../../../shared/messages/auth";
import { displayName } from "../../../shared/roles";
import type { TSessionResponse } from "../../../shared/schemas/auth";
import { endResetLinks } from "../../auth/reset-links";
import { isReviewAccount } from "../../auth/review-account";
import { isAuthError } from "../../auth/session";
import type { SessionActor } from "../../context";
import type { Deps } from "../../deps";
import { badRequest } from "../../lib/errors";
import { sessionPermissions } from "../../permissions";
import { authorize } from "../../policy";
import { clearMustChangePassword } from "../users";

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

/**
 * One's own password: checked against the current one, then every other session and every
 * outstanding reset link ends. Answers Better Auth's headers (this session's renewed cookie).
 */
export async function changeOwnPassword(
  { auth, config, db }: Pick<Deps, "auth" | "config" | "db">,
  actor: SessionActor,
  passwords: { currentPassword: string; newPassword: string },
  requestHeaders: Headers,
): Promise<Headers> {
  authorize(actor, {
    type: "password:change-own",
    isReviewAccount: isReviewAccount(config, actor.email),
  });
  let headers: Headers;
  try {
    ({ headers } = await auth.api.changePassword({
      body: { ...passwords, revokeOtherSessions: true },
      headers: requestHeaders,
      returnHeaders: true,
    }));
  } catch (error) {
    if (isAuthError(error, "INVALID_PASSWORD"))
      throw badRequest(AUTH_MESSAGES.currentWrong, "currentPassword");
    throw error;
  }
  await db.transaction(async (tx) => {
    await clearMustChangePassword(tx, actor.id);
    await endResetLinks(tx, actor.id);
  });
  return headers;
}

/** Ends the session the request carries; signing out without one is already the desired state. */
export async function signOut({ auth }: Pick<Deps, "auth">, requestHeaders: Headers) {
  try {
    const { headers } = await auth.api.signOut({ headers: requestHeaders, returnHeaders: true });
    return headers;
  } catch (error) {
    if (!isAuthError(error)) throw error;
    return undefined;
  }
}

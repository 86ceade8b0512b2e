import { AUTH_MESSAGES } from "../../../shared/messages/auth";
import { displayName } from "../../../shared/roles";
import type { TSessionResponse } from "../../../shared/schemas/auth";
import { endResetLinks } from "../../auth/reset-links";
import { isReviewAccount } from "../../auth/review-account";
import { isAuthError } from "../../auth/session";
import {
  clearAttempts,
  passwordChangeKey,
  releaseAttempt,
  reserveAttempt,
  THROTTLE,
} from "../../auth/sign-in-throttle";
import type { SessionActor } from "../../context";
import type { Deps } from "../../deps";
import { AppError, badRequest } from "../../lib/errors";
import { sessionPermissions } from "../../permissions";
import { authorize } from "../../policy";
import { endCalendarFeed } from "../calendar";
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
 * Wrong current passwords are limited like sign-ins, so a stolen session cannot guess the password
 * behind it; the attempt is reserved before the check, so a parallel burst gets no more.
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
  const attempts = passwordChangeKey(actor.id);
  const wait = await reserveAttempt(db, attempts, THROTTLE.passwordChange);
  if (wait > 0) {
    throw new AppError(429, AUTH_MESSAGES.tooManyWrongCurrentPasswords(wait), "TOO_MANY_ATTEMPTS");
  }
  let headers: Headers;
  try {
    ({ headers } = await auth.api.changePassword({
      body: { ...passwords, revokeOtherSessions: true },
      headers: requestHeaders,
      returnHeaders: true,
    }));
  } catch (error) {
    // A wrong guess keeps its attempt; anything else gives it back.
    if (isAuthError(error, "INVALID_PASSWORD"))
      throw badRequest(AUTH_MESSAGES.currentWrong, "currentPassword");
    await releaseAttempt(db, attempts);
    throw error;
  }
  await db.transaction(async (tx) => {
    await clearMustChangePassword(tx, actor.id);
    await endResetLinks(tx, actor.id);
    await endCalendarFeed(tx, actor.id, actor.id);
    await clearAttempts(tx, attempts);
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

import { AUTH_MESSAGES } from "../../../shared/messages/auth";
import { isAuthError } from "../../auth/session";
import {
  reserveAttempt,
  resetAddressKey,
  resetEmailKey,
  THROTTLE,
} from "../../auth/sign-in-throttle";
import type { Deps } from "../../deps";
import { AppError, badRequest } from "../../lib/errors";

const resetIdentifier = (token: string) => `reset-password:${token}`;

/** Asks Better Auth for a reset mail; it answers the same whether or not the address exists. */
export async function sendResetLink(auth: Deps["auth"], email: string) {
  await auth.api.requestPasswordReset({ body: { email } });
}

/**
 * A busy address is told to wait; a busy mailbox silently gets no more mail, so the answer still
 * says nothing about whether the address exists. Each request is reserved in one statement, so a
 * parallel burst cannot outrun the limits.
 */
export async function requestResetLink(
  { auth, db }: Pick<Deps, "auth" | "db">,
  email: string,
  clientAddress: string,
) {
  const wait = await reserveAttempt(db, resetAddressKey(clientAddress), THROTTLE.resetPerAddress);
  if (wait > 0)
    throw new AppError(429, AUTH_MESSAGES.tooManyResetRequests(wait), "TOO_MANY_ATTEMPTS");
  const mailboxBusy = (await reserveAttempt(db, resetEmailKey(email), THROTTLE.resetPerEmail)) > 0;
  if (!mailboxBusy) await sendResetLink(auth, email);
}

export async function isResetLinkValid({ auth }: Pick<Deps, "auth">, token: string | undefined) {
  if (!token) return false;
  const ctx = await auth.$context;
  const verification = await ctx.internalAdapter.findVerificationValue(resetIdentifier(token));
  return Boolean(verification && verification.expiresAt > new Date());
}

export async function confirmReset(
  { auth }: Pick<Deps, "auth">,
  token: string,
  newPassword: string,
) {
  try {
    await auth.api.resetPassword({ body: { token, newPassword } });
  } catch (error) {
    if (isAuthError(error) && error.statusCode === 400)
      throw badRequest(AUTH_MESSAGES.resetInvalidLink, "token");
    throw error;
  }
}

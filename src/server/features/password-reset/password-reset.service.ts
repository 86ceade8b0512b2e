import { randomBytes } from "node:crypto";
import { AUTH_MESSAGES } from "../../../shared/messages/auth";
import { RESET_LINK_SECONDS, resetIdentifier, resetLinkOf } from "../../auth/reset-links";
import { isAuthError } from "../../auth/session";
import {
  releaseAttempt,
  reserveAttempt,
  resetAddressKey,
  resetEmailKey,
  resetTokenAddressKey,
  THROTTLE,
} from "../../auth/sign-in-throttle";
import type { Db } from "../../db/client";
import type { Deps } from "../../deps";
import { AppError, badRequest } from "../../lib/errors";

/** Asks Better Auth for a reset mail; it answers the same whether or not the address exists. */
async function sendResetLink(auth: Deps["auth"], email: string) {
  await auth.api.requestPasswordReset({ body: { email } });
}

/**
 * A link sent by an administrator, with a text of its own: the self-service mail tells the reader
 * to ignore a request they did not make, which is wrong for a link they did not ask for but need.
 * The token is made and kept as Better Auth keeps its own (same identifier, same lifetime, stored
 * through its adapter), so the reset page and the confirm route take it like any other.
 */
export async function sendAdminResetLink(
  { auth, mailer, config }: Pick<Deps, "auth" | "mailer" | "config">,
  user: { id: string; email: string },
  isNewAccount: boolean,
) {
  const token = randomBytes(32).toString("base64url");
  const ctx = await auth.$context;
  await ctx.internalAdapter.createVerificationValue({
    identifier: resetIdentifier(token),
    value: user.id,
    expiresAt: new Date(Date.now() + RESET_LINK_SECONDS * 1000),
  });
  const link = resetLinkOf(config.publicUrl, token);
  await mailer.send(
    isNewAccount
      ? {
          to: user.email,
          subject: AUTH_MESSAGES.newAccountMailSubject,
          text: AUTH_MESSAGES.newAccountMailText(link),
        }
      : {
          to: user.email,
          subject: AUTH_MESSAGES.adminResetMailSubject,
          text: AUTH_MESSAGES.adminResetMailText(link),
        },
  );
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

/**
 * Takes one try of a reset token for the client's address, like a sign-in (decision 172): a token
 * is a password in all but name, so an address that keeps guessing is held back. The status and
 * the confirm route share the count; a valid token gives its try back.
 */
async function reserveTokenTry(db: Db, clientAddress: string): Promise<string> {
  const key = resetTokenAddressKey(clientAddress);
  const wait = await reserveAttempt(db, key, THROTTLE.resetTokenPerAddress);
  if (wait > 0)
    throw new AppError(429, AUTH_MESSAGES.tooManyResetLinkAttempts(wait), "TOO_MANY_ATTEMPTS");
  return key;
}

export async function isResetLinkValid(
  { auth, db }: Pick<Deps, "auth" | "db">,
  token: string | undefined,
  clientAddress: string,
) {
  if (!token) return false;
  const key = await reserveTokenTry(db, clientAddress);
  const ctx = await auth.$context;
  const verification = await ctx.internalAdapter.findVerificationValue(resetIdentifier(token));
  const valid = Boolean(verification && verification.expiresAt > new Date());
  if (valid) await releaseAttempt(db, key);
  return valid;
}

export async function confirmReset(
  { auth, db }: Pick<Deps, "auth" | "db">,
  token: string,
  newPassword: string,
  clientAddress: string,
) {
  const key = await reserveTokenTry(db, clientAddress);
  try {
    await auth.api.resetPassword({ body: { token, newPassword } });
  } catch (error) {
    if (isAuthError(error) && error.statusCode === 400)
      throw badRequest(AUTH_MESSAGES.resetInvalidLink, "token");
    // Not a wrong token: give the try back.
    await releaseAttempt(db, key);
    throw error;
  }
  await releaseAttempt(db, key);
}

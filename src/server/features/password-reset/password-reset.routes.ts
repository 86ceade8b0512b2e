import { Hono } from "hono";
import { z } from "zod";
import { AUTH_MESSAGES } from "../../../shared/messages/auth";
import {
  ZConfirmPasswordResetSchema,
  ZRequestPasswordResetSchema,
} from "../../../shared/schemas/auth";
import { clientAddress, isAuthError } from "../../auth/session";
import {
  reserveAttempt,
  resetAddressKey,
  resetEmailKey,
  THROTTLE,
} from "../../auth/sign-in-throttle";
import type { AppEnv } from "../../context";
import { AppError, badRequest } from "../../lib/errors";
import { validate } from "../../lib/validate";

const resetIdentifier = (token: string) => `reset-password:${token}`;

/** Asks Better Auth for a reset mail; it answers the same whether or not the address exists. */
export async function sendResetLink(auth: AppEnv["Variables"]["deps"]["auth"], email: string) {
  await auth.api.requestPasswordReset({ body: { email } });
}

export const passwordResetRoutes = new Hono<AppEnv>()
  .post("/request", validate("json", ZRequestPasswordResetSchema), async (c) => {
    const { auth, db } = c.get("deps");
    const { email } = c.req.valid("json");
    // A busy address is told to wait; a busy mailbox silently gets no more mail, so the answer
    // still says nothing about whether the address exists.
    // Each request is reserved in one statement, so a parallel burst cannot outrun the limits.
    const address = resetAddressKey(clientAddress(c));
    const wait = await reserveAttempt(db, address, THROTTLE.resetPerAddress);
    if (wait > 0)
      throw new AppError(429, AUTH_MESSAGES.tooManyResetRequests(wait), "TOO_MANY_ATTEMPTS");
    const mailboxBusy =
      (await reserveAttempt(db, resetEmailKey(email), THROTTLE.resetPerEmail)) > 0;
    if (!mailboxBusy) await sendResetLink(auth, email);
    return c.json({ message: AUTH_MESSAGES.resetRequested });
  })
  .get(
    "/status",
    validate("query", z.object({ token: z.string().max(200).optional() })),
    async (c) => {
      const { token } = c.req.valid("query");
      if (!token) return c.json({ valid: false });
      const ctx = await c.get("deps").auth.$context;
      const verification = await ctx.internalAdapter.findVerificationValue(resetIdentifier(token));
      return c.json({ valid: Boolean(verification && verification.expiresAt > new Date()) });
    },
  )
  .post("/confirm", validate("json", ZConfirmPasswordResetSchema), async (c) => {
    const { token, newPassword } = c.req.valid("json");
    try {
      await c.get("deps").auth.api.resetPassword({ body: { token, newPassword } });
    } catch (error) {
      if (isAuthError(error) && error.statusCode === 400)
        throw badRequest(AUTH_MESSAGES.resetInvalidLink, "token");
      throw error;
    }
    return c.json({ message: AUTH_MESSAGES.resetSuccess });
  });

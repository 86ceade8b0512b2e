import { Hono } from "hono";
import { z } from "zod";
import { AUTH_MESSAGES } from "../../../shared/messages/auth";
import {
  ZConfirmPasswordResetSchema,
  ZRequestPasswordResetSchema,
} from "../../../shared/schemas/auth";
import { isAuthError } from "../../auth/session";
import type { AppEnv } from "../../context";
import { badRequest } from "../../lib/errors";
import { validate } from "../../lib/validate";

const resetIdentifier = (token: string) => `reset-password:${token}`;

/** Asks Better Auth for a reset mail; it answers the same whether or not the address exists. */
export async function sendResetLink(auth: AppEnv["Variables"]["deps"]["auth"], email: string) {
  await auth.api.requestPasswordReset({ body: { email } });
}

export const passwordResetRoutes = new Hono<AppEnv>()
  .post("/request", validate("json", ZRequestPasswordResetSchema), async (c) => {
    await sendResetLink(c.get("deps").auth, c.req.valid("json").email);
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

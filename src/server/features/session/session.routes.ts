import { eq } from "drizzle-orm";
import type { Context } from "hono";
import { Hono } from "hono";
import { AUTH_MESSAGES } from "../../../shared/messages/auth";
import { toRole } from "../../../shared/roles";
import {
  ZChangePasswordRequestSchema,
  ZReviewSignInRequestSchema,
  ZSignInRequestSchema,
} from "../../../shared/schemas/auth";
import { clientAddress, forwardCookies, isAuthError, requireSession } from "../../auth/session";
import {
  accountKey,
  addressKey,
  clearAttempts,
  countAttempt,
  minutesLocked,
  THROTTLE,
} from "../../auth/sign-in-throttle";
import type { AppEnv } from "../../context";
import { users } from "../../db/schema";
import { AppError, badRequest, forbidden, unauthorized } from "../../lib/errors";
import { validate } from "../../lib/validate";
import { findUserByEmail, findUserById } from "../users/users.repo";
import { buildSessionResponse } from "./session.service";

/**
 * Signs in through Better Auth, with the portal's own limits: failed attempts are counted per
 * account and per client address, and a locked key is refused before the password is checked.
 */
async function signIn(
  c: Context<AppEnv>,
  email: string,
  password: string,
  wrongPasswordMessage: string,
) {
  const { auth, db } = c.get("deps");
  const keys = [
    { key: accountKey(email), limit: THROTTLE.perAccount },
    { key: addressKey(clientAddress(c)), limit: THROTTLE.perAddress },
  ];
  for (const { key, limit } of keys) {
    const minutes = await minutesLocked(db, key, limit);
    if (minutes > 0)
      throw new AppError(429, AUTH_MESSAGES.tooManyAttempts(minutes), "TOO_MANY_ATTEMPTS");
  }
  try {
    const { headers, response } = await auth.api.signInEmail({
      body: { email, password, rememberMe: true },
      headers: c.req.raw.headers,
      returnHeaders: true,
    });
    await clearAttempts(db, accountKey(email));
    forwardCookies(c, headers);
    const user = await findUserById(db, response.user.id);
    if (!user) throw unauthorized(AUTH_MESSAGES.loginFallback);
    return user;
  } catch (error) {
    if (isAuthError(error, "ACCOUNT_INACTIVE"))
      throw forbidden(AUTH_MESSAGES.accountInactive, "ACCOUNT_INACTIVE");
    if (isAuthError(error) && error.statusCode === 401) {
      for (const { key } of keys) await countAttempt(db, key);
      throw unauthorized(wrongPasswordMessage);
    }
    throw error;
  }
}

function actorFrom(user: typeof users.$inferSelect) {
  return {
    id: user.id,
    role: toRole(user.role),
    email: user.email,
    firstName: user.firstName,
    lastName: user.lastName,
    mustChangePassword: user.mustChangePassword,
  };
}

export const sessionRoutes = new Hono<AppEnv>()
  .post("/sign-in", validate("json", ZSignInRequestSchema), async (c) => {
    const { email, password } = c.req.valid("json");
    const user = await signIn(c, email, password, AUTH_MESSAGES.invalidCredentials);
    return c.json(buildSessionResponse(actorFrom(user)));
  })
  .post("/review-sign-in", validate("json", ZReviewSignInRequestSchema), async (c) => {
    const { config, db } = c.get("deps");
    const account = await findUserByEmail(db, config.reviewAccountEmail);
    if (account?.role !== "SPECIALIST") {
      throw forbidden(AUTH_MESSAGES.reviewAccountMissing, "REVIEW_ACCOUNT_MISSING");
    }
    const user = await signIn(
      c,
      account.email,
      c.req.valid("json").password,
      AUTH_MESSAGES.reviewInvalidPassword,
    );
    return c.json(buildSessionResponse(actorFrom(user)));
  })
  .post("/sign-out", async (c) => {
    const { auth } = c.get("deps");
    try {
      const { headers } = await auth.api.signOut({
        headers: c.req.raw.headers,
        returnHeaders: true,
      });
      forwardCookies(c, headers);
    } catch (error) {
      // Signing out without a session is already the desired state.
      if (!isAuthError(error)) throw error;
    }
    return c.json({ ok: true });
  })
  .get("/", requireSession({ allowPendingPasswordChange: true }), (c) =>
    c.json(buildSessionResponse(c.get("actor"))),
  )
  .post(
    "/password",
    requireSession({ allowPendingPasswordChange: true }),
    validate("json", ZChangePasswordRequestSchema),
    async (c) => {
      const { auth, db } = c.get("deps");
      const { currentPassword, newPassword } = c.req.valid("json");
      try {
        const { headers } = await auth.api.changePassword({
          body: { currentPassword, newPassword, revokeOtherSessions: true },
          headers: c.req.raw.headers,
          returnHeaders: true,
        });
        forwardCookies(c, headers);
      } catch (error) {
        if (isAuthError(error, "INVALID_PASSWORD"))
          throw badRequest(AUTH_MESSAGES.currentWrong, "currentPassword");
        throw error;
      }
      await db
        .update(users)
        .set({ mustChangePassword: false, updatedAt: new Date() })
        .where(eq(users.id, c.get("actor").id));
      return c.json({ message: AUTH_MESSAGES.passwordUpdated });
    },
  );

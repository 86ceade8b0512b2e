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
import { endResetLinks } from "../../auth/reset-links";
import { isReviewAccount, mustChangePassword } from "../../auth/review-account";
import { clientAddress, forwardCookies, isAuthError, requireSession } from "../../auth/session";
import {
  accountAddressKey,
  addressKey,
  clearAttempts,
  releaseAttempt,
  reserveAttempt,
  THROTTLE,
} from "../../auth/sign-in-throttle";
import type { AppEnv } from "../../context";
import type { Db } from "../../db/client";
import { users } from "../../db/schema";
import { AppError, badRequest, forbidden, unauthorized } from "../../lib/errors";
import { validate } from "../../lib/validate";
import { authorize } from "../../policy";
import { findUserByEmail, findUserById } from "../users";
import { buildSessionResponse } from "./session.service";

/** Minutes to wait, or 0 once one attempt is reserved for both the address and the pair. */
async function reserveSignIn(db: Db, address: string, pair: string): Promise<number> {
  const minutes = await reserveAttempt(db, address, THROTTLE.perAddress);
  if (minutes > 0) return minutes;
  const pairMinutes = await reserveAttempt(db, pair, THROTTLE.perAccountAndAddress);
  if (pairMinutes > 0) await releaseAttempt(db, address);
  return pairMinutes;
}

/**
 * Signs in through Better Auth with the portal's own limits. The attempt is reserved before the
 * password is checked, per client address and per account-and-address pair, so a parallel burst
 * gets at most the limit checked and a guesser elsewhere cannot lock the owner out.
 */
async function signIn(
  c: Context<AppEnv>,
  email: string,
  password: string,
  wrongPasswordMessage: string,
) {
  const { auth, db } = c.get("deps");
  const ip = clientAddress(c);
  const address = addressKey(ip);
  const pair = accountAddressKey(email, ip);
  const minutes = await reserveSignIn(db, address, pair);
  if (minutes > 0)
    throw new AppError(429, AUTH_MESSAGES.tooManyAttempts(minutes), "TOO_MANY_ATTEMPTS");
  let headers: Headers;
  let userId: string;
  try {
    const result = await auth.api.signInEmail({
      body: { email, password, rememberMe: true },
      headers: c.req.raw.headers,
      returnHeaders: true,
    });
    headers = result.headers;
    userId = result.response.user.id;
  } catch (error) {
    // A deactivated account answers like a wrong password and keeps the reserved attempt:
    // anything else would tell a guesser that the password was right.
    if (
      isAuthError(error, "ACCOUNT_INACTIVE") ||
      (isAuthError(error) && error.statusCode === 401)
    ) {
      throw unauthorized(wrongPasswordMessage);
    }
    // Not a failed guess: give the attempt back.
    await releaseAttempt(db, pair);
    await releaseAttempt(db, address);
    throw error;
  }
  await clearAttempts(db, pair);
  await releaseAttempt(db, address);
  forwardCookies(c, headers);
  const user = await findUserById(db, userId);
  if (!user) throw unauthorized(AUTH_MESSAGES.loginFallback);
  return user;
}

function actorFrom(c: Context<AppEnv>, user: typeof users.$inferSelect) {
  return {
    id: user.id,
    role: toRole(user.role),
    email: user.email,
    firstName: user.firstName,
    lastName: user.lastName,
    mustChangePassword: mustChangePassword(c.get("deps").config, user),
  };
}

export const sessionRoutes = new Hono<AppEnv>()
  .post("/sign-in", validate("json", ZSignInRequestSchema), async (c) => {
    const { email, password } = c.req.valid("json");
    const user = await signIn(c, email, password, AUTH_MESSAGES.invalidCredentials);
    return c.json(buildSessionResponse(actorFrom(c, user)));
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
    return c.json(buildSessionResponse(actorFrom(c, user)));
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
      const { auth, config, db } = c.get("deps");
      const { currentPassword, newPassword } = c.req.valid("json");
      authorize(c.get("actor"), {
        type: "password:change-own",
        isReviewAccount: isReviewAccount(config, c.get("actor").email),
      });
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
      const userId = c.get("actor").id;
      await db.transaction(async (tx) => {
        await tx
          .update(users)
          .set({ mustChangePassword: false, updatedAt: new Date() })
          .where(eq(users.id, userId));
        await endResetLinks(tx, userId);
      });
      return c.json({ message: AUTH_MESSAGES.passwordUpdated });
    },
  );

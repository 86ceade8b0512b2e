import { randomUUID } from "node:crypto";
import { betterAuth } from "better-auth";
import { drizzleAdapter } from "better-auth/adapters/drizzle";
import { APIError, createAuthEndpoint } from "better-auth/api";
import { setSessionCookie } from "better-auth/cookies";
import { eq } from "drizzle-orm";
import { z } from "zod";
import { AUTH_MESSAGES } from "../../shared/messages/auth";
import { PROVIDER_MESSAGES } from "../../shared/messages/provider-sign-in";
import { PASSWORD_MAX, PASSWORD_MIN } from "../../shared/schemas/auth";
import type { TPasswordSignInMode } from "../../shared/schemas/provider-sign-in";
import type { Db } from "../db/client";
import { accounts, rateLimits, sessions, users, verifications } from "../db/schema";
import { endCalendarFeed } from "../features/calendar";
import type { Logger } from "../lib/logger";
import type { Mailer } from "../lib/mail";
import { endResetLinks, RESET_LINK_SECONDS, RESET_TOKEN_STORAGE, resetLinkOf } from "./reset-links";

export interface AuthOptions {
  db: Db;
  secret: string;
  publicUrl: string;
  mailer: Mailer;
  logger: Logger;
  /** How long a read may trust the signed session cookie without the database (decision 122). */
  sessionCacheSeconds?: number;
  /** Who may sign in with a password (decision 246); everyone unless the provider is configured. */
  passwordSignIn?: TPasswordSignInMode;
}

/** Better Auth's path of a password sign-in, as its hooks see it. */
const PASSWORD_SIGN_IN_PATH = "/sign-in/email";

/**
 * A session for an account the identity provider has vouched for (decisions 243, 244): made as a
 * password sign-in makes one (same table, same signed cookie, same hooks), once the portal's own
 * callback has verified the ID token and found the account. Reachable from the server only: the
 * portal never mounts Better Auth's HTTP handler.
 */
const providerSessions = {
  id: "st-portalen-provider-sessions",
  endpoints: {
    createProviderSession: createAuthEndpoint(
      "/st-portalen/provider-session",
      { method: "POST", body: z.object({ userId: z.string() }), metadata: { SERVER_ONLY: true } },
      async (ctx) => {
        const user = await ctx.context.internalAdapter.findUserById(ctx.body.userId);
        if (!user) throw new APIError("UNAUTHORIZED", { message: AUTH_MESSAGES.loginFallback });
        const session = await ctx.context.internalAdapter.createSession(user.id, false);
        await setSessionCookie(ctx, { session, user });
        return ctx.json({ userId: user.id });
      },
    ),
  },
} as const;

const SESSION_DAYS = 7;
export const SESSION_CACHE_SECONDS = 60;

/** Better Auth does sessions, password hashing and reset tokens; the portal's routes call it. */
export function createAuth({
  db,
  secret,
  publicUrl,
  mailer,
  logger,
  sessionCacheSeconds = SESSION_CACHE_SECONDS,
  passwordSignIn = "all",
}: AuthOptions) {
  return betterAuth({
    // Into the portal's JSON log; a wrong password is routine and logged at debug only.
    logger: {
      log: (level, message) => {
        if (message === "Invalid password") logger.debug({ source: "auth" }, message);
        else
          logger[level === "warn" ? "warn" : level === "error" ? "error" : "info"](
            { source: "auth" },
            message,
          );
      },
    },
    appName: "ST-portalen",
    baseURL: publicUrl,
    basePath: "/api/auth",
    secret,
    trustedOrigins: [publicUrl],
    database: drizzleAdapter(db, {
      provider: "pg",
      schema: {
        user: users,
        session: sessions,
        account: accounts,
        verification: verifications,
        rateLimit: rateLimits,
      },
    }),
    emailAndPassword: {
      enabled: true,
      disableSignUp: true,
      minPasswordLength: PASSWORD_MIN,
      maxPasswordLength: PASSWORD_MAX,
      resetPasswordTokenExpiresIn: RESET_LINK_SECONDS,
      revokeSessionsOnPasswordReset: true,
      // The owner chose this password through their own mailbox, so no change is pending any more,
      // no other link asked for earlier may reset it again, and the calendar address ends.
      onPasswordReset: async ({ user }) => {
        await db.transaction(async (tx) => {
          await tx.update(users).set({ mustChangePassword: false }).where(eq(users.id, user.id));
          await endResetLinks(tx, user.id);
          await endCalendarFeed(tx, user.id, user.id);
        });
      },
      sendResetPassword: async ({ user, token }) => {
        // Asked for on the sign-in page, by whoever knows the address: it says so.
        const link = resetLinkOf(publicUrl, token);
        await mailer.send({
          to: user.email,
          subject: AUTH_MESSAGES.resetMailSubject,
          text: AUTH_MESSAGES.resetMailText(link),
        });
      },
    },
    // A reset token is a password in all but name: the table keeps only its hash.
    verification: { storeIdentifier: RESET_TOKEN_STORAGE },
    user: {
      additionalFields: {
        role: { type: "string", input: false, defaultValue: "ST_DOCTOR" },
        firstName: { type: "string", input: false, defaultValue: "" },
        lastName: { type: "string", input: false, defaultValue: "" },
        isActive: { type: "boolean", input: false, defaultValue: true },
        mustChangePassword: { type: "boolean", input: false, defaultValue: false },
      },
    },
    session: {
      expiresIn: SESSION_DAYS * 24 * 60 * 60,
      updateAge: 24 * 60 * 60,
      // Signed, not encrypted: it holds only what the user may see of themselves. Only reads use
      // it (auth/session.ts); writes and the session routes always ask the database.
      cookieCache: { enabled: true, maxAge: sessionCacheSeconds, strategy: "compact" },
    },
    // Sign-in attempts are limited by the portal itself (per account and per address, see
    // sign-in-throttle.ts); this limiter guards the remaining endpoints per address.
    rateLimit: { enabled: true, storage: "database", window: 60, max: 60 },
    databaseHooks: {
      session: {
        create: {
          // Runs after the password has been checked; the sign-in route answers it exactly like a
          // wrong password, so it reveals nothing to a guesser.
          before: async (session, context) => {
            const [user] = await db
              .select({ isActive: users.isActive, role: users.role })
              .from(users)
              .where(eq(users.id, session.userId));
            if (!user?.isActive) {
              throw new APIError("FORBIDDEN", {
                message: AUTH_MESSAGES.accountInactive,
                code: "ACCOUNT_INACTIVE",
              });
            }
            // The password mode holds here too, whatever route asked (decision 246).
            if (
              context?.path === PASSWORD_SIGN_IN_PATH &&
              !passwordMayOpen(passwordSignIn, user.role)
            ) {
              throw new APIError("FORBIDDEN", {
                message: PROVIDER_MESSAGES.passwordSignInOff,
                code: "PASSWORD_SIGN_IN_OFF",
              });
            }
          },
        },
      },
    },
    advanced: {
      cookiePrefix: "st-portalen",
      useSecureCookies: publicUrl.startsWith("https://"),
      database: { generateId: () => randomUUID() },
    },
    telemetry: { enabled: false },
    plugins: [providerSessions],
  });
}

/** Whether the password mode lets an account of this role sign in with its password. */
export function passwordMayOpen(mode: TPasswordSignInMode, role: string | null | undefined) {
  if (mode === "all") return true;
  return mode === "admins" && role === "ADMIN";
}

export type Auth = ReturnType<typeof createAuth>;

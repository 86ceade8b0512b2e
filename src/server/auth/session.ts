import { APIError } from "better-auth/api";
import type { Context } from "hono";
import { createMiddleware } from "hono/factory";
import { AUTH_MESSAGES } from "../../shared/messages/auth";
import { toRole } from "../../shared/roles";
import type { AppEnv, SessionActor } from "../context";
import type { Deps } from "../deps";
import { forbidden, unauthorized } from "../lib/errors";
import type { Auth } from "./auth";
import { mustChangePassword } from "./review-account";
import { cookieValue, copyAcceptedUntil, SessionMemo } from "./session-memo";

const READS = new Set(["GET", "HEAD"]);

/**
 * Loads the session from the cookie and puts the signed-in user on the context as `actor`.
 * Deactivated users are refused even with a live session. While a one-time password is pending,
 * only routes that opt in (the session routes) are reachable. A read may trust the signed session
 * cookie for up to a minute; a write, and the session routes (which the app asks to learn whether
 * its session still holds), always check the database (decision 122).
 */
export function requireSession(options: { allowPendingPasswordChange?: boolean } = {}) {
  return createMiddleware<AppEnv>(async (c, next) => {
    // Several routers may guard one path; the session is read once per request.
    const known = c.get("actor");
    if (known) {
      if (known.mustChangePassword && !options.allowPendingPasswordChange) {
        throw forbidden(AUTH_MESSAGES.mustChangePassword, "PASSWORD_CHANGE_REQUIRED");
      }
      return next();
    }
    const fresh = Boolean(options.allowPendingPasswordChange) || !READS.has(c.req.method);
    const found = await readSession(c, { fresh });
    if (found === "none") throw unauthorized(AUTH_MESSAGES.notSignedIn);
    if (found === "inactive") throw unauthorized(AUTH_MESSAGES.accountInactive);
    const actor = found;
    if (actor.mustChangePassword && !options.allowPendingPasswordChange) {
      throw forbidden(AUTH_MESSAGES.mustChangePassword, "PASSWORD_CHANGE_REQUIRED");
    }
    c.set("actor", actor);
    await next();
  });
}

/**
 * The session of the request's cookie, as the actor it signs in; "none" without a live session and
 * "inactive" for a deactivated account. Unless `fresh`, a signed copy in the cookie less than a
 * minute old stands for the database. A session in use is extended now and then; its renewed
 * cookie (and the signed copy) go back with the answer.
 */
export async function readSession(
  c: Context<AppEnv>,
  { fresh }: { fresh: boolean },
): Promise<SessionActor | "none" | "inactive"> {
  const { auth, config } = c.get("deps");
  const memo = fresh ? undefined : (memos.get(auth) ?? (await sessionMemoOf(auth)));
  const cookies = c.req.header("cookie");
  if (memo && cookies) {
    const remembered = memo.memo.get(cookies, Date.now());
    if (remembered) return remembered;
  }
  const { headers, response: session } = await auth.api.getSession({
    headers: c.req.raw.headers,
    query: { disableCookieCache: fresh },
    returnHeaders: true,
  });
  forwardCookies(c, headers);
  if (!session) return "none";
  if (!session.user.isActive) return "inactive";
  const actor = sessionActorOf(config, session.user);
  // Only an answer Better Auth gave from the copy as it stands: one that wrote a cookie (a copy
  // refused, expired or renewed, or the database asked) is not the copy's to repeat.
  if (memo && cookies && !headers.has("set-cookie")) {
    const copy = cookieValue(cookies, memo.copyCookie);
    const until =
      copy && copyAcceptedUntil(copy, { token: session.session.token, userId: session.user.id });
    if (until) memo.memo.set(cookies, { actor, until }, Date.now());
  }
  return actor;
}

interface AuthSessionMemo {
  memo: SessionMemo;
  /** The signed copy's cookie name (with the `__Secure-` prefix behind HTTPS). */
  copyCookie: string;
}

// One memo per Better Auth instance, as each app has its own (tests build several).
const memos = new WeakMap<Auth, AuthSessionMemo>();
async function sessionMemoOf(auth: Auth): Promise<AuthSessionMemo> {
  let memo = memos.get(auth);
  if (!memo) {
    const { authCookies } = await auth.$context;
    memo = memos.get(auth) ?? {
      memo: new SessionMemo(),
      copyCookie: authCookies.sessionData.name,
    };
    memos.set(auth, memo);
  }
  return memo;
}

/** @internal The memo of an app's verified sessions, where tests see what it keeps. */
export const sessionMemoFor = async (auth: Auth) => (await sessionMemoOf(auth)).memo;

/** The signed-in user as routes and the policy see them, from a session's or a stored user row. */
export function sessionActorOf(
  config: Pick<Deps["config"], "reviewAccountEmail" | "passwordSignIn">,
  user: {
    id: string;
    role?: string | null;
    email: string;
    firstName?: string | null;
    lastName?: string | null;
    mustChangePassword?: boolean | null;
  },
): SessionActor {
  return {
    id: user.id,
    role: toRole(user.role),
    email: user.email,
    firstName: user.firstName ?? "",
    lastName: user.lastName ?? "",
    mustChangePassword: mustChangePassword(config, user),
  };
}

/**
 * Makes the browser drop the signed copy of its session, after a change to what it holds. Named as
 * Better Auth names it: behind HTTPS the name carries the `__Secure-` prefix.
 */
export async function dropSessionCache(c: Context<AppEnv>) {
  const { deps } = c.var;
  const { name } = (await deps.auth.$context).authCookies.sessionData;
  const secure = deps.config.publicUrl.startsWith("https://") ? "; Secure" : "";
  c.header("set-cookie", `${name}=; Max-Age=0; Path=/; HttpOnly; SameSite=Lax${secure}`, {
    append: true,
  });
}

/** Passes Better Auth's Set-Cookie headers (session cookie set or cleared) on to our response. */
export function forwardCookies(c: Context, headers: Headers | undefined) {
  for (const cookie of headers?.getSetCookie() ?? [])
    c.header("set-cookie", cookie, { append: true });
}

export function isAuthError(error: unknown, code?: string): error is APIError {
  if (!(error instanceof APIError)) return false;
  return code === undefined || (error.body as { code?: string } | undefined)?.code === code;
}

/**
 * The client's address for throttling: the socket, or behind a trusted load balancer the address it
 * appended last to X-Forwarded-For (earlier entries are whatever the client chose to send).
 */
export function clientAddress(c: Context<AppEnv>): string {
  if (c.get("deps").config.trustProxy) {
    const forwarded = c.req.header("x-forwarded-for")?.split(",").at(-1)?.trim();
    if (forwarded) return forwarded;
  }
  const incoming = (c.env as { incoming?: { socket?: { remoteAddress?: string } } } | undefined)
    ?.incoming;
  return incoming?.socket?.remoteAddress ?? "unknown";
}

import { AUTH_MESSAGES } from "../../../shared/messages/auth";
import { PROVIDER_MESSAGES } from "../../../shared/messages/provider-sign-in";
import type { TSignInOptions } from "../../../shared/schemas/provider-sign-in";
import { isAuthError } from "../../auth/session";
import {
  accountAddressKey,
  addressKey,
  clearAttempts,
  releaseAttempt,
  reserveAttempt,
  THROTTLE,
} from "../../auth/sign-in-throttle";
import type { Db } from "../../db/client";
import type { Deps } from "../../deps";
import { AppError, forbidden, unauthorized } from "../../lib/errors";
import { writeAudit } from "../audit";
import { findUserByEmail, findUserById, type UserRow } from "../users";
import { passwordSignInRefused } from "./provider-sign-in.service";

/** What the login page offers (decision 246). */
export function signInOptions({ oidc, config }: Pick<Deps, "oidc" | "config">): TSignInOptions {
  return {
    provider: oidc ? { label: oidc.settings.buttonLabel } : null,
    password: config.passwordSignIn ?? "all",
  };
}

/** The audit entity of every password sign-in and of every refused password (decision 255). */
const PASSWORD_SIGN_IN_ENTITY = "password-sign-in";

type RefusalReason = "wrong-password" | "inactive" | "password-sign-in-off";

/**
 * A refused password, in the audit log: the account it was for when there is one (never the typed
 * address of an unknown account, which may be a password typed in the wrong field).
 */
async function auditRefusal(db: Db, email: string, reason: RefusalReason) {
  const account = await findUserByEmail(db, email);
  await writeAudit(db, {
    actorId: null,
    subjectUserId: null,
    action: "create",
    entity: PASSWORD_SIGN_IN_ENTITY,
    entityId: account?.id ?? null,
    after: { outcome: "refused", reason: account ? reason : "unknown-account" },
  });
}

/** Minutes to wait, or 0 once one attempt is reserved for both the address and the pair. */
async function reserveSignIn(db: Db, address: string, pair: string): Promise<number> {
  const minutes = await reserveAttempt(db, address, THROTTLE.perAddress);
  if (minutes > 0) return minutes;
  const pairMinutes = await reserveAttempt(db, pair, THROTTLE.perAccountAndAddress);
  if (pairMinutes > 0) await releaseAttempt(db, address);
  return pairMinutes;
}

export interface SignInAttempt {
  email: string;
  password: string;
  /** The client's address, for the throttle. */
  clientAddress: string;
  /** The request's headers: Better Auth reads the client's cookies and user agent from them. */
  headers: Headers;
}

export interface SignedIn {
  user: UserRow;
  /** Better Auth's answer headers: the session cookie to pass on. */
  headers: Headers;
}

/**
 * Signs in through Better Auth with the portal's own limits. The attempt is reserved before the
 * password is checked, per client address and per account-and-address pair, so a parallel burst
 * gets at most the limit checked and a guesser elsewhere cannot lock the owner out.
 */
export async function signIn(
  { auth, db, config }: Pick<Deps, "auth" | "db" | "config">,
  attempt: SignInAttempt,
  wrongPasswordMessage: string,
): Promise<SignedIn> {
  // Off for everyone: refused before anything is looked at, so it tells nobody anything.
  if (config.passwordSignIn === "off")
    throw passwordSignInRefused(PROVIDER_MESSAGES.passwordSignInOff);
  const address = addressKey(attempt.clientAddress);
  const pair = accountAddressKey(attempt.email, attempt.clientAddress);
  const minutes = await reserveSignIn(db, address, pair);
  if (minutes > 0)
    throw new AppError(429, AUTH_MESSAGES.tooManyAttempts(minutes), "TOO_MANY_ATTEMPTS");
  let headers: Headers;
  let userId: string;
  try {
    const result = await auth.api.signInEmail({
      body: { email: attempt.email, password: attempt.password, rememberMe: true },
      headers: attempt.headers,
      returnHeaders: true,
    });
    headers = result.headers;
    userId = result.response.user.id;
  } catch (error) {
    // Administrators only: said after the password was checked, to its owner alone (decision
    // 246); the attempt is kept, as for a wrong password.
    if (isAuthError(error, "PASSWORD_SIGN_IN_OFF")) {
      await auditRefusal(db, attempt.email, "password-sign-in-off");
      throw passwordSignInRefused(PROVIDER_MESSAGES.passwordSignInAdminsOnly);
    }
    // A deactivated account answers like a wrong password and keeps the reserved attempt:
    // anything else would tell a guesser that the password was right.
    const inactive = isAuthError(error, "ACCOUNT_INACTIVE");
    if (inactive || (isAuthError(error) && error.statusCode === 401)) {
      await auditRefusal(db, attempt.email, inactive ? "inactive" : "wrong-password");
      throw unauthorized(wrongPasswordMessage);
    }
    // Not a failed guess: give the attempt back.
    await releaseAttempt(db, pair);
    await releaseAttempt(db, address);
    throw error;
  }
  await clearAttempts(db, pair);
  await releaseAttempt(db, address);
  const user = await findUserById(db, userId);
  if (!user) throw unauthorized(AUTH_MESSAGES.loginFallback);
  await writeAudit(db, {
    actorId: user.id,
    subjectUserId: null,
    action: "create",
    entity: PASSWORD_SIGN_IN_ENTITY,
    entityId: user.id,
    after: { outcome: "signed-in" },
  });
  return { user, headers };
}

/** The shared specialist account ('Granskning'), signed in with its one password. */
export async function signInToReviewAccount(
  deps: Pick<Deps, "auth" | "db" | "config">,
  attempt: Omit<SignInAttempt, "email">,
): Promise<SignedIn> {
  const account = await findUserByEmail(deps.db, deps.config.reviewAccountEmail);
  if (account?.role !== "SPECIALIST") {
    throw forbidden(AUTH_MESSAGES.reviewAccountMissing, "REVIEW_ACCOUNT_MISSING");
  }
  return signIn(deps, { ...attempt, email: account.email }, AUTH_MESSAGES.reviewInvalidPassword);
}

import type { Deps } from "../deps";
import { passwordMayOpen } from "./auth";

/**
 * The shared review account ('Granskning') is the account with REVIEW_ACCOUNT_EMAIL. Its one
 * password is used by every specialist, so it is never a one-time password: a forced change would
 * let the first specialist who signs in take the account from everyone else.
 */
export function isReviewAccount(config: Pick<Deps["config"], "reviewAccountEmail">, email: string) {
  return email.trim().toLowerCase() === config.reviewAccountEmail.trim().toLowerCase();
}

/**
 * Whether the user must replace a one-time password; never for the review account, nor for an
 * account the password mode keeps from signing in with a password: signing in through the identity
 * provider, its one-time password opens nothing (decision 246).
 */
export function mustChangePassword(
  config: Pick<Deps["config"], "reviewAccountEmail" | "passwordSignIn">,
  user: { email: string; role?: string | null; mustChangePassword?: boolean | null },
) {
  if (!passwordMayOpen(config.passwordSignIn ?? "all", user.role)) return false;
  return Boolean(user.mustChangePassword) && !isReviewAccount(config, user.email);
}

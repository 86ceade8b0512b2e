import type { Deps } from "../deps";

/**
 * The shared review account ('Granskning') is the account with REVIEW_ACCOUNT_EMAIL. Its one
 * password is used by every specialist, so it is never a one-time password: a forced change would
 * let the first specialist who signs in take the account from everyone else.
 */
export function isReviewAccount(config: Pick<Deps["config"], "reviewAccountEmail">, email: string) {
  return email.trim().toLowerCase() === config.reviewAccountEmail.trim().toLowerCase();
}

/** Whether the user must replace a one-time password; never for the review account. */
export function mustChangePassword(
  config: Pick<Deps["config"], "reviewAccountEmail">,
  user: { email: string; mustChangePassword?: boolean | null },
) {
  return Boolean(user.mustChangePassword) && !isReviewAccount(config, user.email);
}

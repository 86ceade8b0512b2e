import { createHash } from "node:crypto";
import { and, eq, like, or } from "drizzle-orm";
import type { Db } from "../db/client";
import { verifications } from "../db/schema";

/** Better Auth names a reset link `reset-password:<token>`, with the user's id as value. */
const RESET_PREFIX = "reset-password:";
/**
 * What is stored instead: the SHA-256 of the token under a prefix of its own. Better Auth also
 * looks a token up as written (for rows from before hashing), and `reset-password:<anything>`
 * never equals `reset-password-sha256:…`, so a value read from the table opens nothing.
 */
const HASHED_PREFIX = "reset-password-sha256:";

/** The identifier Better Auth looks a reset token up by. */
export const resetIdentifier = (token: string) => `${RESET_PREFIX}${token}`;

/** Better Auth's `verification.storeIdentifier`: reset tokens are kept as hashes (decision 172). */
export const RESET_TOKEN_STORAGE = {
  default: "plain",
  overrides: {
    [RESET_PREFIX]: {
      hash: async (identifier: string) =>
        HASHED_PREFIX +
        createHash("sha256").update(identifier.slice(RESET_PREFIX.length)).digest("hex"),
    },
  },
} as const;

/** How long a reset link may be used, whoever asked for it. */
export const RESET_LINK_SECONDS = 60 * 60;

/** The page a reset link opens, with its token. */
export const resetLinkOf = (publicUrl: string, token: string) =>
  `${publicUrl}/reset-password?token=${encodeURIComponent(token)}`;

/**
 * Ends every outstanding reset link of the user, hashed or (from before hashing) not. Called on
 * every password change (own change, set by an administrator, reset by link) and on deletion: a
 * link asked for before it must not undo it.
 */
export async function endResetLinks(db: Db, userId: string) {
  await db
    .delete(verifications)
    .where(
      and(
        or(
          like(verifications.identifier, `${HASHED_PREFIX}%`),
          like(verifications.identifier, `${RESET_PREFIX}%`),
        ),
        eq(verifications.value, userId),
      ),
    );
}

import { and, eq, like } from "drizzle-orm";
import type { Db } from "../db/client";
import { verifications } from "../db/schema";

/** Better Auth stores a reset link as `reset-password:<token>` with the user's id as value. */
const RESET_PREFIX = "reset-password:";

/** The identifier Better Auth looks a reset token up by. */
export const resetIdentifier = (token: string) => `${RESET_PREFIX}${token}`;

/** How long a reset link may be used, whoever asked for it. */
export const RESET_LINK_SECONDS = 60 * 60;

/** The page a reset link opens, with its token. */
export const resetLinkOf = (publicUrl: string, token: string) =>
  `${publicUrl}/reset-password?token=${encodeURIComponent(token)}`;

/**
 * Ends every outstanding reset link of the user. Called on every password change (own change,
 * set by an administrator, reset by link): a link asked for before it must not undo it.
 */
export async function endResetLinks(db: Db, userId: string) {
  await db
    .delete(verifications)
    .where(
      and(like(verifications.identifier, `${RESET_PREFIX}%`), eq(verifications.value, userId)),
    );
}

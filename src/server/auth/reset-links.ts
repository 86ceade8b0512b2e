import { and, eq, like } from "drizzle-orm";
import type { Db } from "../db/client";
import { verifications } from "../db/schema";

/** Better Auth stores a reset link as `reset-password:<token>` with the user's id as value. */
const RESET_PREFIX = "reset-password:";

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

import type { Db } from "./client";
import { isRetryableConflict } from "./errors";

/** Runs of one transaction before its serialization failure or deadlock reaches the user. */
export const TRANSACTION_ATTEMPTS = 4;

/**
 * A transaction that is run again, whole, when PostgreSQL ends it as a deadlock (40P01) or a
 * serialization failure (40001) (decision 062). Everything `work` does must be inside `tx`, so a
 * failed run leaves nothing behind. PGlite runs one transaction at a time and never retries.
 */
export async function transactionWithRetry<T>(
  db: Db,
  work: (tx: Db) => Promise<T>,
  attempts = TRANSACTION_ATTEMPTS,
): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await db.transaction(work);
    } catch (error) {
      if (attempt >= attempts || !isRetryableConflict(error)) throw error;
      // A short random pause, growing per attempt, so the racing transactions do not meet again.
      await new Promise((resolve) => setTimeout(resolve, attempt * (5 + Math.random() * 20)));
    }
  }
}

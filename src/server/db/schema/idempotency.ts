import { index, integer, pgTable, primaryKey, text, timestamp } from "drizzle-orm/pg-core";
import { users } from "./auth";

/**
 * The creates a user sent with an `Idempotency-Key` (decision 158): the key is claimed by the first
 * request (`status` null while it runs) and then holds its answer, which a repeat of the request is
 * given instead of a second row. Kept for a bounded time, then swept.
 */
export const idempotencyKeys = pgTable(
  "idempotency_keys",
  {
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    key: text("key").notNull(),
    /** SHA-256 of the method, path and body: the same key with another request is refused. */
    fingerprint: text("fingerprint").notNull(),
    /** The stored answer's status; null while the first request is still running. */
    status: integer("status"),
    answer: text("answer"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.key] }),
    index("idempotency_keys_created_idx").on(t.createdAt),
  ],
);

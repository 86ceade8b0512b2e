import { sql } from "drizzle-orm";
import { bigint, index, jsonb, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { users } from "./auth";

/**
 * Who changed what, with the values before and after. Written in the same transaction as the
 * change. `subjectUserId` is the person the change concerns (the ST doctor, or the managed user).
 */
export const auditLog = pgTable(
  "audit_log",
  {
    id: text("id").primaryKey(),
    /**
     * The order changes were made in. Taken when the entry is written, after the change's row locks,
     * so a change that waited for another one always comes after it (decision 066).
     */
    seq: bigint("seq", { mode: "number" }).generatedByDefaultAsIdentity().notNull(),
    actorId: text("actor_id").references(() => users.id, { onDelete: "set null" }),
    subjectUserId: text("subject_user_id").references(() => users.id, { onDelete: "cascade" }),
    action: text("action").notNull(),
    entity: text("entity").notNull(),
    entityId: text("entity_id"),
    before: jsonb("before"),
    after: jsonb("after"),
    // The wall-clock time of the write, not now()'s transaction start, so times follow `seq`.
    createdAt: timestamp("created_at", { withTimezone: true })
      .notNull()
      .default(sql`clock_timestamp()`),
  },
  (t) => [
    index("audit_log_subject_idx").on(t.subjectUserId, t.seq),
    // The personal data export reads a user's own changes by actor.
    index("audit_log_actor_idx").on(t.actorId),
  ],
);

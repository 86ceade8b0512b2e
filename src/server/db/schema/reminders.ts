import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  date,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
} from "drizzle-orm/pg-core";
import { users } from "./auth";

/**
 * A user's own settings (Min Profil). The users table follows Better Auth's model, so the portal's
 * per-person choices live beside it; no row means the defaults (reminders on).
 */
export const userSettings = pgTable("user_settings", {
  userId: text("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  remindersEnabled: boolean("reminders_enabled").notNull().default(true),
  version: integer("version").notNull().default(1),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

/**
 * One reminder mail per person and day (decision 209). An instance claims the day's digest by
 * taking its lease; a lease that ran out without `sent_at` (a crash, a failed send) is taken again.
 * The primary key is what makes a second digest for the same person and day impossible.
 */
export const reminderDigests = pgTable(
  "reminder_digests",
  {
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    day: date("day", { mode: "string" }).notNull(),
    claimedBy: text("claimed_by").notNull(),
    leaseExpiresAt: timestamp("lease_expires_at", { withTimezone: true }).notNull(),
    attempts: integer("attempts").notNull().default(1),
    /** The items the sent mail held: `{ key, state }`. */
    items: jsonb("items").$type<{ key: string; state: string }[]>(),
    sentAt: timestamp("sent_at", { withTimezone: true }),
  },
  (t) => [primaryKey({ columns: [t.userId, t.day] })],
);

/**
 * Which item was reminded to whom in which state (decision 210): once when due soon, once when
 * passed. Written in the transaction that marks the digest sent.
 */
export const remindersSent = pgTable(
  "reminders_sent",
  {
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    itemKey: text("item_key").notNull(),
    state: text("state").notNull(),
    day: date("day", { mode: "string" }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.itemKey, t.state] }),
    check("reminders_sent_state", sql`${t.state} in ('due-soon', 'overdue')`),
  ],
);

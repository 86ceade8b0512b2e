import { sql } from "drizzle-orm";
import { check, integer, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { users } from "./auth";
import { clinics } from "./clinics";

/**
 * The early-warning thresholds an administrator sets for the whole portal. One row, pinned by a
 * check on its id, so a read never has to choose between rows and a write is an upsert.
 */
export const warningSettings = pgTable(
  "warning_settings",
  {
    id: integer("id").primaryKey().default(1),
    meetingGapMonths: integer("meeting_gap_months").notNull().default(3),
    progressGapPoints: integer("progress_gap_points").notNull().default(20),
    endingSoonMonths: integer("ending_soon_months").notNull().default(6),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    updatedBy: text("updated_by").references(() => users.id, { onDelete: "set null" }),
  },
  (t) => [check("warning_settings_single_row", sql`${t.id} = 1`)],
);

/**
 * A clinic's own early-warning limits (issue 27, decision 236). A clinic without a row uses the
 * portal's row above, or the defaults.
 */
export const clinicWarningSettings = pgTable("clinic_warning_settings", {
  clinicId: text("clinic_id")
    .primaryKey()
    .references(() => clinics.id, { onDelete: "cascade" }),
  meetingGapMonths: integer("meeting_gap_months").notNull(),
  progressGapPoints: integer("progress_gap_points").notNull(),
  endingSoonMonths: integer("ending_soon_months").notNull(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  updatedBy: text("updated_by").references(() => users.id, { onDelete: "set null" }),
});

/**
 * A doctor's calendar feed: the secret is kept only as its SHA-256, so a database read does not
 * give anyone the URL. One feed per doctor; revoking deletes the row.
 */
export const calendarFeeds = pgTable("calendar_feeds", {
  userId: text("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  tokenHash: text("token_hash").notNull().unique(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

import { index, pgTable, primaryKey, text, timestamp } from "drizzle-orm/pg-core";
import { users } from "./auth";

/**
 * A clinic: the organisational unit whose people see each other's ST doctors (issue 27). An ST
 * doctor belongs to exactly one, in `users.clinic_id`; supervisors, directors and administrators
 * to one or more, in `clinic_memberships` (decision 229).
 */
export const clinics = pgTable("clinics", {
  id: text("id").primaryKey(),
  name: text("name").notNull().unique(),
  hospital: text("hospital").notNull().default(""),
  region: text("region").notNull().default(""),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

/** The clinics of a supervisor, director or administrator (an ST doctor's is on `users`). */
export const clinicMemberships = pgTable(
  "clinic_memberships",
  {
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    clinicId: text("clinic_id")
      .notNull()
      .references(() => clinics.id, { onDelete: "restrict" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.clinicId] }),
    index("clinic_memberships_clinic_idx").on(t.clinicId),
  ],
);

import { sql } from "drizzle-orm";
import {
  boolean,
  index,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { users } from "./auth";

/** Which supervisors (role SUPERVISOR) are assigned to which ST doctor. */
export const supervisorAssignments = pgTable(
  "supervisor_assignments",
  {
    stDoctorId: text("st_doctor_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    supervisorId: text("supervisor_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** The main supervisor ('huvudhandledare', HSLF-FS 2021:8), at most one per doctor (decision 198). */
    isMain: boolean("is_main").notNull().default(false),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.stDoctorId, t.supervisorId] }),
    index("supervisor_assignments_supervisor_idx").on(t.supervisorId),
    uniqueIndex("supervisor_assignments_one_main_idx").on(t.stDoctorId).where(sql`${t.isMain}`),
  ],
);

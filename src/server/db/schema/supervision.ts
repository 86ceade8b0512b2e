import { index, pgTable, primaryKey, text, timestamp } from "drizzle-orm/pg-core";
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
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.stDoctorId, t.supervisorId] }),
    index("supervisor_assignments_supervisor_idx").on(t.supervisorId),
  ],
);

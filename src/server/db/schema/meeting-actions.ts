import { date, index, integer, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { users } from "./auth";
import { supervisorMeetings } from "./records";

/**
 * An action agreed at a supervisor meeting ('Överenskomna åtgärder', issue 25, decision 206): a
 * row of its own, because it is marked done later, from another meeting or the overview, and is
 * carried to the following meetings until then. It goes with its meeting.
 */
export const meetingActions = pgTable(
  "meeting_actions",
  {
    id: text("id").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    meetingId: text("meeting_id")
      .notNull()
      .references(() => supervisorMeetings.id, { onDelete: "cascade" }),
    /** Its place in the meeting's list, as the form had it. */
    position: integer("position").notNull(),
    what: text("what").notNull(),
    /** Who does it: 'ST-läkare', 'Handledare' or a name, as written. */
    owner: text("owner").notNull(),
    dueDate: date("due_date", { mode: "string" }).notNull(),
    /** The day it was marked done (Swedish date); null while open. */
    doneOn: date("done_on", { mode: "string" }),
    version: integer("version").notNull().default(1),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("meeting_actions_meeting_idx").on(t.meetingId),
    // The reminders read the open actions due by a date across all doctors.
    index("meeting_actions_open_due_idx").on(t.doneOn, t.dueDate),
    index("meeting_actions_user_idx").on(t.userId),
  ],
);

import {
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { users } from "./auth";

/**
 * The individual training programme (IUP, issue 25): every saved revision is kept, numbered per
 * doctor. A revision acknowledged by anyone is never changed again; an edit starts the next one
 * (decision 199).
 */
export const iupRevisions = pgTable(
  "iup_revisions",
  {
    id: text("id").primaryKey(),
    stDoctorId: text("st_doctor_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    number: integer("number").notNull(),
    /** The day the revision was drawn up. */
    revisionDate: date("revision_date", { mode: "string" }).notNull(),
    authorId: text("author_id").references(() => users.id, { onDelete: "set null" }),
    /** Kept as written: the revision names its author even after the account is gone. */
    authorName: text("author_name").notNull(),
    background: text("background").notNull().default(""),
    goalsText: text("goals_text").notNull().default(""),
    goalIds: jsonb("goal_ids").$type<string[]>().notNull().default([]),
    examinationIds: jsonb("examination_ids").$type<string[]>().notNull().default([]),
    activitiesText: text("activities_text").notNull().default(""),
    activityLinks: jsonb("activity_links")
      .$type<{ type: string; id: string }[]>()
      .notNull()
      .default([]),
    mainSupervisorName: text("main_supervisor_name").notNull().default(""),
    otherSupervisorNames: jsonb("other_supervisor_names").$type<string[]>().notNull().default([]),
    meetingFrequency: text("meeting_frequency").notNull().default(""),
    supervisionText: text("supervision_text").notNull().default(""),
    assessmentText: text("assessment_text").notNull().default(""),
    followUpText: text("follow_up_text").notNull().default(""),
    doctorAckBy: text("doctor_ack_by").references(() => users.id, { onDelete: "set null" }),
    doctorAckName: text("doctor_ack_name"),
    doctorAckAt: timestamp("doctor_ack_at", { withTimezone: true }),
    supervisorAckBy: text("supervisor_ack_by").references(() => users.id, {
      onDelete: "set null",
    }),
    supervisorAckName: text("supervisor_ack_name"),
    supervisorAckAt: timestamp("supervisor_ack_at", { withTimezone: true }),
    version: integer("version").notNull().default(1),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("iup_revisions_doctor_number_idx").on(t.stDoctorId, t.number)],
);

/**
 * The agreed follow-up dates of a revision, one row each, so the overview, the cohort and the
 * reminders find the dates due in one indexed query.
 */
export const iupFollowUpDates = pgTable(
  "iup_follow_up_dates",
  {
    revisionId: text("revision_id")
      .notNull()
      .references(() => iupRevisions.id, { onDelete: "cascade" }),
    stDoctorId: text("st_doctor_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    followUpDate: date("follow_up_date", { mode: "string" }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.revisionId, t.followUpDate] }),
    index("iup_follow_up_dates_date_idx").on(t.followUpDate),
    index("iup_follow_up_dates_doctor_idx").on(t.stDoctorId, t.followUpDate),
  ],
);

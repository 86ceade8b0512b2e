import { sql } from "drizzle-orm";
import { date, doublePrecision, index, integer, jsonb, pgTable, text } from "drizzle-orm/pg-core";
import type { TCohortRow } from "../../../shared/schemas/cohort";
import { users } from "./auth";

/**
 * One ST doctor's line of the cohort 'ST-läkare', kept so the cohort reads one row per doctor
 * shown (decision 258). Triggers on every table the figures are worked out from mark the doctor's
 * row stale in the writing transaction (`version` + 1, `computed_on` null); a read recomputes the
 * stale rows of its scope with the shared rules, and stores them only if `version` is unchanged, so
 * a figure computed before a concurrent write never passes for a fresh one. Figures that depend on
 * the date hold for `computed_on` (Sweden's date); a row of an earlier day is stale too.
 */
export const cohortFigures = pgTable(
  "cohort_figures",
  {
    doctorId: text("doctor_id")
      .primaryKey()
      .references(() => users.id, { onDelete: "cascade" }),
    version: integer("version").notNull().default(0),
    /** Sweden's date the figures hold for; null while stale (never computed, or written since). */
    computedOn: date("computed_on", { mode: "string" }),
    /** The row as the cohort shows it, less `assignedToMe` (the reader's); null until computed. */
    figures: jsonb("figures").$type<Omit<TCohortRow, "assignedToMe">>(),
    // What the page filters and sorts on (cohort-view.ts), byte-ordered (`collate "C"`).
    nameKey: text("name_key"),
    searchName: text("search_name"),
    searchEmail: text("search_email"),
    stModel: text("st_model"),
    stStartDate: text("st_start_date"),
    stEndDate: text("st_end_date"),
    stPercent: integer("st_percent"),
    goalsPercent: doublePrecision("goals_percent"),
    examinationsPercent: doublePrecision("examinations_percent"),
    lastMeetingDate: text("last_meeting_date"),
    uncertifiedCount: integer("uncertified_count"),
    warningCount: integer("warning_count"),
    warningKinds: text("warning_kinds").array(),
    /** The doctor's active supervisors, for the 'Mina ST-läkare' scope. */
    supervisorIds: text("supervisor_ids").array(),
  },
  (t) => [index("cohort_figures_name_idx").on(sql`${t.nameKey} collate "C"`, t.doctorId)],
);

import { sql } from "drizzle-orm";
import {
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
} from "drizzle-orm/pg-core";
import { users } from "./auth";

/**
 * A structured workplace-based assessment of an ST doctor (Mini-CEX, DOPS or CbD; issue 25,
 * decision 202). The kinds, domains and scale are data in src/shared; the row keeps what was
 * chosen, so a later change of the definitions never rewrites an assessment already made.
 */
export const structuredAssessments = pgTable(
  "structured_assessments",
  {
    id: text("id").primaryKey(),
    stDoctorId: text("st_doctor_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    kind: text("kind").notNull(),
    assessmentDate: date("assessment_date", { mode: "string" }).notNull(),
    /** Domain id → a step of the scale, or null for 'kan ej bedömas'. */
    ratings: jsonb("ratings").$type<Record<string, number | null>>().notNull(),
    caseDifficulty: text("case_difficulty").notNull(),
    strengths: text("strengths").notNull().default(""),
    suggestions: text("suggestions").notNull().default(""),
    assessorName: text("assessor_name").notNull(),
    assessorRole: text("assessor_role").notNull(),
    goalIds: jsonb("goal_ids").$type<string[]>().notNull().default(sql`'[]'::jsonb`),
    examinationIds: jsonb("examination_ids").$type<string[]>().notNull().default(sql`'[]'::jsonb`),
    /** The account that saved it; the assessor is named above. */
    recordedBy: text("recorded_by").references(() => users.id, { onDelete: "set null" }),
    /** The doctor saved it, naming the assessor. */
    selfEntered: boolean("self_entered").notNull().default(false),
    /** Answered through a one-time link by an assessor without an account (decision 227). */
    viaLink: boolean("via_link").notNull().default(false),
    assessorWorkplace: text("assessor_workplace"),
    version: integer("version").notNull().default(1),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("structured_assessments_doctor_idx").on(t.stDoctorId, t.assessmentDate)],
);

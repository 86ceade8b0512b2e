import { sql } from "drizzle-orm";
import {
  boolean,
  date,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { users } from "./auth";
import { procedureCatalogue } from "./catalogue";

const timestamps = {
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
};

/**
 * One ST doctor's signing-rights evaluation for one examination: a period of assessments that ends
 * in a final decision. At most one is active per doctor and examination, so two specialists saving
 * the first assessment at once file it under the same evaluation.
 */
export const signingRightsEvaluations = pgTable(
  "signing_rights_evaluations",
  {
    id: text("id").primaryKey(),
    stDoctorId: text("st_doctor_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    procedureType: text("procedure_type")
      .notNull()
      .references(() => procedureCatalogue.id, { onDelete: "restrict" }),
    evaluationPeriodStart: date("evaluation_period_start", { mode: "string" }).notNull(),
    evaluationPeriodEnd: date("evaluation_period_end", { mode: "string" }).notNull(),
    /** active, completed or cancelled. */
    status: text("status").notNull().default("active"),
    finalDecision: text("final_decision"),
    finalDecisionDate: date("final_decision_date", { mode: "string" }),
    finalDecisionNotes: text("final_decision_notes"),
    createdBy: text("created_by").references(() => users.id, { onDelete: "set null" }),
    ...timestamps,
  },
  (t) => [
    uniqueIndex("signing_rights_one_active_idx")
      .on(t.stDoctorId, t.procedureType)
      .where(sql`status = 'active'`),
    index("signing_rights_created_idx").on(t.createdAt),
    // The doctor's decisions, read with every record.
    index("signing_rights_doctor_idx").on(t.stDoctorId),
  ],
);

/** One specialist's assessment of how much an ST doctor's report had to be changed. */
export const specialistEvaluations = pgTable(
  "specialist_evaluations",
  {
    id: text("id").primaryKey(),
    signingRightsEvaluationId: text("signing_rights_evaluation_id")
      .notNull()
      .references(() => signingRightsEvaluations.id, { onDelete: "cascade" }),
    /** The signed-in account (the shared review account for 'Granskning'); the name says who. */
    specialistId: text("specialist_id").references(() => users.id, { onDelete: "set null" }),
    stDoctorId: text("st_doctor_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    evaluationDate: date("evaluation_date", { mode: "string" }).notNull(),
    examinationId: text("examination_id").notNull().default(""),
    evaluationResult: text("evaluation_result").notNull(),
    comments: text("comments").notNull().default(""),
    caseDifficulty: text("case_difficulty"),
    overallAssessment: integer("overall_assessment"),
    stDoctorConfidence: text("st_doctor_confidence").notNull(),
    specialistName: text("specialist_name"),
    /** Answered through a one-time link (decision 213), by the named assessor in this role and place. */
    viaLink: boolean("via_link").notNull().default(false),
    assessorRole: text("assessor_role"),
    assessorWorkplace: text("assessor_workplace"),
    ...timestamps,
  },
  (t) => [
    index("specialist_evaluations_evaluation_idx").on(t.signingRightsEvaluationId),
    index("specialist_evaluations_created_idx").on(t.createdAt),
  ],
);

import { index, integer, jsonb, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import type { PlanTemplate } from "../../../shared/rules/plan-template";
import { users } from "./auth";
import { clinics } from "./clinics";

/** A clinic's standard plan ('Standardplan', decision 251); none until its director saves one. */
export const clinicPlanTemplates = pgTable("clinic_plan_templates", {
  clinicId: text("clinic_id")
    .primaryKey()
    .references(() => clinics.id, { onDelete: "cascade" }),
  template: jsonb("template").$type<PlanTemplate>().notNull(),
  /** Optimistic concurrency as for records (decision 065): 1 after the first save. */
  version: integer("version").notNull().default(1),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  updatedBy: text("updated_by").references(() => users.id, { onDelete: "set null" }),
});

/** A delmål's or an examination's progress, as an application found it and left it. */
export interface PlannedValue {
  status: string;
  plannedQuarter: string | null;
  achievedLevel?: string | null;
}

/** What one application added, so that it can be undone as a whole (decision 252). */
export interface PlanTemplateAdded {
  rotationIds: string[];
  courseIds: string[];
  /** The delmål the template planned: null before when there was no row. */
  goals: { goalId: string; before: PlannedValue | null; after: PlannedValue }[];
  /** The examinations the template named (the count shown), and every row written for them. */
  examinationIds: string[];
  procedures: { procedureId: string; before: PlannedValue | null; after: PlannedValue }[];
}

/** One application of a clinic's standard plan to a doctor's plan (decision 252). */
export const planTemplateApplications = pgTable(
  "plan_template_applications",
  {
    id: text("id").primaryKey(),
    /** The doctor whose plan it was applied to. */
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    appliedBy: text("applied_by").references(() => users.id, { onDelete: "set null" }),
    appliedAt: timestamp("applied_at", { withTimezone: true }).notNull().defaultNow(),
    undoneAt: timestamp("undone_at", { withTimezone: true }),
    undoneBy: text("undone_by").references(() => users.id, { onDelete: "set null" }),
    added: jsonb("added").$type<PlanTemplateAdded>().notNull(),
  },
  (t) => [index("plan_template_applications_user_idx").on(t.userId, t.appliedAt)],
);

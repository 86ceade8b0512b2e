import { boolean, integer, jsonb, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { users } from "./auth";

/**
 * The clinic's examination catalogue, seeded from the shipped proposal on start-up. A row an admin
 * has corrected (`clinicEdited`) is never overwritten by a newer shipped catalogue; a retired row
 * stays so the progress recorded against it is kept.
 */
export const procedureCatalogue = pgTable("procedure_catalogue", {
  id: text("id").primaryKey(),
  name: text("name").notNull(),
  nameEn: text("name_en"),
  column: text("column").notNull(),
  level: text("level").notNull(),
  syncId: text("sync_id"),
  source: text("source"),
  verification: text("verification"),
  sortOrder: integer("sort_order").notNull().default(0),
  clinicEdited: boolean("clinic_edited").notNull().default(false),
  retiredAt: timestamp("retired_at", { withTimezone: true }),
  /** When an admin confirmed the entry against the official text; null while unchecked. */
  checkedAt: timestamp("checked_at", { withTimezone: true }),
  checkedById: text("checked_by_id").references(() => users.id, { onDelete: "set null" }),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

/**
 * The clinic's goal catalogue (delmål of both models), seeded from the shipped data on start-up
 * like the examination catalogue: a row an admin has corrected or checked (`clinicEdited`) is never
 * overwritten. Goals are fixed by regulation, so rows are never added or removed by the clinic.
 */
export const goalCatalogue = pgTable("goal_catalogue", {
  id: text("id").primaryKey(),
  model: text("model").notNull(),
  category: text("category").notNull(),
  title: text("title").notNull(),
  description: text("description").notNull(),
  recommendedActivities: jsonb("recommended_activities").$type<string[]>().notNull(),
  competenceRequirements: jsonb("competence_requirements").$type<string[]>().notNull(),
  followUp: jsonb("follow_up").$type<string[]>().notNull(),
  generalAdvice: jsonb("general_advice").$type<string[]>().notNull(),
  titleIsEditorial: boolean("title_is_editorial").notNull().default(false),
  activitiesAreAlternatives: boolean("activities_are_alternatives").notNull().default(false),
  source: text("source").notNull(),
  verification: text("verification").notNull(),
  verificationNote: text("verification_note").notNull().default(""),
  /** What the shipped data suspects is wrong in this entry, for the administrator. */
  reviewNote: text("review_note"),
  sortOrder: integer("sort_order").notNull().default(0),
  clinicEdited: boolean("clinic_edited").notNull().default(false),
  checkedAt: timestamp("checked_at", { withTimezone: true }),
  checkedById: text("checked_by_id").references(() => users.id, { onDelete: "set null" }),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

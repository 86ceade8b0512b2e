import { boolean, integer, jsonb, pgTable, primaryKey, text, timestamp } from "drizzle-orm/pg-core";
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
 * The clinic's goal catalogue (delmål of both models of every specialty), seeded from the shipped
 * data on start-up like the examination catalogue: a row an admin has corrected, checked or
 * imported (`clinicEdited`) is never overwritten. Goal ids repeat between specialties (STa1 is in
 * all), so the key is the specialty and the id; a doctor's goal rows are read through the
 * doctor's specialty (decision 237).
 */
export const goalCatalogue = pgTable(
  "goal_catalogue",
  {
    specialty: text("specialty").notNull().default("klinisk-fysiologi"),
    id: text("id").notNull(),
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
  },
  (t) => [primaryKey({ columns: [t.specialty, t.id] })],
);

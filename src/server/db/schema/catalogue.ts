import { boolean, integer, pgTable, text, timestamp } from "drizzle-orm/pg-core";

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
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

import { integer, pgTable, text } from "drizzle-orm/pg-core";
import { users } from "./auth";

/**
 * The version of everything kept about one user as an ST doctor: their record, history, IUP,
 * assessments and application (decision 256). Triggers on every table that holds such data bump it
 * in the writing transaction, so a reader that sees the version also sees the write; an answer built
 * from the data is named by it (its ETag) and kept in each instance's cache under it.
 */
export const doctorVersions = pgTable("doctor_versions", {
  doctorId: text("doctor_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  version: integer("version").notNull().default(0),
});

/**
 * One row: the version of what is shared rather than one doctor's (users, clinics and memberships,
 * supervisor assignments, the catalogues, the settings and forms), which the lists are built from
 * and a doctor's answers may show (a supervisor's name). Such writes are rare; a record's writes
 * never touch it, so they never wait for each other on this row (decision 256). No row reads as
 * version 0; the first shared write makes it.
 */
export const sharedVersion = pgTable("shared_version", {
  id: integer("id").primaryKey(),
  version: integer("version").notNull().default(0),
});

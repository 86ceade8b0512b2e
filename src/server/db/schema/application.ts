import { sql } from "drizzle-orm";
import {
  customType,
  date,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { assessmentRequests } from "./assessment-requests";
import { users } from "./auth";

/**
 * The application for the specialist certificate (issue 24): the blank forms the administrator
 * uploads, and the doctor's certificates, each gathering one or more activities of the record.
 */

const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({
  dataType: () => "bytea",
});

/**
 * A blank form as uploaded. Kept in the database, not the file store: a few dozen files of about
 * 2 MB that every instance needs, read whole when an application is made (decision 195). A newer
 * upload of the same form replaces the active one; the old stays (`replaced_at`).
 */
export const certificateForms = pgTable(
  "certificate_forms",
  {
    id: text("id").primaryKey(),
    formKey: text("form_key").notNull(),
    originalName: text("original_name").notNull(),
    size: integer("size").notNull(),
    sha256: text("sha256").notNull(),
    content: bytea("content").notNull(),
    uploadedBy: text("uploaded_by").references(() => users.id, { onDelete: "set null" }),
    uploadedAt: timestamp("uploaded_at", { withTimezone: true }).notNull().defaultNow(),
    replacedAt: timestamp("replaced_at", { withTimezone: true }),
  },
  (t) => [
    // One active upload per form; two administrators uploading at once cannot both win.
    uniqueIndex("certificate_forms_active_idx").on(t.formKey).where(sql`${t.replacedAt} is null`),
  ],
);

/**
 * A certificate of the doctor's application: one form filled for one activity or a group of the
 * same kind. Only certificates the doctor has edited or grouped are stored; an activity without
 * one is shown with what the record gives (decision 196).
 */
export const applicationCertificates = pgTable(
  "application_certificates",
  {
    id: text("id").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    kind: text("kind").notNull(),
    /** Empty: taken from the activities. */
    place: text("place").notNull().default(""),
    description: text("description").notNull().default(""),
    /** Null: taken from the activities. */
    periodStart: date("period_start", { mode: "string" }),
    periodEnd: date("period_end", { mode: "string" }),
    signerName: text("signer_name").notNull().default(""),
    signerSpecialty: text("signer_specialty").notNull().default(""),
    signerWorkplace: text("signer_workplace").notNull().default(""),
    /** For a course: 'supervisor' or 'course-leader', the box the form ticks. */
    signerRole: text("signer_role").notNull().default("course-leader"),
    /**
     * The link whose answer gave the signer's data (decision 228); cleared when the signer's data
     * is changed afterwards, so 'via länk' is only shown of what the signer gave.
     */
    signerViaRequestId: text("signer_via_request_id").references(() => assessmentRequests.id, {
      onDelete: "set null",
    }),
    version: integer("version").notNull().default(1),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("application_certificates_user_idx").on(t.userId)],
);

/** Which activities a stored certificate gathers; an activity is on one certificate at most. */
export const applicationCertificateActivities = pgTable(
  "application_certificate_activities",
  {
    certificateId: text("certificate_id")
      .notNull()
      .references(() => applicationCertificates.id, { onDelete: "cascade" }),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    activityType: text("activity_type").notNull(),
    activityId: text("activity_id").notNull(),
  },
  (t) => [
    uniqueIndex("application_certificate_activities_activity_idx").on(
      t.userId,
      t.activityType,
      t.activityId,
    ),
    index("application_certificate_activities_certificate_idx").on(t.certificateId),
  ],
);

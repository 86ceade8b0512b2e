import { sql } from "drizzle-orm";
import { index, jsonb, pgTable, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { users } from "./auth";
import { procedureCatalogue } from "./catalogue";
import { specialistEvaluations } from "./signing-rights";
import { structuredAssessments } from "./structured-assessments";

/**
 * A request for an assessment by a one-time link (decision 213). The token itself is never kept:
 * only its SHA-256, so a copy of the table opens nothing. Its state (sent, opened, answered,
 * expired, revoked) follows from the timestamps (src/shared/rules/assessment-requests.ts).
 */
export const assessmentRequests = pgTable(
  "assessment_requests",
  {
    id: text("id").primaryKey(),
    stDoctorId: text("st_doctor_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    requestedBy: text("requested_by").references(() => users.id, { onDelete: "set null" }),
    /**
     * What is asked: 'signing-rights', the signing-rights assessment of an examination, or a
     * structured assessment ('mini-cex', 'dops', 'cbd') linked to delmål and/or an examination, or
     * 'certificate', the signer's data of a certificate on 'Ansökan' (decision 228).
     */
    kind: text("kind").notNull(),
    /** Required for 'signing-rights'; for a structured assessment, the examination it links to. */
    procedureId: text("procedure_id").references(() => procedureCatalogue.id, {
      onDelete: "restrict",
    }),
    /**
     * For 'certificate', the signer's data of a certificate on 'Ansökan': an activity on it, as
     * `<type>.<id>`, which finds the certificate again after it was stored or gathered with others.
     */
    certificateActivity: text("certificate_activity"),
    /** The certificate as it was named when asked, for the list of requests. */
    certificateLabel: text("certificate_label"),
    /** The delmål a structured assessment links to. */
    goalIds: jsonb("goal_ids").$type<string[]>().notNull().default(sql`'[]'::jsonb`),
    assessorEmail: text("assessor_email"),
    tokenHash: text("token_hash").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    openedAt: timestamp("opened_at", { withTimezone: true }),
    answeredAt: timestamp("answered_at", { withTimezone: true }),
    revokedAt: timestamp("revoked_at", { withTimezone: true }),
    /** The answering page's key for its send: a repeat of the same send gets the same success. */
    answerKey: text("answer_key"),
    assessmentId: text("assessment_id").references(() => specialistEvaluations.id, {
      onDelete: "set null",
    }),
    /** The structured assessment an answer filed, for the structured kinds. */
    structuredAssessmentId: text("structured_assessment_id").references(
      () => structuredAssessments.id,
      { onDelete: "set null" },
    ),
    assessorName: text("assessor_name"),
  },
  (t) => [
    uniqueIndex("assessment_requests_token_idx").on(t.tokenHash),
    index("assessment_requests_doctor_idx").on(t.stDoctorId, t.createdAt),
  ],
);

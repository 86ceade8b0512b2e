import { index, pgTable, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { users } from "./auth";
import { procedureCatalogue } from "./catalogue";
import { specialistEvaluations } from "./signing-rights";

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
    /** What is asked: 'signing-rights', the signing-rights assessment of an examination. */
    kind: text("kind").notNull(),
    procedureId: text("procedure_id")
      .notNull()
      .references(() => procedureCatalogue.id, { onDelete: "restrict" }),
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
    assessorName: text("assessor_name"),
  },
  (t) => [
    uniqueIndex("assessment_requests_token_idx").on(t.tokenHash),
    index("assessment_requests_doctor_idx").on(t.stDoctorId, t.createdAt),
  ],
);

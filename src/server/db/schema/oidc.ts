import { sql } from "drizzle-orm";
import { index, pgTable, text, timestamp, unique } from "drizzle-orm/pg-core";
import { users } from "./auth";

/**
 * An account's identity at the region's identity provider (decision 244): the issuer and the
 * subject it names the person by, written at the first sign-in that matched the account by e-mail.
 * Later sign-ins find the account by this pair, so a changed address at the provider still
 * reaches the same account. One identity per account and issuer.
 */
export const oidcIdentities = pgTable(
  "oidc_identities",
  {
    id: text("id").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    issuer: text("issuer").notNull(),
    subject: text("subject").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().default(sql`now()`),
    lastSignInAt: timestamp("last_sign_in_at", { withTimezone: true }),
  },
  (t) => [
    unique("oidc_identities_issuer_subject_key").on(t.issuer, t.subject),
    unique("oidc_identities_user_issuer_key").on(t.userId, t.issuer),
  ],
);

/**
 * A sign-in under way at the provider: the state it comes back with, and the PKCE verifier and
 * nonce only the server knows. The callback deletes the row as it reads it, so a state is good
 * once, on any instance (decision 245).
 */
export const oidcSignIns = pgTable(
  "oidc_sign_ins",
  {
    state: text("state").primaryKey(),
    codeVerifier: text("code_verifier").notNull(),
    nonce: text("nonce").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().default(sql`now()`),
  },
  (t) => [index("oidc_sign_ins_created_idx").on(t.createdAt)],
);

import { type SQL, sql } from "drizzle-orm";
import {
  type AnyPgColumn,
  bigint,
  boolean,
  index,
  integer,
  pgTable,
  text,
  timestamp,
} from "drizzle-orm/pg-core";
import { clinics } from "./clinics";

/**
 * Text as the searches match it, case-folded without depending on the database's locale: lower()
 * folds only ASCII under a plain C locale, so the Swedish capitals are folded by hand as well.
 */
export const searchFolded = (column: AnyPgColumn) =>
  sql`translate(lower(${column}), 'ÅÄÖÉÈÜ', 'åäöéèü')`;

/**
 * Accounts, sessions and reset tokens. The column set follows Better Auth's model (user, session,
 * account, verification, rateLimit); `users` also carries the portal's own profile fields so a
 * person is one row, not two that can drift apart.
 */
export const users = pgTable(
  "users",
  {
    id: text("id").primaryKey(),
    /** Better Auth's display name; kept equal to displayName(firstName, lastName, email). */
    name: text("name").notNull(),
    email: text("email").notNull().unique(),
    emailVerified: boolean("email_verified").notNull().default(false),
    image: text("image"),
    role: text("role").notNull().default("ST_DOCTOR"),
    firstName: text("first_name").notNull().default(""),
    lastName: text("last_name").notNull().default(""),
    isActive: boolean("is_active").notNull().default(true),
    mustChangePassword: boolean("must_change_password").notNull().default(false),
    /** An ST doctor's one clinic (issue 27, decision 229); others belong through clinic_memberships. */
    clinicId: text("clinic_id").references((): AnyPgColumn => clinics.id, {
      onDelete: "restrict",
    }),
    /** 'Regionadministratör': manages the clinics and moves doctors, whatever the role (decision 230). */
    isRegionAdmin: boolean("is_region_admin").notNull().default(false),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    /**
     * Name and address folded for the searches, kept by the database (decision 262): folding
     * every row at each search cost more than the rest of the query, and the trigram indexes on
     * these columns have statistics the planner weighs them by.
     */
    searchName: text("search_name").generatedAlwaysAs((): SQL => searchFolded(users.name)),
    searchEmail: text("search_email").generatedAlwaysAs((): SQL => searchFolded(users.email)),
  },
  (t) => [
    index("users_role_idx").on(t.role),
    index("users_created_at_idx").on(t.createdAt),
    index("users_clinic_idx").on(t.clinicId),
    // Trigram indexes (pg_trgm) answer `like '%text%'` (decision 262). Written at each insert,
    // not gathered in a pending list for a vacuum to merge: the embedded database has no
    // autovacuum, and until merged the list is read row by row at every search.
    index("users_search_name_idx")
      .using("gin", t.searchName.op("gin_trgm_ops"))
      .with({ fastupdate: false }),
    index("users_search_email_idx")
      .using("gin", t.searchEmail.op("gin_trgm_ops"))
      .with({ fastupdate: false }),
  ],
);

export const sessions = pgTable(
  "sessions",
  {
    id: text("id").primaryKey(),
    token: text("token").notNull().unique(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    ipAddress: text("ip_address"),
    userAgent: text("user_agent"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("sessions_user_id_idx").on(t.userId)],
);

export const accounts = pgTable(
  "accounts",
  {
    id: text("id").primaryKey(),
    accountId: text("account_id").notNull(),
    providerId: text("provider_id").notNull(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    accessToken: text("access_token"),
    refreshToken: text("refresh_token"),
    idToken: text("id_token"),
    accessTokenExpiresAt: timestamp("access_token_expires_at", { withTimezone: true }),
    refreshTokenExpiresAt: timestamp("refresh_token_expires_at", { withTimezone: true }),
    scope: text("scope"),
    password: text("password"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("accounts_user_id_idx").on(t.userId)],
);

export const verifications = pgTable(
  "verifications",
  {
    id: text("id").primaryKey(),
    identifier: text("identifier").notNull(),
    value: text("value").notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("verifications_identifier_idx").on(t.identifier)],
);

/** Better Auth's per-address request limiter, in the database so all instances share it. */
export const rateLimits = pgTable("rate_limits", {
  id: text("id").primaryKey(),
  key: text("key").notNull().unique(),
  count: integer("count").notNull(),
  lastRequest: bigint("last_request", { mode: "number" }).notNull(),
});

/**
 * Failed sign-ins per account ("email:<address>") and per client ("ip:<address>"), counted in a
 * fixed window with an atomic upsert so concurrent attempts on PostgreSQL cannot undercount.
 */
export const signInFailures = pgTable("sign_in_failures", {
  key: text("key").primaryKey(),
  count: integer("count").notNull().default(0),
  windowStart: timestamp("window_start", { withTimezone: true }).notNull().default(sql`now()`),
});

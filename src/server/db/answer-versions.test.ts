import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openTestDatabase } from "../../../tests/fixtures/test-database";
import type { Database } from "./client";

/*
 * Every table is placed (decision 256): its writes bump the version of the ST doctor its column
 * names, or the shared version, or it feeds no versioned answer. A new table fails here until it
 * is placed, so no answer can be built from data whose writes move no version.
 */
const DOCTOR_DATA: Record<string, string> = {
  formalities: "user_id",
  user_goals: "user_id",
  user_procedures: "user_id",
  rotations: "user_id",
  courses: "user_id",
  sit_ins: "user_id",
  supervisor_meetings: "user_id",
  meeting_actions: "user_id",
  absences: "user_id",
  credits: "user_id",
  development_works: "user_id",
  st_projects: "user_id",
  uploaded_files: "owner_id",
  certificates: "user_id",
  signing_rights_evaluations: "st_doctor_id",
  specialist_evaluations: "st_doctor_id",
  supervisor_assignments: "st_doctor_id",
  structured_assessments: "st_doctor_id",
  iup_revisions: "st_doctor_id",
  iup_follow_up_dates: "st_doctor_id",
  assessment_requests: "st_doctor_id",
  application_certificates: "user_id",
  application_certificate_activities: "user_id",
  plan_template_applications: "user_id",
  audit_log: "subject_user_id",
};
const SHARED = [
  "users",
  "clinics",
  "clinic_memberships",
  "supervisor_assignments",
  "procedure_catalogue",
  "goal_catalogue",
  "warning_settings",
  "clinic_warning_settings",
  "certificate_forms",
  "clinic_plan_templates",
  "oidc_identities",
];
/** Sign-in, delivery and bookkeeping: no versioned answer is built from them. */
const NEITHER = [
  "accounts",
  "sessions",
  "verifications",
  "rate_limits",
  "sign_in_failures",
  "oidc_sign_ins",
  "idempotency_keys",
  "calendar_feeds",
  "reminder_digests",
  "reminders_sent",
  "user_settings",
  "file_removals",
  "cohort_figures",
  "doctor_versions",
  "shared_version",
];

let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

async function rows<T>(query: ReturnType<typeof sql>): Promise<T[]> {
  const result = (await database.db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

describe("the versions of the answers", () => {
  it("are bumped by a trigger on every table an answer is built from", async () => {
    const tables = await rows<{ name: string }>(
      sql`select table_name as name from information_schema.tables
          where table_schema = 'public' and table_type = 'BASE TABLE'`,
    );
    const placed = new Set([...Object.keys(DOCTOR_DATA), ...SHARED, ...NEITHER]);
    expect(tables.map((t) => t.name).filter((name) => !placed.has(name))).toEqual([]);

    const triggers = await rows<{ tbl: string; name: string; args: string }>(
      sql`select c.relname as tbl, t.tgname as name, encode(t.tgargs, 'escape') as args
          from pg_trigger t join pg_class c on c.oid = t.tgrelid
          where not t.tgisinternal`,
    );
    const has = (table: string, name: string, args = "") =>
      triggers.some((t) => t.tbl === table && t.name === name && t.args.startsWith(args));
    for (const [table, column] of Object.entries(DOCTOR_DATA)) {
      for (const op of ["ins", "upd", "del"]) {
        expect(has(table, `${table}_version_${op}`, column), `${table} ${op}`).toBe(true);
      }
    }
    for (const table of SHARED) {
      for (const op of ["ins", "upd", "del"]) {
        expect(has(table, `${table}_shared_${op}`), `${table} ${op}`).toBe(true);
      }
    }
  });
});

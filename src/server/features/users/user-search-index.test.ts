import { type Logger as DrizzleLogger, type SQL, sql, TransactionRollbackError } from "drizzle-orm";
import { drizzle as drizzleNodePg } from "drizzle-orm/node-postgres";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openTestDatabase } from "../../../../tests/fixtures/test-database";
import { displayName, type Role } from "../../../shared/roles";
import type { Database, Db } from "../../db/client";
import * as schema from "../../db/schema";
import { insertUserWithPassword, listActiveDoctors, listSupervisors } from "./users.repo";

/*
 * The name and e-mail searches read columns the database keeps folded, through trigram indexes
 * (decision 262): the answers are those of a plain scan and of the rule itself, whichever way the
 * planner goes, and the indexes can answer the doctor selector's statement.
 */
let database: Database;
let db: Db;
const people: { id: string; role: Role; name: string; email: string }[] = [];

const ACCOUNTS: [string, string, string, Role][] = [
  ["Åsa", "Ärlig", "asa@example.se", "ST_DOCTOR"],
  ["ÖRJAN", "Öberg", "orjan.oberg@example.se", "ST_DOCTOR"],
  ["Ängla", "Ek", "ANGLA.EK@EXAMPLE.SE", "ST_DOCTOR"],
  ["Éva", "Bäckström", "eva@example.se", "ST_DOCTOR"],
  ["Procent", "100%", "procent@example.se", "ST_DOCTOR"],
  ["Under_Streck", "Ü", "under_streck@example.se", "ST_DOCTOR"],
  ["Back\\slash", "Andersson", "backslash@example.se", "ST_DOCTOR"],
  ["Anders", "Andersson", "anders@example.se", "ST_DOCTOR"],
  ["Ärlig", "Handledare", "ÄRLIG.HANDLEDARE@example.se", "SUPERVISOR"],
  ["Rune", "Rask", "RUNE_RASK@example.se", "SUPERVISOR"],
];

const TEXTS = [
  "ärlig",
  "ÄRLIG",
  "öberg",
  "ÖRJAN ö",
  "bäck",
  "BÄCKSTRÖM",
  "éva",
  "ü",
  "example.se",
  "angla.ek",
  "%",
  "100%",
  "0%",
  "_",
  "r_s",
  "under_",
  "\\",
  "k\\s",
  "and",
  "a",
  "ek",
  "rlig h",
  "zzq",
];

beforeAll(async () => {
  database = await openTestDatabase();
  db = database.db;
  for (const [firstName, lastName, email, role] of ACCOUNTS) {
    const row = await insertUserWithPassword(
      db,
      { id: crypto.randomUUID(), email, firstName, lastName, role, mustChangePassword: false },
      "not-a-hash",
    );
    people.push({ id: row.id, role, name: displayName(row), email: row.email });
  }
});
afterAll(() => database.close());

/** The rule itself: the text anywhere in the name or the address, case aside. */
function expected(role: Role, text: string) {
  const folded = text.toLowerCase();
  return people
    .filter((p) => p.role === role)
    .filter((p) => `${p.name}\n${p.email}`.toLowerCase().includes(folded))
    .map((p) => p.id)
    .sort();
}

/**
 * `work` in a transaction that is then undone. A handful of rows is scanned faster than any index
 * is read, so with `plan` "indexes" the planner is held to bitmap scans and the role's index, which
 * would serve as well here, is dropped (and restored by the rollback); with "scan" it has none.
 */
async function planned<T>(plan: "indexes" | "scan", work: (tx: Db) => Promise<T>): Promise<T> {
  const settings =
    plan === "indexes"
      ? [
          sql`drop index users_role_idx`,
          sql`set local enable_seqscan = off`,
          sql`set local enable_indexscan = off`,
        ]
      : [sql`set local enable_bitmapscan = off`, sql`set local enable_indexscan = off`];
  let answer: { value: T } | undefined;
  await db
    .transaction(async (tx) => {
      for (const setting of settings) await tx.execute(setting);
      answer = { value: await work(tx) };
      tx.rollback();
    })
    .catch((error: unknown) => {
      if (!(error instanceof TransactionRollbackError)) throw error;
    });
  if (!answer) throw new Error("no answer");
  return answer.value;
}

/** The searches' answers, read through the trigram indexes or by a plain scan. */
function searched(plan: "indexes" | "scan", text: string) {
  return planned(plan, async (tx) => {
    const doctors = await listActiveDoctors(tx, sql`true`, { search: text, limit: 50 });
    const supervisors = await listSupervisors(tx, { search: text, limit: 50, within: sql`true` });
    return {
      doctors: doctors.rows.map((r) => r.id),
      supervisors: supervisors.rows.map((r) => r.id),
    };
  });
}

/** The statement the doctor selector's search sends, as text with its parameters. */
async function doctorSearchStatement(text: string): Promise<SQL> {
  let captured: { query: string; params: unknown[] } | undefined;
  const logger: DrizzleLogger = {
    logQuery: (query, params) => {
      captured = { query, params };
    },
  };
  const client = (db as unknown as { $client: never }).$client;
  const logged = (database.kind === "pglite"
    ? drizzlePglite(client, { schema, logger })
    : drizzleNodePg(client, { schema, logger })) as unknown as Db;
  await listActiveDoctors(logged, sql`true`, { search: text, limit: 50 });
  if (!captured) throw new Error("no statement");
  const { query, params } = captured;
  // "$1" and the like become the parameters again, for an EXPLAIN on the transaction's handle.
  const parts = query.split(/\$(\d+)/);
  return sql.join(
    parts.map((part, i) => (i % 2 ? sql`${params[Number(part) - 1]}` : sql.raw(part))),
  );
}

describe("the name and e-mail searches over the trigram indexes", () => {
  it("keep the folded columns in step with name and e-mail", async () => {
    const [asa] = people;
    const read = async () => {
      const [row] = await db
        .select({ searchName: schema.users.searchName, searchEmail: schema.users.searchEmail })
        .from(schema.users)
        .where(sql`${schema.users.id} = ${asa?.id}`);
      return row;
    };
    expect(await read()).toEqual({ searchName: "åsa ärlig", searchEmail: "asa@example.se" });
    await db
      .update(schema.users)
      .set({ name: "Åsa ÖSTLING", email: "ÅSA.Ö@example.se" })
      .where(sql`${schema.users.id} = ${asa?.id}`);
    expect(await read()).toEqual({ searchName: "åsa östling", searchEmail: "åsa.ö@example.se" });
    await db
      .update(schema.users)
      .set({ name: "Åsa Ärlig", email: "asa@example.se" })
      .where(sql`${schema.users.id} = ${asa?.id}`);
  });

  it("answer as a plain scan and as the rule: case aside, å, ä and ö too, %, _ and \\ literal", async () => {
    for (const text of TEXTS) {
      const withIndexes = await searched("indexes", text);
      const scanned = await searched("scan", text);
      expect(withIndexes, text).toEqual(scanned);
      expect([...withIndexes.doctors].sort(), text).toEqual(expected("ST_DOCTOR", text));
      expect([...withIndexes.supervisors].sort(), text).toEqual(expected("SUPERVISOR", text));
    }
    // A few by hand, so that the rule above is not only compared with itself.
    const named = async (text: string) =>
      (await searched("indexes", text)).doctors.map((id) => people.find((p) => p.id === id)?.name);
    expect(await named("ÄRLIG")).toEqual(["Åsa Ärlig"]);
    expect(await named("100%")).toEqual(["Procent 100%"]);
    expect(await named("%")).toEqual(["Procent 100%"]);
    expect(await named("r_s")).toEqual(["Under_Streck Ü"]);
    expect(await named("k\\s")).toEqual(["Back\\slash Andersson"]);
  });

  it("let the doctor selector's statement read the indexes for three letters and more", async () => {
    for (const text of ["and", "bäck", "example.se"]) {
      const statement = await doctorSearchStatement(text);
      const plan = await planned("indexes", async (tx) => {
        const result = (await tx.execute(sql`explain ${statement}`)) as unknown as {
          rows: { "QUERY PLAN": string }[];
        };
        return result.rows.map((r) => r["QUERY PLAN"]).join("\n");
      });
      expect(plan, text).toContain("Bitmap Index Scan on users_search_name_idx");
      expect(plan, text).toContain("Bitmap Index Scan on users_search_email_idx");
    }
    const [index] = (
      (await db.execute(sql`select to_regclass('users_role_idx')::text as name`)) as unknown as {
        rows: { name: string | null }[];
      }
    ).rows;
    expect(index?.name).toBe("users_role_idx");
  });
});

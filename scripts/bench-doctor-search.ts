import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { PGlite } from "@electric-sql/pglite";
import { hashPassword } from "better-auth/crypto";
import { type Logger as DrizzleLogger, eq, sql } from "drizzle-orm";
import { drizzle as drizzleNodePg } from "drizzle-orm/node-postgres";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import type pg from "pg";
import { createApp } from "../src/server/app";
import { createAuth } from "../src/server/auth/auth";
import { type Db, openDatabase } from "../src/server/db/client";
import * as schema from "../src/server/db/schema";
import { clinics } from "../src/server/db/schema";
import { createDocumentsRenderer } from "../src/server/features/application/documents-renderer";
import { createPortfolioRenderer } from "../src/server/features/portfolio/portfolio-renderer";
import { insertUserWithPassword } from "../src/server/features/users/users.repo";
import { listDoctorsFor } from "../src/server/features/users/users.service";
import { createLocalFileStore } from "../src/server/lib/file-store";
import { createLogger } from "../src/server/lib/logger";
import { createMailer } from "../src/server/lib/mail";
import { seedClinic } from "./seed-clinic";

/*
 * `tsx scripts/bench-doctor-search.ts [--clinics 10]`: the doctor selector's search (decisions
 * 254, 262), GET /api/st-doctors?q=…&limit=50 in process, on the embedded database or on
 * DATABASE_URL. Seeds 300 ST doctors and 30 supervisors per clinic, then, for a region
 * administrator (every doctor) and a supervisor of the first clinic, times texts as a user types
 * them: median and p95 per text, and the plan of the search for a few of them.
 */

process.env.NODE_ENV = "production";
const clinicsArg = process.argv.indexOf("--clinics");
const clinicCount = clinicsArg > 0 ? Number(process.argv[clinicsArg + 1]) : 10;
const ROUNDS = 100;
/** One letter, two, names, Swedish letters, e-mail fragments, and a text nothing matches. */
const TEXTS = ["a", "ek", "and", "ers", "lin", "bäck", "st-01", "k7-st-02", "handledare", "zzq"];
const EXPLAINED = ["a", "and", "st-01", "zzq"];
const PASSWORD = "bench-password";
const publicUrl = "http://localhost:3000";

const dataDir = mkdtempSync(join(tmpdir(), "st-bench-search-"));
const database = await openDatabase({ databaseUrl: process.env.DATABASE_URL, dataDir });
const db = database.db;
const logger = createLogger("silent");
const mailer = createMailer({ outboxDir: join(dataDir, "outbox"), from: "b@example.se", logger });
const app = createApp({
  db,
  auth: createAuth({ db, secret: "b".repeat(40), publicUrl, mailer, logger }),
  mailer,
  files: createLocalFileStore(dataDir),
  logger,
  portfolios: createPortfolioRenderer(),
  documents: createDocumentsRenderer(),
  ping: database.ping,
  config: { publicUrl, dataDir, reviewAccountEmail: "granskning@example.se", trustProxy: true },
});

const began = performance.now();
const first = await seedClinic(db, { doctors: 300, supervisors: 30 }, { clinicId: "klinik-1" });
for (let n = 2; n <= clinicCount; n++) {
  const clinicId = `bench-klinik-${n}`;
  await db
    .insert(clinics)
    .values({ id: clinicId, name: `Klinik ${n}` })
    .onConflictDoNothing();
  await seedClinic(db, { doctors: 300, supervisors: 30 }, { clinicId, prefix: `k${n}-` });
}
const hash = await hashPassword(PASSWORD);
const admin = await insertUserWithPassword(
  db,
  {
    id: crypto.randomUUID(),
    email: "region@klinik.local",
    firstName: "Region",
    lastName: "Admin",
    role: "ADMIN",
    mustChangePassword: false,
  },
  hash,
);
await db.update(schema.users).set({ isRegionAdmin: true }).where(eq(schema.users.id, admin.id));
// PostgreSQL's autovacuum would have analysed the tables; the embedded database has none.
if (database.kind === "postgres") await db.execute(sql`analyze`);
console.log(
  `${database.kind}: ${clinicCount * 300} ST doctors in ${clinicCount} clinics, seeded in ${((performance.now() - began) / 1000).toFixed(0)} s`,
);

const headers = { origin: publicUrl, "content-type": "application/json" };
async function cookieOf(email: string, password: string) {
  const res = await app.request("/api/session/sign-in", {
    method: "POST",
    headers,
    body: JSON.stringify({ email, password }),
  });
  if (res.status !== 200) throw new Error(`sign-in ${email}: ${res.status}`);
  return res.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");
}

const pct = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))] as number;

/** The statement the search sends, captured on a second handle, and its plan as run. */
async function explain(actor: { id: string; role: "ADMIN" | "SUPERVISOR" }, text: string) {
  let captured: { query: string; params: unknown[] } | undefined;
  const capture: DrizzleLogger = {
    logQuery: (query, params) => {
      captured = { query, params };
    },
  };
  const client = (db as unknown as { $client: unknown }).$client;
  const logged = (database.kind === "pglite"
    ? drizzlePglite(client as PGlite, { schema, logger: capture })
    : drizzleNodePg(client as pg.Pool, { schema, logger: capture })) as unknown as Db;
  const session = { ...actor, email: "", firstName: "", lastName: "", mustChangePassword: false };
  await listDoctorsFor(logged, session, { q: text, limit: 50 });
  if (!captured) throw new Error("no statement captured");
  const query = `explain (analyze, costs off, timing off) ${captured.query}`;
  const result = await (client as { query: (q: string, p: unknown[]) => Promise<unknown> }).query(
    query,
    captured.params,
  );
  const rows = (result as { rows: { "QUERY PLAN": string }[] }).rows;
  return rows.map((r) => `    ${r["QUERY PLAN"]}`).join("\n");
}

const supervisorId = first.supervisorIds[0] as string;
const actors = [
  { label: "region administrator", id: admin.id, role: "ADMIN" as const, email: admin.email },
  {
    label: "supervisor, first clinic",
    id: supervisorId,
    role: "SUPERVISOR" as const,
    email: "handledare-001@klinik.local",
  },
];
for (const actor of actors) {
  const cookie = await cookieOf(actor.email, actor.role === "ADMIN" ? PASSWORD : "klinik1234");
  console.log(`${actor.label}:`);
  const all: number[] = [];
  // The floor: one doctor by id, the same session check and statement shape without a search.
  const floor = `/api/st-doctors/${first.doctorIds[0]}`;
  for (const text of ["(one by id)", ...TEXTS]) {
    const byId = text === "(one by id)";
    const path = byId ? floor : `/api/st-doctors?q=${encodeURIComponent(text)}&limit=50`;
    const times: number[] = [];
    let found = 0;
    for (let i = 0; i < ROUNDS + 5; i++) {
      const start = performance.now();
      const res = await app.request(path, { headers: { ...headers, cookie } });
      const body = (await res.json()) as { doctors?: unknown[] };
      if (res.status !== 200) throw new Error(`${path}: ${res.status}`);
      if (i >= 5) times.push(performance.now() - start);
      found = body.doctors?.length ?? 1;
    }
    times.sort((a, b) => a - b);
    if (!byId) all.push(...times);
    console.log(
      `  q=${text.padEnd(11)} ${String(found).padStart(2)} found  p50 ${pct(times, 0.5).toFixed(1).padStart(5)} ms  p95 ${pct(times, 0.95).toFixed(1).padStart(5)} ms`,
    );
  }
  all.sort((a, b) => a - b);
  console.log(
    `  every search: p50 ${pct(all, 0.5).toFixed(1)} ms, p95 ${pct(all, 0.95).toFixed(1)} ms`,
  );
  if (actor.role === "ADMIN") {
    for (const text of EXPLAINED) console.log(`  plan, q=${text}:\n${await explain(actor, text)}`);
  }
}

await database.close();
rmSync(dataDir, { recursive: true, force: true });

import { spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import { hashPassword } from "better-auth/crypto";
import { and, eq, like } from "drizzle-orm";
import { createApp } from "../src/server/app";
import { createAuth } from "../src/server/auth/auth";
import { openDatabase } from "../src/server/db/client";
import { users } from "../src/server/db/schema";
import { createDocumentsRenderer } from "../src/server/features/application/documents-renderer";
import { seedCatalogue } from "../src/server/features/catalogue/catalogue.repo";
import { seedGoalCatalogue } from "../src/server/features/catalogue/goal-catalogue.repo";
import { createPortfolioRenderer } from "../src/server/features/portfolio/portfolio-renderer";
import { loadDoctorHeads, loadRecordRows } from "../src/server/features/records/record-load.repo";
import { getRecord } from "../src/server/features/records/record-read.service";
import { getEvaluationDetail } from "../src/server/features/signing-rights/evaluation-detail.service";
import { insertUserWithPassword } from "../src/server/features/users/users.repo";
import { createLocalFileStore } from "../src/server/lib/file-store";
import { createLogger } from "../src/server/lib/logger";
import { createMailer } from "../src/server/lib/mail";
import { accessibleDoctorsWhere } from "../src/server/policy";
import { SHIPPED_GOALS } from "../src/shared/curriculum/goals";
import { DEFAULT_PROCEDURE_CATALOGUE } from "../src/shared/curriculum/shipped-procedures";
import { isoDateInTimeZone } from "../src/shared/rules/dates";
import { DEFAULT_THRESHOLDS } from "../src/shared/rules/signing-rights";
import { countQueries } from "../tests/fixtures/query-counter";
import { seedSigningRightsBench } from "./bench-signing-rights";
import { insertRecord, midwayRecord } from "./demo-data";
import { countPlanEvents, FULL_PLAN_SCALE } from "./demo-plan";

/**
 * `npm run bench -- --in-process`: request latencies of the hot API paths, in process (no network), on the embedded
 * database or on DATABASE_URL. Prints median and 95th percentile per path. Then, unless
 * `--no-page`, the overview page's figures from scripts/bench-overview.ts (Chromium; skipped with
 * a note when there is none).
 */
// Measured as it runs in production: answers are parsed by their schemas but not checked for
// fields a schema leaves out (that check is for tests and development).
process.env.NODE_ENV = "production";

const USERS = 1000;
const ROUNDS = 200;
const publicUrl = "http://localhost:3000";

const dataDir = mkdtempSync(join(tmpdir(), "st-bench-"));
const database = await openDatabase({ databaseUrl: process.env.DATABASE_URL, dataDir });
const logger = createLogger("silent");
const mailer = createMailer({
  outboxDir: join(dataDir, "outbox"),
  from: "bench@example.se",
  logger,
});
const auth = createAuth({ db: database.db, secret: "b".repeat(40), publicUrl, mailer, logger });
const portfolios = createPortfolioRenderer();
const documents = createDocumentsRenderer();
const app = createApp({
  db: database.db,
  auth,
  mailer,
  files: createLocalFileStore(dataDir),
  logger,
  portfolios,
  documents,
  ping: database.ping,
  config: { publicUrl, dataDir, reviewAccountEmail: "granskning@example.se", trustProxy: true },
});

async function measure(name: string, rounds: number, fn: () => Response | Promise<Response>) {
  return measureCall(name, rounds, async () => {
    const res = await fn();
    await res.arrayBuffer();
    if (res.status >= 400) throw new Error(`${name}: ${res.status}`);
  });
}

/** Latency of any call; with `counted`, also the statements one call sends. */
async function measureCall(
  name: string,
  rounds: number,
  fn: () => Promise<unknown>,
  counted?: ReturnType<typeof countQueries>,
) {
  const times: number[] = [];
  let queries = 0;
  for (let i = 0; i < rounds; i++) {
    counted?.reset();
    const start = performance.now();
    await fn();
    times.push(performance.now() - start);
    queries = counted?.count() ?? 0;
  }
  times.sort((a, b) => a - b);
  const pct = (p: number) =>
    times[Math.min(times.length - 1, Math.floor(p * times.length))]!.toFixed(2);
  const queryText = counted ? `  queries ${String(queries).padStart(3)}` : "";
  console.log(
    `${name.padEnd(40)} n=${String(rounds).padStart(4)}  p50 ${pct(0.5).padStart(7)} ms  p95 ${pct(0.95).padStart(7)} ms${queryText}`,
  );
  return { p50: Number(pct(0.5)), p95: Number(pct(0.95)) };
}

/** An answer's size, raw and gzipped. */
async function answerSize(fn: () => Response | Promise<Response>): Promise<string> {
  const answer = new Uint8Array(await (await fn()).arrayBuffer());
  return `answer ${answer.byteLength} bytes (${gzipSync(answer).byteLength} gzipped)`;
}

const runId = Date.now().toString(36);
try {
  const hash = await hashPassword("bench-password");
  const seedStart = performance.now();
  await database.db.transaction(async (tx) => {
    for (let i = 0; i < USERS; i++) {
      await insertUserWithPassword(
        tx,
        {
          id: crypto.randomUUID(),
          email: `bench-${runId}-${i}@example.se`,
          firstName: `Förnamn${i}`,
          lastName: `Efternamn${i}`,
          role: i === 0 ? "ADMIN" : i % 5 === 0 ? "SUPERVISOR" : "ST_DOCTOR",
          mustChangePassword: false,
        },
        hash,
      );
    }
  });
  console.log(
    `seeded ${USERS} users with credentials in ${(performance.now() - seedStart).toFixed(0)} ms (${database.kind})`,
  );

  const headers = { origin: publicUrl, "content-type": "application/json" };
  const signIn = () =>
    app.request("/api/session/sign-in", {
      method: "POST",
      headers: { ...headers, "x-forwarded-for": `10.9.${Math.floor(Math.random() * 250)}.1` },
      body: JSON.stringify({ email: `bench-${runId}-0@example.se`, password: "bench-password" }),
    });
  const first = await signIn();
  const cookie = first.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");
  const get = (path: string) => () => app.request(path, { headers: { ...headers, cookie } });

  await measure("POST /api/session/sign-in (scrypt)", 20, signIn);
  await measure("GET /api/session", ROUNDS, get("/api/session"));
  await measure(`GET /api/users (${USERS} rows)`, 50, get("/api/users"));
  await measure("GET /api/users?search=", ROUNDS, get("/api/users?search=Efternamn42"));
  await measure("GET /api/st-doctors", 50, get("/api/st-doctors"));
  await measure("GET /api/health", ROUNDS, get("/api/health"));

  // One ST doctor with a full record: the request every record page makes, and typical writes.
  await seedCatalogue(database.db, DEFAULT_PROCEDURE_CATALOGUE);
  await seedGoalCatalogue(database.db, SHIPPED_GOALS);
  const [adminRow] = await database.db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, `bench-${runId}-0@example.se`));
  const adminId = adminRow!.id;
  const [doctor] = await database.db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, `bench-${runId}-1@example.se`));
  const base = `/api/st-doctors/${doctor!.id}`;
  const send = (method: string, path: string, body: unknown) => () =>
    app.request(`${base}${path}`, {
      method,
      headers: { ...headers, cookie },
      body: JSON.stringify(body),
    });
  await send("PUT", "/formalities", {
    stModel: "2015",
    stStartDate: "2024-01-01",
    stDurationMonths: 60,
    version: 0,
  })();
  for (let i = 0; i < 40; i++) {
    const month = `20${24 + Math.floor(i / 12)}-${String((i % 12) + 1).padStart(2, "0")}`;
    await send("POST", "/records/meeting", {
      date: `${month}-05`,
      topic: `Träff ${i}`,
      supervisor: "Handledare",
      notes: "Anteckningar",
    })();
    await send("POST", "/records/course", {
      name: `Kurs ${i}`,
      date: `${month}-10`,
      status: "completed",
    })();
    await send("POST", "/records/rotation", {
      name: `Randning ${i}`,
      startDate: month,
      endDate: month,
    })();
  }
  for (const goal of ["a1", "a2", "a3", "b1", "c1", "c2", "c3"]) {
    await send("PUT", `/goals/${goal}`, { status: "completed" })();
  }
  await measure("GET /api/st-doctors/:id/record (full)", ROUNDS, get(`${base}/record`));
  const counted = countQueries(database);
  const admin = {
    id: adminId,
    role: "ADMIN" as const,
    email: `bench-${runId}-0@example.se`,
    firstName: "Förnamn0",
    lastName: "Efternamn0",
    mustChangePassword: false,
  };
  await measureCall(
    "record load (service, full record)",
    ROUNDS,
    () => getRecord(counted.db, admin, doctor!.id),
    counted,
  );
  // The record's loaders over N ST doctors: the statements must not grow with N (decision 100).
  const doctorIds = (
    await database.db
      .select({ id: users.id })
      .from(users)
      .where(and(like(users.email, `bench-${runId}-%`), eq(users.role, "ST_DOCTOR")))
  ).map((r) => r.id);
  for (const n of [1, 30, 300]) {
    const ids = doctorIds.slice(0, n);
    await measureCall(
      `records of ${n} doctors (loaders)`,
      n >= 300 ? 20 : 50,
      async () => {
        const heads = await loadDoctorHeads(counted.db, ids, accessibleDoctorsWhere(admin, "view"));
        return loadRecordRows(
          counted.db,
          heads.map((h) => h.doctor.id),
        );
      },
      counted,
    );
  }
  // The overview's one request (decision 130): a doctor with a whole five-year plan.
  const [planned] = await database.db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, `bench-${runId}-2@example.se`));
  const plan = midwayRecord(
    isoDateInTimeZone(new Date()),
    ["Handledare Ett", "Handledare Två"],
    FULL_PLAN_SCALE,
  );
  await insertRecord(database.db, planned!.id, plan);
  const overview = get(`/api/st-doctors/${planned!.id}/record`);
  const answer = new Uint8Array(await (await overview()).arrayBuffer());
  console.log(
    `overview record: ${countPlanEvents(plan)} events (${plan.goals.length} goals, ${plan.procedures.length} examinations, ${plan.rotations.length} rotations, ${plan.courses.length} courses, ${plan.sitIns.length} sit-ins, ${plan.meetings.length} meetings), answer ${answer.byteLength} bytes (${gzipSync(answer).byteLength} gzipped)`,
  );
  await measure("GET …/record (overview, full plan)", ROUNDS, overview);
  // The catalogues the overview also needs come from the browser's cache, revalidated.
  for (const path of ["/api/catalog/goals", "/api/catalog/procedures/in-use"]) {
    const etag = (await get(path)()).headers.get("etag") ?? "";
    await measure(`GET ${path} (304)`, ROUNDS, async () => {
      const res = await app.request(path, {
        headers: { ...headers, cookie, "if-none-match": etag },
      });
      if (res.status !== 304) throw new Error(`${path} revalidated: ${res.status}, not 304`);
      return res;
    });
  }

  // Signing rights (decision 135): the statistics tab's one request for an evaluation with 1000
  // assessments, among 300 evaluations of 12 for the list. Budget: median under 50 ms.
  const signing = await seedSigningRightsBench(database.db, {
    doctorIds: doctorIds.slice(3, 303),
    specialistId: adminId,
    today: isoDateInTimeZone(new Date()),
    large: 1000,
    ordinary: 12,
  });
  const statistics = get(`/api/signing-rights/evaluations/${signing.largeId}`);
  console.log(
    `signing-rights statistics: 1000 assessments, ${await answerSize(statistics)}; list of ${signing.evaluations} evaluations (${signing.assessments} assessments), ${await answerSize(get("/api/signing-rights/evaluations"))}`,
  );
  const { p50 } = await measure("GET …/evaluations/:id (1000 assessments)", ROUNDS, statistics);
  await measureCall(
    "evaluation detail (service, 1000)",
    ROUNDS,
    () => getEvaluationDetail(counted.db, admin, signing.largeId, DEFAULT_THRESHOLDS),
    counted,
  );
  await measure(
    `GET /api/signing-rights/evaluations (${signing.evaluations})`,
    50,
    get("/api/signing-rights/evaluations"),
  );
  console.log(
    `signing-rights statistics: median ${p50.toFixed(2)} ms, budget under 50 ms: ${p50 < 50 ? "met" : "MISSED"}`,
  );

  await measure(
    "PUT …/procedures/:id (sync group)",
    50,
    send("PUT", "/procedures/c4-mps", { status: "completed" }),
  );
  await measure(
    "POST …/records/meeting",
    50,
    send("POST", "/records/meeting", {
      date: "2026-01-01",
      topic: "T",
      supervisor: "S",
      notes: "N",
    }),
  );
} finally {
  if (process.env.DATABASE_URL) {
    // Only this run's users; their credentials and sessions go with them (foreign-key cascade).
    await database.db.delete(users).where(like(users.email, `bench-${runId}-%`));
  }
  await portfolios.close();
  await documents.close();
  await database.close();
  rmSync(dataDir, { recursive: true, force: true });
}

// The page: its own server and browser, after this run's database is closed.
const chromiumPath = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
if (process.argv.includes("--no-page")) {
  console.log("overview page: skipped (--no-page)");
} else if (!existsSync(chromiumPath)) {
  console.log(
    `overview page: skipped, no Chromium at ${chromiumPath} (set CHROMIUM_PATH; then npx tsx scripts/bench-overview.ts)`,
  );
} else {
  const page = spawnSync(process.execPath, ["--import", "tsx", "scripts/bench-overview.ts"], {
    stdio: "inherit",
    timeout: 900_000,
  });
  if (page.status !== 0) console.log("overview page: not measured (see the message above)");
}

import { spawnSync } from "node:child_process";
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  rmSync,
  statSync,
  writeFileSync,
} from "node:fs";
import { cpus, loadavg, tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { parseArgs } from "node:util";
import { sql } from "drizzle-orm";
import pg from "pg";
import { openDatabase } from "../src/server/db/client";
import { isoDateInTimeZone } from "../src/shared/rules/dates";
import {
  type ApplicationRun,
  applicationLine,
  measureApplication,
  prepareApplication,
} from "./bench-application";
import { type DatabaseRun, evaluateBudgets } from "./bench-budgets";
import { measureHealthWhilePdfs, type PdfHealthRun, pdfHealthLine } from "./bench-pdf";
import { budgetTable, loadTable, serverLine, startupLine, webTable } from "./bench-print";
import { firstReads, runScenarios } from "./bench-runs";
import { askForGzip, type BenchTargets, SCENARIOS } from "./bench-scenarios";
import { startBenchServer } from "./bench-server";
import { signInAll } from "./bench-sessions";
import { measureEmbeddedStartup } from "./bench-start-once";
import { measureWebBuild } from "./bench-web-size";
import { benchClinicSize, seedBenchClinic } from "./seed-bench-clinic";

/**
 * `npm run bench`: the built server over HTTP, with autocannon on 127.0.0.1, against a ceiling (a
 * route of the same server that asks no database), on a fresh embedded database with a generated
 * region and, when DATABASE_URL is set, on a scratch database of that PostgreSQL server, once per
 * size of the region; before them the embedded database's start-up with nothing seeded. Writes
 * bench/results.json and prints the figures and the budgets (scripts/bench-budgets.ts).
 *
 *   --seconds 5         measured seconds of each run (after --warmup 1)
 *   --sizes 300,3000    ST doctors in the region's ten clinics, one fresh database each; the
 *                       cohort, the search and the ceiling are measured at every size, the rest
 *                       at the largest
 *   --only record,list  these scenarios (the ceiling is always measured); `pdf` is the health
 *                       check while 5 and 20 people ask for portfolio PDFs (decision 163),
 *                       `application` one doctor's application alone and five at once (197),
 *                       `startup` the embedded database's first start and restart
 *   --startup-runs 3    starts of each kind for `startup` (the median is reported)
 *   --databases embedded,postgres
 *   --no-build          use dist/ as it is (otherwise rebuilt when missing or older than src/)
 *   --cpu-prof          the server writes a CPU profile to bench/profiles/ when it stops
 *   --identity          ask for no compression (a browser asks for gzip)
 *   --forms DIR         Socialstyrelsen's published 2021 forms for the `application` run
 *                       (otherwise the tests' small fillable PDFs with the same fields)
 */
const { values: args } = parseArgs({
  options: {
    seconds: { type: "string", default: "5" },
    warmup: { type: "string", default: "1" },
    only: { type: "string" },
    databases: { type: "string", default: "embedded,postgres" },
    "no-build": { type: "boolean", default: false },
    "cpu-prof": { type: "boolean", default: false },
    identity: { type: "boolean", default: false },
    "in-process": { type: "boolean", default: false },
    "no-page": { type: "boolean", default: false },
    forms: { type: "string" },
    sizes: { type: "string", default: "300,3000" },
    "startup-runs": { type: "string", default: "3" },
  },
});
const ROOT = join(import.meta.dirname, "..");
const OUT = join(ROOT, "bench");
const seconds = Number(args.seconds);
const warmupSeconds = Number(args.warmup);
const only = args.only?.split(",");
const sizes = args.sizes.split(",").map(Number);
if (sizes.some((n) => !Number.isInteger(n) || n < 30 || n % 10 !== 0)) {
  process.stderr.write(
    "--sizes takes numbers of ST doctors from 30, multiples of 10 (ten clinics)\n",
  );
  process.exit(1);
}
const today = isoDateInTimeZone(new Date());

function newestMtime(dir: string): number {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(path) : statSync(path).mtimeMs);
  }
  return newest;
}

function ensureBuilt() {
  const outputs = ["dist/server/main.js", "dist/web/.vite/manifest.json"].map((f) => join(ROOT, f));
  const missing = outputs.some((f) => !existsSync(f));
  const stale =
    !missing &&
    Math.min(...outputs.map((f) => statSync(f).mtimeMs)) < newestMtime(join(ROOT, "src"));
  if (!missing && !stale) return;
  if (args["no-build"]) {
    process.stdout.write(
      `note: dist/ is ${missing ? "missing" : "older than src/"} (--no-build)\n`,
    );
    if (missing) process.exit(1);
    return;
  }
  process.stdout.write(`dist/ is ${missing ? "missing" : "older than src/"}: npm run build\n`);
  const build = spawnSync("npm", ["run", "build"], { cwd: ROOT, stdio: "inherit" });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const wants = (key: string) => !only || only.includes(key);

async function benchDatabase(
  kind: DatabaseRun["database"],
  size: number,
  /** The largest size: every scenario, not only those of every size. */
  full: boolean,
  databaseUrl?: string,
) {
  const dataDir = mkdtempSync(join(tmpdir(), "st-bench-http-"));
  const scenarios = SCENARIOS.filter(
    (s) => (full || s.everySize) && (s.key === "ceiling" || wants(s.key)),
  );
  const runsHere = (key: string) => scenarios.some((s) => s.key === key);
  try {
    const database = await openDatabase({ databaseUrl, dataDir });
    const { clinic, application: prepared } = await (async () => {
      const seeded = await seedBenchClinic(database.db, today, benchClinicSize(size));
      // Fresh tables: PostgreSQL plans with statistics, as autovacuum soon gives it.
      if (databaseUrl) await database.db.execute(sql`analyze`);
      const supervisorIds = seeded.supervisors.map((s) => s.id);
      const application =
        full && wants("application")
          ? await prepareApplication(database.db, today, supervisorIds, args.forms)
          : undefined;
      return { clinic: seeded, application };
    })().finally(() => database.close());
    process.stdout.write(
      `\n${kind}, ${size.toLocaleString("en")} doctors: seeded ${clinic.allDoctors} ST doctors in ${clinic.clinics} clinics (${clinic.fullPlans} with the whole plan of ${clinic.planEvents} events, the others ${clinic.lightPlanEvents}; ${clinic.planRows} plan rows), ${clinic.supervisors.length} supervisors in the measured clinic of ${clinic.doctors.length} doctors, ${clinic.directors.length} directors of every clinic, ${clinic.assessments} assessments in ${clinic.evaluations} evaluations in ${clinic.seconds.toFixed(1)} s\n`,
    );
    const server = await startBenchServer({
      dataDir,
      ...(databaseUrl ? { databaseUrl } : {}),
      ...(args["cpu-prof"]
        ? { nodeArgs: ["--cpu-prof", `--cpu-prof-dir=${join(OUT, "profiles", `${kind}-${size}`)}`] }
        : {}),
    });
    try {
      const supervisors = await signInAll(server.base, clinic.supervisors, clinic.password);
      const directors = await signInAll(server.base, clinic.directors, clinic.password);
      // Doctor 0 has the large evaluation, doctor 1 the measured record; 2–21 use the portal.
      const doctors = runsHere("mixed")
        ? await signInAll(server.base, clinic.doctors.slice(2, 22), clinic.password)
        : [];
      const etag = async (path: string) => {
        const res = await fetch(`${server.base}${path}`, {
          headers: { cookie: supervisors[0]?.cookie ?? "", "accept-encoding": "gzip" },
        });
        await res.arrayBuffer();
        return res.headers.get("etag") ?? "";
      };
      const recordDoctorId = clinic.doctors[1]?.id as string;
      const first = await firstReads(
        server.base,
        `/api/st-doctors/${recordDoctorId}/record`,
        runsHere("revalidate") ? supervisors : [],
        ["cohort", "cohort-filtered", "cohort-csv"].some(runsHere) ? directors[0] : undefined,
      );
      if (first.cohortFirstReadMs !== undefined)
        process.stdout.write(
          `  the cohort's first read (every row worked out, decision 258): ${first.cohortFirstReadMs.toFixed(0)} ms\n`,
        );
      if (runsHere("revalidate") && !first.recordEtag)
        process.stdout.write(
          "  note: the record's first answer has no ETag: the revalidation run sends no If-None-Match and its full answers (200) count as errors\n",
        );
      const targets: BenchTargets = {
        base: server.base,
        supervisors,
        doctors,
        directors,
        doctorIds: clinic.doctors.map((d) => d.id),
        recordDoctorId,
        recordEtags: first.recordEtags,
        largeEvaluationId: clinic.largeEvaluationId,
        etags: {
          goals: await etag("/api/catalog/goals"),
          procedures: await etag("/api/catalog/procedures/in-use"),
        },
        today,
      };
      const runs = await runScenarios(server, scenarios, targets, {
        seconds,
        warmupSeconds,
        sessions: [...supervisors, ...directors, ...doctors],
      });
      const pdfHealth: PdfHealthRun[] = [];
      if (full && wants("pdf")) {
        for (const pdfs of [5, 20]) {
          const run = await measureHealthWhilePdfs({
            base: server.base,
            supervisors,
            doctorIds: clinic.doctors.map((d) => d.id),
            pdfs,
            seconds: Math.max(seconds, 8),
          });
          pdfHealth.push(run);
          process.stdout.write(pdfHealthLine(run));
        }
      }
      let application: ApplicationRun | undefined;
      if (prepared) {
        application = await measureApplication({
          base: server.base,
          forms: prepared.forms,
          doctorId: prepared.doctorId,
          askers: supervisors,
          concurrent: 5,
          seconds: Math.max(seconds, 8),
        });
        process.stdout.write(applicationLine(application));
      }
      return {
        database: kind,
        doctors: clinic.allDoctors,
        seeding: {
          doctors: clinic.allDoctors,
          clinics: clinic.clinics,
          fullPlans: clinic.fullPlans,
          measuredClinicDoctors: clinic.doctors.length,
          supervisors: clinic.supervisors.length,
          directors: clinic.directors.length,
          planEventsPerDoctor: clinic.planEvents,
          lightPlanEventsPerDoctor: clinic.lightPlanEvents,
          planRows: clinic.planRows,
          evaluations: clinic.evaluations,
          assessments: clinic.assessments,
          seconds: Number(clinic.seconds.toFixed(1)),
        },
        ...(runsHere("revalidate") ? { recordEtag: first.recordEtag } : {}),
        ...(first.cohortFirstReadMs === undefined
          ? {}
          : { cohortFirstReadMs: first.cohortFirstReadMs }),
        startMs: server.startMs,
        settledRssMiB: server.settledRssMiB,
        peakRssMiB: server.memory().peakMiB,
        runs,
        pdfHealth,
        ...(application ? { application } : {}),
      } satisfies DatabaseRun;
    } finally {
      await server.stop();
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** A scratch database on the server of DATABASE_URL, dropped afterwards. */
async function benchPostgres(
  url: string,
  size: number,
  full: boolean,
): Promise<DatabaseRun | undefined> {
  const admin = new pg.Client(url);
  try {
    await admin.connect();
  } catch (error) {
    process.stdout.write(
      `\npostgres: skipped, DATABASE_URL does not answer (${(error as Error).message})\n`,
    );
    return undefined;
  }
  const name = `st_bench_http_${process.pid}_${size}`;
  const scratch = new URL(url);
  scratch.pathname = `/${name}`;
  try {
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.query(`create database ${name}`);
    return await benchDatabase("postgres", size, full, scratch.toString());
  } finally {
    await admin.query(`drop database if exists ${name} with (force)`).catch(() => {});
    await admin.end();
  }
}

ensureBuilt();
askForGzip(!args.identity);
const loadBefore = loadavg();
process.stdout.write(
  `npm run bench over HTTP: ${warmupSeconds} s warm-up + ${seconds} s per run; ${cpus().length} CPUs, load average ${loadBefore.map((l) => l.toFixed(1)).join(" ")}\n`,
);
const startup = wants("startup")
  ? await measureEmbeddedStartup(Number(args["startup-runs"]))
  : undefined;
if (startup) process.stdout.write(`\n${startupLine(startup)}`);
const wanted = args.databases.split(",");
const databases: DatabaseRun[] = [];
const largest = Math.max(...sizes);
let postgresNoted = false;
for (const size of sizes) {
  if (wanted.includes("embedded"))
    databases.push(await benchDatabase("embedded", size, size === largest));
  if (!wanted.includes("postgres")) continue;
  const url = process.env.DATABASE_URL;
  const run = url ? await benchPostgres(url, size, size === largest) : undefined;
  if (run) databases.push(run);
  else if (!url && !postgresNoted)
    process.stdout.write("\npostgres: skipped (DATABASE_URL is not set)\n");
  postgresNoted = true;
}
const web = measureWebBuild(join(ROOT, "dist/web"));
const budgets = evaluateBudgets(databases, web, startup);

process.stdout.write("\n");
for (const db of databases) process.stdout.write(`${loadTable(db)}${serverLine(db)}\n`);
if (startup) process.stdout.write(startupLine(startup));
process.stdout.write(`${webTable(web)}\n`);
process.stdout.write(
  "Lighthouse budgets (scores, LCP, DOM size) are measured by `npm run bench:web`, not here.\n\n",
);
process.stdout.write(budgetTable(budgets));
mkdirSync(OUT, { recursive: true });
const file = resolve(OUT, "results.json");
writeFileSync(
  file,
  `${JSON.stringify(
    {
      date: new Date().toISOString(),
      node: process.version,
      cpus: cpus().length,
      loadAverage: { before: loadBefore, after: loadavg() },
      settings: { seconds, warmupSeconds, sizes },
      startup,
      databases,
      web,
      budgets,
    },
    null,
    2,
  )}\n`,
);
process.stdout.write(`\nwrote ${file}\n`);

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
import pg from "pg";
import { openDatabase } from "../src/server/db/client";
import { isoDateInTimeZone } from "../src/shared/rules/dates";
import {
  type ApplicationRun,
  applicationLine,
  measureApplication,
  prepareApplication,
} from "./bench-application";
import { type DatabaseRun, evaluateBudgets, type RunResult } from "./bench-budgets";
import { runLoad } from "./bench-load";
import { measureHealthWhilePdfs, type PdfHealthRun, pdfHealthLine } from "./bench-pdf";
import { budgetTable, loadTable, serverLine, webTable } from "./bench-print";
import { askForGzip, type BenchTargets, SCENARIOS } from "./bench-scenarios";
import { startBenchServer } from "./bench-server";
import { refreshAll, signInAll } from "./bench-sessions";
import { measureWebBuild } from "./bench-web-size";
import { seedBenchClinic } from "./seed-bench-clinic";

/**
 * `npm run bench`: the built server over HTTP, with autocannon on 127.0.0.1, against a ceiling (a
 * route of the same server that asks no database), on a fresh embedded database with a generated
 * clinic and, when DATABASE_URL is set, on a scratch database of that PostgreSQL server. Writes
 * bench/results.json and prints the figures and the budgets (scripts/bench-budgets.ts).
 *
 *   --seconds 5         measured seconds of each run (after --warmup 1)
 *   --only record,list  these scenarios (the ceiling is always measured); `pdf` is the health
 *                       check while 5 and 20 people ask for portfolio PDFs (decision 163),
 *                       `application` one doctor's application alone and five at once (197)
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
  },
});
const ROOT = join(import.meta.dirname, "..");
const OUT = join(ROOT, "bench");
const seconds = Number(args.seconds);
const warmupSeconds = Number(args.warmup);
const only = args.only?.split(",");
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

async function benchDatabase(kind: DatabaseRun["database"], databaseUrl?: string) {
  const dataDir = mkdtempSync(join(tmpdir(), "st-bench-http-"));
  try {
    const database = await openDatabase({ databaseUrl, dataDir });
    const {
      clinic,
      forms,
      doctorId: applicantId,
    } = await (async () => {
      const seeded = await seedBenchClinic(database.db, today);
      const supervisorIds = seeded.supervisors.map((s) => s.id);
      const prepared = await prepareApplication(database.db, today, supervisorIds, args.forms);
      return { clinic: seeded, ...prepared };
    })().finally(() => database.close());
    process.stdout.write(
      `\n${kind}: seeded ${clinic.clinics} clinics of ${clinic.doctors.length} ST doctors (${clinic.allDoctors} in all; ${clinic.planEvents} plan events each, ${clinic.planRows} rows), ${clinic.supervisors.length} supervisors, ${clinic.assessments} assessments in ${clinic.evaluations} evaluations in ${clinic.seconds.toFixed(1)} s\n`,
    );
    const server = await startBenchServer({
      dataDir,
      ...(databaseUrl ? { databaseUrl } : {}),
      ...(args["cpu-prof"]
        ? { nodeArgs: ["--cpu-prof", `--cpu-prof-dir=${join(OUT, "profiles", kind)}`] }
        : {}),
    });
    try {
      const supervisors = await signInAll(server.base, clinic.supervisors, clinic.password);
      // Doctor 0 has the large evaluation, doctor 1 the measured record; 2–21 use the portal.
      const doctors = await signInAll(server.base, clinic.doctors.slice(2, 22), clinic.password);
      const etag = async (path: string) => {
        const res = await fetch(`${server.base}${path}`, {
          headers: { cookie: supervisors[0]?.cookie ?? "", "accept-encoding": "gzip" },
        });
        await res.arrayBuffer();
        return res.headers.get("etag") ?? "";
      };
      const targets: BenchTargets = {
        base: server.base,
        supervisors,
        doctors,
        doctorIds: clinic.doctors.map((d) => d.id),
        recordDoctorId: clinic.doctors[1]?.id as string,
        largeEvaluationId: clinic.largeEvaluationId,
        etags: {
          goals: await etag("/api/catalog/goals"),
          procedures: await etag("/api/catalog/procedures/in-use"),
        },
        today,
      };
      const runs: RunResult[] = [];
      for (const scenario of SCENARIOS) {
        if (only && scenario.key !== "ceiling" && !only.includes(scenario.key)) continue;
        for (const connections of scenario.concurrencies) {
          await refreshAll(server.base, [...supervisors, ...doctors]);
          const cpuBefore = server.cpuMs();
          const result = await runLoad(server.base, {
            connections,
            seconds,
            warmupSeconds,
            next: scenario.next(targets),
          });
          const cpu = server.cpuMs() - cpuBefore;
          const ceiling = runs.find(
            (r) => r.scenario === "ceiling" && r.connections === connections,
          );
          const run: RunResult = {
            ...result,
            scenario: scenario.key,
            label: scenario.label,
            connections,
            ratio: ceiling ? result.perSecond / ceiling.perSecond : 1,
            cpuMsPerRequest: cpu / Math.max(1, result.answered),
          };
          runs.push(run);
          process.stdout.write(
            `  ${scenario.key.padEnd(10)} ${String(connections).padStart(2)} at a time: ${result.perSecond.toFixed(0).padStart(6)}/s  p50 ${result.p50.toFixed(1)} ms  p95 ${result.p95.toFixed(1)} ms  errors ${result.errors}  ${(run.ratio * 100).toFixed(1)} % of ceiling\n`,
          );
        }
      }
      const pdfHealth: PdfHealthRun[] = [];
      if (!only || only.includes("pdf")) {
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
      if (!only || only.includes("application")) {
        application = await measureApplication({
          base: server.base,
          forms,
          doctorId: applicantId,
          askers: supervisors,
          concurrent: 5,
          seconds: Math.max(seconds, 8),
        });
        process.stdout.write(applicationLine(application));
      }
      return {
        database: kind,
        seeding: {
          doctors: clinic.doctors.length,
          supervisors: clinic.supervisors.length,
          planEventsPerDoctor: clinic.planEvents,
          planRows: clinic.planRows,
          evaluations: clinic.evaluations,
          assessments: clinic.assessments,
          seconds: Number(clinic.seconds.toFixed(1)),
        },
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
async function benchPostgres(url: string): Promise<DatabaseRun | undefined> {
  const admin = new pg.Client(url);
  try {
    await admin.connect();
  } catch (error) {
    process.stdout.write(
      `\npostgres: skipped, DATABASE_URL does not answer (${(error as Error).message})\n`,
    );
    return undefined;
  }
  const name = `st_bench_http_${process.pid}`;
  const scratch = new URL(url);
  scratch.pathname = `/${name}`;
  try {
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.query(`create database ${name}`);
    return await benchDatabase("postgres", scratch.toString());
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
const wanted = args.databases.split(",");
const databases: DatabaseRun[] = [];
if (wanted.includes("embedded")) databases.push(await benchDatabase("embedded"));
if (wanted.includes("postgres")) {
  const run = process.env.DATABASE_URL ? await benchPostgres(process.env.DATABASE_URL) : undefined;
  if (run) databases.push(run);
  else if (!process.env.DATABASE_URL)
    process.stdout.write("\npostgres: skipped (DATABASE_URL is not set)\n");
}
const web = measureWebBuild(join(ROOT, "dist/web"));
const budgets = evaluateBudgets(databases, web);

process.stdout.write("\n");
for (const db of databases) process.stdout.write(`${loadTable(db)}${serverLine(db)}\n`);
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
      settings: { seconds, warmupSeconds },
      databases,
      web,
      budgets,
    },
    null,
    2,
  )}\n`,
);
process.stdout.write(`\nwrote ${file}\n`);

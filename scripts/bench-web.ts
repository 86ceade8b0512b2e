import { spawn } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { parseArgs } from "node:util";
import { openDatabase } from "../src/server/db/client";
import { seedCatalogue } from "../src/server/features/catalogue/catalogue.repo";
import { seedGoalCatalogue } from "../src/server/features/catalogue/goal-catalogue.repo";
import { SHIPPED_GOALS } from "../src/shared/curriculum/goals";
import { DEFAULT_PROCEDURE_CATALOGUE } from "../src/shared/curriculum/shipped-procedures";
import { DEMO_PASSWORD, seedDemo } from "./demo-data";
import {
  launchChromium,
  medianRun,
  type PageScore,
  runLighthouse,
  waitFor,
} from "./lighthouse-run";
import { freePort } from "./local-port";
import { seedClinic } from "./seed-clinic";

/**
 * `npm run bench:web`: Lighthouse 12 with Chromium against the built portal, on the demo clinic and
 * on a generated clinic of 300 ST doctors, each page on the mobile and the desktop preset (median
 * of `--runs`, default 3). Prints a table against the budgets of docs/performance.md and writes
 * bench/web-results.json. A report, not a test: nothing fails on a missed budget.
 */
const { values: args } = parseArgs({
  options: { runs: { type: "string", default: "3" }, only: { type: "string" } },
});
const RUNS = Number(args.runs);
const CHROMIUM = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
const REVIEW_EMAIL = "granskning@st-portalen.local";

if (!existsSync("dist/web/index.html")) {
  console.error("bench:web: bygg först (npm run build).");
  process.exit(1);
}

interface Target {
  clinic: "demo" | "300";
  page: string;
  path: string;
  as?: string;
  /** The budgets this page is held to (docs/performance.md). */
  mobile?: boolean;
  panel?: boolean;
}

const TARGETS: Target[] = [
  { clinic: "demo", page: "Startsida", path: "/", mobile: true },
  { clinic: "demo", page: "Logga in", path: "/login", mobile: true },
  { clinic: "demo", page: "Översikt", path: "/dashboard", as: "st2015@demo.local", mobile: true },
  {
    clinic: "demo",
    page: "Översikt, hel plan",
    path: "/dashboard",
    as: "st2021a@demo.local",
    mobile: true,
  },
  { clinic: "demo", page: "Formellt", path: "/formalities", as: "st2015@demo.local", mobile: true },
  { clinic: "demo", page: "Delmål", path: "/goals", as: "st2015@demo.local", mobile: true },
  {
    clinic: "demo",
    page: "Undersökningar",
    path: "/procedures",
    as: "st2015@demo.local",
    mobile: true,
  },
  { clinic: "demo", page: "Randningar", path: "/rotations", as: "st2015@demo.local", mobile: true },
  { clinic: "300", page: "Administration", path: "/admin", as: "admin@demo.local", panel: true },
  {
    clinic: "300",
    page: "Studierektor",
    path: "/director",
    as: "studierektor@demo.local",
    panel: true,
  },
];

async function prepareClinic(clinic: Target["clinic"], dataDir: string) {
  const database = await openDatabase({ dataDir });
  try {
    await seedCatalogue(database.db, DEFAULT_PROCEDURE_CATALOGUE);
    await seedGoalCatalogue(database.db, SHIPPED_GOALS);
    // The demo clinic's accounts sign in; the larger clinic adds 300 ST doctors around them.
    await seedDemo(database.db, REVIEW_EMAIL);
    if (clinic === "300") await seedClinic(database.db, { doctors: 300, supervisors: 30 });
  } finally {
    await database.close();
  }
}

async function startServer(dataDir: string, port: number) {
  const built = existsSync("dist/server/main.js");
  const server = spawn(
    process.execPath,
    built ? ["dist/server/main.js"] : ["--import", "tsx", "src/server/main.ts"],
    {
      env: {
        ...process.env,
        NODE_ENV: "production",
        PORT: String(port),
        DATA_DIR: dataDir,
        DATABASE_URL: "",
        LOG_LEVEL: "warn",
        ADMIN_EMAIL: "bench-admin@st-portalen.local",
        ADMIN_PASSWORD: "bench-admin-losen",
        REVIEW_ACCOUNT_EMAIL: REVIEW_EMAIL,
      },
      stdio: ["ignore", "ignore", "inherit"],
    },
  );
  await waitFor(`http://127.0.0.1:${port}/api/health`, 30_000);
  return server;
}

interface Row extends PageScore {
  clinic: string;
  page: string;
  preset: "mobile" | "desktop";
  budget: string;
}

function budgetNote(target: Target, preset: Row["preset"], score: PageScore): string {
  const misses: string[] = [];
  if (score.accessibility < 100) misses.push(`a11y ${score.accessibility}`);
  if (score.bestPractices < 100) misses.push(`bp ${score.bestPractices}`);
  if (preset === "mobile" && target.mobile) {
    if (score.performance < 90) misses.push(`perf ${score.performance} < 90`);
    if (score.lcpMs > 2500) misses.push(`LCP ${(score.lcpMs / 1000).toFixed(1)} s > 2.5`);
  }
  if (preset === "desktop" && !target.panel && score.performance < 98)
    misses.push(`perf ${score.performance} < 98`);
  if (preset === "desktop" && target.panel) {
    if (score.performance < 95) misses.push(`perf ${score.performance} < 95`);
    if (score.tbtMs >= 200) misses.push(`TBT ${Math.round(score.tbtMs)} ms`);
    if (score.domNodes > 3000) misses.push(`DOM ${score.domNodes} > 3000`);
  }
  if (target.as && score.scriptRequests > 15) misses.push(`${score.scriptRequests} scripts > 15`);
  return misses.length ? misses.join(", ") : "ok";
}

const rows: Row[] = [];
const chromium = await launchChromium(CHROMIUM);
try {
  for (const clinic of ["demo", "300"] as const) {
    const targets = TARGETS.filter(
      (t) =>
        t.clinic === clinic &&
        (!args.only || args.only.split(",").some((part) => t.page.includes(part))),
    );
    if (targets.length === 0) continue;
    const dataDir = mkdtempSync(join(tmpdir(), `st-bench-web-${clinic}-`));
    await prepareClinic(clinic, dataDir);
    const port = await freePort();
    const server = await startServer(dataDir, port);
    const base = `http://127.0.0.1:${port}`;
    try {
      for (const target of targets) {
        await chromium.signIn(base, target.as, DEMO_PASSWORD);
        for (const preset of ["mobile", "desktop"] as const) {
          const runs: PageScore[] = [];
          for (let i = 0; i < RUNS; i++) {
            await chromium.clearCache(base);
            runs.push(
              await runLighthouse(`${base}${target.path}`, {
                port: chromium.port,
                desktop: preset === "desktop",
              }),
            );
          }
          const score = medianRun(runs);
          const row = {
            clinic,
            page: target.page,
            preset,
            ...score,
            budget: budgetNote(target, preset, score),
          };
          rows.push(row);
          console.log(
            `${clinic.padEnd(5)} ${target.page.padEnd(15)} ${preset.padEnd(8)} perf ${String(score.performance).padStart(3)}  LCP ${(score.lcpMs / 1000).toFixed(2)} s  TBT ${Math.round(score.tbtMs)} ms  a11y ${score.accessibility}  bp ${score.bestPractices}  DOM ${score.domNodes}  scripts ${score.scriptRequests}  ${score.transferKb.toFixed(0)} KB  ${row.budget}`,
          );
        }
      }
    } finally {
      server.kill("SIGTERM");
      rmSync(dataDir, { recursive: true, force: true });
    }
  }
} finally {
  await chromium.close();
}

mkdirSync("bench", { recursive: true });
writeFileSync(
  "bench/web-results.json",
  `${JSON.stringify({ date: new Date().toISOString(), runs: RUNS, rows }, null, 2)}\n`,
);
console.log("\nbench/web-results.json skriven.");

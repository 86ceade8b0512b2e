import { type ChildProcess, spawn, spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { parseArgs } from "node:util";
import { chromium } from "@playwright/test";
import { hashPassword } from "better-auth/crypto";
import { openDatabase } from "../src/server/db/client";
import { seedCatalogue } from "../src/server/features/catalogue/catalogue.repo";
import { seedGoalCatalogue } from "../src/server/features/catalogue/goal-catalogue.repo";
import { insertUserWithPassword } from "../src/server/features/users/users.repo";
import { SHIPPED_GOALS } from "../src/shared/curriculum/goals";
import { DEFAULT_PROCEDURE_CATALOGUE } from "../src/shared/curriculum/shipped-procedures";
import { isoDateInTimeZone } from "../src/shared/rules/dates";
import { insertRecord, midwayRecord } from "./demo-data";
import { countPlanEvents, FULL_PLAN_SCALE } from "./demo-plan";
import { waitFor } from "./lighthouse-run";
import { freePort } from "./local-port";
import {
  type DragMove,
  FRAME_MS,
  LONG_TASK_RECORDER,
  loadUntilReady,
  percentile,
  type ReadyLoad,
  timeDragMoves,
} from "./overview-probe";

/**
 * The overview page with a whole five-year plan (decision 130), run at the end of `npm run bench`
 * or alone: `npx tsx scripts/bench-overview.ts [--loads 10] [--moves 20] [--build]`. Starts the
 * built portal (building it first when dist/ has none, or with --build) on a fresh embedded
 * database with one 2021 ST doctor of about 400 events, signs in as that doctor in Chromium
 * (CHROMIUM_PATH, default /usr/bin/chromium) and opens /dashboard:
 * - ready: navigation start to performance.mark("st-overview-ready"), the first load with an
 *   empty cache, then the median of --loads loads with the cache warm; long tasks before it;
 * - drag: from a pointer move while dragging an event of the year view to the first frame in
 *   which it has moved, median of --moves moves, against one 60 Hz frame.
 * Exits 1 with the reason when Chromium is missing, the page never sets the mark or nothing can be
 * dragged; every wait has a limit.
 */
const { values: args } = parseArgs({
  options: {
    loads: { type: "string", default: "10" },
    moves: { type: "string", default: "20" },
    build: { type: "boolean", default: false },
  },
});
const LOADS = Number(args.loads);
const MOVES = Number(args.moves);
const CHROMIUM = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
const READY_TIMEOUT_MS = 20_000;
const READY_BUDGET_MS = 1000;
const EMAIL = "oversikt@bench.local";
const PASSWORD = "bench-oversikt-1";

function fail(message: string): never {
  console.error(`bench-overview: ${message}`);
  process.exit(1);
}

if (!existsSync(CHROMIUM)) fail(`no Chromium at ${CHROMIUM} (set CHROMIUM_PATH).`);
if (args.build || !existsSync("dist/web/index.html") || !existsSync("dist/server/main.js")) {
  console.log("bench-overview: building the portal (npm run build) …");
  const build = spawnSync("npm", ["run", "build"], { stdio: ["ignore", "ignore", "inherit"] });
  if (build.status !== 0) fail("npm run build failed.");
}

const dataDir = mkdtempSync(join(tmpdir(), "st-bench-overview-"));
let server: ChildProcess | undefined;
// Whatever hangs, the run ends: the page's own waits are limited, this is the last resort.
const watchdog = setTimeout(() => {
  server?.kill("SIGKILL");
  fail("gave up after 10 minutes.");
}, 600_000);
try {
  await run();
} catch (error) {
  process.exitCode = 1;
  console.error(`bench-overview: ${(error as Error).message}`);
} finally {
  await stop(server);
  clearTimeout(watchdog);
  rmSync(dataDir, { recursive: true, force: true });
}

async function run() {
  const today = isoDateInTimeZone(new Date());
  const record = midwayRecord(today, ["Karin Holm", "Lars Lindqvist"], FULL_PLAN_SCALE);
  await seed(record);
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  server = spawn(process.execPath, ["dist/server/main.js"], {
    env: {
      ...process.env,
      NODE_ENV: "production",
      PORT: String(port),
      PUBLIC_URL: base,
      DATA_DIR: dataDir,
      DATABASE_URL: "",
      LOG_LEVEL: "warn",
      ADMIN_EMAIL: "bench-admin@st-portalen.local",
      ADMIN_PASSWORD: "bench-admin-losen",
    },
    stdio: ["ignore", "ignore", "inherit"],
  });
  await waitFor(`${base}/api/health`, 30_000);

  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    headless: true,
    args: ["--no-sandbox"],
    timeout: 30_000,
  });
  try {
    const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
    const signIn = await context.request.post(`${base}/api/session/sign-in`, {
      data: { email: EMAIL, password: PASSWORD },
      headers: { origin: base },
      timeout: 15_000,
    });
    if (!signIn.ok()) throw new Error(`sign-in: ${signIn.status()} ${await signIn.text()}`);
    const page = await context.newPage();
    await page.addInitScript(LONG_TASK_RECORDER);

    const url = `${base}/dashboard`;
    const first = await loadUntilReady(page, url, READY_TIMEOUT_MS);
    const loads: ReadyLoad[] = [];
    for (let i = 0; i < LOADS; i++) loads.push(await loadUntilReady(page, url, READY_TIMEOUT_MS));
    const ready = loads.map((l) => l.readyMs);
    const p50 = percentile(ready, 0.5);
    console.log(
      `overview: ${countPlanEvents(record)} events in the record; the year view showed ${first.events} at ready (${first.draggable} draggable)`,
    );
    console.log(
      `${"overview ready (nav → st-overview-ready)".padEnd(40)} n=${String(LOADS).padStart(4)}  p50 ${p50.toFixed(0).padStart(7)} ms  p95 ${percentile(ready, 0.95).toFixed(0).padStart(7)} ms  first load ${first.readyMs.toFixed(0)} ms  budget ${READY_BUDGET_MS} ms: ${p50 <= READY_BUDGET_MS ? "met" : "MISSED"}`,
    );
    console.log(
      `${"overview long tasks before ready".padEnd(40)} median ${percentile(
        loads.map((l) => l.longTasks),
        0.5,
      )} tasks, longest ${Math.max(...loads.map((l) => l.longestTaskMs)).toFixed(0)} ms (first load: ${first.longTasks}, longest ${first.longestTaskMs.toFixed(0)} ms)`,
    );

    const moves = await timeDragMoves(page, MOVES);
    const shown = moves.filter((m): m is DragMove => m !== null);
    const commits = shown.flatMap((m) => (m.commitMs === null ? [] : [m.commitMs]));
    // One frame: the page's work for the move fits in a frame and its result is painted in the
    // frame the move arrived in or the next (see DragMove).
    const inTime = shown.filter(
      (m) => (m.commitMs ?? m.shownMs) <= FRAME_MS && m.frames <= 1,
    ).length;
    const never = moves.length - shown.length;
    const ms = (values: number[], share: number) => percentile(values, share).toFixed(1);
    console.log(
      `${"overview drag (move → moved frame)".padEnd(40)} n=${String(moves.length).padStart(4)}  p50 ${ms(
        shown.map((m) => m.shownMs),
        0.5,
      ).padStart(7)} ms  p95 ${ms(
        shown.map((m) => m.shownMs),
        0.95,
      ).padStart(7)} ms  DOM change p50 ${ms(commits, 0.5)} ms, p95 ${ms(commits, 0.95)} ms`,
    );
    console.log(
      `${"overview drag within one frame".padEnd(40)} ${inTime}/${moves.length} moves handled within ${FRAME_MS.toFixed(1)} ms and painted in their own or the next frame${never ? `, ${never} never moved` : ""}: ${inTime >= 0.95 * moves.length ? "met" : "MISSED"}`,
    );
  } finally {
    await browser.close();
  }
}

/** The catalogues and the one doctor, written before the server opens the data directory. */
async function seed(record: ReturnType<typeof midwayRecord>) {
  const database = await openDatabase({ dataDir });
  try {
    await seedCatalogue(database.db, DEFAULT_PROCEDURE_CATALOGUE);
    await seedGoalCatalogue(database.db, SHIPPED_GOALS);
    const doctor = await insertUserWithPassword(
      database.db,
      {
        id: crypto.randomUUID(),
        email: EMAIL,
        firstName: "Maja",
        lastName: "Berg",
        role: "ST_DOCTOR",
        mustChangePassword: false,
      },
      await hashPassword(PASSWORD),
    );
    await insertRecord(database.db, doctor.id, record);
  } finally {
    await database.close();
  }
}

async function stop(child: ChildProcess | undefined) {
  if (!child || child.exitCode !== null || child.signalCode !== null) return;
  const ended = new Promise((resolve) => child.once("exit", resolve));
  child.kill("SIGTERM");
  const late = setTimeout(() => child.kill("SIGKILL"), 10_000);
  await ended;
  clearTimeout(late);
}

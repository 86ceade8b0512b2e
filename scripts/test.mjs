#!/usr/bin/env node
// `npm test`: unit and API tests (on PGlite, and again on PostgreSQL when TEST_DATABASE_URL is set),
// then the web build and the browser tests in Chromium.
import { spawn, spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { createInterface } from "node:readline";

function run(command, args, env = process.env) {
  const result = spawnSync(command, args, { stdio: "inherit", env, shell: false });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

async function findChromium() {
  if (process.env.CHROMIUM_PATH)
    return existsSync(process.env.CHROMIUM_PATH) ? process.env.CHROMIUM_PATH : undefined;
  if (existsSync("/usr/bin/chromium")) return "/usr/bin/chromium";
  try {
    // Playwright's own browser, where it could be downloaded (`npx playwright install chromium`).
    const { chromium } = await import("@playwright/test");
    const path = chromium.executablePath();
    return existsSync(path) ? path : undefined;
  } catch {
    return undefined;
  }
}

const npx = process.platform === "win32" ? "npx.cmd" : "npx";
const chromium = await findChromium();
if (!chromium) {
  console.error(
    "Webbläsartesterna behöver Chromium: installera Debians paket (apt-get install chromium) eller Playwrights (npx playwright install chromium), eller ange CHROMIUM_PATH.",
  );
  process.exit(1);
}

/**
 * Runs a command with each line of its output prefixed, so two runs side by side stay readable;
 * resolves with its exit status.
 */
function runPrefixed(prefix, command, args, env) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { env, shell: false, stdio: ["ignore", "pipe", "pipe"] });
    for (const stream of [child.stdout, child.stderr]) {
      createInterface({ input: stream }).on("line", (line) => console.log(`${prefix} ${line}`));
    }
    child.on("close", (status) => resolve(status ?? 1));
  });
}

const { TEST_DATABASE_URL, ...withoutPostgres } = process.env;
if (TEST_DATABASE_URL) {
  // Side by side: each run keeps one core busy (vitest uses one worker on a two-core machine), and
  // the PostgreSQL run spends much of its time waiting on the server.
  console.log("\n▶ Enhets- och API-tester på PGlite och PostgreSQL, samtidigt");
  const statuses = await Promise.all([
    runPrefixed("[pglite]", npx, ["vitest", "run"], withoutPostgres),
    runPrefixed("[postgres]", npx, ["vitest", "run"], process.env),
  ]);
  const failed = statuses.find((status) => status !== 0);
  if (failed !== undefined) process.exit(failed);
} else {
  console.log("\n▶ Enhets- och API-tester på PGlite");
  run(npx, ["vitest", "run"], withoutPostgres);
}
console.log("\n▶ Bygger webbappen");
run("npm", ["run", "build"]);
console.log("\n▶ Webbläsartester i Chromium");
run(npx, ["playwright", "test"], { ...process.env, CHROMIUM_PATH: chromium });

#!/usr/bin/env node
// `npm test`: unit and API tests (on PGlite, and again on PostgreSQL when TEST_DATABASE_URL is set),
// then the web build and the browser tests in Chromium.
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";

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

const { TEST_DATABASE_URL, ...withoutPostgres } = process.env;
console.log("\n▶ Enhets- och API-tester på PGlite");
run(npx, ["vitest", "run"], withoutPostgres);
if (TEST_DATABASE_URL) {
  console.log("\n▶ Enhets- och API-tester på PostgreSQL");
  run(npx, ["vitest", "run"], process.env);
}
console.log("\n▶ Bygger webbappen");
run("npm", ["run", "build"]);
console.log("\n▶ Webbläsartester i Chromium");
run(npx, ["playwright", "test"], { ...process.env, CHROMIUM_PATH: chromium });

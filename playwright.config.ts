import { existsSync } from "node:fs";
import { defineConfig } from "@playwright/test";
import { E2E_BASE_URL, E2E_FIRST_PORT, E2E_REVIEW_EMAIL, E2E_WORKERS } from "./tests/e2e/e2e-env";

/** Debian's Chromium by default; CHROMIUM_PATH overrides; else Playwright's own browser if installed. */
export const chromiumPath =
  process.env.CHROMIUM_PATH ?? (existsSync("/usr/bin/chromium") ? "/usr/bin/chromium" : undefined);

export default defineConfig({
  testDir: "tests/e2e",
  // Files are shared out among the workers; the tests of a file run in order in one worker, which
  // has a server and database of its own (e2e-env.ts).
  fullyParallel: false,
  workers: E2E_WORKERS,
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: [["list"]],
  use: {
    baseURL: E2E_BASE_URL,
    locale: "sv-SE",
    // The portal leaves out its transitions for reduced motion: an axe check never meets a dialog
    // half faded in (a colour-contrast violation that is not there once it has appeared).
    reducedMotion: "reduce",
    // The app's service worker precaches every built file in each new browser context; only the
    // tests of the installable app and of offline drafts let it run (test.use there).
    serviceWorkers: "block",
    timezoneId: "Europe/Stockholm",
    // Recording a trace of every test costs about a quarter of the run's time on two cores; a
    // failure's screenshot is cheap. E2E_TRACE=1 records traces and keeps a failing test's.
    trace: process.env.E2E_TRACE ? "retain-on-failure" : "off",
    screenshot: "only-on-failure",
    launchOptions: {
      executablePath: chromiumPath,
      args: [
        "--headless",
        "--no-sandbox",
        "--disable-gpu",
        "--disable-quic",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
        "--no-first-run",
      ],
    },
  },
  webServer: Array.from({ length: E2E_WORKERS }, (_, index) => {
    const port = E2E_FIRST_PORT + index;
    return {
      command: "npx tsx scripts/e2e-server.ts",
      url: `http://localhost:${port}/api/health`,
      reuseExistingServer: false,
      timeout: 60_000,
      env: {
        PORT: String(port),
        E2E_PORT: String(port),
        REVIEW_ACCOUNT_EMAIL: E2E_REVIEW_EMAIL,
        PUBLIC_URL: `http://localhost:${port}`,
        // Reminders looked for every few seconds, so reminders.spec.ts finds its mail soon.
        REMINDER_INTERVAL_SECONDS: "2",
      },
    };
  }),
});

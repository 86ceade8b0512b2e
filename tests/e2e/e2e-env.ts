import { availableParallelism } from "node:os";
import { join } from "node:path";

/**
 * Shared by the Playwright config, the e2e server and the specs (which read its mail outbox).
 * E2E_PORT lets two runs on one machine keep apart; each port has its own data directory.
 *
 * The tests run in E2E_WORKERS Playwright workers, each against a server and database of its own
 * at E2E_PORT + the worker's parallel index, so no test sees another worker's writes.
 */
export const E2E_FIRST_PORT = Number(process.env.E2E_PORT ?? 3100);
// Two on a machine with two cores or more (decision 263): a worker spends part of each test
// waiting on its server, the other part in Chromium.
export const E2E_WORKERS = Math.max(
  1,
  Number(process.env.E2E_WORKERS ?? Math.min(2, availableParallelism())),
);
/** This process's server: a worker's own, or (in the config and the server itself) the first. */
export const E2E_PORT = E2E_FIRST_PORT + Number(process.env.TEST_PARALLEL_INDEX ?? 0);
export const E2E_BASE_URL = `http://localhost:${E2E_PORT}`;
export const E2E_DATA_DIR = join(import.meta.dirname, `../../.tmp/e2e-data-${E2E_PORT}`);
export const E2E_REVIEW_EMAIL = "granskning@demo.local";

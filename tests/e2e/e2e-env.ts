import { join } from "node:path";

/**
 * Shared by the Playwright config, the e2e server and the specs (which read its mail outbox).
 * E2E_PORT lets two runs on one machine keep apart; each port has its own data directory.
 */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 3100);
export const E2E_BASE_URL = `http://localhost:${E2E_PORT}`;
export const E2E_DATA_DIR = join(import.meta.dirname, `../../.tmp/e2e-data-${E2E_PORT}`);
export const E2E_REVIEW_EMAIL = "granskning@demo.local";

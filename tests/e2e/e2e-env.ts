import { join } from "node:path";

/** Shared by the Playwright config, the e2e server and the specs (which read its mail outbox). */
export const E2E_PORT = 3100;
export const E2E_BASE_URL = `http://localhost:${E2E_PORT}`;
export const E2E_DATA_DIR = join(import.meta.dirname, "../../.tmp/e2e-data");
export const E2E_REVIEW_EMAIL = "granskning@demo.local";

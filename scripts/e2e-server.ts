import { rmSync } from "node:fs";
import { E2E_DATA_DIR } from "../tests/e2e/e2e-env";

/**
 * The server the browser tests run against: a fresh embedded database in a temporary directory
 * (wiped first) with the demo clinic, then the real start-up path of src/server/main.ts.
 */
rmSync(E2E_DATA_DIR, { recursive: true, force: true });
process.env.DATA_DIR = E2E_DATA_DIR;
process.env.ADMIN_EMAIL ??= "admin@demo.local";
process.env.ADMIN_PASSWORD ??= "demo1234";
process.env.LOG_LEVEL ??= "warn";

const { openDatabase } = await import("../src/server/db/client");
const { readEnv } = await import("../src/server/env");
const { seedDemo } = await import("./demo-data");

const env = readEnv();
const database = await openDatabase({ dataDir: env.dataDir });
// Accounts only: each browser test builds the record it checks from a blank state.
await seedDemo(database.db, env.REVIEW_ACCOUNT_EMAIL, { records: false });
await database.close();
process.stdout.write(`e2e data dir: ${env.dataDir}\n`);
await import("../src/server/main");

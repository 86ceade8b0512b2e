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

// The region's identity provider for the browser tests (provider-sign-in.spec.ts): a real one on
// 127.0.0.1 where anyone can sign in by typing an address. Password sign-in stays on for everyone,
// so the other tests sign in as before. E2E_PROVIDER=0 leaves it out.
if (process.env.E2E_PROVIDER !== "0") {
  const { startTestProvider } = await import("../tests/fixtures/oidc-provider");
  const provider = await startTestProvider({
    publicUrl: (process.env.PUBLIC_URL ?? `http://localhost:${process.env.PORT}`).replace(
      /\/$/,
      "",
    ),
    anyone: true,
  });
  process.env.OIDC_ISSUER = provider.issuer;
  process.env.OIDC_CLIENT_ID = provider.clientId;
  process.env.OIDC_CLIENT_SECRET = provider.clientSecret;
  process.env.OIDC_BUTTON_LABEL ??= "Logga in med SITHS";
}

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

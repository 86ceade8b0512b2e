// `npm run lint:api`: Redocly's recommended rules, with the exceptions and their reasons in
// redocly.yaml, on the OpenAPI document the app serves at /api/openapi.json. Redocly is fetched by
// npx at a pinned version (it is not a dependency of the portal): this needs the npm registry.
import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { OPENAPI_PATH } from "../src/server/openapi";
import { createTestApp } from "../tests/fixtures/test-app";

const REDOCLY = "@redocly/cli@2.77.0";

const t = await createTestApp();
const res = await t.app.request(OPENAPI_PATH);
const document = await res.text();
await t.close();
if (res.status !== 200) throw new Error(`${OPENAPI_PATH} answered ${res.status}`);

const dir = mkdtempSync(join(tmpdir(), "st-portalen-openapi-"));
const file = join(dir, "openapi.json");
writeFileSync(file, document);
const npx = process.platform === "win32" ? "npx.cmd" : "npx";
const lint = spawnSync(npx, ["--yes", REDOCLY, "lint", "--config", "redocly.yaml", file], {
  stdio: "inherit",
});
rmSync(dir, { recursive: true, force: true });
process.exit(lint.status ?? 1);

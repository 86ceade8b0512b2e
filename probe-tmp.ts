import { createLogger } from "./src/server/lib/logger";
import { createTestApp } from "./tests/fixtures/test-app";

const t = await createTestApp({ logger: createLogger("warn") });
const { client, user } = await t.signedIn("ST_DOCTOR");
let t0 = performance.now();
const res = await client.get(`/api/st-doctors/${user.id}/portfolio.pdf`);
console.log(res.status, (await res.arrayBuffer()).byteLength, performance.now() - t0);
t0 = performance.now();
const h = await t.client().get("/api/health");
console.log("health", h.status, performance.now() - t0);
await t.close();

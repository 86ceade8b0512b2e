import { createTestApp } from "/work/main/tests/fixtures/test-app";
process.env.NODE_ENV = "production";
const t = await createTestApp();
const { client, user } = await t.signedIn("ST_DOCTOR");
const path = `/api/st-doctors/${user.id}/record`;
async function run(label: string, strip: boolean) {
  const times: number[] = [];
  for (let i = 0; i < 400; i++) {
    if (strip) client.setCookie("st-portalen.session_data", "x");
    const s = performance.now();
    const r = await client.get(path);
    await r.arrayBuffer();
    times.push(performance.now() - s);
  }
  times.sort((a, b) => a - b);
  console.log(label, "p50", times[200].toFixed(2), "p95", times[380].toFixed(2));
}
await run("db lookup  ", true);
await run("cookie copy", false);
await run("db lookup  ", true);
await run("cookie copy", false);
await t.close();

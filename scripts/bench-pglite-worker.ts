import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";

/**
 * The embedded database in the server's thread against PGliteWorker: both compiled servers run at
 * once, and bursts of signed-in reads go to one and then the other, round after round, so that load
 * from elsewhere on the machine falls on both alike. Run `npm run build:server` first.
 */
const ROOT = join(import.meta.dirname, "..");
const ADMIN = { email: "bench@example.se", password: "bench-worker-1" };
const ROUNDS = Number(process.argv[2] ?? 8);
const BURST = 300;
const CONCURRENCY = 16;
const scratch = mkdtempSync(join(tmpdir(), "st-bench-worker-"));

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      server.close(() => resolve(typeof address === "object" && address ? address.port : 0));
    });
  });
}

interface Server {
  name: string;
  base: string;
  child: ChildProcess;
  cookie: string;
}

async function start(name: string, env: Record<string, string>): Promise<Server> {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const child = spawn("node", ["dist/server/main.js"], {
    cwd: ROOT,
    stdio: ["ignore", "ignore", "inherit"],
    env: {
      PATH: process.env.PATH ?? "",
      NODE_ENV: "production",
      LOG_LEVEL: "warn",
      PORT: String(port),
      PUBLIC_URL: base,
      DATA_DIR: join(scratch, name),
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      ...env,
    },
  });
  for (;;) {
    const res = await fetch(`${base}/api/health`).catch(() => undefined);
    if (res?.status === 200) break;
    await new Promise((r) => setTimeout(r, 50));
  }
  const signIn = await fetch(`${base}/api/session/sign-in`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: base },
    body: JSON.stringify(ADMIN),
  });
  const cookie = signIn.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");
  return { name, base, child, cookie };
}

async function burst(server: Server, path: string) {
  const get = async () => {
    const res = await fetch(`${server.base}${path}`, { headers: { cookie: server.cookie } });
    await res.arrayBuffer();
    if (res.status !== 200) throw new Error(`${server.name} ${path}: ${res.status}`);
  };
  for (let i = 0; i < 20; i++) await get();
  const times: number[] = [];
  let next = 0;
  const began = performance.now();
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (next++ < BURST) {
        const t = performance.now();
        await get();
        times.push(performance.now() - t);
      }
    }),
  );
  const elapsed = performance.now() - began;
  times.sort((a, b) => a - b);
  return {
    perSecond: (times.length / elapsed) * 1000,
    p50: times[Math.floor(times.length / 2)] ?? 0,
    p95: times[Math.floor(times.length * 0.95)] ?? 0,
  };
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? 0;

const servers = [await start("in-thread", {}), await start("worker", { PGLITE_WORKER: "1" })];
try {
  for (const path of ["/api/session", "/api/catalog/goals"]) {
    const results = new Map(
      servers.map((s) => [s.name, [] as Awaited<ReturnType<typeof burst>>[]]),
    );
    for (let round = 0; round < ROUNDS; round++) {
      const order = round % 2 === 0 ? servers : [...servers].reverse();
      for (const server of order) results.get(server.name)?.push(await burst(server, path));
    }
    for (const [name, rs] of results) {
      process.stdout.write(
        `${path.padEnd(20)} ${name.padEnd(10)} ${median(rs.map((r) => r.perSecond)).toFixed(0)}/s  p50 ${median(rs.map((r) => r.p50)).toFixed(1)} ms  p95 ${median(rs.map((r) => r.p95)).toFixed(1)} ms\n`,
      );
    }
  }
} finally {
  for (const s of servers) s.child.kill("SIGTERM");
  await new Promise((r) => setTimeout(r, 2000));
  rmSync(scratch, { recursive: true, force: true });
}

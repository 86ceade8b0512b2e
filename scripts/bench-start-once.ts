import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { serverChildEnv } from "./child-env";
import { freePort } from "./local-port";

/*
 * One start of the server, timed from spawn to its first healthy answer, with its memory a second
 * later (scripts/bench-start.ts runs many; `npm run bench` the embedded database's first start and
 * restart). Memory is read from /proc (Linux), summed over the process and its children.
 */

const ROOT = join(import.meta.dirname, "..");
const START_ADMIN = { email: "bench@example.se", password: "bench-start-1" };

export interface Runner {
  name: string;
  command: string[];
  env: Record<string, string>;
}
export const COMPILED: Runner = { name: "node", command: ["node", "dist/server/main.js"], env: {} };

export interface LoadFigures {
  perSecond: number;
  p50: number;
  p95: number;
}
export interface Start {
  ms: number;
  rssMiB: number;
  load?: LoadFigures;
}

/** Resident memory of a process and all its descendants, in MiB. */
function treeRssMiB(rootPid: number): number {
  const children = new Map<number, number[]>();
  for (const entry of readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, "utf8");
      const ppid = Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[1]);
      children.set(ppid, [...(children.get(ppid) ?? []), Number(entry)]);
    } catch {
      // The process ended while being read.
    }
  }
  let kib = 0;
  const queue = [rootPid];
  while (queue.length > 0) {
    const pid = queue.pop() as number;
    try {
      const status = readFileSync(`/proc/${pid}/status`, "utf8");
      kib += Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
    } catch {
      // Gone.
    }
    queue.push(...(children.get(pid) ?? []));
  }
  return kib / 1024;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
};

export async function startOnce(
  runner: Runner,
  env: Record<string, string>,
  measureLoad: boolean,
): Promise<Start> {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const [command = "node", ...commandArgs] = runner.command;
  let stderr = "";
  const began = performance.now();
  const child = spawn(command, commandArgs, {
    cwd: ROOT,
    detached: true,
    stdio: ["ignore", "ignore", "pipe"],
    env: serverChildEnv({
      NODE_ENV: "production",
      LOG_LEVEL: "warn",
      PORT: String(port),
      PUBLIC_URL: base,
      ADMIN_EMAIL: START_ADMIN.email,
      ADMIN_PASSWORD: START_ADMIN.password,
      ...runner.env,
      ...env,
    }),
  });
  child.stderr?.on("data", (chunk) => {
    stderr += chunk;
  });
  try {
    let ms = 0;
    while (ms === 0) {
      if (child.exitCode !== null) throw new Error(`the server ended: ${stderr}`);
      if (performance.now() - began > 60_000) throw new Error(`not healthy in 60 s: ${stderr}`);
      try {
        const res = await fetch(`${base}/api/health`);
        await res.arrayBuffer();
        if (res.status === 200) ms = performance.now() - began;
      } catch {
        await sleep(10);
      }
    }
    // Settled memory: a second after the first healthy answer.
    await sleep(1000);
    const rssMiB = treeRssMiB(child.pid as number);
    const load = measureLoad ? await loadRoute(base) : undefined;
    return { ms, rssMiB, ...(load ? { load } : {}) };
  } finally {
    await stop(child);
  }
}

async function stop(child: ChildProcess) {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const ended = new Promise((resolve) => child.once("exit", resolve));
  try {
    process.kill(-(child.pid as number), "SIGTERM");
  } catch {
    // Ended meanwhile.
  }
  const late = setTimeout(() => process.kill(-(child.pid as number), "SIGKILL"), 15_000);
  await ended;
  clearTimeout(late);
}

/** A signed-in read (session check, one list query, a schema-checked answer), 16 at a time. */
async function loadRoute(base: string): Promise<LoadFigures> {
  const signIn = await fetch(`${base}/api/session/sign-in`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: base },
    body: JSON.stringify(START_ADMIN),
  });
  await signIn.arrayBuffer();
  if (signIn.status !== 200) throw new Error(`sign-in: ${signIn.status}`);
  const cookie = signIn.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");
  const get = async () => {
    const res = await fetch(`${base}/api/catalog/goals`, { headers: { cookie } });
    await res.arrayBuffer();
    if (res.status !== 200) throw new Error(`GET /api/catalog/goals: ${res.status}`);
  };
  for (let i = 0; i < 50; i++) await get();
  const total = 1000;
  const concurrency = 16;
  const times: number[] = [];
  let next = 0;
  const began = performance.now();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next++ < total) {
        const start = performance.now();
        await get();
        times.push(performance.now() - start);
      }
    }),
  );
  const elapsed = performance.now() - began;
  times.sort((a, b) => a - b);
  return {
    perSecond: (times.length / elapsed) * 1000,
    p50: times[Math.floor(times.length * 0.5)] ?? 0,
    p95: times[Math.floor(times.length * 0.95)] ?? 0,
  };
}

export interface EmbeddedStartup {
  runs: number;
  /** A new data directory (from the build's migrated template, decision 249): median and RSS. */
  firstStartMs: number;
  firstStartRssMiB: number;
  /** The same data directory again: median and RSS. */
  restartMs: number;
  restartRssMiB: number;
}

/**
 * The compiled server on the embedded database with nothing seeded, as `npm run bench:start`'s
 * rows 'node, embedded, new data dir' and '… existing data dir': median of `runs` starts each, the
 * first and the existing directory taking turns.
 */
export async function measureEmbeddedStartup(runs: number): Promise<EmbeddedStartup> {
  const scratch = mkdtempSync(join(tmpdir(), "st-bench-startup-"));
  try {
    const existing = { DATA_DIR: join(scratch, "existing") };
    await startOnce(COMPILED, existing, false);
    const first: Start[] = [];
    const again: Start[] = [];
    for (let i = 0; i < runs; i++) {
      first.push(await startOnce(COMPILED, { DATA_DIR: join(scratch, `new-${i}`) }, false));
      again.push(await startOnce(COMPILED, existing, false));
    }
    return {
      runs,
      firstStartMs: median(first.map((s) => s.ms)),
      firstStartRssMiB: median(first.map((s) => s.rssMiB)),
      restartMs: median(again.map((s) => s.ms)),
      restartRssMiB: median(again.map((s) => s.rssMiB)),
    };
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
}

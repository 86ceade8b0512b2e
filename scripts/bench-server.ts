import { type ChildProcess, spawn } from "node:child_process";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { serverChildEnv } from "./child-env";
import { freePort } from "./local-port";

/*
 * The built server (dist/server/main.js) as a child process for the HTTP benchmark: started as in
 * production (NODE_ENV=production, the default log level, its log to /dev/null), timed from spawn
 * to the first 200 from /api/health, and watched through /proc (Linux) for memory and CPU time.
 */

const ROOT = join(import.meta.dirname, "..");

export interface BenchServer {
  base: string;
  pid: number;
  /** Spawn to the first healthy answer. */
  startMs: number;
  /** Resident memory a second after the first healthy answer. */
  settledRssMiB: number;
  /** Current resident memory and the process's peak so far (VmHWM). */
  memory(): { rssMiB: number; peakMiB: number };
  /** CPU time the server has used so far (user + system), in ms. */
  cpuMs(): number;
  stop(): Promise<void>;
}

export interface BenchServerOptions {
  dataDir: string;
  databaseUrl?: string;
  /** Extra arguments to node, e.g. --cpu-prof. */
  nodeArgs?: readonly string[];
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function procStatus(pid: number, field: string): number {
  try {
    const status = readFileSync(`/proc/${pid}/status`, "utf8");
    return Number(new RegExp(`${field}:\\s+(\\d+)`).exec(status)?.[1] ?? 0) / 1024;
  } catch {
    return Number.NaN;
  }
}

/** utime + stime of /proc/<pid>/stat, in ms (clock ticks of 10 ms on Linux). */
function procCpuMs(pid: number): number {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
    const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return Number.NaN;
  }
}

async function stopChild(child: ChildProcess) {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const ended = new Promise((resolve) => child.once("exit", resolve));
  child.kill("SIGTERM");
  const late = setTimeout(() => child.kill("SIGKILL"), 15_000);
  await ended;
  clearTimeout(late);
}

export async function startBenchServer(options: BenchServerOptions): Promise<BenchServer> {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  let stderr = "";
  const began = performance.now();
  const child = spawn(process.execPath, [...(options.nodeArgs ?? []), "dist/server/main.js"], {
    cwd: ROOT,
    stdio: ["ignore", "ignore", "pipe"],
    env: serverChildEnv({
      NODE_ENV: "production",
      PORT: String(port),
      PUBLIC_URL: base,
      DATA_DIR: options.dataDir,
      AUTH_SECRET: "bench-secret-".padEnd(40, "x"),
      DATABASE_URL: options.databaseUrl,
    }),
  });
  child.stderr?.on("data", (chunk) => {
    stderr += chunk;
  });
  const pid = child.pid as number;
  const stop = () => stopChild(child);
  try {
    let startMs = 0;
    while (startMs === 0) {
      if (child.exitCode !== null) throw new Error(`the server ended: ${stderr}`);
      if (performance.now() - began > 60_000) throw new Error(`not healthy in 60 s: ${stderr}`);
      try {
        const res = await fetch(`${base}/api/health`);
        await res.arrayBuffer();
        if (res.status === 200) startMs = performance.now() - began;
      } catch {
        await sleep(10);
      }
    }
    await sleep(1000);
    return {
      base,
      pid,
      startMs,
      settledRssMiB: procStatus(pid, "VmRSS"),
      memory: () => ({ rssMiB: procStatus(pid, "VmRSS"), peakMiB: procStatus(pid, "VmHWM") }),
      cpuMs: () => procCpuMs(pid),
      stop,
    };
  } catch (error) {
    await stop();
    throw error;
  }
}

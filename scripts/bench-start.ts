import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { parseArgs } from "node:util";
import pg from "pg";
import {
  COMPILED,
  type LoadFigures,
  median,
  type Runner,
  type Start,
  startOnce,
} from "./bench-start-once";

/**
 * `npm run bench:start`: how long the server takes from spawn to its first healthy answer, and its
 * memory once started, for the compiled server (plain node) and the source under tsx, on the
 * embedded database (a new and an existing data directory) and on PostgreSQL (a new and an
 * existing database). Median of `--runs` starts each. `--load` also measures a signed-in read route
 * under concurrent requests after each start. Memory is read from /proc (Linux), summed over the
 * process and its children (tsx runs the server in a child of its own).
 *
 *   --runs 5                  starts per row
 *   --only node               rows whose name contains this
 *   --postgres <url>          server to create the scratch databases on
 *                             (default postgres://postgres@127.0.0.1:5432/postgres; "none" skips)
 *   --load                    also requests/s and latency of GET /api/catalog/goals, 16 at a time
 *   --versus KEY=VALUE        compare the compiled server with itself under these settings
 *                             instead of with tsx (repeatable)
 */
const { values: args } = parseArgs({
  options: {
    runs: { type: "string", default: "5" },
    only: { type: "string" },
    postgres: { type: "string", default: "postgres://postgres@127.0.0.1:5432/postgres" },
    load: { type: "boolean", default: false },
    versus: { type: "string", multiple: true, default: [] },
  },
});
const RUNS = Number(args.runs);
const ROOT = join(import.meta.dirname, "..");
const versus = Object.fromEntries(
  (args.versus ?? []).map((pair) => {
    const at = pair.indexOf("=");
    return [pair.slice(0, at), pair.slice(at + 1)];
  }),
);

const compiled = COMPILED;
const other: Runner =
  Object.keys(versus).length > 0
    ? { name: `node ${args.versus?.join(" ")}`, command: compiled.command, env: versus }
    : {
        name: "tsx",
        command: [join(ROOT, "node_modules/.bin/tsx"), "src/server/main.ts"],
        env: {},
      };

interface Row {
  name: string;
  runner: Runner;
  /** Environment of one start; called before each. */
  prepare: () => Promise<Record<string, string>>;
  /** Run once before the measured starts (an existing database is first created by a start). */
  warm?: boolean;
}

const scratch = mkdtempSync(join(tmpdir(), "st-bench-start-"));
const pgDatabases: string[] = [];
const admin = args.postgres === "none" ? undefined : new pg.Client(args.postgres);
let postgresNote = "";
if (admin) {
  try {
    await admin.connect();
  } catch (error) {
    postgresNote = `PostgreSQL rows skipped: ${(error as Error).message}`;
  }
}
const pgAvailable = admin !== undefined && postgresNote === "";

function pgUrl(name: string) {
  const url = new URL(args.postgres as string);
  url.pathname = `/${name}`;
  return url.toString();
}
async function createPgDatabase(name: string) {
  await admin?.query(`drop database if exists ${name} with (force)`);
  await admin?.query(`create database ${name}`);
  if (!pgDatabases.includes(name)) pgDatabases.push(name);
}

function rowsFor(runner: Runner, key: string): Row[] {
  const rows: Row[] = [];
  let fresh = 0;
  rows.push({
    name: `${runner.name}, embedded, new data dir`,
    runner,
    prepare: async () => ({ DATA_DIR: join(scratch, `${key}-new-${fresh++}`) }),
  });
  const existing = join(scratch, `${key}-existing`);
  rows.push({
    name: `${runner.name}, embedded, existing data dir`,
    runner,
    warm: true,
    prepare: async () => ({ DATA_DIR: existing }),
  });
  if (pgAvailable) {
    const newDb = `st_bench_start_${process.pid}_${key}_new`;
    rows.push({
      name: `${runner.name}, PostgreSQL, new database`,
      runner,
      prepare: async () => {
        await createPgDatabase(newDb);
        return { DATA_DIR: join(scratch, `${key}-pg-new`), DATABASE_URL: pgUrl(newDb) };
      },
    });
    const existingDb = `st_bench_start_${process.pid}_${key}_existing`;
    let created = false;
    rows.push({
      name: `${runner.name}, PostgreSQL, existing database`,
      runner,
      warm: true,
      prepare: async () => {
        if (!created) await createPgDatabase(existingDb);
        created = true;
        return {
          DATA_DIR: join(scratch, `${key}-pg-existing`),
          DATABASE_URL: pgUrl(existingDb),
        };
      },
    });
  }
  return rows;
}

function summary(row: Row, starts: Start[]): string[] {
  const ms = starts.map((s) => s.ms);
  const cells = [
    row.name,
    `${median(ms).toFixed(0)} ms`,
    `${Math.min(...ms).toFixed(0)}–${Math.max(...ms).toFixed(0)} ms`,
    `${median(starts.map((s) => s.rssMiB)).toFixed(0)} MiB`,
  ];
  if (args.load) {
    const loads = starts.map((s) => s.load as LoadFigures);
    cells.push(
      `${median(loads.map((l) => l.perSecond)).toFixed(0)}/s`,
      `${median(loads.map((l) => l.p50)).toFixed(1)} ms`,
      `${median(loads.map((l) => l.p95)).toFixed(1)} ms`,
    );
  }
  process.stdout.write(`${cells.join("  ")}\n`);
  return cells;
}

// The compiled server as it is now, so the two runners start the same code.
const build = spawnSync("npx", ["vite", "build", "--config", "vite.server.config.ts"], {
  cwd: ROOT,
  stdio: "inherit",
});
if (build.status !== 0) process.exit(build.status ?? 1);

const table: string[][] = [];
try {
  const nodeRows = rowsFor(compiled, "a");
  const tsxRows = rowsFor(other, "b");
  // Row by row, the two runners take turns, so that load from elsewhere on the machine falls on
  // both alike.
  for (const [k, nodeRow] of nodeRows.entries()) {
    const pair = [nodeRow, tsxRows[k] as Row].filter(
      (row) => !args.only || row.name.includes(args.only),
    );
    for (const row of pair) if (row.warm) await startOnce(row.runner, await row.prepare(), false);
    const starts = new Map<Row, Start[]>(pair.map((row) => [row, []]));
    for (let i = 0; i < RUNS; i++) {
      for (const row of pair) {
        starts.get(row)?.push(await startOnce(row.runner, await row.prepare(), args.load ?? false));
      }
    }
    for (const row of pair) table.push(summary(row, starts.get(row) ?? []));
  }
} finally {
  for (const name of pgDatabases) {
    await admin?.query(`drop database if exists ${name} with (force)`).catch(() => {});
  }
  await admin?.end().catch(() => {});
  rmSync(scratch, { recursive: true, force: true });
}

const header = ["server, database", "to healthy (median)", "range", "RSS after start"];
if (args.load) header.push("goals list req/s", "p50", "p95");
const widths = header.map((h, i) => Math.max(h.length, ...table.map((r) => r[i]?.length ?? 0)));
const line = (cells: string[]) =>
  `| ${cells.map((c, i) => c.padEnd(widths[i] ?? 0)).join(" | ")} |`;
process.stdout.write(`\nMedian of ${RUNS} starts each (Node ${process.version}).\n`);
process.stdout.write(`${line(header)}\n|${widths.map((w) => "-".repeat(w + 2)).join("|")}|\n`);
for (const row of table) process.stdout.write(`${line(row)}\n`);
if (postgresNote) process.stdout.write(`\n${postgresNote}\n`);

import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  ageTemporaryFiles,
  checkFilesAgainstDatabase,
} from "../../../tests/fixtures/crash-consistency";
import {
  type DoctorModel,
  newLog,
  newModel,
  type StreamLog,
  seededRandom,
} from "../../../tests/fixtures/crash-model";
import {
  type CrashActors,
  type CrashSite,
  createCrashSite,
  seedActors,
} from "../../../tests/fixtures/crash-site";
import { verifyRecords } from "../../../tests/fixtures/crash-verify";
import { startWriteStream, type WriteStream } from "../../../tests/fixtures/crash-writes";
import {
  type ServerProcess,
  startServer,
  waitForHealth,
} from "../../../tests/fixtures/server-process";
import { startTcpProxy, type TcpProxy } from "../../../tests/fixtures/tcp-proxy";

/**
 * The server process, with its own pool and its production timeouts, under a stream of writes
 * while PostgreSQL goes away: its connections terminated while warm, the database silent (bytes
 * wait), or refusing connections as while it restarts. Requests meanwhile answer 503
 * DATABASE_UNAVAILABLE, never another 5xx; the server recovers by itself, without a restart; and
 * every answered write is there afterwards. faults.test.ts holds the same faults against the app
 * in the test process, request by request.
 */
const serverUrl = process.env.TEST_DATABASE_URL;
const SEED = Number(process.env.CRASH_SEED ?? Math.floor(Math.random() * 1e9));
const context = `CRASH_SEED=${SEED}`;

let site: CrashSite;
let actors: CrashActors;
let models: DoctorModel[];
let proxy: TcpProxy;
let server: ServerProcess | undefined;
let proxiedUrl: string;
const random = seededRandom(SEED);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

beforeAll(async () => {
  if (!serverUrl) return;
  site = await createCrashSite();
  actors = await seedActors(site, 2);
  models = actors.doctors.map(newModel);
  const target = new URL(serverUrl);
  proxy = await startTcpProxy({ host: target.hostname, port: Number(target.port || 5432) });
  const proxied = new URL(site.databaseUrl as string);
  proxied.host = `127.0.0.1:${proxy.port}`;
  proxiedUrl = proxied.toString();
  server = await startServer({ ...site, databaseUrl: proxiedUrl });
}, 60_000);
afterAll(async () => {
  await server?.kill();
  await proxy?.close();
  await site?.dispose();
});

/** A write stream that has been answered `count` times already. */
async function warmStream(log: StreamLog, count: number): Promise<WriteStream> {
  const base = (server as ServerProcess).base;
  const stream = startWriteStream(base, models, actors.specialist, random, log);
  await stream.answered(count, 30_000);
  return stream;
}

/** Stops the stream and checks what it saw and what the records hold. */
async function finish(stream: WriteStream, log: StreamLog) {
  await stream.stop();
  expect(log.serverErrors, context).toEqual([]);
  expect(log.refused, context).toEqual([]);
  expect(log.unavailable.filter((line) => !line.includes("DATABASE_UNAVAILABLE"))).toEqual([]);
  // Better Auth logs its own failed session lookups as errors (source "auth"); they were answered
  // 503 like the rest. Any other error line is a fault.
  const errors = server?.errors().filter((line) => !line.includes('"source":"auth"'));
  expect(errors, context).toEqual([]);
  const { base } = server as ServerProcess;
  const problems = await verifyRecords(base, models, actors.specialist, site.dataDir, {
    settled: false,
  });
  expect(problems, context).toEqual([]);
}

describe.skipIf(!serverUrl)("the server process while PostgreSQL goes away", () => {
  // Each cut lands on whatever is under way, a COMMIT whose answer is lost now and then.
  it("keeps serving while its connections are terminated again and again", async () => {
    const log = newLog();
    const stream = await warmStream(log, 15);
    const name = new URL(site.databaseUrl as string).pathname.slice(1);
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    try {
      for (let cut = 0; cut < 6; cut++) {
        await sleep(100 + random.int(300));
        await admin.query(
          "select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()",
          [name],
        );
      }
    } finally {
      await admin.end();
    }
    // It recovers by itself: writes go on being answered.
    await stream.answered(log.answered + 15, 30_000);
    await finish(stream, log);
  }, 60_000);

  it("answers 503 while the database is silent, and recovers by itself", async () => {
    const { base } = server as ServerProcess;
    const log = newLog();
    const stream = await warmStream(log, 10);
    proxy.pause();
    // The health check gives up after 1.5 s; requests after their connect or query timeout.
    await waitForHealth(base, 503, 10_000);
    const deadline = Date.now() + 20_000;
    while (log.unavailable.length < 2 && Date.now() < deadline) await sleep(50);
    expect(log.unavailable.length, context).toBeGreaterThanOrEqual(2);
    proxy.forward();
    await waitForHealth(base, 200, 20_000);
    await stream.answered(log.answered + 10, 30_000);
    await finish(stream, log);
  }, 60_000);

  it("answers 503 while the database refuses connections now and then, and recovers", async () => {
    const { base } = server as ServerProcess;
    const log = newLog();
    const stream = await warmStream(log, 10);
    for (let cut = 0; cut < 10; cut++) {
      await sleep(100 + random.int(300));
      proxy.refuse();
      await sleep(50 + random.int(150));
      proxy.forward();
    }
    expect(log.unavailable.length, context).toBeGreaterThan(0);
    await waitForHealth(base, 200, 20_000);
    await stream.answered(log.answered + 10, 30_000);
    await finish(stream, log);
  }, 60_000);

  it("has settled, after its next start, every file whose fate the outages left open", async () => {
    await server?.stop();
    ageTemporaryFiles(site.dataDir);
    server = await startServer({ ...site, databaseUrl: proxiedUrl });
    const { base } = server;
    expect(await verifyRecords(base, models, actors.specialist, site.dataDir), context).toEqual([]);
    const database = await site.open();
    try {
      expect(await checkFilesAgainstDatabase(database.db, site.dataDir), context).toEqual([]);
    } finally {
      await database.close();
    }
  }, 60_000);
});

import { sql } from "drizzle-orm";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { expectError } from "../../../tests/fixtures/expect-response";
import { startTcpProxy, type TcpProxy } from "../../../tests/fixtures/tcp-proxy";
import { createTestApp, type TestApp, TestClient } from "../../../tests/fixtures/test-app";
import { COMMON_MESSAGES } from "../../shared/messages/common";
import { createApp } from "../app";
import { createAuth } from "../auth/auth";
import { type Database, openDatabase } from "./client";

/**
 * What the server does when PostgreSQL goes away, stops answering or reports a deadlock. PGlite
 * runs inside the process and has none of these faults, so this file needs TEST_DATABASE_URL.
 */
const serverUrl = process.env.TEST_DATABASE_URL;

let t: TestApp;
let databaseName: string;
beforeAll(async () => {
  if (!serverUrl) return;
  t = await createTestApp();
  // Both drivers answer execute() with { rows }; the shared Db type does not say so.
  const result = (await t.deps.db.execute(sql`select current_database() as name`)) as unknown as {
    rows: { name: string }[];
  };
  databaseName = result.rows[0]!.name;
});
afterAll(() => t?.close());

async function asAdmin<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    return await work(admin);
  } finally {
    await admin.end();
  }
}

/** Ends every connection the app holds to its database, from the outside. */
async function terminateAppConnections(): Promise<number> {
  return asAdmin(async (admin) => {
    const result = await admin.query(
      "select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()",
      [databaseName],
    );
    return result.rowCount ?? 0;
  });
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe.skipIf(!serverUrl)("PostgreSQL faults", () => {
  it("keeps running when its connections are terminated, and the next requests succeed", async () => {
    const { client, user } = await t.signedIn("ST_DOCTOR");
    // Several idle connections in the pool, each of which will see its backend end.
    const warm = await Promise.all(
      Array.from({ length: 6 }, () => client.get(`/api/st-doctors/${user.id}/record`)),
    );
    expect(warm.map((r) => r.status)).toEqual(Array(6).fill(200));

    expect(await terminateAppConnections()).toBeGreaterThan(0);
    await sleep(300);

    for (let i = 0; i < 5; i++) {
      expect((await client.get(`/api/st-doctors/${user.id}/record`)).status).toBe(200);
    }
    expect((await client.get("/api/health")).status).toBe(200);
  });

  it("answers requests cut off mid-flight with 503 or 200, never 500, and recovers", async () => {
    const { client, user } = await t.signedIn("ST_DOCTOR");
    const inFlight = Array.from({ length: 12 }, (_, i) =>
      i % 2
        ? client.get(`/api/st-doctors/${user.id}/record`)
        : client.put(`/api/st-doctors/${user.id}/st-project`, { topic: `Ämne ${i}`, version: 0 }),
    );
    await terminateAppConnections();
    const statuses = (await Promise.all(inFlight)).map((r) => r.status);
    // Six saves based on the same version: those that reach the database after the first are
    // refused as stale (409, decision 065); what matters here is that none is a server error.
    expect(statuses.filter((s) => s !== 200 && s !== 409 && s !== 503)).toEqual([]);
    await sleep(300);
    expect((await client.get(`/api/st-doctors/${user.id}/record`)).status).toBe(200);
  });

  it("edits one examination sync group from 40 parallel requests without a deadlock", async () => {
    const { client, user } = await t.signedIn("ST_DOCTOR");
    // With Formellt saved, concurrent edits no longer queue on creating that row; each one goes
    // straight to writing the group's rows, which do not exist yet.
    await t.chooseModel(user.id, "2015");
    const requests = Array.from({ length: 40 }, (_, i) =>
      client.put(
        `/api/st-doctors/${user.id}/procedures/${i % 2 ? "c4-mps" : "c8-mps"}`,
        i % 3 ? { status: "in_progress" } : { status: "completed" },
      ),
    );
    const statuses = (await Promise.all(requests)).map((r) => r.status);
    expect(statuses).toEqual(Array(40).fill(200));
    const record = await (await client.get(`/api/st-doctors/${user.id}/record`)).json();
    const group = record.procedures.filter((p: { procedureId: string }) =>
      ["c4-mps", "c8-mps"].includes(p.procedureId),
    );
    expect(group).toHaveLength(2);
    // One request wrote the whole group last: both entries agree.
    expect(group[0].status).toBe(group[1].status);
  });
});

describe.skipIf(!serverUrl)("a database that stops answering", () => {
  let proxy: TcpProxy;
  let proxied: Database;
  let app: ReturnType<typeof createApp>;

  beforeAll(async () => {
    const target = new URL(serverUrl!);
    proxy = await startTcpProxy({ host: target.hostname, port: Number(target.port || 5432) });
    const url = new URL(serverUrl!);
    url.host = `127.0.0.1:${proxy.port}`;
    url.pathname = `/${databaseName}`;
    proxied = await openDatabase({
      databaseUrl: url.toString(),
      logger: t.deps.logger,
      timeouts: { connectMs: 1000, statementMs: 1500, queryMs: 2000 },
    });
    const auth = createAuth({
      db: proxied.db,
      secret: "x".repeat(40),
      publicUrl: t.deps.config.publicUrl,
      mailer: t.deps.mailer,
      logger: t.deps.logger,
    });
    app = createApp({ ...t.deps, db: proxied.db, auth, ping: proxied.ping });
  });
  afterAll(async () => {
    proxy?.forward();
    await proxied?.close();
    await proxy?.close();
  });

  async function signedIn() {
    const user = await t.createUser({ role: "ST_DOCTOR" });
    const client = new TestClient(app, "10.9.0.1");
    const res = await client.post("/api/session/sign-in", {
      email: user.email,
      password: user.password,
    });
    expect(res.status).toBe(200);
    return { client, user };
  }

  async function timed(request: Promise<Response>) {
    const started = performance.now();
    const res = await request;
    return { res, ms: performance.now() - started };
  }

  async function waitForHealth(client: TestClient) {
    for (let i = 0; i < 50; i++) {
      if ((await client.get("/api/health")).status === 200) return;
      await sleep(100);
    }
    throw new Error("health did not come back");
  }

  it.each(["pause", "refuse"] as const)(
    "answers 503 with a Swedish message while the database is away (%s), then recovers",
    async (fault) => {
      const { client, user } = await signedIn();
      expect((await client.get(`/api/st-doctors/${user.id}/record`)).status).toBe(200);

      proxy[fault]();
      const health = await timed(client.get("/api/health"));
      expect(health.res.status).toBe(503);
      expect(health.ms).toBeLessThan(2000);
      expect((await health.res.json()).error).toBe(COMMON_MESSAGES.databaseUnavailable);

      const record = await timed(client.get(`/api/st-doctors/${user.id}/record`));
      expect(record.res.status).toBe(503);
      expect((await record.res.json()).error).toBe(COMMON_MESSAGES.databaseUnavailable);
      expect(record.ms).toBeLessThan(6000);

      const write = await client.put(`/api/st-doctors/${user.id}/st-project`, {
        topic: "Ämne",
        version: 0,
      });
      expect(write.status).toBe(503);
      const signIn = await new TestClient(app, "10.9.0.2").post("/api/session/sign-in", {
        email: user.email,
        password: user.password,
      });
      await expectError(signIn, 503, COMMON_MESSAGES.databaseUnavailable);

      proxy.forward();
      await waitForHealth(client);
      expect((await client.get(`/api/st-doctors/${user.id}/record`)).status).toBe(200);
      expect(
        (await client.put(`/api/st-doctors/${user.id}/st-project`, { topic: "Ämne", version: 0 }))
          .status,
      ).toBe(200);
    },
    30_000,
  );
});

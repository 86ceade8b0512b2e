import { type ChildProcess, execFileSync, spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { ListObjectsV2Command, S3Client } from "@aws-sdk/client-s3";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { serverChildEnv } from "../../scripts/child-env";
import { freePort } from "../../scripts/local-port";
import { startS3Server, type TestS3Server } from "../../tests/fixtures/s3-server";
import { MAX_UPLOAD_BYTES } from "../shared/rules/file-upload";

/**
 * Two servers, compiled and started as an operator starts them (decision 142), on one fresh
 * PostgreSQL database and one S3-compatible store on 127.0.0.1, with the same AUTH_SECRET and
 * PUBLIC_URL as behind a load balancer: whatever one does, the other sees.
 */
const databaseServer = process.env.TEST_DATABASE_URL;
const root = resolve(import.meta.dirname, "../..");
const ADMIN = { email: "admin@example.se", password: "tva-instanser-1" };
const AUTH_SECRET = randomBytes(32).toString("base64url");

interface Instance {
  url: string;
  dataDir: string;
  child: ChildProcess;
  output: () => string;
}

let outDir: string;
let s3: TestS3Server;
let raw: S3Client;
let databaseName: string;
let publicUrl: string;
let a: Instance;
let b: Instance;

function startInstance(port: number, env: Record<string, string>): Promise<Instance> {
  const dataDir = mkdtempSync(join(tmpdir(), "st-instance-"));
  const child = spawn(process.execPath, [join(outDir, "main.js")], {
    cwd: root,
    env: serverChildEnv({ DATA_DIR: dataDir, PORT: String(port), LOG_LEVEL: "warn", ...env }),
  });
  let output = "";
  child.stdout?.on("data", (chunk) => {
    output += chunk;
  });
  child.stderr?.on("data", (chunk) => {
    output += chunk;
  });
  const instance = { url: `http://127.0.0.1:${port}`, dataDir, child, output: () => output };
  return new Promise((done, fail) => {
    const deadline = Date.now() + 25_000;
    child.once("exit", (code) => fail(new Error(`server on ${port} exited (${code}): ${output}`)));
    const poll = async () => {
      const healthy = await fetch(`${instance.url}/api/health`).then(
        (r) => r.ok,
        () => false,
      );
      if (healthy) return done(instance);
      if (Date.now() > deadline) return fail(new Error(`server on ${port} not healthy: ${output}`));
      setTimeout(poll, 100);
    };
    void poll();
  });
}

async function stopInstance(instance: Instance | undefined) {
  if (!instance) return;
  if (instance.child.exitCode === null) {
    const exited = new Promise((done) => instance.child.once("exit", done));
    instance.child.kill("SIGTERM");
    const killer = setTimeout(() => instance.child.kill("SIGKILL"), 5_000);
    await exited;
    clearTimeout(killer);
  }
  rmSync(instance.dataDir, { recursive: true, force: true });
}

/** A browser's cookie jar, sent to whichever instance the request goes to. */
class Client {
  private cookies = new Map<string, string>();

  async send(
    instance: Instance,
    method: string,
    path: string,
    body?: unknown | FormData,
    extraHeaders: Record<string, string> = {},
  ) {
    const headers: Record<string, string> = { origin: publicUrl, ...extraHeaders };
    if (this.cookies.size) {
      headers.cookie = [...this.cookies].map(([k, v]) => `${k}=${v}`).join("; ");
    }
    let payload: BodyInit | undefined;
    if (body instanceof FormData) payload = body;
    else if (body !== undefined) {
      headers["content-type"] = "application/json";
      payload = JSON.stringify(body);
    }
    const res = await fetch(instance.url + path, { method, headers, body: payload });
    for (const cookie of res.headers.getSetCookie()) {
      const [pair = ""] = cookie.split(";");
      const at = pair.indexOf("=");
      const value = pair.slice(at + 1);
      if (value === "" || /max-age=0/i.test(cookie)) this.cookies.delete(pair.slice(0, at));
      else this.cookies.set(pair.slice(0, at), value);
    }
    return res;
  }
}

async function keysIn(prefix: string): Promise<string[]> {
  const listed = await raw.send(new ListObjectsV2Command({ Bucket: s3.bucket, Prefix: prefix }));
  return (listed.Contents ?? []).map((o) => o.Key ?? "");
}

describe.skipIf(!databaseServer)("two instances on one PostgreSQL and one S3 store", () => {
  beforeAll(async () => {
    // A scratch build (inside the project, where the server finds drizzle/): plain node starts in
    // a fraction of tsx's time, and the SDK is loaded from outside the bundle as in production.
    mkdirSync(join(root, ".tmp"), { recursive: true });
    outDir = mkdtempSync(join(root, ".tmp/server-build-"));
    execFileSync(
      join(root, "node_modules/.bin/vite"),
      ["build", "--config", "vite.server.config.ts", "--outDir", outDir],
      { cwd: root, stdio: "pipe" },
    );
    s3 = await startS3Server();
    raw = new S3Client({ ...s3.settings });
    databaseName = `st_test_two_${process.pid}_${Date.now()}`;
    const admin = new pg.Client({ connectionString: databaseServer });
    await admin.connect();
    await admin.query(`create database ${databaseName}`);
    await admin.end();
    const databaseUrl = new URL(databaseServer as string);
    databaseUrl.pathname = `/${databaseName}`;

    const [portA, portB] = [await freePort(), await freePort()];
    // The address users reach both at: the load balancer's, here instance A's.
    publicUrl = `http://127.0.0.1:${portA}`;
    const shared = {
      DATABASE_URL: databaseUrl.toString(),
      AUTH_SECRET,
      PUBLIC_URL: publicUrl,
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      // Both look for reminders every second, so they race for the same digests (decision 209).
      REMINDER_INTERVAL_SECONDS: "1",
      ...s3.env,
    };
    // Started together on the empty database, as a deployment starts them.
    [a, b] = await Promise.all([startInstance(portA, shared), startInstance(portB, shared)]);
  }, 40_000);

  afterAll(async () => {
    await Promise.all([stopInstance(a), stopInstance(b)]);
    if (outDir) rmSync(outDir, { recursive: true, force: true });
    raw?.destroy();
    await s3?.close();
    if (databaseName) {
      const admin = new pg.Client({ connectionString: databaseServer });
      await admin.connect();
      await admin.query(`drop database if exists ${databaseName} with (force)`);
      await admin.end();
    }
  });

  it("shares sessions, records and files between the instances", async () => {
    const browser = new Client();

    // Signed in through A, the same session holds on B, for reads and for writes.
    expect((await browser.send(a, "POST", "/api/session/sign-in", ADMIN)).status).toBe(200);
    const session = await browser.send(b, "GET", "/api/session");
    expect(session.status).toBe(200);
    expect((await session.json()).user.email).toBe(ADMIN.email);
    const created = await browser.send(b, "POST", "/api/users", {
      email: "st-lakare@example.se",
      firstName: "Stina",
      lastName: "Läkare",
      role: "ST_DOCTOR",
      password: "forsta-losenord-1",
    });
    expect(created.status).toBe(201);
    const doctorId: string = (await created.json()).user.id;

    // Each instance has built and cached the record (decision 256), under the same tag.
    const recordPath = `/api/st-doctors/${doctorId}/record`;
    const before = await browser.send(b, "GET", recordPath);
    const tagBefore = before.headers.get("etag")?.replace(/^W\//, "") ?? "";
    expect(tagBefore).toMatch(/^"[\w-]+"$/);
    await before.json();
    const revalidated = await browser.send(a, "GET", recordPath, undefined, {
      "if-none-match": tagBefore,
    });
    expect(revalidated.status).toBe(304);

    // An edit through A is seen through B; a write based on what B no longer holds is refused.
    const formalities = {
      stModel: "2015",
      stStartDate: "2024-01-01",
      headOfDepartment: "Dr Chef",
      version: 0,
    };
    const saved = await browser.send(
      a,
      "PUT",
      `/api/st-doctors/${doctorId}/formalities`,
      formalities,
    );
    expect(saved.status).toBe(200);
    // B's cached answer and the reader's tag are of the version before the write: neither is used.
    const record = await browser.send(b, "GET", recordPath, undefined, {
      "if-none-match": tagBefore,
    });
    expect(record.status).toBe(200);
    expect(record.headers.get("etag")?.replace(/^W\//, "")).not.toBe(tagBefore);
    expect((await record.json()).formalities).toMatchObject({
      headOfDepartment: "Dr Chef",
      version: 1,
    });
    const stale = await browser.send(b, "PUT", `/api/st-doctors/${doctorId}/formalities`, {
      ...formalities,
      headOfDepartment: "Dr Annan",
    });
    expect(stale.status).toBe(409);

    // A certificate uploaded through A downloads through B, the same bytes with the same headers.
    const bytes = randomBytes(MAX_UPLOAD_BYTES);
    bytes.write("%PDF-1.4\n", 0, "latin1");
    const form = new FormData();
    form.append("kind", "contract");
    form.append("file", new Blob([bytes], { type: "application/pdf" }), "anställningsavtal.pdf");
    const uploaded = await browser.send(a, "POST", `/api/st-doctors/${doctorId}/files`, form);
    expect(uploaded.status).toBe(201);
    const fileId: string = (await uploaded.json()).file.id;
    const [viaA, viaB] = await Promise.all(
      [a, b].map((instance) => browser.send(instance, "GET", `/api/files/${fileId}`)),
    );
    expect(viaB?.status).toBe(200);
    expect(Buffer.from(await (viaB as Response).arrayBuffer()).equals(bytes)).toBe(true);
    await viaA?.arrayBuffer();
    for (const header of [
      "content-type",
      "content-length",
      "content-disposition",
      "content-security-policy",
      "x-content-type-options",
      "cache-control",
      "cross-origin-resource-policy",
    ]) {
      expect(viaB?.headers.get(header), header).toBe(viaA?.headers.get(header));
    }
    expect(viaB?.headers.get("content-length")).toBe(String(MAX_UPLOAD_BYTES));
    expect(await keysIn(`files/${doctorId}/`)).toHaveLength(1);
    expect(await keysIn("incomplete/")).toEqual([]);
    // Nothing went to either instance's own disk.
    expect(existsSync(join(a.dataDir, "files")) || existsSync(join(b.dataDir, "files"))).toBe(
      false,
    );

    // Removed through B: gone from the store and for A.
    const removed = await browser.send(
      b,
      "DELETE",
      `/api/st-doctors/${doctorId}/certificates/contract`,
    );
    expect(removed.status).toBe(200);
    expect(await keysIn(`files/${doctorId}/`)).toEqual([]);
    expect((await browser.send(a, "GET", `/api/files/${fileId}`)).status).toBe(404);

    // Signed out through B: the session is over on A too.
    expect((await browser.send(b, "POST", "/api/session/sign-out")).status).toBe(200);
    expect((await browser.send(a, "GET", "/api/session")).status).toBe(401);
  });

  it("sends a due reminder once, though both instances look for it every second", async () => {
    const browser = new Client();
    expect((await browser.send(b, "POST", "/api/session/sign-in", ADMIN)).status).toBe(200);
    const create = async (email: string, role: string) => {
      const res = await browser.send(a, "POST", "/api/users", {
        email,
        firstName: "Påminnelse",
        lastName: role === "SUPERVISOR" ? "Handledare" : "Läkare",
        role,
        password: "forsta-losenord-1",
      });
      expect(res.status).toBe(201);
      return (await res.json()).user.id as string;
    };
    const supervisorId = await create("paminnelse-handledare@example.se", "SUPERVISOR");
    const doctorId = await create("paminnelse-lakare@example.se", "ST_DOCTOR");
    // Under way since 2024 with no meeting: past the early-warning limit.
    const formalities = { stModel: "2021", stStartDate: "2024-01-01", version: 0 };
    expect(
      (await browser.send(b, "PUT", `/api/st-doctors/${doctorId}/formalities`, formalities)).status,
    ).toBe(200);
    const assigned = await browser.send(a, "PUT", `/api/st-doctors/${doctorId}/supervisors`, {
      supervisorIds: [supervisorId],
    });
    expect(assigned.status).toBe(200);
    const reminders = () =>
      [a, b].flatMap((instance) => {
        const dir = join(instance.dataDir, "outbox");
        if (!existsSync(dir)) return [];
        return readdirSync(dir)
          .map((file) => readFileSync(join(dir, file), "utf8"))
          .filter((mail) => mail.includes("To: paminnelse-handledare@example.se"));
      });
    const deadline = Date.now() + 15_000;
    while (reminders().length === 0 && Date.now() < deadline) {
      await new Promise((done) => setTimeout(done, 200));
    }
    // Several more passes on both instances: still the one mail.
    await new Promise((done) => setTimeout(done, 4_000));
    const mails = reminders();
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatch(/Message-ID:\s*<reminder\./);
  }, 30_000);
});

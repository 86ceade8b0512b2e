import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp, type TestClient } from "../../tests/fixtures/test-app";
import { type VariantApp, variantApp } from "../../tests/fixtures/variant-app";
import { AUTH_MESSAGES } from "../shared/messages/auth";
import { COMMON_MESSAGES } from "../shared/messages/common";
import { createApp } from "./app";
import { createLogger } from "./lib/logger";

/**
 * A failure tells the client only that something went wrong: no stack trace, no SQL, no table or
 * file names, no path on the server. The operator's log has the details.
 */
let t: TestApp;
let v: VariantApp;
let doctor: TestClient;
let doctorId: string;
let fileId: string;
const log: string[] = [];

beforeAll(async () => {
  t = await createTestApp();
  v = variantApp(t, { logger: createLogger("info", { write: (line) => log.push(line) }) });
  const user = await t.createUser({ role: "ST_DOCTOR" });
  doctorId = user.id;
  doctor = v.client();
  expect((await doctor.post("/api/session/sign-in", user)).status).toBe(200);
  const form = new FormData();
  form.append("kind", "contract");
  form.append("file", new Blob(["%PDF-1.4\n%%EOF\n"]), "avtal.pdf");
  const upload = await doctor.upload(`/api/st-doctors/${doctorId}/files`, form);
  fileId = ((await upload.json()) as { file: { id: string } }).file.id;
});
afterAll(() => t.close());

/** Internals a failure must not show: SQL, names in the schema, stack frames, paths, causes. */
const INTERNALS =
  /select |insert |update |delete from|relation|Failed query|st_projects|accounts|_borta|\bat \S+ \(|node_modules|\/tmp\/|\/work\/|src\/server|\.ts\b|Error:|ENOENT|ECONNREFUSED|hemligt|Unexpected token|JSON\.parse/i;

/** The answer's text is exactly `answer`, and names nothing of the server's insides. */
async function expectPlainFailure(res: Response, status: number, answer: object) {
  const text = await res.text();
  expect(res.status, text).toBe(status);
  expect(res.headers.get("content-type")).toMatch(/^application\/json/);
  expect(text).not.toMatch(INTERNALS);
  expect(JSON.parse(text)).toEqual(answer);
}

const INTERNAL = { error: COMMON_MESSAGES.unknown, code: "INTERNAL" };

/** Runs `run` while a table is missing, as after a botched migration or a damaged database. */
async function withTableGone<T>(table: string, run: () => Promise<T>): Promise<T> {
  await t.deps.db.execute(sql.raw(`alter table ${table} rename to ${table}_borta`));
  try {
    return await run();
  } finally {
    await t.deps.db.execute(sql.raw(`alter table ${table}_borta rename to ${table}`));
  }
}

describe("a failing database", () => {
  it("answers a write with 500 and a plain message, and logs the cause without its values", async () => {
    log.length = 0;
    const res = await withTableGone("st_projects", () =>
      doctor.put(`/api/st-doctors/${doctorId}/st-project`, {
        topic: "Hemligt ämne",
        version: 0,
      }),
    );
    await expectPlainFailure(res, 500, INTERNAL);
    const entry = log.map((line) => JSON.parse(line)).find((e) => e.msg === "unhandled error");
    expect(entry?.err.stack).toMatch(/st_projects/);
    expect(JSON.stringify(entry)).not.toContain("Hemligt ämne");
  });

  it("answers a read with 500 and a plain message", async () => {
    const res = await withTableGone("st_projects", () =>
      doctor.get(`/api/st-doctors/${doctorId}/record`),
    );
    await expectPlainFailure(res, 500, INTERNAL);
  });

  it("answers a sign-in whose account table is gone like any failure", async () => {
    const user = await t.createUser({ role: "ST_DOCTOR" });
    const res = await withTableGone("accounts", () =>
      v.client().post("/api/session/sign-in", user),
    );
    await expectPlainFailure(res, 500, INTERNAL);
  });

  it("answers 503 with a plain message when the database does not answer", async () => {
    const down = createApp({ ...v.deps, ping: async () => false });
    await expectPlainFailure(await down.request("/api/health"), 503, {
      status: "unavailable",
      error: COMMON_MESSAGES.databaseUnavailable,
      code: "DATABASE_UNAVAILABLE",
    });
  });
});

describe("an error thrown inside the server", () => {
  it("from the file store answers 500 without the file's path or the error", async () => {
    const broken = createApp({
      ...v.deps,
      files: {
        ...v.deps.files,
        open: async () => {
          throw new Error(`ENOENT: open '${t.dataDir}/files/${doctorId}/x.pdf' hemligt`);
        },
      },
    });
    const res = await broken.request(`/api/files/${fileId}`, {
      headers: { cookie: doctor.cookieHeader },
    });
    await expectPlainFailure(res, 500, INTERNAL);
  });

  it("from the mailer does not reach the answer", async () => {
    const broken = createApp({
      ...v.deps,
      mailer: {
        send: async () => {
          throw new Error("connect ECONNREFUSED smtps://portal:hemligt@10.0.0.5:465");
        },
      },
    });
    const user = await t.createUser({ role: "ST_DOCTOR" });
    const res = await broken.request("/api/password-reset/request", {
      method: "POST",
      headers: { origin: v.deps.config.publicUrl, "content-type": "application/json" },
      body: JSON.stringify({ email: user.email }),
    });
    // The answer every address gets: a failing mail server reveals neither itself nor the account.
    await expectPlainFailure(res, 200, { message: AUTH_MESSAGES.resetRequested });
  });

  it("while building the page (the build is missing) answers 500 without the path", async () => {
    const dir = mkdtempSync(join(tmpdir(), "st-web-missing-"));
    rmSync(dir, { recursive: true });
    const web = createApp({ ...v.deps, config: { ...v.deps.config, webDir: dir } });
    await expectPlainFailure(await web.request("/dashboard"), 500, INTERNAL);
  });

  it("for a body that is not JSON answers 400 without the parser's words", async () => {
    const res = await doctor.request("PUT", `/api/st-doctors/${doctorId}/st-project`, '{"topic":');
    await expectPlainFailure(res, 400, { error: COMMON_MESSAGES.badJson, code: "BAD_REQUEST" });
  });
});

import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, REVIEW_EMAIL, type TestApp } from "../../tests/fixtures/test-app";
import { type VariantApp, variantApp } from "../../tests/fixtures/variant-app";
import { createApp } from "./app";
import { createLogger } from "./lib/logger";

/**
 * Passwords, reset tokens and session tokens never reach the log, at any level: everything the
 * server writes while people sign in, change, reset and set passwords is kept and searched.
 */
let t: TestApp;
let v: VariantApp;
const log: string[] = [];
/** Every secret that passed through a request or an answer while the log was kept. */
const secrets = new Set<string>();

/** Checks that a step did what it should (so the log saw it) and keeps its session tokens. */
function step(res: Response, status: number) {
  expect(res.status, res.url).toBe(status);
  return keepSessionTokens(res);
}

function keepSessionTokens(res: Response) {
  for (const cookie of res.headers.getSetCookie()) {
    const value = decodeURIComponent(cookie.split(";")[0]!.split("=").slice(1).join("="));
    if (!value) continue;
    // A signed cookie is `<token>.<signature>`: the token alone opens the session.
    secrets.add(value);
    if (cookie.includes("session_token")) secrets.add(value.split(".")[0]!);
  }
  return res;
}

beforeAll(async () => {
  t = await createTestApp();
  v = variantApp(t, { logger: createLogger("trace", { write: (line) => log.push(line) }) });
});
afterAll(() => t.close());

const secret = (value: string) => {
  secrets.add(value);
  return value;
};

describe("the log", () => {
  beforeAll(async () => {
    const admin = await t.createUser({ role: "ADMIN", password: secret("admin-losen-1a") });
    const adminClient = v.client();
    step(await adminClient.post("/api/session/sign-in", admin), 200);

    // Sign-in with a wrong password, an unknown address, the right one; the review account.
    const doctor = await t.createUser({ role: "ST_DOCTOR", password: secret("doktor-losen-2b") });
    step(
      await v.client().post("/api/session/sign-in", { ...doctor, password: secret("fel-3c") }),
      401,
    );
    await v.client().post("/api/session/sign-in", { email: "ingen@example.se", password: "x" });
    const client = v.client();
    step(await client.post("/api/session/sign-in", doctor), 200);
    step(await client.get("/api/session"), 200);
    await t.createUser({ role: "SPECIALIST", email: REVIEW_EMAIL, password: secret("delat-4d") });
    step(await v.client().post("/api/session/review-sign-in", { password: "delat-4d" }), 200);

    // One's own change, first with a wrong current password.
    step(
      await client.post("/api/session/password", {
        currentPassword: secret("inte-mitt-5e"),
        newPassword: secret("nytt-losen-6f"),
        confirmPassword: "nytt-losen-6f",
      }),
      400,
    );
    step(
      await client.post("/api/session/password", {
        currentPassword: doctor.password,
        newPassword: secret("nytt-losen-7g"),
        confirmPassword: "nytt-losen-7g",
      }),
      200,
    );

    // A reset link: asked for, looked at, used, and used again.
    const before = t.outbox().length;
    await v.client().post("/api/password-reset/request", { email: doctor.email });
    const token = secret(new URL(t.outbox()[before]?.link ?? "").searchParams.get("token") ?? "");
    expect(token).not.toBe("");
    await v.client().get(`/api/password-reset/status?token=${encodeURIComponent(token)}`);
    for (const status of [200, 400]) {
      const confirm = await v.client().post("/api/password-reset/confirm", {
        token,
        newPassword: secret("aterstallt-8h"),
        confirmPassword: "aterstallt-8h",
      });
      step(confirm, status);
    }

    // An administrator creates accounts and sets a password.
    const chosen = await adminClient.post("/api/users", {
      email: "vald@example.se",
      role: "SUPERVISOR",
      firstName: "Vald",
      lastName: "Lösen",
      password: secret("valt-losen-9i"),
    });
    step(chosen, 201);
    const generated = await adminClient.post("/api/users", {
      email: "genererad@example.se",
      role: "SUPERVISOR",
      firstName: "Genererad",
      lastName: "Lösen",
    });
    step(generated, 201);
    secret(((await generated.json()) as { oneTimePassword: string }).oneTimePassword);
    const set = await adminClient.post(`/api/users/${doctor.id}/password`, {
      password: secret("satt-av-admin-10j"),
    });
    step(set, 200);
    step(await adminClient.post(`/api/users/${doctor.id}/reset-link`), 200);

    // A failure while a session cookie is on the request: the error is logged, the cookie not.
    const broken = createApp({
      ...v.deps,
      config: { ...v.deps.config, webDir: join(t.dataDir, "inget-bygge") },
    });
    const failed = await broken.request("/dashboard", {
      headers: { cookie: adminClient.cookieHeader },
    });
    expect(failed.status).toBe(500);
    step(await client.post("/api/session/sign-out"), 200);
  });

  it("was written during all of it, at every level", () => {
    expect(log.length).toBeGreaterThan(20);
    const messages = log.map((line) => JSON.parse(line).msg as string);
    expect(messages).toContain("request");
    expect(messages).toContain("mail written to outbox");
    expect(messages).toContain("unhandled error");
    expect(secrets.size).toBeGreaterThan(14);
  });

  it("holds none of the passwords, reset tokens or session tokens", () => {
    const text = log.join("");
    for (const value of secrets) {
      expect(text, value).not.toContain(value);
      expect(text, value).not.toContain(encodeURIComponent(value));
    }
  });
});

import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { expectError } from "../../../../tests/fixtures/expect-response";
import { createTestApp, REVIEW_EMAIL, type TestApp } from "../../../../tests/fixtures/test-app";
import { AUTH_MESSAGES } from "../../../shared/messages/auth";
import { THROTTLE } from "../../auth/sign-in-throttle";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe("sign-in", () => {
  it("signs in with e-mail and password, and the session answers on later requests", async () => {
    const user = await t.createUser({ role: "SUPERVISOR", firstName: "Åsa", lastName: "Öberg" });
    const client = t.client();
    const res = await client.post("/api/session/sign-in", {
      email: user.email.toUpperCase(),
      password: user.password,
    });
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body.user).toMatchObject({ id: user.id, role: "SUPERVISOR", displayName: "Åsa Öberg" });
    expect(body.permissions.pages).toContain("signing-rights-assessment");
    expect(body.permissions.pages).not.toContain("admin");
    expect(body.permissions.assignableRoles).toEqual([]);
    const cookie = res.headers.get("set-cookie") ?? "";
    expect(cookie).toMatch(/httponly/i);
    expect(cookie).toMatch(/samesite=lax/i);

    // A reload is a new request carrying only the cookie.
    const again = await client.get("/api/session");
    expect(again.status).toBe(200);
    expect((await again.json()).user.id).toBe(user.id);
  });

  it("refuses a wrong password with a Swedish message and sets no cookie", async () => {
    const user = await t.createUser({ role: "ST_DOCTOR" });
    const res = await t
      .client()
      .post("/api/session/sign-in", { email: user.email, password: "fel-losenord" });
    expect(res.status).toBe(401);
    expect(await res.json()).toMatchObject({ error: AUTH_MESSAGES.invalidCredentials });
    expect(res.headers.get("set-cookie")).toBeNull();
  });

  it("gives the same answer for an unknown address as for a wrong password", async () => {
    const res = await t
      .client()
      .post("/api/session/sign-in", { email: "finns.inte@example.se", password: "vad-som-helst" });
    await expectError(res, 401, AUTH_MESSAGES.invalidCredentials);
  });

  it.each([
    [{}, AUTH_MESSAGES.emailRequired],
    [{ email: "", password: "x" }, AUTH_MESSAGES.emailRequired],
    [{ email: "inte-en-adress", password: "x" }, AUTH_MESSAGES.emailInvalid],
    [{ email: "a@example.se" }, AUTH_MESSAGES.passwordRequired],
    [{ email: "a@example.se", password: "" }, AUTH_MESSAGES.passwordRequired],
  ])("rejects malformed input %j with 400", async (body, message) => {
    const res = await t.client().post("/api/session/sign-in", body);
    await expectError(res, 400, message);
  });

  it("answers a body that is not JSON with 400, not 500", async () => {
    const res = await t.client().request("POST", "/api/session/sign-in", "{inte json", {
      "content-type": "application/json",
    });
    expect(res.status).toBe(400);
    expect((await res.json()).error).toMatch(/Ogiltig förfrågan/);
  });

  it("refuses a deactivated user even with the right password, as if it were wrong", async () => {
    const user = await t.createUser({ role: "ST_DOCTOR", isActive: false });
    const res = await t
      .client()
      .post("/api/session/sign-in", { email: user.email, password: user.password });
    await expectError(res, 401, AUTH_MESSAGES.invalidCredentials);
  });

  it("ends access for a user deactivated while signed in", async () => {
    const { client, user } = await t.signedIn("ST_DOCTOR");
    const { client: admin } = await t.signedIn("ADMIN");
    expect((await admin.patch(`/api/users/${user.id}`, { isActive: false })).status).toBe(200);
    expect((await client.get("/api/session")).status).toBe(401);
  });
});

describe("session permissions", () => {
  it("tells which roles a user may give new accounts: all for an admin, all but ADMIN for a director", async () => {
    const { client: admin } = await t.signedIn("ADMIN");
    const { client: director } = await t.signedIn("DIRECTOR");
    const adminRoles = (await (await admin.get("/api/session")).json()).permissions.assignableRoles;
    const directorRoles = (await (await director.get("/api/session")).json()).permissions
      .assignableRoles;
    expect(adminRoles).toEqual(["ST_DOCTOR", "SUPERVISOR", "DIRECTOR", "ADMIN", "SPECIALIST"]);
    expect(directorRoles).toEqual(["ST_DOCTOR", "SUPERVISOR", "DIRECTOR", "SPECIALIST"]);
  });
});

describe("sign-in throttling", () => {
  it("locks an account for the address that failed, with a Swedish message", async () => {
    const user = await t.createUser({ role: "ST_DOCTOR" });
    const client = t.client("192.0.2.60");
    for (let i = 0; i < THROTTLE.perAccountAndAddress; i++) {
      const res = await client.post("/api/session/sign-in", {
        email: user.email,
        password: `fel-${i}`,
      });
      expect(res.status).toBe(401);
    }
    const locked = await client.post("/api/session/sign-in", {
      email: user.email,
      password: user.password,
    });
    await expectError(locked, 429, AUTH_MESSAGES.tooManyAttempts(THROTTLE.windowMinutes));
  });

  it("locks a client address that tries many accounts", async () => {
    const client = t.client("192.0.2.77");
    for (let i = 0; i < THROTTLE.perAddress; i++) {
      await client.post("/api/session/sign-in", { email: `okand${i}@example.se`, password: "fel" });
    }
    const user = await t.createUser({ role: "ST_DOCTOR" });
    const locked = await client.post("/api/session/sign-in", {
      email: user.email,
      password: user.password,
    });
    expect(locked.status).toBe(429);
    // Another address is not affected.
    const other = await t
      .client("192.0.2.78")
      .post("/api/session/sign-in", { email: user.email, password: user.password });
    expect(other.status).toBe(200);
  });

  it("forgets earlier failures after a successful sign-in", async () => {
    const user = await t.createUser({ role: "ST_DOCTOR" });
    const client = t.client("192.0.2.61");
    const attempt = (password: string) =>
      client.post("/api/session/sign-in", { email: user.email, password }).then((r) => r.status);
    for (let i = 0; i < THROTTLE.perAccountAndAddress - 1; i++) await attempt("fel");
    expect(await attempt(user.password)).toBe(200);
    for (let i = 0; i < THROTTLE.perAccountAndAddress - 1; i++) await attempt("fel");
    expect(await attempt(user.password)).toBe(200);
  });
});

describe("review sign-in ('Granskning')", () => {
  it("is refused with a clear message while the shared account does not exist", async () => {
    const res = await t.client().post("/api/session/review-sign-in", { password: "whatever" });
    await expectError(res, 403, AUTH_MESSAGES.reviewAccountMissing);
  });

  it("signs in as the shared specialist account with the password only", async () => {
    const account = await t.createUser({ role: "SPECIALIST", email: REVIEW_EMAIL });
    const client = t.client();
    const wrong = await client.post("/api/session/review-sign-in", { password: "fel" });
    await expectError(wrong, 401, AUTH_MESSAGES.reviewInvalidPassword);
    const res = await client.post("/api/session/review-sign-in", { password: account.password });
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body.user).toMatchObject({ id: account.id, role: "SPECIALIST" });
    expect(body.permissions.pages).toEqual(["signing-rights-assessment", "profile"]);
    expect((await client.get("/api/session")).status).toBe(200);
  });
});

describe("sign-out", () => {
  it("ends the session", async () => {
    const { client } = await t.signedIn("DIRECTOR");
    const res = await client.post("/api/session/sign-out");
    expect(res.status).toBe(200);
    expect((await client.get("/api/session")).status).toBe(401);
  });

  it("is harmless without a session", async () => {
    expect((await t.client().post("/api/session/sign-out")).status).toBe(200);
  });
});

describe("change own password", () => {
  it.each([
    [
      { currentPassword: "", newPassword: "nytt-losen", confirmPassword: "nytt-losen" },
      AUTH_MESSAGES.currentRequired,
    ],
    [
      { currentPassword: "x", newPassword: "kort", confirmPassword: "kort" },
      AUTH_MESSAGES.newTooShort,
    ],
    [
      { currentPassword: "x", newPassword: "nytt-losen", confirmPassword: "annat-losen" },
      AUTH_MESSAGES.newMismatch,
    ],
    [
      {
        currentPassword: "samma-losen",
        newPassword: "samma-losen",
        confirmPassword: "samma-losen",
      },
      AUTH_MESSAGES.newSameAsCurrent,
    ],
  ])("rejects %j with the spec's message", async (body, message) => {
    const { client } = await t.signedIn("ST_DOCTOR");
    const res = await client.post("/api/session/password", body);
    await expectError(res, 400, message);
  });

  it("rejects a wrong current password and keeps the old one", async () => {
    const { client, user } = await t.signedIn("ST_DOCTOR");
    const res = await client.post("/api/session/password", {
      currentPassword: "fel-losen",
      newPassword: "nytt-losen",
      confirmPassword: "nytt-losen",
    });
    await expectError(res, 400, AUTH_MESSAGES.currentWrong);
    expect(await t.signInStatus({ email: user.email, password: user.password })).toBe(200);
  });

  it("changes the password, keeps this session and ends the others", async () => {
    const { client, user } = await t.signedIn("ST_DOCTOR");
    const other = t.client();
    await other.post("/api/session/sign-in", { email: user.email, password: user.password });
    const res = await client.post("/api/session/password", {
      currentPassword: user.password,
      newPassword: "helt-nytt-losen",
      confirmPassword: "helt-nytt-losen",
    });
    expect(res.status).toBe(200);
    expect((await res.json()).message).toBe(AUTH_MESSAGES.passwordUpdated);
    expect((await client.get("/api/session")).status).toBe(200);
    expect((await other.get("/api/session")).status).toBe(401);
    expect(await t.signInStatus({ email: user.email, password: user.password })).toBe(401);
    expect(await t.signInStatus({ email: user.email, password: "helt-nytt-losen" })).toBe(200);
  });

  it("requires signing in", async () => {
    const res = await t.client().post("/api/session/password", {
      currentPassword: "a",
      newPassword: "bbbbbb",
      confirmPassword: "bbbbbb",
    });
    expect(res.status).toBe(401);
  });
});

describe("one-time passwords", () => {
  it("blocks everything but the session routes until the password is changed", async () => {
    const { client, user } = await t.signedIn("ADMIN", { mustChangePassword: true });
    const session = await client.get("/api/session");
    expect((await session.json()).user.mustChangePassword).toBe(true);
    const blocked = await client.get("/api/users");
    expect(blocked.status).toBe(403);
    expect(await blocked.json()).toMatchObject({
      code: "PASSWORD_CHANGE_REQUIRED",
      error: AUTH_MESSAGES.mustChangePassword,
    });
    const changed = await client.post("/api/session/password", {
      currentPassword: user.password,
      newPassword: "eget-losen",
      confirmPassword: "eget-losen",
    });
    expect(changed.status).toBe(200);
    expect((await (await client.get("/api/session")).json()).user.mustChangePassword).toBe(false);
    expect((await client.get("/api/users")).status).toBe(200);
  });
});

describe("health", () => {
  it("answers ok while the database answers", async () => {
    const res = await t.client().get("/api/health");
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ status: "ok" });
  });

  it("answers 503 when the database does not", async () => {
    const { createApp } = await import("../../app");
    const app = createApp({ ...t.deps, ping: async () => false });
    const res = await app.request("/api/health");
    expect(res.status).toBe(503);
  });

  it("answers unknown API paths with a JSON 404", async () => {
    const res = await t.client().get("/api/finns-inte");
    expect(res.status).toBe(404);
    expect((await res.json()).error).toBeTruthy();
  });
});

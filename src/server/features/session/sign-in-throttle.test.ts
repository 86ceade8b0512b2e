import { and, eq, isNull } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { expectError } from "../../../../tests/fixtures/expect-response";
import { createTestApp, REVIEW_EMAIL, type TestApp } from "../../../../tests/fixtures/test-app";
import { AUTH_MESSAGES } from "../../../shared/messages/auth";
import { THROTTLE } from "../../auth/sign-in-throttle";
import { auditLog } from "../../db/schema";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

// A parallel burst of wrong passwords, counted in password checks: security-passwords.test.ts.

describe("lock-out cannot be used against an account", () => {
  it.each([
    ["an administrator", "ADMIN" as const],
    ["a supervisor", "SUPERVISOR" as const],
  ])("lets %s in with the right password from an address that has not failed", async (_, role) => {
    const user = await t.createUser({ role });
    const attacker = t.client("203.0.113.5");
    for (let i = 0; i < THROTTLE.perAccountAndAddress; i++) {
      const res = await attacker.post("/api/session/sign-in", {
        email: user.email,
        password: `fel-${i}`,
      });
      expect(res.status).toBe(401);
    }
    // The failing address is held back, even with the right password …
    const locked = await attacker.post("/api/session/sign-in", {
      email: user.email,
      password: user.password,
    });
    await expectError(locked, 429, AUTH_MESSAGES.tooManyAttempts(THROTTLE.windowMinutes));
    // … but the owner, somewhere else, is not.
    const owner = await t
      .client("203.0.113.6")
      .post("/api/session/sign-in", { email: user.email, password: user.password });
    expect(owner.status).toBe(200);
  });

  it("lets specialists into the review account from their own addresses while another is locked", async () => {
    const account = await t.createUser({ role: "SPECIALIST", email: REVIEW_EMAIL });
    const attacker = t.client("203.0.113.7");
    for (let i = 0; i < THROTTLE.perAccountAndAddress; i++) {
      await attacker.post("/api/session/review-sign-in", { password: `fel-${i}` });
    }
    const locked = await attacker.post("/api/session/review-sign-in", {
      password: account.password,
    });
    expect(locked.status).toBe(429);
    const specialist = await t
      .client("203.0.113.8")
      .post("/api/session/review-sign-in", { password: account.password });
    expect(specialist.status).toBe(200);
  });
});

describe("a deactivated account", () => {
  it("answers the right password exactly like a wrong one", async () => {
    const inactive = await t.createUser({ role: "ST_DOCTOR", isActive: false });
    const active = await t.createUser({ role: "ST_DOCTOR" });
    const right = await t
      .client()
      .post("/api/session/sign-in", { email: inactive.email, password: inactive.password });
    const wrong = await t
      .client()
      .post("/api/session/sign-in", { email: active.email, password: "fel-losenord" });
    expect(right.status).toBe(wrong.status);
    expect(await right.json()).toEqual(await wrong.json());
    expect(right.headers.get("set-cookie")).toBeNull();
  });

  it("is throttled like a wrong password, so repeating the right one reveals nothing", async () => {
    const inactive = await t.createUser({ role: "ST_DOCTOR", isActive: false });
    const client = t.client("203.0.113.9");
    const statuses: number[] = [];
    for (let i = 0; i <= THROTTLE.perAccountAndAddress; i++) {
      statuses.push(
        (
          await client.post("/api/session/sign-in", {
            email: inactive.email,
            password: inactive.password,
          })
        ).status,
      );
    }
    expect(statuses.at(-1)).toBe(429);
  });
});

describe("the audit log of password sign-ins (decision 255)", () => {
  const entriesFor = (entityId: string) =>
    t.deps.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, "password-sign-in"), eq(auditLog.entityId, entityId)))
      .orderBy(auditLog.seq);

  it("keeps each sign-in and each refusal of an account, never the password", async () => {
    const user = await t.createUser({ role: "SUPERVISOR" });
    const inactive = await t.createUser({ role: "ST_DOCTOR", isActive: false });
    const client = t.client("203.0.113.20");
    await client.post("/api/session/sign-in", { email: user.email, password: "fel-losenord-1" });
    await client.post("/api/session/sign-in", { email: user.email, password: user.password });
    await client.post("/api/session/sign-in", {
      email: inactive.email,
      password: inactive.password,
    });
    expect((await entriesFor(user.id)).map((e) => [e.actorId, e.after])).toEqual([
      [null, { outcome: "refused", reason: "wrong-password" }],
      [user.id, { outcome: "signed-in" }],
    ]);
    expect((await entriesFor(inactive.id)).map((e) => e.after)).toEqual([
      { outcome: "refused", reason: "inactive" },
    ]);
    const everything = JSON.stringify(
      await t.deps.db.select().from(auditLog).where(eq(auditLog.entity, "password-sign-in")),
    );
    expect(everything).not.toContain("fel-losenord-1");
    expect(everything).not.toContain(user.password);
  });

  it("names no address for an unknown account", async () => {
    const typed = "nagon-som-inte-finns@example.se";
    await t.client("203.0.113.21").post("/api/session/sign-in", { email: typed, password: "x" });
    const entries = await t.deps.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, "password-sign-in"), isNull(auditLog.entityId)));
    expect(entries.map((e) => e.after)).toContainEqual({
      outcome: "refused",
      reason: "unknown-account",
    });
    expect(JSON.stringify(entries)).not.toContain(typed);
  });
});

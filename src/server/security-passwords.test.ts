import { eq } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { expectError } from "../../tests/fixtures/expect-response";
import { createTestApp, REVIEW_EMAIL, type TestApp } from "../../tests/fixtures/test-app";
import { AUTH_MESSAGES } from "../shared/messages/auth";
import { THROTTLE } from "./auth/sign-in-throttle";
import { verifications } from "./db/schema";

/**
 * Guessing is bounded by the number of password checks made, not by how requests are timed: a
 * parallel burst gets no more checks than the limit. Each check is counted where Better Auth makes
 * it (the scrypt hash of a password, compared or made to answer an unknown address as slowly).
 */
let t: TestApp;
let checks = 0;
let restore: () => void;

beforeAll(async () => {
  t = await createTestApp();
  const { password } = await t.deps.auth.$context;
  const { verify, hash } = password;
  password.verify = (input) => {
    checks++;
    return verify(input);
  };
  password.hash = (input) => {
    checks++;
    return hash(input);
  };
  restore = () => Object.assign(password, { verify, hash });
});
afterEach(() => {
  checks = 0;
});
afterAll(async () => {
  restore();
  await t.close();
});

const BURST = 50;

/** Answers by status. */
function tally(statuses: number[]) {
  const counts: Record<number, number> = {};
  for (const s of statuses) counts[s] = (counts[s] ?? 0) + 1;
  return counts;
}

const burst = (send: (i: number) => Promise<Response>) =>
  Promise.all(Array.from({ length: BURST }, (_, i) => send(i).then((r) => r.status)));

describe(`a parallel burst of ${BURST} wrong passwords`, () => {
  it("to one account checks at most the per-account-and-address limit", async () => {
    const user = await t.createUser({ role: "ADMIN" });
    const client = t.client("198.51.100.10");
    const counts = tally(
      await burst((i) =>
        client.post("/api/session/sign-in", { email: user.email, password: `fel-${i}` }),
      ),
    );
    expect(checks).toBeLessThanOrEqual(THROTTLE.perAccountAndAddress);
    expect(counts[401]).toBe(checks);
    expect(counts[429]).toBe(BURST - checks);
  });

  it("to as many accounts checks at most the per-address limit", async () => {
    const client = t.client("198.51.100.11");
    const counts = tally(
      await burst((i) =>
        client.post("/api/session/sign-in", { email: `skur${i}@example.se`, password: "fel" }),
      ),
    );
    expect(checks).toBeLessThanOrEqual(THROTTLE.perAddress);
    expect((counts[401] ?? 0) + (counts[429] ?? 0)).toBe(BURST);
  });

  it("to the shared review account checks at most the per-account-and-address limit", async () => {
    await t.createUser({ role: "SPECIALIST", email: REVIEW_EMAIL });
    const client = t.client("198.51.100.12");
    await burst((i) => client.post("/api/session/review-sign-in", { password: `fel-${i}` }));
    expect(checks).toBeLessThanOrEqual(THROTTLE.perAccountAndAddress);
  });

  it("as the current password of a signed-in session (a stolen one) checks at most the limit", async () => {
    const { client, user } = await t.signedIn("ST_DOCTOR");
    const statuses = await burst((i) =>
      client.post("/api/session/password", {
        currentPassword: `fel-${i}`,
        newPassword: "kapat-losen-1",
        confirmPassword: "kapat-losen-1",
      }),
    );
    const counts = tally(statuses);
    // Better Auth hashes the new password before it compares the current one: two per attempt.
    expect(checks).toBeLessThanOrEqual(2 * THROTTLE.passwordChange);
    expect(counts[400]).toBeLessThanOrEqual(THROTTLE.passwordChange);
    expect((counts[400] ?? 0) + (counts[429] ?? 0)).toBe(BURST);
    const locked = await client.post("/api/session/password", {
      currentPassword: user.password,
      newPassword: "kapat-losen-1",
      confirmPassword: "kapat-losen-1",
    });
    await expectError(
      locked,
      429,
      AUTH_MESSAGES.tooManyWrongCurrentPasswords(THROTTLE.windowMinutes),
    );
    // The owner's password still stands, and signing in elsewhere still works.
    expect(await t.signInStatus({ email: user.email, password: user.password })).toBe(200);
  });
});

describe("changing one's own password", () => {
  it("still works after a mistyped current password, and forgets the mistake", async () => {
    const { client, user } = await t.signedIn("SUPERVISOR");
    const change = (currentPassword: string, newPassword: string) =>
      client.post("/api/session/password", {
        currentPassword,
        newPassword,
        confirmPassword: newPassword,
      });
    expect((await change("skrev-fel", "forsta-nya")).status).toBe(400);
    expect((await change(user.password, "forsta-nya")).status).toBe(200);
    for (let i = 0; i < THROTTLE.passwordChange - 1; i++)
      expect((await change(`fel-${i}`, "andra-nya")).status).toBe(400);
    expect((await change("forsta-nya", "andra-nya")).status).toBe(200);
  });
});

describe("a reset link", () => {
  async function requestLink(email: string): Promise<string> {
    const before = t.outbox().length;
    expect((await t.client().post("/api/password-reset/request", { email })).status).toBe(200);
    return new URL(t.outbox()[before]?.link ?? "").searchParams.get("token") ?? "";
  }
  const confirm = (token: string, password: string) =>
    t.client().post("/api/password-reset/confirm", {
      token,
      newPassword: password,
      confirmPassword: password,
    });

  it("sets a password once, even when it is sent many times at once", async () => {
    const user = await t.createUser({ role: "ST_DOCTOR" });
    const token = await requestLink(user.email);
    const statuses = await Promise.all(
      Array.from({ length: 5 }, (_, i) => confirm(token, `parallellt-${i}`).then((r) => r.status)),
    );
    expect(tally(statuses)).toEqual({ 200: 1, 400: 4 });
    const winner = statuses.indexOf(200);
    expect(await t.signInStatus({ email: user.email, password: `parallellt-${winner}` })).toBe(200);
  });

  it("is refused once its hour has passed, and the password stays", async () => {
    const user = await t.createUser({ role: "ST_DOCTOR" });
    const token = await requestLink(user.email);
    await t.deps.db
      .update(verifications)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      // The row holds only the token's hash (decision 172): it is found by its user.
      .where(eq(verifications.value, user.id));
    const status = await t.client().get(`/api/password-reset/status?token=${token}`);
    expect(await status.json()).toEqual({ valid: false });
    await expectError(await confirm(token, "for-sent-1"), 400, AUTH_MESSAGES.resetInvalidLink);
    expect(await t.signInStatus(user)).toBe(200);
  });

  it("is kept only as long as an hour", async () => {
    const user = await t.createUser({ role: "ST_DOCTOR" });
    await requestLink(user.email);
    const [row] = await t.deps.db
      .select({ expiresAt: verifications.expiresAt })
      .from(verifications)
      .where(eq(verifications.value, user.id));
    expect(row!.expiresAt.getTime() - Date.now()).toBeLessThanOrEqual(60 * 60 * 1000);
  });
});

import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { expectError } from "../../../../tests/fixtures/expect-response";
import { createTestApp, type TestApp } from "../../../../tests/fixtures/test-app";
import { AUTH_MESSAGES } from "../../../shared/messages/auth";
import { THROTTLE } from "../../auth/sign-in-throttle";
import { verifications } from "../../db/schema";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

function tokenFrom(link: string | undefined): string {
  const url = new URL(link ?? "");
  expect(url.pathname).toBe("/reset-password");
  return url.searchParams.get("token") ?? "";
}

describe("password reset by e-mail link", () => {
  it("answers the same whether or not the address exists, and mails only a real one", async () => {
    const user = await t.createUser({ role: "ST_DOCTOR" });
    const before = t.outbox().length;
    const known = await t.client().post("/api/password-reset/request", { email: user.email });
    const unknown = await t
      .client()
      .post("/api/password-reset/request", { email: "ingen@example.se" });
    expect(known.status).toBe(200);
    expect(unknown.status).toBe(200);
    expect(await known.json()).toEqual(await unknown.json());
    const mails = t.outbox().slice(before);
    expect(mails).toHaveLength(1);
    expect(mails[0]?.to).toContain(user.email);
  });

  it("says who asked, and marks the mail as sent automatically so no auto-reply answers it", async () => {
    const user = await t.createUser({ role: "ST_DOCTOR" });
    const before = t.outbox().length;
    await t.client().post("/api/password-reset/request", { email: user.email });
    const mail = t.outbox()[before];
    expect(mail?.subject).toBe(AUTH_MESSAGES.resetMailSubject);
    expect(mail?.text).toContain("Någon (förhoppningsvis du) har bett om");
    expect(mail?.autoSubmitted).toBe("auto-generated");
  });

  it("rejects a malformed address", async () => {
    const res = await t.client().post("/api/password-reset/request", { email: "nej" });
    await expectError(res, 400, AUTH_MESSAGES.emailInvalid);
  });

  it("sets a new password through the link and ends every session of the user", async () => {
    const { client, user } = await t.signedIn("SUPERVISOR", { mustChangePassword: false });
    const before = t.outbox().length;
    await t.client().post("/api/password-reset/request", { email: user.email });
    const mail = t.outbox()[before];
    expect(mail?.subject).toMatch(/Återställ/);
    const token = tokenFrom(mail?.link);

    const status = await t
      .client()
      .get(`/api/password-reset/status?token=${encodeURIComponent(token)}`);
    expect(await status.json()).toEqual({ valid: true });

    const res = await t.client().post("/api/password-reset/confirm", {
      token,
      newPassword: "aterstallt",
      confirmPassword: "aterstallt",
    });
    expect(res.status).toBe(200);
    expect((await res.json()).message).toBe(AUTH_MESSAGES.resetSuccess);

    expect((await client.get("/api/session")).status).toBe(401);
    expect(await t.signInStatus({ email: user.email, password: user.password })).toBe(401);
    expect(
      (await t.client().post("/api/session/sign-in", { email: user.email, password: "aterstallt" }))
        .status,
    ).toBe(200);

    // The link works once.
    const reused = await t.client().post("/api/password-reset/confirm", {
      token,
      newPassword: "en-gang-till",
      confirmPassword: "en-gang-till",
    });
    await expectError(reused, 400, AUTH_MESSAGES.resetInvalidLink);
    expect(
      await (await t.client().get(`/api/password-reset/status?token=${token}`)).json(),
    ).toEqual({ valid: false });
  });

  it("clears a pending one-time password change", async () => {
    const user = await t.createUser({ role: "ST_DOCTOR", mustChangePassword: true });
    const before = t.outbox().length;
    await t.client().post("/api/password-reset/request", { email: user.email });
    const token = tokenFrom(t.outbox()[before]?.link);
    await t.client().post("/api/password-reset/confirm", {
      token,
      newPassword: "eget-valt",
      confirmPassword: "eget-valt",
    });
    const client = t.client();
    await client.post("/api/session/sign-in", { email: user.email, password: "eget-valt" });
    expect((await (await client.get("/api/session")).json()).user.mustChangePassword).toBe(false);
  });

  it.each([
    [{ token: "t", newPassword: "kort", confirmPassword: "kort" }, AUTH_MESSAGES.resetTooShort],
    [
      { token: "t", newPassword: "langt-nog", confirmPassword: "annat-ord" },
      AUTH_MESSAGES.resetMismatch,
    ],
    [
      { token: "", newPassword: "langt-nog", confirmPassword: "langt-nog" },
      AUTH_MESSAGES.resetInvalidLink,
    ],
    [
      { token: "finns-inte", newPassword: "langt-nog", confirmPassword: "langt-nog" },
      AUTH_MESSAGES.resetInvalidLink,
    ],
  ])("rejects %j", async (body, message) => {
    const res = await t.client().post("/api/password-reset/confirm", body);
    await expectError(res, 400, message);
  });

  it("reports a missing or unknown token as invalid", async () => {
    expect(await (await t.client().get("/api/password-reset/status")).json()).toEqual({
      valid: false,
    });
    expect(await (await t.client().get("/api/password-reset/status?token=nej")).json()).toEqual({
      valid: false,
    });
  });
});

describe("outstanding reset links end with every password change", () => {
  async function requestLink(email: string): Promise<string> {
    const before = t.outbox().length;
    const res = await t.client().post("/api/password-reset/request", { email });
    expect(res.status).toBe(200);
    return tokenFrom(t.outbox()[before]?.link);
  }

  async function expectRefused(token: string) {
    const status = await t
      .client()
      .get(`/api/password-reset/status?token=${encodeURIComponent(token)}`);
    expect(await status.json()).toEqual({ valid: false });
    const res = await t.client().post("/api/password-reset/confirm", {
      token,
      newPassword: "kapat-losen",
      confirmPassword: "kapat-losen",
    });
    await expectError(res, 400, AUTH_MESSAGES.resetInvalidLink);
  }

  it("refuses an earlier link once a later one has been used", async () => {
    const user = await t.createUser({ role: "ST_DOCTOR" });
    const first = await requestLink(user.email);
    const second = await requestLink(user.email);
    const used = await t.client().post("/api/password-reset/confirm", {
      token: second,
      newPassword: "andra-lanken",
      confirmPassword: "andra-lanken",
    });
    expect(used.status).toBe(200);
    await expectRefused(first);
    expect(await t.signInStatus({ email: user.email, password: "andra-lanken" })).toBe(200);
  });

  it("refuses a link once the owner has changed the password", async () => {
    const { client, user } = await t.signedIn("ST_DOCTOR");
    const token = await requestLink(user.email);
    const changed = await client.post("/api/session/password", {
      currentPassword: user.password,
      newPassword: "eget-nytt",
      confirmPassword: "eget-nytt",
    });
    expect(changed.status).toBe(200);
    await expectRefused(token);
    expect(await t.signInStatus({ email: user.email, password: "eget-nytt" })).toBe(200);
  });

  it("refuses a link once an administrator has set the password", async () => {
    const user = await t.createUser({ role: "SUPERVISOR" });
    const token = await requestLink(user.email);
    const { client: admin } = await t.signedIn("ADMIN");
    expect(
      (await admin.post(`/api/users/${user.id}/password`, { password: "satt-av-admin" })).status,
    ).toBe(200);
    await expectRefused(token);
    expect(await t.signInStatus({ email: user.email, password: "satt-av-admin" })).toBe(200);
  });

  it("leaves other users' links alone", async () => {
    const user = await t.createUser({ role: "ST_DOCTOR" });
    const other = await t.createUser({ role: "ST_DOCTOR" });
    const mine = await requestLink(user.email);
    const theirs = await requestLink(other.email);
    await t.client().post("/api/password-reset/confirm", {
      token: mine,
      newPassword: "mitt-nya",
      confirmPassword: "mitt-nya",
    });
    const status = await t
      .client()
      .get(`/api/password-reset/status?token=${encodeURIComponent(theirs)}`);
    expect(await status.json()).toEqual({ valid: true });
  });
});

describe("reset tokens at rest and under guessing", () => {
  it("stores only a hash of a link's token, whoever sent it, and a stored value opens nothing", async () => {
    const user = await t.createUser({ role: "ST_DOCTOR" });
    const before = t.outbox().length;
    await t.client("198.51.100.40").post("/api/password-reset/request", { email: user.email });
    const { client: admin } = await t.signedIn("ADMIN");
    expect((await admin.post(`/api/users/${user.id}/reset-link`)).status).toBe(200);
    const tokens = t
      .outbox()
      .slice(before)
      .map((mail) => tokenFrom(mail.link));
    expect(tokens).toHaveLength(2);

    const rows = await t.deps.db
      .select()
      .from(verifications)
      .where(eq(verifications.value, user.id));
    expect(rows).toHaveLength(2);
    const stored = JSON.stringify(rows);
    for (const token of tokens) expect(stored).not.toContain(token);
    // Someone who reads the table cannot use what is in it.
    const reader = t.client("198.51.100.41");
    for (const row of rows) {
      for (const guess of [row.identifier, row.identifier.slice(row.identifier.indexOf(":") + 1)]) {
        const status = await reader.get(
          `/api/password-reset/status?token=${encodeURIComponent(guess)}`,
        );
        expect(await status.json()).toEqual({ valid: false });
      }
    }
    // The links themselves work.
    for (const token of tokens) {
      const status = await t
        .client("198.51.100.42")
        .get(`/api/password-reset/status?token=${encodeURIComponent(token)}`);
      expect(await status.json()).toEqual({ valid: true });
    }
  });

  it("refuses an address that keeps guessing tokens, on the status and the confirm route", async () => {
    const guesser = t.client("198.51.100.50");
    const statuses: number[] = [];
    for (let i = 0; i < 120; i++) {
      const res =
        i % 2 === 0
          ? await guesser.get(`/api/password-reset/status?token=gissning-${i}`)
          : await guesser.post("/api/password-reset/confirm", {
              token: `gissning-${i}`,
              newPassword: "gissat-losen",
              confirmPassword: "gissat-losen",
            });
      statuses.push(res.status);
    }
    const refused = statuses.filter((s) => s === 429).length;
    expect(refused).toBe(120 - THROTTLE.resetTokenPerAddress);
    expect(statuses.slice(0, THROTTLE.resetTokenPerAddress).every((s) => s !== 429)).toBe(true);
    const last = await guesser.get("/api/password-reset/status?token=en-till");
    await expectError(last, 429, AUTH_MESSAGES.tooManyResetLinkAttempts(THROTTLE.windowMinutes));

    // The owner of a real link, somewhere else, is not held back.
    const user = await t.createUser({ role: "ST_DOCTOR" });
    const before = t.outbox().length;
    await t.client("198.51.100.51").post("/api/password-reset/request", { email: user.email });
    const token = tokenFrom(t.outbox()[before]?.link);
    const owner = t.client("198.51.100.52");
    const status = await owner.get(`/api/password-reset/status?token=${token}`);
    expect(await status.json()).toEqual({ valid: true });
    const done = await owner.post("/api/password-reset/confirm", {
      token,
      newPassword: "agarens-nya",
      confirmPassword: "agarens-nya",
    });
    expect(done.status).toBe(200);
  });

  it("does not count opening a valid link against the address", async () => {
    const user = await t.createUser({ role: "ST_DOCTOR" });
    const before = t.outbox().length;
    await t.client("198.51.100.60").post("/api/password-reset/request", { email: user.email });
    const token = tokenFrom(t.outbox()[before]?.link);
    const owner = t.client("198.51.100.61");
    for (let i = 0; i < THROTTLE.resetTokenPerAddress + 5; i++) {
      const status = await owner.get(`/api/password-reset/status?token=${token}`);
      expect(status.status).toBe(200);
    }
  });
});

import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { expectError } from "../../../tests/fixtures/expect-response";
import { createTestApp, type TestApp, TestClient } from "../../../tests/fixtures/test-app";
import { AUTH_MESSAGES } from "../../shared/messages/auth";
import { createApp } from "../app";
import type { SessionActor } from "../context";
import { users } from "../db/schema";
import { createAuth } from "./auth";
import { sessionMemoFor } from "./session";
import { copyAcceptedUntil, SessionMemo } from "./session-memo";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const COPY_COOKIE = "st-portalen.session_data";
const SESSION_COOKIE = "st-portalen.session_token";

const deactivate = (id: string) =>
  t.deps.db.update(users).set({ isActive: false }).where(eq(users.id, id));
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** An app whose signed copy lives one second, and a client signed in to it. */
async function appWithOneSecondCopy() {
  const auth = createAuth({
    db: t.deps.db,
    secret: "x".repeat(40),
    publicUrl: t.deps.config.publicUrl,
    mailer: t.deps.mailer,
    logger: t.deps.logger,
    sessionCacheSeconds: 1,
  });
  const app = createApp({ ...t.deps, auth });
  const { client: signed, user } = await t.signedIn("ST_DOCTOR");
  const client = new TestClient(app, signed.address);
  client.setCookie(SESSION_COOKIE, signed.cookieHeader.split("=")[1] ?? "");
  return { auth, app, client, user, memo: await sessionMemoFor(auth) };
}

const copyOf = (client: TestClient) =>
  client.cookieHeader
    .split("; ")
    .find((pair) => pair.startsWith(`${COPY_COOKIE}=`))
    ?.slice(COPY_COOKIE.length + 1);

describe("verified sessions remembered per cookie (decision 264)", () => {
  it("remembers a read's session only once the copy stands, and ends it with the copy", async () => {
    const { client, user, memo } = await appWithOneSecondCopy();
    const record = `/api/st-doctors/${user.id}/record`;
    // The first read asks the database and writes the copy: nothing of it is remembered.
    expect((await client.get(record)).status).toBe(200);
    expect(memo.get(client.cookieHeader, Date.now())).toBeUndefined();
    // The next is answered from the copy, and that is remembered for the copy's life.
    expect((await client.get(record)).status).toBe(200);
    expect(memo.get(client.cookieHeader, Date.now())?.id).toBe(user.id);

    await deactivate(user.id);
    // As the copy itself would: a read within its second still passes...
    expect((await client.get(record)).status).toBe(200);
    await pause(1_100);
    // ...and once it has expired the memo is no longer asked, the database is.
    expect(memo.get(client.cookieHeader, Date.now())).toBeUndefined();
    await expectError(await client.get(record), 401, AUTH_MESSAGES.accountInactive);
  });

  it("never stands for a write or the session routes", async () => {
    const { client, user, memo } = await appWithOneSecondCopy();
    await client.get(`/api/st-doctors/${user.id}/record`);
    await client.get(`/api/st-doctors/${user.id}/record`);
    expect(memo.get(client.cookieHeader, Date.now())).toBeDefined();
    await deactivate(user.id);
    const write = await client.put(`/api/st-doctors/${user.id}/st-project`, { topic: "x" });
    await expectError(write, 401, AUTH_MESSAGES.accountInactive);
    await expectError(await client.get("/api/session"), 401, AUTH_MESSAGES.accountInactive);
  });

  it("ends a signed-out session as the copy does: at once for the browser, with the copy for a replay", async () => {
    const { auth, app, client, user, memo } = await appWithOneSecondCopy();
    const record = `/api/st-doctors/${user.id}/record`;
    await client.get(record);
    await client.get(record);
    const before = client.cookieHeader;
    expect(memo.get(before, Date.now())).toBeDefined();

    expect((await client.post("/api/session/sign-out")).status).toBe(200);
    await expectError(await client.get(record), 401, AUTH_MESSAGES.notSignedIn);

    // Cookies kept from before the sign-out: the memo answers exactly as Better Auth's copy does.
    const replay = new TestClient(app, client.address);
    for (const pair of before.split("; ")) {
      const at = pair.indexOf("=");
      replay.setCookie(pair.slice(0, at), pair.slice(at + 1));
    }
    const copyStands = async () =>
      (await auth.api.getSession({ headers: new Headers({ cookie: before }) })) !== null;
    expect(await copyStands()).toBe(true);
    expect((await replay.get(record)).status).toBe(200);
    await pause(1_100);
    expect(await copyStands()).toBe(false);
    await expectError(await replay.get(record), 401, AUTH_MESSAGES.notSignedIn);
  });

  it("never remembers an altered copy", async () => {
    const memo = await sessionMemoFor(t.deps.auth);
    const { client } = await t.signedIn("ST_DOCTOR");
    await client.get("/api/session");
    const value = decodeURIComponent(copyOf(client) ?? "");
    expect(value).not.toBe("");
    const payload = JSON.parse(Buffer.from(value, "base64url").toString()) as {
      signature: string;
    };
    const altered = {
      role: value.replace(/^[^.]+/, (part) =>
        Buffer.from(
          Buffer.from(part, "base64url").toString().replaceAll('"ST_DOCTOR"', '"ADMIN"'),
        ).toString("base64url"),
      ),
      signature: Buffer.from(
        JSON.stringify({ ...payload, signature: `${payload.signature.slice(0, -2)}AA` }),
      ).toString("base64url"),
    };
    for (const forged of Object.values(altered)) {
      expect(forged).not.toBe(value);
      const attacker = new TestClient(t.app, client.address);
      for (const pair of client.cookieHeader.split("; ")) {
        const at = pair.indexOf("=");
        attacker.setCookie(pair.slice(0, at), pair.slice(at + 1));
      }
      attacker.setCookie(COPY_COOKIE, encodeURIComponent(forged));
      const header = attacker.cookieHeader;
      expect((await attacker.get("/api/users")).status).toBe(403);
      expect((await attacker.get("/api/users")).status).toBe(403);
      expect(memo.get(header, Date.now())).toBeUndefined();
    }
  });
});

const actor = (id: string): SessionActor => ({
  id,
  role: "ST_DOCTOR",
  email: `${id}@example.se`,
  firstName: "",
  lastName: "",
  mustChangePassword: false,
});

describe("the memo's bounds", () => {
  it("keeps at most its number of entries, the oldest out first", () => {
    const memo = new SessionMemo({ entries: 3, keyChars: 100 });
    for (const id of ["a", "b", "c", "d"]) memo.set(`k=${id}`, { actor: actor(id), until: 10 }, 0);
    expect(memo.size).toBe(3);
    expect(memo.get("k=a", 1)).toBeUndefined();
    expect(memo.get("k=d", 1)?.id).toBe("d");
  });

  it("keeps no entry past its time, none already past, and no overlong cookie", () => {
    const memo = new SessionMemo({ entries: 3, keyChars: 10 });
    memo.set("k=a", { actor: actor("a"), until: 10 }, 0);
    expect(memo.get("k=a", 9)?.id).toBe("a");
    expect(memo.get("k=a", 10)).toBeUndefined();
    expect(memo.size).toBe(0);
    memo.set("k=b", { actor: actor("b"), until: 5 }, 5);
    memo.set("k=ccccccccccc", { actor: actor("c"), until: 10 }, 0);
    expect(memo.size).toBe(0);
  });

  it("hands out an actor nobody can change", () => {
    const memo = new SessionMemo();
    memo.set("k=a", { actor: actor("a"), until: 10 }, 0);
    expect(Object.isFrozen(memo.get("k=a", 1))).toBe(true);
  });
});

describe("copyAcceptedUntil", () => {
  const copy = (token: string, userId: string, sessionEnds: string, copyEnds: number) =>
    Buffer.from(
      JSON.stringify({
        session: { session: { token, expiresAt: sessionEnds }, user: { id: userId } },
        expiresAt: copyEnds,
        signature: "x",
      }),
    ).toString("base64url");

  it("is the earlier of the copy's and the session's end, for the session it names only", () => {
    const ends = Date.parse("2026-11-29T10:00:00Z");
    const value = copy("t1", "u1", "2026-11-29T10:00:00Z", ends + 5_000);
    expect(copyAcceptedUntil(value, { token: "t1", userId: "u1" })).toBe(ends);
    expect(
      copyAcceptedUntil(copy("t1", "u1", "2026-12-01T00:00:00Z", ends), {
        token: "t1",
        userId: "u1",
      }),
    ).toBe(ends);
    expect(copyAcceptedUntil(value, { token: "t2", userId: "u1" })).toBeUndefined();
    expect(copyAcceptedUntil(value, { token: "t1", userId: "u2" })).toBeUndefined();
    expect(copyAcceptedUntil("not a copy", { token: "t1", userId: "u1" })).toBeUndefined();
  });
});

import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { expectError } from "../../../tests/fixtures/expect-response";
import { createTestApp, type TestApp, TestClient } from "../../../tests/fixtures/test-app";
import { AUTH_MESSAGES } from "../../shared/messages/auth";
import { createApp } from "../app";
import { users } from "../db/schema";
import { createAuth } from "./auth";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

/** The signed copy's cookie over plain HTTP (Better Auth's prefix and name; `__Secure-` over HTTPS). */
const SESSION_CACHE_COOKIE = "st-portalen.session_data";

const deactivate = (id: string) =>
  t.deps.db.update(users).set({ isActive: false }).where(eq(users.id, id));
const cachedCopy = (client: TestClient) =>
  client.cookieHeader.split("; ").find((pair) => pair.startsWith(`${SESSION_CACHE_COOKIE}=`));

describe("the signed session copy in the cookie (decision 122)", () => {
  it("is written by a read and lets the next reads skip the database, never a write", async () => {
    const { client, user } = await t.signedIn("ST_DOCTOR");
    expect((await client.get(`/api/st-doctors/${user.id}/record`)).status).toBe(200);
    expect(cachedCopy(client)).toBeDefined();

    await deactivate(user.id);
    // The trade-off, stated: for at most the copy's age a deactivated user can still read...
    expect((await client.get(`/api/st-doctors/${user.id}/record`)).status).toBe(200);
    // ...but never write, and the app's own session check sees the end at once.
    const write = await client.put(`/api/st-doctors/${user.id}/st-project`, { topic: "x" });
    await expectError(write, 401, AUTH_MESSAGES.accountInactive);
    await expectError(await client.get("/api/session"), 401, AUTH_MESSAGES.accountInactive);
  });

  it("stops standing for the database once its age has passed", async () => {
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
    client.setCookie("st-portalen.session_token", signed.cookieHeader.split("=")[1] ?? "");
    expect((await client.get(`/api/st-doctors/${user.id}/record`)).status).toBe(200);
    expect(cachedCopy(client)).toBeDefined();
    await deactivate(user.id);
    await new Promise((resolve) => setTimeout(resolve, 1_100));
    await expectError(
      await client.get(`/api/st-doctors/${user.id}/record`),
      401,
      AUTH_MESSAGES.accountInactive,
    );
  });

  it("cannot be altered: a copy claiming another role is ignored and the database asked", async () => {
    const { client } = await t.signedIn("ST_DOCTOR");
    await client.get("/api/session");
    const pair = cachedCopy(client);
    expect(pair).toBeDefined();
    const value = decodeURIComponent(pair?.slice(SESSION_CACHE_COOKIE.length + 1) ?? "");
    const forged = value.replace(/^[^.]+/, (payload) =>
      Buffer.from(
        Buffer.from(payload, "base64url").toString().replaceAll('"ST_DOCTOR"', '"ADMIN"'),
      ).toString("base64url"),
    );
    expect(forged).not.toBe(value);
    client.setCookie(SESSION_CACHE_COOKIE, encodeURIComponent(forged));
    expect((await client.get("/api/users")).status).toBe(403);
  });

  it("is dropped when one's own password change ends the one-time password", async () => {
    const { client, user } = await t.signedIn("ST_DOCTOR", { mustChangePassword: true });
    await client.get("/api/session");
    const changed = await client.post("/api/session/password", {
      currentPassword: user.password,
      newPassword: "ett-nytt-losenord-1",
      confirmPassword: "ett-nytt-losenord-1",
    });
    expect(changed.status).toBe(200);
    expect((await client.get(`/api/st-doctors/${user.id}/record`)).status).toBe(200);
  });
});

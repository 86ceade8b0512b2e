import { eq } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { expectError } from "../../../../tests/fixtures/expect-response";
import {
  createTestApp,
  REVIEW_EMAIL,
  type TestApp,
  type TestClient,
} from "../../../../tests/fixtures/test-app";
import { AUTH_MESSAGES } from "../../../shared/messages/auth";
import { USER_MESSAGES } from "../../../shared/messages/users";
import { users } from "../../db/schema";

let t: TestApp;
let admin: TestClient;
beforeAll(async () => {
  t = await createTestApp();
  admin = (await t.signedIn("ADMIN")).client;
});
afterAll(() => t.close());
// One review account per test: the address is fixed by configuration.
afterEach(async () => {
  await t.database.db.delete(users).where(eq(users.email, REVIEW_EMAIL));
});

/** A specialist at their own computer signs in with the shared password and gets to work. */
async function specialistSignsIn(password: string) {
  const client = t.client();
  const res = await client.post("/api/session/review-sign-in", { password });
  expect(res.status).toBe(200);
  expect((await res.json()).user.mustChangePassword).toBe(false);
  // No route the specialist may use is held back for a password change (this one is for admins).
  const other = await client.get("/api/catalog/procedures");
  expect((await other.json()).code).not.toBe("PASSWORD_CHANGE_REQUIRED");
  return client;
}

async function createReviewAccount(password?: string) {
  const res = await admin.post("/api/users", {
    email: REVIEW_EMAIL,
    firstName: "Granskning",
    role: "SPECIALIST",
    ...(password ? { password } : {}),
  });
  expect(res.status).toBe(201);
  return (await res.json()) as {
    user: { id: string; mustChangePassword: boolean };
    oneTimePassword?: string;
  };
}

describe("the shared review account ('Granskning')", () => {
  it("created with a password, lets two specialists in turn sign in without a forced change", async () => {
    const created = await createReviewAccount("delat-losen");
    expect(created.user.mustChangePassword).toBe(false);
    const first = await specialistSignsIn("delat-losen");
    await specialistSignsIn("delat-losen");
    expect((await first.get("/api/session")).status).toBe(200);
  });

  it("created with a generated password, keeps that password for everyone", async () => {
    const created = await createReviewAccount();
    const password = created.oneTimePassword ?? "";
    expect(password).not.toBe("");
    await specialistSignsIn(password);
    await specialistSignsIn(password);
  });

  it("gets a shared password, not a one-time one, from 'Sätt lösenord'", async () => {
    const { user } = await createReviewAccount("forsta-losen");
    const res = await admin.post(`/api/users/${user.id}/password`, { password: "andra-losen" });
    expect(res.status).toBe(200);
    expect((await res.json()).message).toBe(USER_MESSAGES.reviewPasswordSet);
    await specialistSignsIn("andra-losen");
    await specialistSignsIn("andra-losen");
    const list = await (
      await admin.get(`/api/users?search=${encodeURIComponent(REVIEW_EMAIL)}`)
    ).json();
    const row = list.users.find((u: { id: string }) => u.id === user.id);
    expect(row).toMatchObject({ isReviewAccount: true, mustChangePassword: false });
    expect(row.permissions.canSetPassword).toBe(true);
  });

  it("is never asked for a change, whatever path set the flag", async () => {
    const { user } = await createReviewAccount("delat-losen");
    await t.database.db
      .update(users)
      .set({ mustChangePassword: true })
      .where(eq(users.id, user.id));
    await specialistSignsIn("delat-losen");
    await specialistSignsIn("delat-losen");
  });

  it("keeps its password when a specialist tries to change it from the profile", async () => {
    await createReviewAccount("delat-losen");
    const client = await specialistSignsIn("delat-losen");
    const res = await client.post("/api/session/password", {
      currentPassword: "delat-losen",
      newPassword: "bara-mitt",
      confirmPassword: "bara-mitt",
    });
    await expectError(res, 403, AUTH_MESSAGES.reviewPasswordByAdmin);
    await specialistSignsIn("delat-losen");
  });

  it("is an administrator's to set: a director may neither create it nor set or reset its password", async () => {
    const { client: director } = await t.signedIn("DIRECTOR");
    const refused = await director.post("/api/users", {
      email: REVIEW_EMAIL,
      role: "SPECIALIST",
      password: "direktorns",
    });
    await expectError(refused, 403, USER_MESSAGES.reviewAccountAdminOnly);

    const { user } = await createReviewAccount("delat-losen");
    const setByDirector = await director.post(`/api/users/${user.id}/password`, {
      password: "direktorns",
    });
    await expectError(setByDirector, 403, USER_MESSAGES.reviewAccountAdminOnly);
    expect((await director.post(`/api/users/${user.id}/reset-link`)).status).toBe(403);
    const list = await (
      await director.get(`/api/users?search=${encodeURIComponent(REVIEW_EMAIL)}`)
    ).json();
    const row = list.users.find((u: { id: string }) => u.id === user.id);
    expect(row.permissions).toMatchObject({ canSetPassword: false, canSendReset: false });
    await specialistSignsIn("delat-losen");
  });

  it("still makes an ordinary specialist's set password one-time", async () => {
    const specialist = await t.createUser({ role: "SPECIALIST" });
    await admin.post(`/api/users/${specialist.id}/password`, { password: "engangs-losen" });
    const client = t.client();
    const res = await client.post("/api/session/sign-in", {
      email: specialist.email,
      password: "engangs-losen",
    });
    expect((await res.json()).user.mustChangePassword).toBe(true);
  });
});

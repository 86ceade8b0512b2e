import { eq, like, or } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp, type TestClient } from "../../../../tests/fixtures/test-app";
import {
  auditLog,
  calendarFeeds,
  signInFailures,
  uploadedFiles,
  users,
  verifications,
} from "../../db/schema";

/**
 * What is left of a person after an administrator deletes the account (decision 156): nothing
 * but the entry that names the deleting administrator, and the entries the person made in other
 * people's records, which no longer name them.
 */
let t: TestApp;
let admin: TestClient;
let adminId: string;
beforeAll(async () => {
  t = await createTestApp();
  const signed = await t.signedIn("ADMIN");
  admin = signed.client;
  adminId = signed.user.id;
});
afterAll(() => t.close());

const PDF = new TextEncoder().encode("%PDF-1.4\n1 0 obj<</Type/Catalog>>endobj\n%%EOF\n");

describe("deleting a user", () => {
  it("leaves nothing of an ST doctor but the administrator's entry", async () => {
    const { client, user } = await t.signedIn("ST_DOCTOR", {
      firstName: "Raderas",
      lastName: "Persson",
      email: "raderas.persson@example.se",
    });
    await t.chooseModel(user.id, "2021");
    expect(
      (await client.put(`/api/st-doctors/${user.id}/goals/STa1`, { status: "completed" })).status,
    ).toBe(200);
    const form = new FormData();
    form.append("kind", "goal");
    form.append("itemId", "STa1");
    form.append("file", new Blob([PDF], { type: "application/pdf" }), "intyg.pdf");
    expect((await client.upload(`/api/st-doctors/${user.id}/files`, form)).status).toBe(201);
    const [file] = await t.deps.db
      .select()
      .from(uploadedFiles)
      .where(eq(uploadedFiles.ownerId, user.id));
    expect(await t.deps.files.stat(file!.storagePath)).not.toBeNull();
    expect((await client.post("/api/account/calendar-feed")).status).toBe(201);
    expect((await client.get("/api/account/export.zip")).status).toBe(200);
    // A reset link asked for, and a mistyped password: both name the account.
    await t.client().post("/api/password-reset/request", { email: user.email });
    expect(await t.signInStatus({ email: user.email, password: "fel-losen" })).toBe(401);
    expect(
      await t.deps.db.select().from(verifications).where(eq(verifications.value, user.id)),
    ).toHaveLength(1);
    const nameCounters = like(signInFailures.key, `%${user.email}`);
    expect(
      (await t.deps.db.select().from(signInFailures).where(nameCounters)).length,
    ).toBeGreaterThan(0);

    expect((await admin.delete(`/api/users/${user.id}`)).status).toBe(200);

    expect(await t.deps.db.select().from(users).where(eq(users.id, user.id))).toEqual([]);
    expect(
      await t.deps.db.select().from(calendarFeeds).where(eq(calendarFeeds.userId, user.id)),
    ).toEqual([]);
    expect(
      await t.deps.db.select().from(uploadedFiles).where(eq(uploadedFiles.ownerId, user.id)),
    ).toEqual([]);
    expect(await t.deps.files.stat(file!.storagePath)).toBeNull();
    expect(
      await t.deps.db.select().from(verifications).where(eq(verifications.value, user.id)),
    ).toEqual([]);
    expect(await t.deps.db.select().from(signInFailures).where(nameCounters)).toEqual([]);
    const entries = await t.deps.db
      .select()
      .from(auditLog)
      .where(
        or(
          eq(auditLog.subjectUserId, user.id),
          eq(auditLog.actorId, user.id),
          eq(auditLog.entityId, user.id),
        ),
      );
    expect(entries).toMatchObject([
      {
        actorId: adminId,
        subjectUserId: null,
        action: "delete",
        entity: "user",
        entityId: user.id,
        before: { id: user.id, role: "ST_DOCTOR" },
      },
    ]);
    const everything = JSON.stringify(await t.deps.db.select().from(auditLog));
    expect(everything).not.toContain(user.email);
    expect(everything).not.toContain("Raderas");
  });

  it("keeps a deleted supervisor's changes in the doctor's history, naming no one", async () => {
    const { user: doctor } = await t.signedIn("ST_DOCTOR");
    await t.chooseModel(doctor.id, "2021");
    const { client: supervisor, user: supervisorUser } = await t.signedIn("SUPERVISOR");
    expect(
      (await supervisor.put(`/api/st-doctors/${doctor.id}/goals/STa2`, { status: "completed" }))
        .status,
    ).toBe(200);
    expect((await admin.delete(`/api/users/${supervisorUser.id}`)).status).toBe(200);
    const history = await (await admin.get(`/api/st-doctors/${doctor.id}/history`)).json();
    const change = history.entries.find(
      (e: { entity: string; entityId: string }) => e.entity === "goal" && e.entityId === "STa2",
    );
    expect(change).toMatchObject({ actor: null, action: "create" });
  });
});

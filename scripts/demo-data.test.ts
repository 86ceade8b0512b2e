import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { formalities, userProcedures, users } from "../src/server/db/schema";
import { createTestApp, type TestApp } from "../tests/fixtures/test-app";
import { DEMO_PASSWORD, seedDemo } from "./demo-data";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe("the demo clinic", () => {
  it("has one user of each role, three ST doctors at different stages, and is safe to run twice", async () => {
    const created = await seedDemo(t.deps.db, "granskning@demo.local");
    expect(await seedDemo(t.deps.db, "granskning@demo.local")).toEqual([]);
    const rows = await t.deps.db.select().from(users);
    const roles = new Set(rows.map((r) => r.role));
    expect([...roles].sort()).toEqual([
      "ADMIN",
      "DIRECTOR",
      "SPECIALIST",
      "ST_DOCTOR",
      "SUPERVISOR",
    ]);
    expect(created).toContain("st2015@demo.local");

    const models = await t.deps.db
      .select({ email: users.email, model: formalities.stModel, start: formalities.stStartDate })
      .from(formalities)
      .innerJoin(users, eq(users.id, formalities.userId));
    expect(models.map((m) => m.model).sort()).toEqual(["2015", "2021", "2021"]);
    expect(new Set(models.map((m) => m.start)).size).toBe(3);

    // Every demo account signs in with the README's password, and sees its own record.
    const client = t.client();
    const signIn = await client.post("/api/session/sign-in", {
      email: "st2015@demo.local",
      password: DEMO_PASSWORD,
    });
    expect(signIn.status).toBe(200);
    const me = (await signIn.json()).user.id;
    const record = await (await client.get(`/api/st-doctors/${me}/record`)).json();
    expect(record.formalities.stModel).toBe("2015");
    expect(record.supervisors.map((s: { displayName: string }) => s.displayName)).toEqual([
      "Karin Holm",
    ]);
    expect(record.rotations.length).toBeGreaterThan(0);
    // The examination in a sync group was written for the whole group, as the rules require.
    const synced = await t.deps.db
      .select()
      .from(userProcedures)
      .where(eq(userProcedures.userId, me));
    expect(synced.filter((p) => p.procedureId.endsWith("-mps")).length).toBeGreaterThan(1);
  });
});

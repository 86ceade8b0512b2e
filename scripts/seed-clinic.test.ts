import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../tests/fixtures/test-app";
import { CLINIC_PASSWORD, seedClinic } from "./seed-clinic";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe("a clinic at scale", () => {
  it("makes the doctors and supervisors once, each doctor supervised, and the panels' lists page it", async () => {
    const first = await seedClinic(t.deps.db, { doctors: 300, supervisors: 60 });
    const again = await seedClinic(t.deps.db, { doctors: 300, supervisors: 60 });
    expect(again).toEqual(first);
    expect(new Set(first.doctorIds).size).toBe(300);
    expect(new Set(first.supervisorIds).size).toBe(60);

    const { client: admin } = await t.signedIn("ADMIN");
    const page = await (await admin.get("/api/users?role=ST_DOCTOR&page=12&pageSize=25")).json();
    expect(page.total).toBe(300);
    expect(page.users).toHaveLength(25);
    expect(page.users.every((u: { supervisors: unknown[] }) => u.supervisors.length >= 1)).toBe(
      true,
    );

    // More supervisors than one answer holds: the dialog is told to search.
    const options = await (await admin.get("/api/supervisors")).json();
    expect(options.supervisors).toHaveLength(50);
    expect(options.hasMore).toBe(true);
    const one = await (await admin.get("/api/supervisors?search=handledare-060")).json();
    expect(one).toMatchObject({ supervisors: [{ id: first.supervisorIds[59] }], hasMore: false });

    expect(await t.signInStatus({ email: "st-0300@klinik.local", password: CLINIC_PASSWORD })).toBe(
      200,
    );
  });
});

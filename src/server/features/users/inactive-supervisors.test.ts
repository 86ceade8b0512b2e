import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { expectError } from "../../../../tests/fixtures/expect-response";
import { createTestApp, type TestApp } from "../../../../tests/fixtures/test-app";
import { USER_MESSAGES } from "../../../shared/messages/users";
import { supervisorAssignments } from "../../db/schema";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const assigned = async (doctorId: string) =>
  (
    await t.deps.db
      .select()
      .from(supervisorAssignments)
      .where(eq(supervisorAssignments.stDoctorId, doctorId))
  ).map((r) => r.supervisorId);

describe("deactivated supervisors (decision 073)", () => {
  it("refuses assigning an inactive supervisor with a Swedish message and writes nothing", async () => {
    const { client: director } = await t.signedIn("DIRECTOR");
    const doctor = await t.createUser({ role: "ST_DOCTOR" });
    const active = await t.createUser({ role: "SUPERVISOR" });
    const inactive = await t.createUser({ role: "SUPERVISOR", isActive: false });
    const res = await director.put(`/api/st-doctors/${doctor.id}/supervisors`, {
      supervisorIds: [active.id, inactive.id],
    });
    await expectError(res, 400, USER_MESSAGES.supervisorInactive);
    expect(await assigned(doctor.id)).toEqual([]);
  });

  it("does not offer inactive supervisors", async () => {
    const { client: director } = await t.signedIn("DIRECTOR");
    const inactive = await t.createUser({ role: "SUPERVISOR", isActive: false });
    const { supervisors } = await (await director.get("/api/supervisors")).json();
    expect(supervisors.map((s: { id: string }) => s.id)).not.toContain(inactive.id);
  });

  it("keeps a supervisor deactivated after assignment, named and marked inactive", async () => {
    const { client: admin } = await t.signedIn("ADMIN");
    const { client: doctorClient, user: doctor } = await t.signedIn("ST_DOCTOR");
    const karin = await t.createUser({ role: "SUPERVISOR", firstName: "Karin", lastName: "Holm" });
    const other = await t.createUser({ role: "SUPERVISOR", firstName: "Olle", lastName: "Berg" });
    await admin.put(`/api/st-doctors/${doctor.id}/supervisors`, { supervisorIds: [karin.id] });
    expect((await admin.patch(`/api/users/${karin.id}`, { isActive: false })).status).toBe(200);

    // The record names her and says she is inactive.
    const record = await (await doctorClient.get(`/api/st-doctors/${doctor.id}/record`)).json();
    expect(record.supervisors).toEqual([
      // A sole supervisor who is inactive is nobody's main supervisor (decision 198).
      {
        id: karin.id,
        displayName: "Karin Holm",
        email: karin.email,
        isActive: false,
        isMain: false,
      },
    ]);

    // The user list (admin and director panels) names her too.
    const { users } = await (
      await admin.get(`/api/users?role=ST_DOCTOR&search=${encodeURIComponent(doctor.email)}`)
    ).json();
    const row = users.find((u: { id: string }) => u.id === doctor.id);
    expect(row.supervisors).toEqual([
      { id: karin.id, displayName: "Karin Holm", isActive: false, isMain: false },
    ]);

    // Keeping her while adding someone else is accepted; adding her back after removal is not.
    const kept = await admin.put(`/api/st-doctors/${doctor.id}/supervisors`, {
      supervisorIds: [karin.id, other.id],
    });
    expect(kept.status).toBe(200);
    await admin.put(`/api/st-doctors/${doctor.id}/supervisors`, { supervisorIds: [other.id] });
    const again = await admin.put(`/api/st-doctors/${doctor.id}/supervisors`, {
      supervisorIds: [other.id, karin.id],
    });
    await expectError(again, 400, USER_MESSAGES.supervisorInactive);
    expect(await assigned(doctor.id)).toEqual([other.id]);
  });
});

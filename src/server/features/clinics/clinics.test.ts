import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { expectError } from "../../../../tests/fixtures/expect-response";
import {
  createTestApp,
  DEFAULT_CLINIC_ID,
  type TestApp,
} from "../../../../tests/fixtures/test-app";
import { CLINIC_MESSAGES } from "../../../shared/messages/clinics";
import { RECORD_MESSAGES } from "../../../shared/messages/records";
import type { Role } from "../../../shared/roles";
import {
  auditLog,
  clinicMemberships,
  clinics,
  supervisorAssignments,
  users,
} from "../../db/schema";

/**
 * Clinics (issue 27): each clinic's people reach its ST doctors and accounts only; a region
 * administrator creates clinics and moves a doctor, and access follows the move at once.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const LUND = DEFAULT_CLINIC_ID;

async function regionAdmin() {
  const signed = await t.signedIn("ADMIN");
  await t.deps.db.update(users).set({ isRegionAdmin: true }).where(eq(users.id, signed.user.id));
  return signed;
}

/** A new clinic, made by a region administrator through the API. */
async function newClinic(name: string) {
  const { client } = await regionAdmin();
  const res = await client.post("/api/clinics", { name, hospital: "SUS", region: "Skåne" });
  expect(res.status).toBe(201);
  return ((await res.json()) as { clinic: { id: string } }).clinic.id;
}

/** A signed-in member of `clinicId` only. */
async function memberOf(clinicId: string, role: Role) {
  const signed = await t.signedIn(role);
  if (role === "ST_DOCTOR") {
    await t.deps.db.update(users).set({ clinicId }).where(eq(users.id, signed.user.id));
  } else {
    await t.deps.db.delete(clinicMemberships).where(eq(clinicMemberships.userId, signed.user.id));
    await t.deps.db.insert(clinicMemberships).values({ userId: signed.user.id, clinicId });
  }
  return signed;
}

const STAFF: Role[] = ["SUPERVISOR", "DIRECTOR", "ADMIN"];

describe("clinics", () => {
  let malmo: string;
  beforeAll(async () => {
    malmo = await newClinic("Klinisk fysiologi Malmö");
  });

  it("lists every clinic with the caller's own, and only a region administrator manages them", async () => {
    const { client: director } = await memberOf(LUND, "DIRECTOR");
    const listed = await (await director.get("/api/clinics")).json();
    expect(listed.regionWide).toBe(false);
    expect(listed.ownClinicIds).toEqual([LUND]);
    expect(listed.clinics.map((c: { id: string }) => c.id)).toContain(malmo);
    await expectError(
      await director.post("/api/clinics", { name: "Ystad" }),
      403,
      CLINIC_MESSAGES.regionAdminOnly,
    );
    const { client: admin } = await memberOf(LUND, "ADMIN");
    await expectError(
      await admin.put(`/api/clinics/${malmo}`, { name: "X" }),
      403,
      CLINIC_MESSAGES.regionAdminOnly,
    );
    const { client: region } = await regionAdmin();
    await expectError(
      await region.post("/api/clinics", { name: "Klinisk fysiologi Malmö" }),
      409,
      CLINIC_MESSAGES.nameTaken,
    );
    await expectError(
      await region.post("/api/clinics", { name: "  " }),
      400,
      CLINIC_MESSAGES.nameRequired,
    );
    const renamed = await region.put(`/api/clinics/${malmo}`, {
      name: "Klinisk fysiologi Malmö",
      hospital: "Skånes universitetssjukhus",
      region: "Region Skåne",
    });
    expect(renamed.status).toBe(200);
    expect((await renamed.json()).clinic.hospital).toBe("Skånes universitetssjukhus");
  });

  it("lists each clinic with the number of its ST doctors", async () => {
    const counted = await newClinic("Klinik med två ST-läkare");
    await memberOf(counted, "ST_DOCTOR");
    await memberOf(counted, "ST_DOCTOR");
    await memberOf(counted, "SUPERVISOR");
    const { client } = await regionAdmin();
    const listed = (await (await client.get("/api/clinics")).json()) as {
      clinics: { id: string; doctorCount: number }[];
    };
    expect(listed.clinics.find((c) => c.id === counted)?.doctorCount).toBe(2);
    const [lund] = await t.deps.db
      .select({ n: sql<number>`count(*)::int` })
      .from(users)
      .where(eq(users.clinicId, LUND));
    expect(listed.clinics.find((c) => c.id === LUND)?.doctorCount).toBe(lund?.n);
  });

  it("answers another clinic's doctor as an unknown id, and leaves them out of every list", async () => {
    const { user: far } = await memberOf(malmo, "ST_DOCTOR");
    for (const role of STAFF) {
      const { client } = await memberOf(LUND, role);
      await expectError(
        await client.get(`/api/st-doctors/${far.id}/record`),
        404,
        RECORD_MESSAGES.doctorNotFound,
      );
      const unknown = await client.get("/api/st-doctors/no-such-id/record");
      expect(unknown.status).toBe(404);
      const doctors = (await (await client.get("/api/st-doctors")).json()).doctors;
      expect(doctors.map((d: { id: string }) => d.id)).not.toContain(far.id);
      const cohort = (await (await client.get("/api/cohort")).json()).rows;
      expect(cohort.map((r: { id: string }) => r.id)).not.toContain(far.id);
      const options = (await (await client.get("/api/signing-rights/options")).json()).doctors;
      expect(options.map((d: { id: string }) => d.id)).not.toContain(far.id);
    }
    const { client: director } = await memberOf(LUND, "DIRECTOR");
    const page = await (await director.get("/api/users?pageSize=100")).json();
    expect(page.users.map((u: { id: string }) => u.id)).not.toContain(far.id);
    await expectError(
      await director.post(`/api/users/${far.id}/reset-link`),
      404,
      "Användaren finns inte.",
    );
  });

  it("lets a supervisor reach a doctor of another clinic who is assigned to them", async () => {
    const { user: far } = await memberOf(malmo, "ST_DOCTOR");
    const { client, user: supervisor } = await memberOf(LUND, "SUPERVISOR");
    expect((await client.get(`/api/st-doctors/${far.id}/record`)).status).toBe(404);
    await t.deps.db
      .insert(supervisorAssignments)
      .values({ stDoctorId: far.id, supervisorId: supervisor.id });
    expect((await client.get(`/api/st-doctors/${far.id}/record`)).status).toBe(200);
  });

  it("creates an account in the creator's clinic, and a doctor in exactly one", async () => {
    const { client: director } = await memberOf(malmo, "DIRECTOR");
    const made = await director.post("/api/users", {
      email: "ny-i-malmo@example.se",
      role: "ST_DOCTOR",
    });
    expect(made.status).toBe(201);
    expect((await made.json()).user.clinicIds).toEqual([malmo]);
    await expectError(
      await director.post("/api/users", {
        email: "ny-i-lund@example.se",
        role: "ST_DOCTOR",
        clinicIds: [LUND],
      }),
      403,
      CLINIC_MESSAGES.clinicOutsideYours,
    );
    const { client: region } = await regionAdmin();
    await expectError(
      await region.post("/api/users", {
        email: "tva@example.se",
        role: "ST_DOCTOR",
        clinicIds: [LUND, malmo],
      }),
      400,
      CLINIC_MESSAGES.oneClinicForDoctor,
    );
    await expectError(
      await region.post("/api/users", {
        email: "okand@example.se",
        role: "SUPERVISOR",
        clinicIds: ["no-such-clinic"],
      }),
      400,
      CLINIC_MESSAGES.clinicNotFound,
    );
  });
});

describe("an account's clinics on edit (decision 233)", () => {
  it("carries the clinics over a role change, and keeps a clinic's admin within their clinics", async () => {
    const malmo = await newClinic("Malmö, konton");
    const { user: supervisor } = await memberOf(LUND, "SUPERVISOR");
    const { client: lundAdmin } = await memberOf(LUND, "ADMIN");
    const changed = await lundAdmin.patch(`/api/users/${supervisor.id}`, { role: "ST_DOCTOR" });
    expect(changed.status).toBe(200);
    expect((await changed.json()).user.clinicIds).toEqual([LUND]);
    const [row] = await t.deps.db.select().from(users).where(eq(users.id, supervisor.id));
    expect(row?.clinicId).toBe(LUND);
    await expectError(
      await lundAdmin.patch(`/api/users/${supervisor.id}`, { clinicIds: [malmo] }),
      400,
      CLINIC_MESSAGES.moveInstead,
    );
    const { user: director } = await memberOf(LUND, "DIRECTOR");
    await expectError(
      await lundAdmin.patch(`/api/users/${director.id}`, { clinicIds: [LUND, malmo] }),
      403,
      CLINIC_MESSAGES.clinicOutsideYours,
    );
    await expectError(
      await lundAdmin.patch(`/api/users/${director.id}`, { isRegionAdmin: true }),
      403,
      CLINIC_MESSAGES.regionAdminOnly,
    );
    const { client: region } = await regionAdmin();
    const both = await region.patch(`/api/users/${director.id}`, {
      clinicIds: [LUND, malmo],
      isRegionAdmin: true,
    });
    expect(both.status).toBe(200);
    expect((await both.json()).user).toMatchObject({
      clinicIds: [LUND, malmo],
      isRegionAdmin: true,
    });
  });
});

describe("early-warning limits per clinic (decision 236)", () => {
  it("are set by a clinic's administrator for their clinic and read by its people only", async () => {
    const ystad = await newClinic("Ystad, gränser");
    const { client: ystadAdmin } = await memberOf(ystad, "ADMIN");
    const limits = { meetingGapMonths: 5, progressGapPoints: 30, endingSoonMonths: 12 };
    expect((await ystadAdmin.put("/api/warning-settings", limits)).status).toBe(200);
    const { client: ystadDirector } = await memberOf(ystad, "DIRECTOR");
    expect((await (await ystadDirector.get("/api/cohort")).json()).thresholds).toEqual(limits);
    const { client: ystadDoctor } = await memberOf(ystad, "ST_DOCTOR");
    expect((await (await ystadDoctor.get("/api/warning-settings")).json()).settings).toEqual(
      limits,
    );
    const { client: lundDirector } = await memberOf(LUND, "DIRECTOR");
    const lund = (await (await lundDirector.get("/api/cohort")).json()).thresholds;
    expect(lund).not.toEqual(limits);
  });

  it("lets an administrator of several clinics read and save one clinic's limits (decision 272)", async () => {
    const hoor = await newClinic("Höör, gränser");
    const sjobo = await newClinic("Sjöbo, gränser");
    const { client: admin, user } = await memberOf(hoor, "ADMIN");
    await t.deps.db.insert(clinicMemberships).values({ userId: user.id, clinicId: sjobo });
    const before = (await (await admin.get(`/api/warning-settings?clinicId=${hoor}`)).json()) as {
      settings: object;
      clinicId: string;
    };
    expect(before.clinicId).toBe(hoor);
    const limits = { meetingGapMonths: 7, progressGapPoints: 40, endingSoonMonths: 9 };
    const saved = await admin.put(`/api/warning-settings?clinicId=${sjobo}`, limits);
    expect(saved.status, await saved.clone().text()).toBe(200);
    expect(await saved.json()).toMatchObject({ clinicId: sjobo, settings: limits });
    // Only the chosen clinic: the other keeps its limits.
    const read = async (clinicId: string) =>
      (
        (await (await admin.get(`/api/warning-settings?clinicId=${clinicId}`)).json()) as {
          settings: object;
        }
      ).settings;
    expect(await read(sjobo)).toEqual(limits);
    expect(await read(hoor)).toEqual(before.settings);
    const { client: sjoboDirector } = await memberOf(sjobo, "DIRECTOR");
    expect((await (await sjoboDirector.get("/api/cohort")).json()).thresholds).toEqual(limits);

    // Another clinic's limits are "not found" to them, read or saved, and nothing changes.
    await expectError(
      await admin.get(`/api/warning-settings?clinicId=${LUND}`),
      404,
      CLINIC_MESSAGES.clinicNotFound,
    );
    await expectError(
      await admin.put(`/api/warning-settings?clinicId=${LUND}`, limits),
      404,
      CLINIC_MESSAGES.clinicNotFound,
    );
    const { client: lundDirector } = await memberOf(LUND, "DIRECTOR");
    expect((await (await lundDirector.get("/api/cohort")).json()).thresholds).not.toEqual(limits);
    // A region administrator may choose any clinic; a director still may not save.
    const { client: region } = await regionAdmin();
    expect(
      await (await region.get(`/api/warning-settings?clinicId=${sjobo}`)).json(),
    ).toMatchObject({ clinicId: sjobo, settings: limits });
    expect(
      (await sjoboDirector.put(`/api/warning-settings?clinicId=${sjobo}`, limits)).status,
    ).toBe(403);
  });
});

describe("moving a doctor", () => {
  let malmo: string;
  beforeAll(async () => {
    malmo = await newClinic("Malmö, flytt");
  });

  const status = async (client: Awaited<ReturnType<typeof t.signedIn>>["client"], id: string) =>
    (await client.get(`/api/st-doctors/${id}/record`)).status;

  it("moves access with the doctor at once, sessions open during the move included", async () => {
    const { user: doctor, client: doctorClient } = await memberOf(LUND, "ST_DOCTOR");
    await t.chooseModel(doctor.id, "2021");
    const lund = await Promise.all(STAFF.map((role) => memberOf(LUND, role)));
    const malmoStaff = await Promise.all(STAFF.map((role) => memberOf(malmo, role)));
    const lundSupervisor = lund[0]!;
    await t.deps.db
      .insert(supervisorAssignments)
      .values({ stDoctorId: doctor.id, supervisorId: lundSupervisor.user.id });
    // Before: Lund's people reach the doctor (and their sessions hold a signed copy), Malmö's not.
    for (const { client } of lund) expect(await status(client, doctor.id)).toBe(200);
    for (const { client } of malmoStaff) expect(await status(client, doctor.id)).toBe(404);

    const { client: region } = await regionAdmin();
    const moved = await region.post(`/api/st-doctors/${doctor.id}/clinic`, { clinicId: malmo });
    expect(moved.status).toBe(200);

    // After, in the same sessions: Lund's people (the assigned supervisor too) lose the doctor at
    // once, Malmö's gain them; the record is whole and the doctor's own access unchanged.
    for (const { client } of lund) expect(await status(client, doctor.id)).toBe(404);
    for (const { client } of malmoStaff) expect(await status(client, doctor.id)).toBe(200);
    const record = await (
      await malmoStaff[1]!.client.get(`/api/st-doctors/${doctor.id}/record`)
    ).json();
    expect(record.formalities.stModel).toBe("2021");
    expect(await status(doctorClient, doctor.id)).toBe(200);
    const lundList = (await (await lund[1]!.client.get("/api/st-doctors")).json()).doctors;
    expect(lundList.map((d: { id: string }) => d.id)).not.toContain(doctor.id);

    // The move is in the audit log, about the doctor, so it shows in Historik.
    const entries = await t.deps.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.subjectUserId, doctor.id));
    const move = entries.find((e) => e.entity === "clinic");
    expect(move?.after).toMatchObject({ clinic: "Malmö, flytt", clinicId: malmo });
    const history = await (
      await malmoStaff[1]!.client.get(`/api/st-doctors/${doctor.id}/history`)
    ).json();
    expect(JSON.stringify(history)).toContain("Malmö, flytt");
  });

  it("refuses a move to an unknown clinic, by someone not region-wide, or of an unknown doctor, changing nothing", async () => {
    const { user: doctor } = await memberOf(LUND, "ST_DOCTOR");
    const { client: region } = await regionAdmin();
    await expectError(
      await region.post(`/api/st-doctors/${doctor.id}/clinic`, { clinicId: "no-such-clinic" }),
      400,
      CLINIC_MESSAGES.clinicNotFound,
    );
    await expectError(
      await region.post(`/api/st-doctors/${doctor.id}/clinic`, { clinicId: LUND }),
      409,
      CLINIC_MESSAGES.alreadyInClinic,
    );
    expect(
      (await region.post("/api/st-doctors/no-such-id/clinic", { clinicId: malmo })).status,
    ).toBe(404);
    const { client: lundAdmin } = await memberOf(LUND, "ADMIN");
    await expectError(
      await lundAdmin.post(`/api/st-doctors/${doctor.id}/clinic`, { clinicId: malmo }),
      403,
      CLINIC_MESSAGES.moveNotAllowed,
    );
    const { client: lundDirector } = await memberOf(LUND, "DIRECTOR");
    expect(
      (await lundDirector.post(`/api/st-doctors/${doctor.id}/clinic`, { clinicId: malmo })).status,
    ).toBe(403);
    const [row] = await t.deps.db.select().from(users).where(eq(users.id, doctor.id));
    expect(row?.clinicId).toBe(LUND);
  });

  it("lets an administrator of both clinics move a doctor", async () => {
    const { user: doctor } = await memberOf(LUND, "ST_DOCTOR");
    const { client, user } = await memberOf(LUND, "ADMIN");
    await t.deps.db.insert(clinicMemberships).values({ userId: user.id, clinicId: malmo });
    const res = await client.post(`/api/st-doctors/${doctor.id}/clinic`, { clinicId: malmo });
    expect(res.status).toBe(200);
  });
});

describe("deleting a clinic (decision 271)", () => {
  it("deletes an unused clinic with its standard plan and limits, audited, and then it is not found", async () => {
    const { client: region, user } = await regionAdmin();
    const res = await region.post("/api/clinics", { name: "Klinik som tas bort" });
    const id = ((await res.json()) as { clinic: { id: string } }).clinic.id;
    const template = await region.get(`/api/clinics/${id}/plan-template`);
    const { version } = (await template.json()) as { version: number };
    const plan = {
      rotationStart: { year: 1, quarter: 1 },
      rotations: [{ name: "Kardiologi", months: 3 }],
      courses: [],
      goals: [],
      examinations: [],
    };
    expect(
      (await region.put(`/api/clinics/${id}/plan-template`, { template: plan, version })).status,
    ).toBe(200);

    const deleted = await region.delete(`/api/clinics/${id}`);
    expect(deleted.status, await deleted.clone().text()).toBe(200);
    expect(await deleted.json()).toEqual({ message: CLINIC_MESSAGES.deleted });
    const listed = (await (await region.get("/api/clinics")).json()) as {
      clinics: { id: string }[];
      ownClinicIds: string[];
    };
    expect(listed.clinics.map((c) => c.id)).not.toContain(id);
    expect(listed.ownClinicIds).toEqual([LUND]);
    const entries = await t.deps.db.select().from(auditLog).where(eq(auditLog.entityId, id));
    expect(entries.find((e) => e.action === "delete")).toMatchObject({
      actorId: user.id,
      entity: "clinic",
      before: { name: "Klinik som tas bort" },
    });
    await expectError(
      await region.delete(`/api/clinics/${id}`),
      404,
      CLINIC_MESSAGES.clinicNotFound,
    );
  });

  it("refuses while a doctor or another member belongs to it, or when it is the caller's only clinic, changing nothing", async () => {
    const withDoctor = await newClinic("Klinik med ST-läkare");
    await memberOf(withDoctor, "ST_DOCTOR");
    const withSupervisor = await newClinic("Klinik med handledare");
    await memberOf(withSupervisor, "SUPERVISOR");
    const { client: region } = await regionAdmin();
    for (const id of [withDoctor, withSupervisor])
      await expectError(
        await region.delete(`/api/clinics/${id}`),
        409,
        CLINIC_MESSAGES.clinicInUse,
      );

    const { client: lonely, user } = await regionAdmin();
    await t.deps.db.delete(clinicMemberships).where(eq(clinicMemberships.userId, user.id));
    const own = await lonely.post("/api/clinics", { name: "Enda egna kliniken" });
    const ownId = ((await own.json()) as { clinic: { id: string } }).clinic.id;
    await expectError(
      await lonely.delete(`/api/clinics/${ownId}`),
      409,
      CLINIC_MESSAGES.lastOwnClinic,
    );

    const ids = (await t.deps.db.select().from(auditLog))
      .filter((e) => e.action === "delete" && e.entity === "clinic")
      .map((e) => e.entityId);
    for (const id of [withDoctor, withSupervisor, ownId]) expect(ids).not.toContain(id);
    const listed = (await (await region.get("/api/clinics")).json()) as {
      clinics: { id: string }[];
    };
    for (const id of [withDoctor, withSupervisor, ownId])
      expect(listed.clinics.map((c) => c.id)).toContain(id);
  });

  it.each(STAFF)("refuses a %s who is not region-wide", async (role) => {
    const id = await newClinic(`Klinik utan ${role}`);
    const { client } = await memberOf(LUND, role);
    await expectError(
      await client.delete(`/api/clinics/${id}`),
      403,
      CLINIC_MESSAGES.regionAdminOnly,
    );
  });

  // Only PostgreSQL runs two transactions at once. The deletion holds the clinic's row; a move
  // into it that read the clinic before waits, then finds it gone: 400, never a failed reference.
  it.runIf(process.env.TEST_DATABASE_URL)(
    "answers a move into a clinic deleted meanwhile as an unknown clinic",
    async () => {
      const id = await newClinic("Klinik som försvinner");
      const { user: doctor } = await memberOf(LUND, "ST_DOCTOR");
      const { client: region } = await regionAdmin();
      let locked!: () => void;
      const held = new Promise<void>((resolve) => {
        locked = resolve;
      });
      let move: Promise<Response> | undefined;
      await t.deps.db.transaction(async (tx) => {
        await tx.execute(sql`select id from clinics where id = ${id} for update`);
        await tx.delete(clinicMemberships).where(eq(clinicMemberships.clinicId, id));
        await tx.delete(clinics).where(eq(clinics.id, id));
        locked();
        await held;
        move = region.post(`/api/st-doctors/${doctor.id}/clinic`, { clinicId: id });
        await new Promise((resolve) => setTimeout(resolve, 200));
      });
      await expectError(await move!, 400, CLINIC_MESSAGES.clinicNotFound);
      const [row] = await t.deps.db.select().from(users).where(eq(users.id, doctor.id));
      expect(row?.clinicId).toBe(LUND);
    },
  );
});

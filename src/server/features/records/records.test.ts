import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { expectError, expectStatus } from "../../../../tests/fixtures/expect-response";
import { createTestApp, type TestApp, type TestClient } from "../../../../tests/fixtures/test-app";
import { PROGRESS_MESSAGES } from "../../../shared/messages/progress";
import { RECORD_MESSAGES } from "../../../shared/messages/records";
import { ROLES } from "../../../shared/roles";
import { addDays, addMonthsClamped, isoDateInTimeZone } from "../../../shared/rules/dates";
import type { TDoctorRecord } from "../../../shared/schemas/doctor-record";
import { auditLog } from "../../db/schema";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const today = () => isoDateInTimeZone(new Date());
const record = async (client: TestClient, doctorId: string): Promise<TDoctorRecord> => {
  const res = await client.get(`/api/st-doctors/${doctorId}/record`);
  expect(res.status).toBe(200);
  return res.json();
};
const formalities = (overrides: Record<string, unknown> = {}) => ({
  stModel: "2021",
  stStartDate: "2024-01-15",
  stDurationMonths: 60,
  headOfDepartment: "Verksamhetschef Vera",
  directorOfStudies: "Studierektor Sven",
  version: 0,
  ...overrides,
});

describe("the whole record in one request", () => {
  it("answers an ST doctor's own record with defaults before anything is saved", async () => {
    const { client, user } = await t.signedIn("ST_DOCTOR");
    const r = await record(client, user.id);
    expect(r.doctor.id).toBe(user.id);
    expect(r.formalities).toMatchObject({
      stModel: "UNSELECTED",
      stStartDate: today(),
      stDurationMonths: 60,
      isModelLocked: false,
    });
    expect(r.formalities.stEndDate).toBe(addMonthsClamped(today(), 60));
    // The catalogue is the same for everyone and comes from its own route (decision 117).
    expect(r).not.toHaveProperty("catalogue");
    expect(r.stProject).toEqual({
      topic: "",
      supervisor: "",
      status: "not_started",
      summary: "",
      goalIds: [],
      version: 0,
    });
    expect(r.formalities.version).toBe(0);
    expect(r.permissions).toEqual({
      canEdit: true,
      canReset: true,
      canChangeModel: true,
      canAssignSupervisors: false,
    });
  });

  it("names the assigned supervisors", async () => {
    const { client, user } = await t.signedIn("ST_DOCTOR");
    const supervisor = await t.createUser({
      role: "SUPERVISOR",
      firstName: "Karin",
      lastName: "Holm",
    });
    const { client: admin } = await t.signedIn("ADMIN");
    await admin.put(`/api/st-doctors/${user.id}/supervisors`, { supervisorIds: [supervisor.id] });
    const r = await record(client, user.id);
    expect(r.supervisors).toEqual([
      // The sole supervisor is the main one (decision 198).
      {
        id: supervisor.id,
        displayName: "Karin Holm",
        email: supervisor.email,
        isActive: true,
        isMain: true,
      },
    ]);
    expect(r.formalities.supervisorIds).toEqual([supervisor.id]);
  });

  it.each(ROLES)("is readable by %s as the spec allows", async (role) => {
    const doctor = await t.createUser({ role: "ST_DOCTOR" });
    const { client } = await t.signedIn(role);
    const res = await client.get(`/api/st-doctors/${doctor.id}/record`);
    const allowed = role === "SUPERVISOR" || role === "DIRECTOR" || role === "ADMIN";
    expect(res.status).toBe(allowed ? 200 : 403);
    if (allowed) expect((await res.json()).permissions.canReset).toBe(false);
  });

  it("is refused to a signed-out visitor and answers 404 for someone who is not an ST doctor", async () => {
    const doctor = await t.createUser({ role: "ST_DOCTOR" });
    expect((await t.client().get(`/api/st-doctors/${doctor.id}/record`)).status).toBe(401);
    const { client } = await t.signedIn("ADMIN");
    const supervisor = await t.createUser({ role: "SUPERVISOR" });
    const res = await client.get(`/api/st-doctors/${supervisor.id}/record`);
    await expectError(res, 404, RECORD_MESSAGES.doctorNotFound);
  });
});

describe("formalities", () => {
  it("requires a model before saving", async () => {
    const { client, user } = await t.signedIn("ST_DOCTOR");
    const res = await client.put(
      `/api/st-doctors/${user.id}/formalities`,
      formalities({ stModel: "UNSELECTED" }),
    );
    await expectError(res, 400, RECORD_MESSAGES.modelRequired);
  });

  it("saves, computes the end date and moves it with an absence", async () => {
    const { client, user } = await t.signedIn("ST_DOCTOR");
    const saved = await client.put(`/api/st-doctors/${user.id}/formalities`, formalities());
    expect(saved.status).toBe(200);
    expect((await saved.json()).message).toBe(RECORD_MESSAGES.formalitiesSaved);
    expect((await record(client, user.id)).formalities).toMatchObject({
      stModel: "2021",
      stStartDate: "2024-01-15",
      stEndDate: "2029-01-15",
    });
    const absence = await client.post(`/api/st-doctors/${user.id}/records/absence`, {
      mode: "exact",
      startDate: "2024-03-01",
      endDate: "2024-03-10",
      description: "Föräldraledighet",
    });
    expect(absence.status).toBe(201);
    expect((await record(client, user.id)).formalities.stEndDate).toBe("2029-01-25");
    const credit = await client.post(`/api/st-doctors/${user.id}/records/credit`, {
      mode: "exact",
      startDate: "2023-01-01",
      endDate: "2023-01-05",
      description: "Tidigare tjänstgöring",
    });
    expect(credit.status).toBe(201);
    expect((await record(client, user.id)).formalities.stEndDate).toBe("2029-01-20");
  });

  it("locks the model for the ST doctor once activity exists, but not for a director", async () => {
    const { client, user } = await t.signedIn("ST_DOCTOR");
    await client.put(`/api/st-doctors/${user.id}/formalities`, formalities({ stModel: "2015" }));
    await client.put(`/api/st-doctors/${user.id}/goals/a1`, { status: "in_progress" });
    const r = await record(client, user.id);
    expect(r.formalities.isModelLocked).toBe(true);
    expect(r.permissions.canChangeModel).toBe(false);
    const refused = await client.put(
      `/api/st-doctors/${user.id}/formalities`,
      formalities({ stModel: "2021", version: 1 }),
    );
    await expectError(refused, 403, RECORD_MESSAGES.modelLocked);
    expect((await record(client, user.id)).formalities.stModel).toBe("2015");
    // Other details may still be saved with the same model.
    await expectStatus(
      client.put(
        `/api/st-doctors/${user.id}/formalities`,
        formalities({ stModel: "2015", stDurationMonths: 72, version: 1 }),
      ),
      200,
    );
    const { client: director } = await t.signedIn("DIRECTOR");
    await expectStatus(
      director.put(
        `/api/st-doctors/${user.id}/formalities`,
        formalities({ stModel: "2021", version: 2 }),
      ),
      200,
    );
  });

  it("does not let a supervisor change the model", async () => {
    const doctor = await t.createUser({ role: "ST_DOCTOR" });
    const { client } = await t.signedIn("SUPERVISOR");
    expect(
      (await client.put(`/api/st-doctors/${doctor.id}/formalities`, formalities())).status,
    ).toBe(403);
  });

  it.each([
    [{ stStartDate: "2024-13-01" }, RECORD_MESSAGES.invalidDate],
    [{ stDurationMonths: 0 }, RECORD_MESSAGES.durationInvalid],
    [{ headOfDepartment: "x".repeat(201) }, RECORD_MESSAGES.textTooLong(200)],
  ])("rejects %j and changes nothing", async (change, message) => {
    const { client, user } = await t.signedIn("ST_DOCTOR");
    const res = await client.put(`/api/st-doctors/${user.id}/formalities`, formalities(change));
    await expectError(res, 400, message);
    expect((await record(client, user.id)).formalities.stModel).toBe("UNSELECTED");
  });
});

describe("write answers carry what the record derives (decision 118)", () => {
  /** The derived part as a fresh read of the record says it. */
  const derivedOf = (r: TDoctorRecord) => ({
    stEndDate: r.formalities.stEndDate,
    stPeriod: r.formalities.stPeriod,
    isModelLocked: r.formalities.isModelLocked,
    isSpecialtyLocked: r.formalities.isSpecialtyLocked,
    permissions: r.permissions,
  });

  it("answers every write with the end date, the model lock and permissions a read would give", async () => {
    const { client, user } = await t.signedIn("ST_DOCTOR");
    const base = `/api/st-doctors/${user.id}`;
    /** Sends a write and checks its answer's `derived` against the record read after it. */
    const expectDerived = async (request: Promise<Response>, status = 200) => {
      const res = await request;
      expect(res.status).toBe(status);
      const answer = await res.json();
      expect(answer.derived).toEqual(derivedOf(await record(client, user.id)));
      return answer;
    };

    const saved = await expectDerived(
      client.put(`${base}/formalities`, formalities({ headOfDepartment: "  Vera  " })),
    );
    // The details as stored: trimmed, with the new version.
    expect(saved.formalities).toEqual({
      stModel: "2021",
      specialty: "klinisk-fysiologi",
      stStartDate: "2024-01-15",
      stDurationMonths: 60,
      headOfDepartment: "Vera",
      directorOfStudies: "Studierektor Sven",
      version: 1,
    });
    expect(saved.version).toBe(1);
    expect(saved.derived).toMatchObject({ stEndDate: "2029-01-15", isModelLocked: false });

    const absence = await expectDerived(
      client.post(`${base}/records/absence`, {
        mode: "exact",
        startDate: "2024-03-01",
        endDate: "2024-03-10",
        description: "Sjukskrivning",
      }),
      201,
    );
    expect(absence.derived.stEndDate).toBe("2029-01-25");
    const moved = await expectDerived(
      client.put(`${base}/records/absence/${absence.record.id}`, {
        mode: "exact",
        startDate: "2024-03-01",
        endDate: "2024-03-05",
        description: "Sjukskrivning",
        version: absence.record.version,
      }),
    );
    expect(moved.derived.stEndDate).toBe("2029-01-20");

    // The first activity locks the model for the doctor; removing it unlocks it again.
    const rotation = await expectDerived(
      client.post(`${base}/records/rotation`, {
        name: "Kardiologi",
        startDate: "2025-01",
        endDate: "2025-02",
      }),
      201,
    );
    expect(rotation.derived).toMatchObject({
      isModelLocked: true,
      permissions: { canChangeModel: false },
    });
    const removed = await expectDerived(
      client.delete(`${base}/records/rotation/${rotation.record.id}`),
    );
    expect(removed).toEqual({
      message: RECORD_MESSAGES.deleted("rotation"),
      derived: expect.objectContaining({ isModelLocked: false }),
    });

    const goal = await expectDerived(client.put(`${base}/goals/STa1`, { status: "in_progress" }));
    expect(goal.derived.isModelLocked).toBe(true);
    await expectDerived(client.put(`${base}/goals/STa1`, { status: "not_started" }));
    const examination = await expectDerived(
      client.put(`${base}/procedures/c4-mps`, { status: "in_progress" }),
    );
    expect(examination.derived.isModelLocked).toBe(true);
  });

  it("gives each caller their own permissions", async () => {
    const doctor = await t.createUser({ role: "ST_DOCTOR" });
    await t.chooseModel(doctor.id, "2021");
    const { client: director } = await t.signedIn("DIRECTOR");
    const res = await director.post(`/api/st-doctors/${doctor.id}/records/meeting`, {
      date: "2025-01-01",
      topic: "Uppföljning",
      supervisor: "Handledare",
      notes: "Anteckningar",
    });
    expect(res.status).toBe(201);
    // Locked for the doctor, but a director may still change the model.
    expect((await res.json()).derived).toMatchObject({
      isModelLocked: true,
      permissions: { canEdit: true, canReset: false, canChangeModel: true },
    });
  });
});

describe("absences and credits by period", () => {
  it("computes the period backward from today with the description 'text (N månader)'", async () => {
    const { client, user } = await t.signedIn("ST_DOCTOR");
    const res = await client.post(`/api/st-doctors/${user.id}/records/absence`, {
      mode: "months",
      months: 6,
      description: "Sjukskrivning",
    });
    expect(res.status).toBe(201);
    const { record: absence } = await res.json();
    expect(absence).toMatchObject({
      endDate: today(),
      startDate: addDays(addMonthsClamped(today(), -6), 1),
      description: "Sjukskrivning (6 månader)",
    });
  });

  it.each([
    [
      { mode: "exact", startDate: "2024-01-01", endDate: "", description: "x" },
      RECORD_MESSAGES.exactDatesRequired,
    ],
    [
      { mode: "exact", startDate: "2024-02-01", endDate: "2024-01-01", description: "x" },
      RECORD_MESSAGES.endBeforeStart,
    ],
    [{ mode: "months", months: 6, description: " " }, RECORD_MESSAGES.periodDescriptionRequired],
    [{ mode: "months", months: 61, description: "x" }, RECORD_MESSAGES.periodMonthsInvalid],
    [{ mode: "months", months: 0, description: "x" }, RECORD_MESSAGES.periodMonthsInvalid],
  ])("rejects %j", async (body, message) => {
    const { client, user } = await t.signedIn("ST_DOCTOR");
    const res = await client.post(`/api/st-doctors/${user.id}/records/credit`, body);
    await expectError(res, 400, message);
    expect((await record(client, user.id)).formalities.credits).toEqual([]);
  });
});

describe("goals", () => {
  it("keeps the planned quarter only while planned", async () => {
    const { client, user } = await t.signedIn("ST_DOCTOR");
    await client.put(`/api/st-doctors/${user.id}/formalities`, formalities());
    const missing = await client.put(`/api/st-doctors/${user.id}/goals/STa1`, {
      status: "planned",
    });
    await expectError(missing, 400, PROGRESS_MESSAGES.quarterRequired);
    await expectStatus(
      client.put(`/api/st-doctors/${user.id}/goals/STa1`, {
        status: "planned",
        plannedQuarter: "2026-Q3",
      }),
      200,
    );
    expect((await record(client, user.id)).goals).toEqual([
      { goalId: "STa1", status: "planned", plannedQuarter: "2026-Q3", certificateFileIds: [] },
    ]);
    await client.put(`/api/st-doctors/${user.id}/goals/STa1`, {
      status: "completed",
      plannedQuarter: "2026-Q3",
    });
    expect((await record(client, user.id)).goals[0]).toMatchObject({
      status: "completed",
      plannedQuarter: null,
    });
  });

  it("needs a chosen model before any goal is recorded", async () => {
    const { client, user } = await t.signedIn("ST_DOCTOR");
    const res = await client.put(`/api/st-doctors/${user.id}/goals/STa1`, { status: "completed" });
    await expectError(res, 400, RECORD_MESSAGES.modelRequired);
    expect((await record(client, user.id)).goals).toEqual([]);
  });

  it("refuses a goal of the other model, an unknown goal and an unknown status", async () => {
    const { client, user } = await t.signedIn("ST_DOCTOR");
    await client.put(`/api/st-doctors/${user.id}/formalities`, formalities());
    expect(
      (await client.put(`/api/st-doctors/${user.id}/goals/a1`, { status: "completed" })).status,
    ).toBe(404);
    expect(
      (await client.put(`/api/st-doctors/${user.id}/goals/zz9`, { status: "completed" })).status,
    ).toBe(404);
    const bad = await client.put(`/api/st-doctors/${user.id}/goals/STa1`, { status: "klar" });
    await expectError(bad, 400, RECORD_MESSAGES.statusInvalid);
    expect((await record(client, user.id)).goals).toEqual([]);
  });
});

describe("examinations", () => {
  it("sets level A automatically for a completed obligatory examination, across its sync group", async () => {
    const { client, user } = await t.signedIn("ST_DOCTOR");
    const res = await client.put(`/api/st-doctors/${user.id}/procedures/c4-mps`, {
      status: "completed",
    });
    expect(res.status).toBe(200);
    const { procedures } = await record(client, user.id);
    expect(procedures.find((p) => p.procedureId === "c4-mps")).toMatchObject({
      status: "completed",
      achievedLevel: "A",
    });
    expect(procedures.find((p) => p.procedureId === "c8-mps")).toMatchObject({
      status: "completed",
    });
  });

  it("requires a level for an optional A examination and refuses a level not offered", async () => {
    const { client, user } = await t.signedIn("ST_DOCTOR");
    const missing = await client.put(`/api/st-doctors/${user.id}/procedures/c7-tee`, {
      status: "completed",
    });
    await expectError(missing, 400, PROGRESS_MESSAGES.levelRequired);
    const notOffered = await client.put(`/api/st-doctors/${user.id}/procedures/c7-tee`, {
      status: "completed",
      achievedLevel: "C",
    });
    expect(notOffered.status).toBe(400);
    expect((await record(client, user.id)).procedures).toEqual([]);
    await expectStatus(
      client.put(`/api/st-doctors/${user.id}/procedures/c7-tee`, {
        status: "completed",
        achievedLevel: "A",
      }),
      200,
    );
    expect((await record(client, user.id)).procedures[0]).toMatchObject({
      procedureId: "c7-tee",
      achievedLevel: "A",
    });
  });

  it("clears quarter and level when the status moves on", async () => {
    const { client, user } = await t.signedIn("ST_DOCTOR");
    await client.put(`/api/st-doctors/${user.id}/procedures/c7-tee`, {
      status: "planned",
      plannedQuarter: "2027-Q1",
    });
    await client.put(`/api/st-doctors/${user.id}/procedures/c7-tee`, {
      status: "in_progress",
      plannedQuarter: "2027-Q1",
      achievedLevel: "A",
    });
    expect((await record(client, user.id)).procedures[0]).toMatchObject({
      status: "in_progress",
      plannedQuarter: null,
      achievedLevel: null,
    });
  });

  it("answers 404 for an unknown examination", async () => {
    const { client, user } = await t.signedIn("ST_DOCTOR");
    await expectStatus(
      client.put(`/api/st-doctors/${user.id}/procedures/finns-inte`, {
        status: "completed",
      }),
      404,
    );
  });
});

const RECORD_CASES = [
  {
    type: "rotation",
    create: { name: "Kardiologi", startDate: "2025-01", endDate: "2025-02", goalIds: ["STc7"] },
    update: { name: "Min egen randning", startDate: "2025-03", endDate: "2025-04" },
    bad: { name: "Kardiologi", startDate: "2025-05", endDate: "2025-04" },
    badMessage: RECORD_MESSAGES.endMonthBeforeStart,
    list: (r: TDoctorRecord) => r.rotations,
  },
  {
    type: "course",
    create: { name: "Strålskydd", date: "2025-05-12", status: "planned" },
    update: { name: "Strålskydd", date: "2025-05-12", status: "completed" },
    bad: { name: "Strålskydd", date: "2025-05-12", status: "in_progress" },
    badMessage: RECORD_MESSAGES.courseStatusInvalid,
    list: (r: TDoctorRecord) => r.courses,
  },
  {
    type: "sit-in",
    create: {
      topic: "Ekokardiografi",
      supervisor: "Dr Holm",
      date: "2025-02-03",
      notes: "Bra genomgång",
    },
    update: { topic: "Ekokardiografi", supervisor: "Dr Holm", date: "2025-02-04", notes: "Ändrad" },
    bad: { topic: "Ekokardiografi", supervisor: "", date: "2025-02-03", notes: "x" },
    badMessage: RECORD_MESSAGES.allFieldsRequired,
    list: (r: TDoctorRecord) => r.sitIns,
  },
  {
    type: "meeting",
    create: {
      date: "2025-02-03",
      topic: "Halvårsuppföljning",
      supervisor: "Karin Holm",
      notes: "Plan framåt",
    },
    update: {
      date: "2025-02-03",
      topic: "Halvårsuppföljning",
      supervisor: "Karin Holm, Lars Lindqvist",
      notes: "Plan framåt",
    },
    bad: { date: "", topic: "x", supervisor: "y", notes: "z" },
    badMessage: RECORD_MESSAGES.allFieldsRequired,
    list: (r: TDoctorRecord) => r.meetings,
  },
  {
    type: "development",
    create: {
      title: "Förbättrat remissflöde",
      description: "Kartläggning och ny rutin",
      startDate: "2025-01-10",
      endDate: "2025-03-31",
      goalIds: ["STa2", "STa7"],
    },
    update: {
      title: "Förbättrat remissflöde",
      description: "Ny rutin införd",
      startDate: "2025-01-10",
      endDate: "2025-04-30",
      goalIds: ["STa2"],
    },
    bad: { title: "x", description: "y", startDate: "2025-02-01", endDate: "2025-01-01" },
    badMessage: RECORD_MESSAGES.endBeforeStart,
    list: (r: TDoctorRecord) => r.developmentWorks,
  },
] as const;

describe.each(RECORD_CASES)("$type records", (c) => {
  it("are created, updated and deleted, each with an audit entry", async () => {
    const { client, user } = await t.signedIn("ST_DOCTOR");
    const created = await client.post(`/api/st-doctors/${user.id}/records/${c.type}`, c.create);
    expect(created.status).toBe(201);
    const body = await created.json();
    expect(body.message).toMatch(/tillag[dt]!$/);
    const id = body.record.id;
    const listed = c.list(await record(client, user.id));
    expect(listed).toHaveLength(1);
    // The delmål an activity supports come back as sent (issue 24); none when left out.
    const sentGoals = "goalIds" in c.create ? c.create.goalIds : undefined;
    if (sentGoals) expect(listed[0]).toMatchObject({ goalIds: sentGoals });

    const updated = await client.put(`/api/st-doctors/${user.id}/records/${c.type}/${id}`, {
      ...c.update,
      version: 1,
    });
    expect(updated.status).toBe(200);
    expect((await updated.json()).message).toMatch(/uppdatera[dt]!$/);

    const deleted = await client.delete(`/api/st-doctors/${user.id}/records/${c.type}/${id}`);
    expect(deleted.status).toBe(200);
    expect((await deleted.json()).message).toMatch(/borttag(en|et)!$/);
    expect(c.list(await record(client, user.id))).toEqual([]);

    const entries = await t.deps.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.entityId, id))
      .orderBy(auditLog.seq);
    expect(entries.map((e) => e.action).sort()).toEqual(["create", "delete", "update"]);
    expect(entries.every((e) => e.actorId === user.id && e.subjectUserId === user.id)).toBe(true);
  });

  it("refuse bad input with the spec's message and write nothing", async () => {
    const { client, user } = await t.signedIn("ST_DOCTOR");
    const res = await client.post(`/api/st-doctors/${user.id}/records/${c.type}`, c.bad);
    await expectError(res, 400, c.badMessage);
    const missing = await client.post(`/api/st-doctors/${user.id}/records/${c.type}`, {});
    expect(missing.status).toBe(400);
    expect(c.list(await record(client, user.id))).toEqual([]);
  });

  it("cannot be reached through another doctor's id", async () => {
    const { client: owner, user: ownerUser } = await t.signedIn("ST_DOCTOR");
    const { id } = (
      await (await owner.post(`/api/st-doctors/${ownerUser.id}/records/${c.type}`, c.create)).json()
    ).record;
    const { client: other, user: otherUser } = await t.signedIn("ST_DOCTOR");
    // Their own path with the owner's record id: not found, and the owner's record is untouched.
    await expectStatus(
      other.put(`/api/st-doctors/${otherUser.id}/records/${c.type}/${id}`, {
        ...c.update,
        version: 1,
      }),
      404,
    );
    expect(
      (await other.delete(`/api/st-doctors/${otherUser.id}/records/${c.type}/${id}`)).status,
    ).toBe(404);
    // The owner's path: not allowed.
    expect(
      (await other.post(`/api/st-doctors/${ownerUser.id}/records/${c.type}`, c.create)).status,
    ).toBe(403);
    expect(
      (await other.delete(`/api/st-doctors/${ownerUser.id}/records/${c.type}/${id}`)).status,
    ).toBe(403);
    expect(c.list(await record(owner, ownerUser.id))).toHaveLength(1);
  });

  it.each(ROLES)("can be written by %s only as the spec allows", async (role) => {
    const doctor = await t.createUser({ role: "ST_DOCTOR" });
    const { client } = await t.signedIn(role);
    const res = await client.post(`/api/st-doctors/${doctor.id}/records/${c.type}`, c.create);
    expect(res.status).toBe(["SUPERVISOR", "DIRECTOR", "ADMIN"].includes(role) ? 201 : 403);
  });
});

describe("an unknown record type", () => {
  it("answers 404", async () => {
    const { client, user } = await t.signedIn("ST_DOCTOR");
    expect((await client.post(`/api/st-doctors/${user.id}/records/semester`, {})).status).toBe(404);
  });
});

describe("ST project", () => {
  it("saves all five statuses and refuses others", async () => {
    const { client, user } = await t.signedIn("ST_DOCTOR");
    const statuses = ["not_started", "planned", "in_progress", "completed", "under_review"];
    for (const [version, status] of statuses.entries()) {
      const res = await client.put(`/api/st-doctors/${user.id}/st-project`, {
        topic: "Myokardperfusion",
        supervisor: "Dr Holm",
        status,
        summary: "Sammanfattning",
        version,
      });
      expect(res.status).toBe(200);
    }
    expect((await record(client, user.id)).stProject).toEqual({
      topic: "Myokardperfusion",
      supervisor: "Dr Holm",
      status: "under_review",
      summary: "Sammanfattning",
      goalIds: [],
      version: 5,
    });
    const bad = await client.put(`/api/st-doctors/${user.id}/st-project`, {
      status: "klar",
      version: 5,
    });
    expect(bad.status).toBe(400);
  });
});

describe("reset of the own profile", () => {
  it("empties the record and returns the model to UNSELECTED", async () => {
    const { client, user } = await t.signedIn("ST_DOCTOR");
    await client.put(`/api/st-doctors/${user.id}/formalities`, formalities());
    await client.put(`/api/st-doctors/${user.id}/goals/STa2`, { status: "completed" });
    await client.put(`/api/st-doctors/${user.id}/procedures/c4-mps`, { status: "completed" });
    for (const c of RECORD_CASES)
      await client.post(`/api/st-doctors/${user.id}/records/${c.type}`, c.create);
    await client.post(`/api/st-doctors/${user.id}/records/absence`, {
      mode: "months",
      months: 1,
      description: "x",
    });
    await client.put(`/api/st-doctors/${user.id}/st-project`, {
      topic: "Ämne",
      status: "in_progress",
      version: 0,
    });

    const res = await client.post(`/api/st-doctors/${user.id}/reset`);
    expect(res.status).toBe(200);
    expect((await res.json()).message).toBe(RECORD_MESSAGES.profileReset);
    const r = await record(client, user.id);
    expect(r.formalities).toMatchObject({
      stModel: "UNSELECTED",
      stContractFileId: null,
      absences: [],
      credits: [],
    });
    expect([
      r.goals,
      r.procedures,
      r.rotations,
      r.courses,
      r.sitIns,
      r.meetings,
      r.developmentWorks,
    ]).toEqual([[], [], [], [], [], [], []]);
    expect(r.stProject).toEqual({
      topic: "",
      supervisor: "",
      status: "not_started",
      summary: "",
      goalIds: [],
      version: 2,
    });
    // A form opened before the reset was based on what it replaced.
    expect(r.formalities.version).toBe(2);
  });

  it.each(["SUPERVISOR", "DIRECTOR", "ADMIN"] as const)(
    "is refused to %s on someone else's record",
    async (role) => {
      const { client: doctorClient, user: doctor } = await t.signedIn("ST_DOCTOR");
      await t.chooseModel(doctor.id, "2015");
      await doctorClient.put(`/api/st-doctors/${doctor.id}/goals/a1`, { status: "completed" });
      const { client } = await t.signedIn(role);
      expect((await client.post(`/api/st-doctors/${doctor.id}/reset`)).status).toBe(403);
      expect((await record(doctorClient, doctor.id)).goals).toHaveLength(1);
    },
  );
});

describe("history", () => {
  it("lists who changed what, newest first, to the doctor and those who may view them", async () => {
    const { client, user } = await t.signedIn("ST_DOCTOR");
    await t.chooseModel(user.id, "2015");
    await client.put(`/api/st-doctors/${user.id}/goals/a2`, { status: "in_progress" });
    await client.put(`/api/st-doctors/${user.id}/goals/a2`, { status: "completed" });
    const { entries } = await (await client.get(`/api/st-doctors/${user.id}/history`)).json();
    expect(entries[0]).toMatchObject({
      entity: "goal",
      entityId: "a2",
      action: "update",
      before: { status: "in_progress" },
      after: { status: "completed" },
    });
    expect(entries[0].actor.id).toBe(user.id);
    const { client: supervisor } = await t.signedIn("SUPERVISOR");
    expect((await supervisor.get(`/api/st-doctors/${user.id}/history`)).status).toBe(200);
    const { client: specialist } = await t.signedIn("SPECIALIST");
    expect((await specialist.get(`/api/st-doctors/${user.id}/history`)).status).toBe(403);
  });
});

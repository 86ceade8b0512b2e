import { existsSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { asc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { dbFingerprint } from "../../../../tests/fixtures/db-fingerprint";
import { expectError } from "../../../../tests/fixtures/expect-response";
import { putFormalities, readRecord } from "../../../../tests/fixtures/record-client";
import {
  createTestApp,
  DEFAULT_CLINIC_ID,
  type TestApp,
  type TestClient,
} from "../../../../tests/fixtures/test-app";
import { CLINIC_MESSAGES } from "../../../shared/messages/clinics";
import { PLAN_TEMPLATE_MESSAGES as M } from "../../../shared/messages/plan-template";
import { RECORD_MESSAGES } from "../../../shared/messages/records";
import { recommendedTemplate } from "../../../shared/rules/plan-template";
import type { TDoctorRecord } from "../../../shared/schemas/doctor-record";
import type { TPlanTemplate } from "../../../shared/schemas/plan-template";
import { auditLog, clinics, planTemplateApplications, uploadedFiles, users } from "../../db/schema";

/**
 * A clinic's standard plan (issue 27, decisions 251 and 252): its director keeps it, a doctor or
 * their supervisor applies it in one audited write, and undoes it as a whole.
 */
let t: TestApp;
let director: TestClient;
const FAR_CLINIC = "klinik-plan-far";
/** The smallest PDF the upload accepts. */
const PDF = new TextEncoder().encode(
  "%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n",
);
beforeAll(async () => {
  t = await createTestApp();
  director = (await t.signedIn("DIRECTOR")).client;
  await t.deps.db.insert(clinics).values({ id: FAR_CLINIC, name: "Klinik långt borta" });
});
afterAll(() => t.close());

const templatePath = (clinicId = DEFAULT_CLINIC_ID) => `/api/clinics/${clinicId}/plan-template`;
const doctorPath = (doctorId: string) => `/api/st-doctors/${doctorId}/plan-template`;
const applyPath = (doctorId: string) => `${doctorPath(doctorId)}/applications`;

/** Two rotations, a course, a delmål and three examinations, two of one sync group (mps). */
const TEMPLATE: TPlanTemplate = {
  rotationStart: { year: 1, quarter: 1 },
  rotations: [
    { name: "Klinisk fysiologi", months: 6 },
    { name: "Kardiologi", months: 3 },
  ],
  courses: [{ name: "Strålskydd", year: 1, quarter: 2 }],
  goals: [{ goalId: "STa1", year: 1, quarter: 3 }],
  examinations: [
    { procedureId: "c4-mps", year: 2, quarter: 1 },
    { procedureId: "c4-dmsa", year: 1, quarter: 4 },
    { procedureId: "c8-mps", year: 2, quarter: 3 },
  ],
};

async function json<T = Record<string, unknown>>(res: Response, status: number): Promise<T> {
  expect(res.status, await res.clone().text()).toBe(status);
  return res.json() as Promise<T>;
}

/** The clinic's template saved as TEMPLATE (once; a later call finds it there). */
async function saveTemplate() {
  const current = await json<{ version: number; isDefault: boolean }>(
    await director.get(templatePath()),
    200,
  );
  if (!current.isDefault) return;
  await json(await director.put(templatePath(), { template: TEMPLATE, version: 0 }), 200);
}

/** A new doctor of the default clinic with model 2021, ST from 15 January 2026, five years. */
async function newDoctor(model: "2021" | null = "2021") {
  const { client, user } = await t.signedIn("ST_DOCTOR");
  if (model)
    await json(
      await putFormalities(client, user.id, {
        stModel: model,
        stStartDate: "2026-01-15",
        stDurationMonths: 60,
        headOfDepartment: "",
        directorOfStudies: "",
      }),
      200,
    );
  return { client, doctorId: user.id };
}

const auditOf = (doctorId: string) =>
  t.deps.db
    .select()
    .from(auditLog)
    .where(eq(auditLog.subjectUserId, doctorId))
    .orderBy(asc(auditLog.seq));

/** The record as a reader compares it: without versions, ids of new rows and timestamps. */
function planOf(record: TDoctorRecord) {
  return {
    rotations: record.rotations.map(({ name, startDate, endDate }) => ({
      name,
      startDate,
      endDate,
    })),
    courses: record.courses.map(({ name, date, status }) => ({ name, date, status })),
    goals: record.goals,
    procedures: record.procedures,
    isModelLocked: record.formalities.isModelLocked,
  };
}

describe("the clinic's template, for its director", () => {
  it("is the recommended rotations, version 0, until the clinic saves its own", async () => {
    const { client } = await t.signedIn("DIRECTOR", { clinicIds: [FAR_CLINIC] });
    const body = await json(await client.get(templatePath(FAR_CLINIC)), 200);
    expect(body).toEqual({
      clinicId: FAR_CLINIC,
      clinicName: "Klinik långt borta",
      template: recommendedTemplate(),
      version: 0,
      isDefault: true,
      updatedAt: null,
    });
  });

  it("saves over the version it was based on, audited, and refuses a stale save", async () => {
    const { client } = await t.signedIn("DIRECTOR", { clinicIds: [FAR_CLINIC] });
    const saved = await json(
      await client.put(templatePath(FAR_CLINIC), { template: TEMPLATE, version: 0 }),
      200,
    );
    expect(saved).toMatchObject({ message: M.saved, template: TEMPLATE, version: 1 });
    expect(saved.isDefault).toBe(false);
    const [entry] = await t.deps.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.entityId, FAR_CLINIC));
    expect(entry).toMatchObject({ entity: "plan-template", action: "create", after: TEMPLATE });

    const before = await dbFingerprint(t);
    const stale = await client.put(templatePath(FAR_CLINIC), {
      template: { ...TEMPLATE, courses: [] },
      version: 0,
    });
    expect(stale.status).toBe(409);
    expect(await stale.json()).toMatchObject({ error: M.stale, code: "STALE_WRITE" });
    expect(await dbFingerprint(t)).toBe(before);

    const second = await client.put(templatePath(FAR_CLINIC), {
      template: { ...TEMPLATE, courses: [] },
      version: 1,
    });
    expect(await json(second, 200)).toMatchObject({ version: 2, template: { courses: [] } });
  });

  const bad: [string, Partial<TPlanTemplate>, string, string][] = [
    [
      "an unknown delmål",
      { goals: [{ goalId: "STx99", year: 1, quarter: 1 }] },
      M.goalUnknown("STx99"),
      "template.goals.0.goalId",
    ],
    [
      "an examination outside the catalogue",
      { examinations: [{ procedureId: "c99-okand", year: 1, quarter: 1 }] },
      M.procedureUnknown("c99-okand"),
      "template.examinations.0.procedureId",
    ],
    [
      "a delmål twice",
      {
        goals: [
          { goalId: "STa1", year: 1, quarter: 1 },
          { goalId: "STa1", year: 2, quarter: 1 },
        ],
      },
      M.duplicateGoal("STa1"),
      "template.goals.1",
    ],
    [
      "an examination twice",
      {
        examinations: [
          { procedureId: "c4-dmsa", year: 1, quarter: 1 },
          { procedureId: "c4-dmsa", year: 1, quarter: 2 },
        ],
      },
      M.duplicateProcedure("c4-dmsa"),
      "template.examinations.1",
    ],
    [
      "a course twice, whatever its case",
      {
        courses: [
          { name: "Strålskydd", year: 1, quarter: 1 },
          { name: " STRÅLSKYDD", year: 2, quarter: 1 },
        ],
      },
      M.duplicateCourse("STRÅLSKYDD"),
      "template.courses.1.name",
    ],
    [
      "a rotation of no months",
      { rotations: [{ name: "Kardiologi", months: 0 }] },
      M.monthsInvalid,
      "template.rotations.0.months",
    ],
    [
      "an ST year past ten",
      { courses: [{ name: "Kurs", year: 11, quarter: 1 }] },
      M.yearInvalid,
      "template.courses.0.year",
    ],
    [
      "a fifth quarter",
      { goals: [{ goalId: "STa1", year: 1, quarter: 5 }] },
      M.quarterInvalid,
      "template.goals.0.quarter",
    ],
    [
      "a rotation without a name",
      { rotations: [{ name: " ", months: 3 }] },
      M.rotationNameRequired,
      "template.rotations.0.name",
    ],
  ];
  it.each(bad)(
    "refuses %s with its message and changes nothing",
    async (_n, part, error, field) => {
      const { client } = await t.signedIn("ADMIN");
      const { version } = await json<{ version: number }>(await client.get(templatePath()), 200);
      const before = await dbFingerprint(t);
      const res = await client.put(templatePath(), { template: { ...TEMPLATE, ...part }, version });
      expect(res.status).toBe(400);
      expect(await res.json()).toMatchObject({ error, field });
      expect(await dbFingerprint(t)).toBe(before);
    },
  );

  it("refuses a supervisor of the clinic (403) and an ST doctor, and writes nothing", async () => {
    for (const role of ["SUPERVISOR", "ST_DOCTOR", "SPECIALIST"] as const) {
      const { client } = await t.signedIn(role);
      const before = await dbFingerprint(t);
      await expectError(await client.get(templatePath()), 403, M.noPermission);
      await expectError(
        await client.put(templatePath(), { template: TEMPLATE, version: 0 }),
        403,
        M.noPermission,
      );
      expect(await dbFingerprint(t)).toBe(before);
    }
  });

  it("answers a director of another clinic 404, as an unknown clinic", async () => {
    const { client } = await t.signedIn("DIRECTOR", { clinicIds: [FAR_CLINIC] });
    const before = await dbFingerprint(t);
    await expectError(await client.get(templatePath()), 404, CLINIC_MESSAGES.clinicNotFound);
    await expectError(
      await client.put(templatePath(), { template: TEMPLATE, version: 0 }),
      404,
      CLINIC_MESSAGES.clinicNotFound,
    );
    await expectError(await client.get(templatePath("ingen")), 404, CLINIC_MESSAGES.clinicNotFound);
    expect(await dbFingerprint(t)).toBe(before);
  });

  it("lets a region administrator of no clinic read and save any clinic's", async () => {
    const { client, user } = await t.signedIn("ADMIN", { clinicIds: [] });
    await t.deps.db.update(users).set({ isRegionAdmin: true }).where(eq(users.id, user.id));
    const { version } = await json<{ version: number }>(
      await client.get(templatePath(FAR_CLINIC)),
      200,
    );
    await json(await client.put(templatePath(FAR_CLINIC), { template: TEMPLATE, version }), 200);
    await expectError(await client.get(templatePath("ingen")), 404, CLINIC_MESSAGES.clinicNotFound);
  });
});

describe("applying the template to a doctor's plan", () => {
  beforeAll(saveTemplate);

  it("previews what it would add, dated from the doctor's ST start", async () => {
    const { client, doctorId } = await newDoctor();
    const body = await json(await client.get(doctorPath(doctorId)), 200);
    expect(body).toEqual({
      clinicName: expect.any(String),
      isDefault: false,
      modelRequired: false,
      preview: {
        rotations: [
          { name: "Klinisk fysiologi", startMonth: "2026-01", endMonth: "2026-06" },
          { name: "Kardiologi", startMonth: "2026-07", endMonth: "2026-09" },
        ],
        courses: [{ name: "Strålskydd", date: "2026-04-01" }],
        goals: [{ goalId: "STa1", plannedQuarter: "2026-Q3" }],
        // c8-mps is planned with c4-mps, its sync group: already in the plan by then.
        examinations: [
          { procedureId: "c4-mps", plannedQuarter: "2027-Q1" },
          { procedureId: "c4-dmsa", plannedQuarter: "2026-Q4" },
        ],
        skipped: { existing: 1, afterEnd: 0 },
      },
      applications: [],
      canApply: true,
    });
  });

  it("adds exactly those rows in one audited write, then has nothing more to add", async () => {
    const { client, doctorId } = await newDoctor();
    const auditBefore = (await auditOf(doctorId)).length;
    const res = await client.post(applyPath(doctorId));
    const body = await json<{
      message: string;
      application: { id: string; added: object; undoneAt: null; appliedByName: string };
      derived: { isModelLocked: boolean };
    }>(res, 201);
    expect(body.message).toBe(M.applied);
    expect(body.application).toMatchObject({
      added: { rotations: 2, courses: 1, goals: 1, examinations: 2 },
      undoneAt: null,
    });
    expect(body.derived.isModelLocked).toBe(true);

    const record = await readRecord(client, doctorId);
    expect(planOf(record)).toEqual({
      rotations: [
        { name: "Klinisk fysiologi", startDate: "2026-01", endDate: "2026-06" },
        { name: "Kardiologi", startDate: "2026-07", endDate: "2026-09" },
      ],
      courses: [{ name: "Strålskydd", date: "2026-04-01", status: "planned" }],
      goals: [
        { goalId: "STa1", status: "planned", plannedQuarter: "2026-Q3", certificateFileIds: [] },
      ],
      procedures: ["c4-dmsa", "c4-mps", "c8-mps"].map((procedureId) => ({
        procedureId,
        status: "planned",
        plannedQuarter: procedureId === "c4-dmsa" ? "2026-Q4" : "2027-Q1",
        achievedLevel: null,
        certificateFileIds: [],
      })),
      isModelLocked: true,
    });
    expect(record.rotations.every((r) => r.version === 1)).toBe(true);

    const entries = (await auditOf(doctorId)).slice(auditBefore);
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      action: "create",
      entity: "plan-template-application",
      entityId: body.application.id,
      after: {
        rotations: [{ name: "Klinisk fysiologi" }, { name: "Kardiologi" }],
        courses: [{ name: "Strålskydd", date: "2026-04-01" }],
        goals: [{ goalId: "STa1", plannedQuarter: "2026-Q3" }],
      },
    });
    const applications = await t.deps.db
      .select()
      .from(planTemplateApplications)
      .where(eq(planTemplateApplications.userId, doctorId));
    expect(applications).toHaveLength(1);

    const preview = await json<{ preview: { skipped: object }; applications: object[] }>(
      await client.get(doctorPath(doctorId)),
      200,
    );
    expect(preview.preview.skipped).toEqual({ existing: 7, afterEnd: 0 });
    expect(preview.applications).toHaveLength(1);

    const before = await dbFingerprint(t);
    await expectError(await client.post(applyPath(doctorId)), 409, M.nothingToAdd);
    expect(await dbFingerprint(t)).toBe(before);
  });

  it("skips what the record has: a rotation by name, a delmål already under way", async () => {
    const { client, doctorId } = await newDoctor();
    await json(
      await client.post(`/api/st-doctors/${doctorId}/records/rotation`, {
        name: "kardiologi",
        startDate: "2028-01",
        endDate: "2028-02",
      }),
      201,
    );
    await json(
      await client.put(`/api/st-doctors/${doctorId}/goals/STa1`, { status: "in_progress" }),
      200,
    );
    const body = await json<{ application: { added: object } }>(
      await client.post(applyPath(doctorId)),
      201,
    );
    expect(body.application.added).toEqual({
      rotations: 1,
      courses: 1,
      goals: 0,
      examinations: 2,
    });
    const record = await readRecord(client, doctorId);
    expect(record.rotations.map((r) => [r.name, r.startDate])).toEqual([
      ["Klinisk fysiologi", "2026-01"],
      ["kardiologi", "2028-01"],
    ]);
    expect(record.goals).toMatchObject([{ goalId: "STa1", status: "in_progress" }]);
  });

  it("needs a model first (400) and writes nothing", async () => {
    const { client, doctorId } = await newDoctor(null);
    const preview = await json(await client.get(doctorPath(doctorId)), 200);
    expect(preview).toMatchObject({ modelRequired: true, canApply: false });
    const before = await dbFingerprint(t);
    const res = await client.post(applyPath(doctorId));
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ error: M.modelRequired, field: "stModel" });
    expect(await dbFingerprint(t)).toBe(before);
  });

  it("applies once for two requests with the same Idempotency-Key", async () => {
    const { client, doctorId } = await newDoctor();
    const headers = { "Idempotency-Key": crypto.randomUUID() };
    const first = await json<{ application: { id: string } }>(
      await client.request("POST", applyPath(doctorId), {}, headers),
      201,
    );
    const second = await json<{ application: { id: string } }>(
      await client.request("POST", applyPath(doctorId), {}, headers),
      201,
    );
    expect(second.application.id).toBe(first.application.id);
    const rows = await t.deps.db
      .select()
      .from(planTemplateApplications)
      .where(eq(planTemplateApplications.userId, doctorId));
    expect(rows).toHaveLength(1);
  });

  // PGlite runs one transaction at a time, so only PostgreSQL can run two applications at once.
  it.runIf(process.env.TEST_DATABASE_URL)(
    "lets exactly one of five parallel applications through",
    async () => {
      const { client, doctorId } = await newDoctor();
      const responses = await Promise.all(
        Array.from({ length: 5 }, () => client.post(applyPath(doctorId))),
      );
      const statuses = responses.map((r) => r.status).sort();
      expect(statuses).toEqual([201, 409, 409, 409, 409]);
      const record = await readRecord(client, doctorId);
      expect(record.rotations).toHaveLength(2);
      const rows = await t.deps.db
        .select()
        .from(planTemplateApplications)
        .where(eq(planTemplateApplications.userId, doctorId));
      expect(rows).toHaveLength(1);
    },
  );

  it("lets the doctor's supervisor apply it, naming them", async () => {
    const { doctorId } = await newDoctor();
    const { client, user } = await t.signedIn("SUPERVISOR", { firstName: "Sara", lastName: "Ek" });
    await json(
      await director.put(`/api/st-doctors/${doctorId}/supervisors`, { supervisorIds: [user.id] }),
      200,
    );
    const body = await json<{ application: { appliedByName: string } }>(
      await client.post(applyPath(doctorId)),
      201,
    );
    expect(body.application.appliedByName).toBe("Sara Ek");
  });

  it("answers another clinic's director 404 on every doctor route, with nothing changed", async () => {
    const { client: doctor, doctorId } = await newDoctor();
    const applied = await json<{ application: { id: string } }>(
      await doctor.post(applyPath(doctorId)),
      201,
    );
    const { client } = await t.signedIn("DIRECTOR", { clinicIds: [FAR_CLINIC] });
    const before = await dbFingerprint(t);
    for (const res of [
      await client.get(doctorPath(doctorId)),
      await client.post(applyPath(doctorId)),
      await client.delete(`${applyPath(doctorId)}/${applied.application.id}`),
    ])
      await expectError(res, 404, RECORD_MESSAGES.doctorNotFound);
    expect(await dbFingerprint(t)).toBe(before);
  });
});

describe("undoing an application", () => {
  beforeAll(saveTemplate);

  it("restores the record as it was, keeps a delmål changed since, and is done once", async () => {
    const { client, doctorId } = await newDoctor();
    // An examination planned by the doctor before: the template leaves it and its group alone.
    await json(
      await client.put(`/api/st-doctors/${doctorId}/procedures/c4-dmsa`, {
        status: "in_progress",
      }),
      200,
    );
    const before = planOf(await readRecord(client, doctorId));
    const { application } = await json<{ application: { id: string } }>(
      await client.post(applyPath(doctorId)),
      201,
    );
    const undo = `${applyPath(doctorId)}/${application.id}`;
    const audits = (await auditOf(doctorId)).length;

    const body = await json(await client.delete(undo), 200);
    expect(body).toMatchObject({ message: M.undone });
    expect(planOf(await readRecord(client, doctorId))).toEqual(before);
    const entries = (await auditOf(doctorId)).slice(audits);
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      action: "delete",
      entity: "plan-template-application",
      entityId: application.id,
    });
    const preview = await json<{ applications: { undoneAt: string | null }[] }>(
      await client.get(doctorPath(doctorId)),
      200,
    );
    expect(preview.applications[0]?.undoneAt).toEqual(expect.any(String));

    const unchanged = await dbFingerprint(t);
    await expectError(await client.delete(undo), 409, M.alreadyUndone);
    expect(await dbFingerprint(t)).toBe(unchanged);
  });

  it("leaves a delmål the user moved after applying as the user left it", async () => {
    const { client, doctorId } = await newDoctor();
    const { application } = await json<{ application: { id: string } }>(
      await client.post(applyPath(doctorId)),
      201,
    );
    await json(
      await client.put(`/api/st-doctors/${doctorId}/goals/STa1`, {
        status: "planned",
        plannedQuarter: "2027-Q2",
      }),
      200,
    );
    await json(await client.delete(`${applyPath(doctorId)}/${application.id}`), 200);
    const [entry] = (await auditOf(doctorId)).slice(-1);
    expect(entry?.after).toEqual({ kept: { goals: ["STa1"], examinations: [] } });
    const record = await readRecord(client, doctorId);
    expect(record.goals).toMatchObject([
      { goalId: "STa1", status: "planned", plannedQuarter: "2027-Q2" },
    ]);
    expect(record.rotations).toEqual([]);
    expect(record.procedures).toEqual([]);
  });

  it("takes an added rotation's certificate with it, as deleting the rotation would", async () => {
    const { client, doctorId } = await newDoctor();
    const { application } = await json<{ application: { id: string } }>(
      await client.post(applyPath(doctorId)),
      201,
    );
    const [rotation] = (await readRecord(client, doctorId)).rotations;
    const form = new FormData();
    form.append("kind", "rotation");
    form.append("itemId", rotation!.id);
    form.append("file", new Blob([PDF], { type: "application/pdf" }), "intyg.pdf");
    await json(await client.upload(`/api/st-doctors/${doctorId}/files`, form), 201);
    const stored = () =>
      t.deps.db.select().from(uploadedFiles).where(eq(uploadedFiles.ownerId, doctorId));
    const onDisk = () => {
      const dir = join(t.dataDir, "files", doctorId);
      return existsSync(dir) ? readdirSync(dir) : [];
    };
    expect(await stored()).toHaveLength(1);
    expect(onDisk()).toHaveLength(1);

    await json(await client.delete(`${applyPath(doctorId)}/${application.id}`), 200);
    expect(await stored()).toEqual([]);
    expect(onDisk()).toEqual([]);
  });

  it("answers 404 for another doctor's application or an unknown id", async () => {
    const { client: one, doctorId: first } = await newDoctor();
    const { doctorId: second } = await newDoctor();
    const { application } = await json<{ application: { id: string } }>(
      await one.post(applyPath(first)),
      201,
    );
    const before = await dbFingerprint(t);
    await expectError(
      await director.delete(`${applyPath(second)}/${application.id}`),
      404,
      M.applicationNotFound,
    );
    await expectError(
      await director.delete(`${applyPath(first)}/${crypto.randomUUID()}`),
      404,
      M.applicationNotFound,
    );
    expect(await dbFingerprint(t)).toBe(before);
  });
});

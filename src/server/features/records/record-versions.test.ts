import { desc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { expectError } from "../../../../tests/fixtures/expect-response";
import { readRecord } from "../../../../tests/fixtures/record-client";
import { createTestApp, type TestApp, type TestClient } from "../../../../tests/fixtures/test-app";
import { RECORD_MESSAGES } from "../../../shared/messages/records";
import { auditLog } from "../../db/schema";
import { writeAudit } from "../audit";

/** Two people editing one form: a write based on an old version is refused, never merged. */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const record = readRecord;
const auditCount = async (doctorId: string) =>
  (await t.deps.db.select().from(auditLog).where(eq(auditLog.subjectUserId, doctorId))).length;

const formalities = (headOfDepartment: string, version: number) => ({
  stModel: "2021",
  stStartDate: "2024-01-15",
  stDurationMonths: 60,
  headOfDepartment,
  directorOfStudies: "",
  version,
});
const project = (topic: string, version: number) => ({
  topic,
  supervisor: "Dr Holm",
  status: "in_progress",
  summary: "",
  version,
});
const rotation = (name: string, version?: number) => ({
  name,
  startDate: "2025-01",
  endDate: "2025-02",
  ...(version === undefined ? {} : { version }),
});

/** The doctor and a director of studies, both allowed to edit the doctor's record. */
async function twoEditors() {
  const { client: doctor, user } = await t.signedIn("ST_DOCTOR");
  const { client: director } = await t.signedIn("DIRECTOR");
  return { doctor, director, doctorId: user.id };
}

async function expectStale(res: Response) {
  expect(res.status).toBe(409);
  expect(await res.json()).toMatchObject({
    error: RECORD_MESSAGES.staleWrite,
    code: "STALE_WRITE",
  });
}

describe("Formellt", () => {
  it("refuses the second of two saves based on the same version and writes nothing", async () => {
    const { doctor, director, doctorId } = await twoEditors();
    const loaded = (await record(doctor, doctorId)).formalities.version;
    expect(loaded).toBe(0);
    const first = await doctor.put(
      `/api/st-doctors/${doctorId}/formalities`,
      formalities("Vera", loaded),
    );
    expect(first.status).toBe(200);
    expect((await first.json()).version).toBe(1);
    const audits = await auditCount(doctorId);

    await expectStale(
      await director.put(`/api/st-doctors/${doctorId}/formalities`, formalities("Sven", loaded)),
    );
    const after = (await record(director, doctorId)).formalities;
    expect(after).toMatchObject({ headOfDepartment: "Vera", version: 1 });
    expect(await auditCount(doctorId)).toBe(audits);

    // After a reload the director's save goes through.
    const retried = await director.put(
      `/api/st-doctors/${doctorId}/formalities`,
      formalities("Sven", after.version),
    );
    expect(retried.status).toBe(200);
    expect((await record(doctor, doctorId)).formalities).toMatchObject({
      headOfDepartment: "Sven",
      version: 2,
    });
  });

  it("needs the version", async () => {
    const { doctor, doctorId } = await twoEditors();
    const { version: _left, ...body } = formalities("Vera", 0);
    const res = await doctor.put(`/api/st-doctors/${doctorId}/formalities`, body);
    await expectError(res, 400, RECORD_MESSAGES.versionRequired);
  });

  it("is not made stale by a goal or a contract that only created the row with defaults", async () => {
    const { doctor, doctorId } = await twoEditors();
    await t.chooseModel(doctorId, "2021");
    await doctor.put(`/api/st-doctors/${doctorId}/goals/STa1`, { status: "in_progress" });
    const res = await doctor.put(`/api/st-doctors/${doctorId}/formalities`, formalities("V", 0));
    expect(res.status).toBe(200);
  });

  it("lets exactly one of 20 parallel saves based on the same version through", async () => {
    const { doctor, doctorId } = await twoEditors();
    const responses = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        doctor.put(`/api/st-doctors/${doctorId}/formalities`, formalities(`Chef ${i}`, 0)),
      ),
    );
    const statuses = responses.map((r) => r.status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(19);
    const winner = responses.findIndex((r) => r.status === 200);
    expect((await record(doctor, doctorId)).formalities).toMatchObject({
      headOfDepartment: `Chef ${winner}`,
      version: 1,
    });
    expect(await auditCount(doctorId)).toBe(1);
  });
});

describe("ST-arbete", () => {
  it("refuses a stale save, both for the first save and for later ones", async () => {
    const { doctor, director, doctorId } = await twoEditors();
    const path = `/api/st-doctors/${doctorId}/st-project`;
    expect((await record(doctor, doctorId)).stProject.version).toBe(0);
    const first = await doctor.put(path, project("Myokardperfusion", 0));
    expect(first.status).toBe(200);
    expect((await first.json()).version).toBe(1);
    await expectStale(await director.put(path, project("Hjärtsvikt", 0)));
    expect((await doctor.put(path, project("Myokardperfusion och CT", 1))).status).toBe(200);
    await expectStale(await director.put(path, project("Hjärtsvikt", 1)));
    expect((await record(director, doctorId)).stProject).toMatchObject({
      topic: "Myokardperfusion och CT",
      version: 2,
    });
    expect(await auditCount(doctorId)).toBe(2);
  });

  it.each([0, 1])(
    "lets exactly one of 20 parallel saves based on version %i through",
    async (base) => {
      const { doctor, doctorId } = await twoEditors();
      const path = `/api/st-doctors/${doctorId}/st-project`;
      if (base === 1) expect((await doctor.put(path, project("Start", 0))).status).toBe(200);
      const audits = await auditCount(doctorId);
      const responses = await Promise.all(
        Array.from({ length: 20 }, (_, i) => doctor.put(path, project(`Ämne ${i}`, base))),
      );
      const statuses = responses.map((r) => r.status);
      expect(statuses.filter((s) => s === 200)).toHaveLength(1);
      expect(statuses.filter((s) => s === 409)).toHaveLength(19);
      const winner = responses.findIndex((r) => r.status === 200);
      expect((await record(doctor, doctorId)).stProject).toMatchObject({
        topic: `Ämne ${winner}`,
        version: base + 1,
      });
      expect(await auditCount(doctorId)).toBe(audits + 1);
    },
  );
});

describe("the generic records (rotation, absence)", () => {
  it("refuses the second of two edits of a rotation based on the same version", async () => {
    const { doctor, director, doctorId } = await twoEditors();
    const created = await doctor.post(
      `/api/st-doctors/${doctorId}/records/rotation`,
      rotation("Kardiologi"),
    );
    const { id, version } = (await created.json()).record;
    expect(version).toBe(1);
    const path = `/api/st-doctors/${doctorId}/records/rotation/${id}`;
    const first = await doctor.put(path, rotation("Kardiologi och eko", version));
    expect(first.status).toBe(200);
    expect((await first.json()).record.version).toBe(2);
    const audits = await auditCount(doctorId);
    await expectStale(await director.put(path, rotation("Fysiologi", version)));
    expect((await record(doctor, doctorId)).rotations).toMatchObject([
      { id, name: "Kardiologi och eko", version: 2 },
    ]);
    expect(await auditCount(doctorId)).toBe(audits);
    // Historik does not list the version as a changed field.
    const [entry] = await t.deps.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.entityId, id))
      .orderBy(desc(auditLog.seq))
      .limit(1);
    expect(entry?.after).not.toHaveProperty("version");
  });

  it("needs the version to edit, not to add", async () => {
    const { doctor, doctorId } = await twoEditors();
    const body = {
      mode: "exact",
      startDate: "2027-03-01",
      endDate: "2027-03-05",
      description: "x",
    };
    const created = await doctor.post(`/api/st-doctors/${doctorId}/records/absence`, body);
    expect(created.status).toBe(201);
    const { id } = (await created.json()).record;
    const res = await doctor.put(`/api/st-doctors/${doctorId}/records/absence/${id}`, body);
    await expectError(res, 400, RECORD_MESSAGES.versionRequired);
  });

  it("lets exactly one of 20 parallel edits of an absence based on the same version through", async () => {
    const { doctor, doctorId } = await twoEditors();
    const body = (description: string, version?: number) => ({
      mode: "exact",
      startDate: "2027-03-01",
      endDate: "2027-03-05",
      description,
      ...(version === undefined ? {} : { version }),
    });
    const created = await doctor.post(`/api/st-doctors/${doctorId}/records/absence`, body("x"));
    const { id } = (await created.json()).record;
    const responses = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        doctor.put(`/api/st-doctors/${doctorId}/records/absence/${id}`, body(`Ledighet ${i}`, 1)),
      ),
    );
    const statuses = responses.map((r) => r.status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(19);
    const winner = responses.findIndex((r) => r.status === 200);
    expect((await record(doctor, doctorId)).formalities.absences).toMatchObject([
      { id, description: `Ledighet ${winner}`, version: 2 },
    ]);
  });
});

describe("Historik's order", () => {
  const entries = async (client: TestClient, doctorId: string): Promise<string[]> => {
    const res = await client.get(`/api/st-doctors/${doctorId}/history`);
    expect(res.status).toBe(200);
    return (await res.json()).entries.map((e: { entityId: string }) => e.entityId);
  };
  const entry = (doctorId: string, entityId: string) => ({
    actorId: doctorId,
    subjectUserId: doctorId,
    action: "update" as const,
    entity: "goal",
    entityId,
  });

  it("lists the entries of one transaction in the order they were written", async () => {
    const { doctor, doctorId } = await twoEditors();
    const written = Array.from({ length: 10 }, (_, i) => `steg-${i}`);
    await t.deps.db.transaction(async (tx) => {
      for (const id of written) await writeAudit(tx, entry(doctorId, id));
    });
    expect(await entries(doctor, doctorId)).toEqual([...written].reverse());
  });

  // PGlite runs one transaction at a time, so only PostgreSQL can interleave two of them. The
  // other change's entry is numbered at once, but its commit waits for the open transaction on the
  // doctor's version (decision 256).
  it.runIf(process.env.TEST_DATABASE_URL)(
    "puts a change that started earlier but was written later after the other one",
    async () => {
      const { doctor, doctorId } = await twoEditors();
      let started!: () => void;
      const opened = new Promise<void>((resolve) => {
        started = resolve;
      });
      const early = t.deps.db.transaction(async (tx) => {
        await writeAudit(tx, entry(doctorId, "tidig-start"));
        started();
        // The other change is sent meanwhile and waits.
        await new Promise((resolve) => setTimeout(resolve, 100));
        await writeAudit(tx, entry(doctorId, "skrevs-sist"));
      });
      await opened;
      const between = writeAudit(t.deps.db, entry(doctorId, "emellan"));
      await Promise.all([early, between]);
      expect(await entries(doctor, doctorId)).toEqual(["skrevs-sist", "emellan", "tidig-start"]);
    },
  );
});

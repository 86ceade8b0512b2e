import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../../../tests/fixtures/test-app";
import type { SessionActor } from "../../context";
import { countQueries } from "../../db/query-counter";
import { loadRecordDerived } from "./record-derived";
import { getRecord } from "./record-read.service";
import { summarizeDoctors } from "./record-summary.service";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function actorOf(role: "ADMIN" | "ST_DOCTOR"): Promise<SessionActor> {
  const user = await t.createUser({ role });
  return { ...user, role };
}

/** A doctor with a little of everything: model, supervisor, goal, examination, course, absence. */
async function doctorWithRecord() {
  const { client, user } = await t.signedIn("ST_DOCTOR");
  await t.chooseModel(user.id, "2021");
  const supervisor = await t.createUser({ role: "SUPERVISOR" });
  const { client: admin } = await t.signedIn("ADMIN");
  await admin.put(`/api/st-doctors/${user.id}/supervisors`, { supervisorIds: [supervisor.id] });
  const base = `/api/st-doctors/${user.id}`;
  await client.put(`${base}/goals/STa1`, { status: "completed" });
  await client.put(`${base}/procedures/c4-mps`, { status: "completed" });
  await client.post(`${base}/records/course`, {
    name: "Kurs",
    date: "2025-03-10",
    status: "planned",
  });
  await client.post(`${base}/records/meeting`, {
    date: "2025-03-12",
    topic: "Träff",
    supervisor: "Handledare",
    notes: "Anteckningar",
  });
  return { client, user };
}

describe("loading a record (decision 100)", () => {
  it("takes three statements (the catalogue is apart, decision 117; the signing-rights decisions, decision 136) and answers as the route does", async () => {
    const { client, user } = await doctorWithRecord();
    const counted = countQueries(t.database);
    const loaded = await getRecord(counted.db, await actorOf("ADMIN"), user.id);
    expect(counted.count()).toBe(3);
    const res = await client.get(`/api/st-doctors/${user.id}/record`);
    const answered = await res.json();
    // The doctor's own view differs only in what they may do.
    expect({
      ...loaded,
      permissions: null,
      formalities: { ...loaded.formalities, permissions: null },
    }).toEqual({
      ...answered,
      permissions: null,
      formalities: { ...answered.formalities, permissions: null },
    });
    expect(loaded.supervisors).toHaveLength(1);
    expect(loaded.courses).toHaveLength(1);
    expect(loaded.goals.map((g) => g.goalId)).toContain("STa1");
  });

  it("works out in one statement what a write answers, the same as the record says", async () => {
    const { user } = await doctorWithRecord();
    const admin = await actorOf("ADMIN");
    const counted = countQueries(t.database);
    const derived = await loadRecordDerived(counted.db, admin, user.id);
    expect(counted.count()).toBe(1);
    const { formalities, permissions } = await getRecord(t.deps.db, admin, user.id);
    expect(derived).toEqual({
      stEndDate: formalities.stEndDate,
      stPeriod: formalities.stPeriod,
      isModelLocked: formalities.isModelLocked,
      permissions,
    });
    expect(derived.isModelLocked).toBe(true);
  });

  it("costs one statement for an id that is not an ST doctor's, and answers 404", async () => {
    const admin = await actorOf("ADMIN");
    const counted = countQueries(t.database);
    await expect(getRecord(counted.db, admin, admin.id)).rejects.toMatchObject({ status: 404 });
    expect(counted.count()).toBe(1);
  });
});

describe("summaries of many doctors", () => {
  it("cost the same statements for 1 doctor as for 20", async () => {
    const doctors = [];
    for (let i = 0; i < 20; i++) doctors.push((await doctorWithRecord()).user.id);
    const admin = await actorOf("ADMIN");
    const counted = countQueries(t.database);
    const one = await summarizeDoctors(counted.db, admin, doctors.slice(0, 1));
    const forOne = counted.count();
    counted.reset();
    const twenty = await summarizeDoctors(counted.db, admin, doctors);
    expect(counted.count()).toBe(forOne);
    expect(forOne).toBeLessThanOrEqual(3);
    expect(one).toHaveLength(1);
    expect(twenty.map((s) => s.doctorId)).toEqual(doctors);
    expect(twenty[0]).toMatchObject({ stModel: "2021", goals: { achieved: 1 } });
    expect(twenty[0]!.goals.total).toBeGreaterThan(1);
    expect(twenty[0]!.examinations.achieved).toBe(1);
  });

  it("leave out what the actor may not view", async () => {
    const own = await actorOf("ST_DOCTOR");
    const other = await t.createUser({ role: "ST_DOCTOR" });
    const summaries = await summarizeDoctors(t.deps.db, own, [own.id, other.id]);
    expect(summaries.map((s) => s.doctorId)).toEqual([own.id]);
  });
});

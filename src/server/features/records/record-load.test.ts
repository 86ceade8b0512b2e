import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { countQueries } from "../../../../tests/fixtures/query-counter";
import { createTestApp, type TestApp } from "../../../../tests/fixtures/test-app";
import type { SessionActor } from "../../context";
import type { Db } from "../../db/client";
import { accessibleDoctorsWhere } from "../../policy";
import { loadRecordDerived } from "./record-derived";
import { loadDoctorHeads, loadRecordRows } from "./record-load.repo";
import { getRecord } from "./record-read.service";

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
      isSpecialtyLocked: formalities.isSpecialtyLocked,
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

describe("the record's loaders over many doctors", () => {
  /** The doctors' heads and record rows, as the record read takes them for one. */
  async function loadMany(db: Db, actor: SessionActor, doctorIds: string[]) {
    const heads = await loadDoctorHeads(db, doctorIds, accessibleDoctorsWhere(actor, "view"));
    const rows = await loadRecordRows(
      db,
      heads.map((h) => h.doctor.id),
    );
    return { heads, rows };
  }

  it("cost the same statements for 1 doctor as for 20", async () => {
    const doctors = [];
    for (let i = 0; i < 20; i++) doctors.push((await doctorWithRecord()).user.id);
    const admin = await actorOf("ADMIN");
    const counted = countQueries(t.database);
    const one = await loadMany(counted.db, admin, doctors.slice(0, 1));
    const forOne = counted.count();
    counted.reset();
    const twenty = await loadMany(counted.db, admin, doctors);
    expect(counted.count()).toBe(forOne);
    expect(forOne).toBe(2);
    expect(one.heads).toHaveLength(1);
    expect(twenty.heads.map((h) => h.doctor.id).sort()).toEqual([...doctors].sort());
    for (const id of doctors) {
      const rows = twenty.rows.get(id);
      expect(rows?.goals.map((g) => g.goalId)).toEqual(["STa1"]);
      expect(rows?.procedures.map((p) => p.procedureId)).toContain("c4-mps");
      expect(rows?.courses).toHaveLength(1);
    }
    expect(twenty.heads[0]?.supervisors).toHaveLength(1);
  });

  it("leave out what the actor may not view", async () => {
    const own = await actorOf("ST_DOCTOR");
    const other = await t.createUser({ role: "ST_DOCTOR" });
    const { heads } = await loadMany(t.deps.db, own, [own.id, other.id]);
    expect(heads.map((h) => h.doctor.id)).toEqual([own.id]);
  });
});

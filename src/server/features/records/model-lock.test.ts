import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { putFormalities, readRecord } from "../../../../tests/fixtures/record-client";
import { createTestApp, type TestApp, type TestClient } from "../../../../tests/fixtures/test-app";
import { doctorHasActivity } from "./model-lock.repo";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const record = readRecord;
const formalities = (stModel: "2015" | "2021") => ({
  stModel,
  stStartDate: "2024-01-15",
  stDurationMonths: 60,
  headOfDepartment: "",
  directorOfStudies: "",
});
const PDF = new TextEncoder().encode(
  "%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n",
);

async function doctorOn2015() {
  const { client, user } = await t.signedIn("ST_DOCTOR");
  expect((await putFormalities(client, user.id, formalities("2015"))).status).toBe(200);
  return { client, user };
}

describe("the model locks only on real progress (decision 072)", () => {
  it("does not lock after a goal is set to planned and back to not started", async () => {
    const { client, user } = await doctorOn2015();
    const goal = `/api/st-doctors/${user.id}/goals/a1`;
    expect((await client.put(goal, { status: "planned", plannedQuarter: "2026-Q3" })).status).toBe(
      200,
    );
    expect((await record(client, user.id)).formalities.isModelLocked).toBe(true);
    expect((await client.put(goal, { status: "not_started" })).status).toBe(200);
    const r = await record(client, user.id);
    expect(r.formalities.isModelLocked).toBe(false);
    expect(r.permissions.canChangeModel).toBe(true);
    const switched = await putFormalities(client, user.id, formalities("2021"));
    expect(switched.status).toBe(200);
  });

  it("does not lock after an examination is set back to not started", async () => {
    const { client, user } = await doctorOn2015();
    const procedure = `/api/st-doctors/${user.id}/procedures/c7-tee`;
    expect((await client.put(procedure, { status: "in_progress" })).status).toBe(200);
    expect((await client.put(procedure, { status: "not_started" })).status).toBe(200);
    expect((await record(client, user.id)).formalities.isModelLocked).toBe(false);
    expect((await putFormalities(client, user.id, formalities("2021"))).status).toBe(200);
  });

  it("does not lock for a certificate on an untouched goal", async () => {
    const { client, user } = await doctorOn2015();
    const data = new FormData();
    data.append("kind", "goal");
    data.append("itemId", "a1");
    data.append("file", new Blob([Buffer.from(PDF)], { type: "application/pdf" }), "intyg.pdf");
    expect((await client.upload(`/api/st-doctors/${user.id}/files`, data)).status).toBe(201);
    const r = await record(client, user.id);
    expect(r.goals).toMatchObject([{ goalId: "a1", status: "not_started" }]);
    expect(r.formalities.isModelLocked).toBe(false);
    expect((await putFormalities(client, user.id, formalities("2021"))).status).toBe(200);
  });

  it("still locks on a goal with progress and on any rotation", async () => {
    const { client, user } = await doctorOn2015();
    await client.put(`/api/st-doctors/${user.id}/goals/a1`, { status: "in_progress" });
    const refused = await putFormalities(client, user.id, formalities("2021"));
    expect(refused.status).toBe(403);

    const other = await doctorOn2015();
    await other.client.post(`/api/st-doctors/${other.user.id}/records/rotation`, {
      name: "Kardiologi",
      startDate: "2025-01",
      endDate: "2025-03",
    });
    expect((await record(other.client, other.user.id)).formalities.isModelLocked).toBe(true);
  });
});

/** Each kind of entry, made through the API; the answer of its last write. */
const ENTRIES: [
  kind: string,
  locks: boolean,
  make: (c: TestClient, base: string) => Promise<Response>,
][] = [
  ["a goal in progress", true, (c, base) => c.put(`${base}/goals/a1`, { status: "in_progress" })],
  [
    "an examination in progress",
    true,
    (c, base) => c.put(`${base}/procedures/c7-tee`, { status: "in_progress" }),
  ],
  [
    "a course",
    true,
    (c, base) =>
      c.post(`${base}/records/course`, { name: "Kurs", date: "2025-03-10", status: "planned" }),
  ],
  [
    "a rotation",
    true,
    (c, base) =>
      c.post(`${base}/records/rotation`, {
        name: "Kardiologi",
        startDate: "2025-01",
        endDate: "2025-03",
      }),
  ],
  [
    "a sit-in",
    true,
    (c, base) =>
      c.post(`${base}/records/sit-in`, {
        topic: "Ekokardiografi",
        supervisor: "Dr Holm",
        date: "2025-02-03",
        notes: "Anteckningar",
      }),
  ],
  [
    "a supervisor meeting",
    true,
    (c, base) =>
      c.post(`${base}/records/meeting`, {
        date: "2025-03-12",
        topic: "Träff",
        supervisor: "Handledare",
        notes: "Anteckningar",
      }),
  ],
  [
    "an absence",
    false,
    (c, base) =>
      c.post(`${base}/records/absence`, {
        mode: "exact",
        startDate: "2024-03-01",
        endDate: "2024-03-10",
        description: "Sjukskrivning",
      }),
  ],
  [
    "a credit",
    false,
    (c, base) =>
      c.post(`${base}/records/credit`, {
        mode: "exact",
        startDate: "2023-01-01",
        endDate: "2023-01-05",
        description: "Tidigare tjänstgöring",
      }),
  ],
  [
    "a goal planned and set back to not started",
    false,
    async (c, base) => {
      await c.put(`${base}/goals/a1`, { status: "planned", plannedQuarter: "2026-Q3" });
      return c.put(`${base}/goals/a1`, { status: "not_started" });
    },
  ],
];

describe("one read decides whether progress locks the model (decision 192)", () => {
  it.each(ENTRIES)(
    "%s: locks %s, in the read itself, the write's answer, the record and the model change",
    async (_kind, locks, make) => {
      const { client, user } = await doctorOn2015();
      expect(await doctorHasActivity(t.deps.db, user.id)).toBe(false);
      const res = await make(client, `/api/st-doctors/${user.id}`);
      expect(res.status).toBeLessThan(300);
      const answer = (await res.json()) as { derived: { isModelLocked: boolean } };

      expect(await doctorHasActivity(t.deps.db, user.id)).toBe(locks);
      expect(answer.derived.isModelLocked).toBe(locks);
      const r = await record(client, user.id);
      expect(r.formalities.isModelLocked).toBe(locks);
      expect(r.permissions.canChangeModel).toBe(!locks);
      const switched = await putFormalities(client, user.id, formalities("2021"));
      expect(switched.status).toBe(locks ? 403 : 200);
    },
  );

  it("is false for an id that is no one's", async () => {
    expect(await doctorHasActivity(t.deps.db, "no-such-user")).toBe(false);
  });
});

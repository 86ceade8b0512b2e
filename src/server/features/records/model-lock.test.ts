import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { putFormalities, readRecord } from "../../../../tests/fixtures/record-client";
import { createTestApp, type TestApp } from "../../../../tests/fixtures/test-app";

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

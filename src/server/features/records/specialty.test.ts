import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { pdfPageTexts } from "../../../../tests/fixtures/pdf-text";
import { putFormalities, readRecord } from "../../../../tests/fixtures/record-client";
import { findGoal } from "../../../../tests/fixtures/shipped-goal";
import { createTestApp, type TestApp, type TestClient } from "../../../../tests/fixtures/test-app";
import { SPECIALTY_MESSAGES } from "../../../shared/messages/specialties";
import type { TApplication } from "../../../shared/schemas/application";
import type { TCohortResponse } from "../../../shared/schemas/cohort";
import type { TDoctorRecord } from "../../../shared/schemas/doctor-record";

/**
 * A doctor's specialty (issue 27): chosen on Formellt with the model, locked once there is
 * progress, and followed by the record, the portfolio, the application and the cohort.
 */
let t: TestApp;
let admin: TestClient;
beforeAll(async () => {
  t = await createTestApp();
  admin = (await t.signedIn("ADMIN")).client;
});
afterAll(() => t.close());

const FORM = {
  stModel: "2021",
  stStartDate: "2024-01-15",
  stDurationMonths: 60,
  headOfDepartment: "Vera",
  directorOfStudies: "Sven",
};

async function ok(res: Response) {
  if (res.status >= 300) throw new Error(`${res.status} ${await res.text()}`);
  return res.json();
}

/** A signed-in ST doctor of nuklearmedicin on the 2021 model. */
async function nuclearDoctor() {
  const { client, user } = await t.signedIn("ST_DOCTOR");
  await ok(await putFormalities(client, user.id, { ...FORM, specialty: "nuklearmedicin" }));
  return { client, user };
}

describe("choosing the specialty", () => {
  it("is klinisk fysiologi for a record that has never chosen one", async () => {
    const { client, user } = await t.signedIn("ST_DOCTOR");
    const record = await readRecord(client, user.id);
    expect(record.formalities).toMatchObject({
      specialty: "klinisk-fysiologi",
      isSpecialtyLocked: false,
    });
    // A save that leaves it out keeps it.
    await ok(await putFormalities(client, user.id, FORM));
    expect((await readRecord(client, user.id)).formalities.specialty).toBe("klinisk-fysiologi");
  });

  it("is chosen with the model, answered as stored and kept in Historik", async () => {
    const { client, user } = await t.signedIn("ST_DOCTOR");
    const answer = await ok(
      await putFormalities(client, user.id, { ...FORM, specialty: "nuklearmedicin" }),
    );
    expect(answer.formalities.specialty).toBe("nuklearmedicin");
    expect(answer.derived.isSpecialtyLocked).toBe(false);
    const history = await ok(await client.get(`/api/st-doctors/${user.id}/history`));
    expect(JSON.stringify(history)).toContain("nuklearmedicin");
  });

  it("refuses an unknown specialty and changes nothing", async () => {
    const { client, user } = await t.signedIn("ST_DOCTOR");
    const before = await readRecord(client, user.id);
    const res = await putFormalities(client, user.id, { ...FORM, specialty: "radiologi" });
    expect(res.status).toBe(400);
    expect((await res.json()).error).toBe(SPECIALTY_MESSAGES.specialtyInvalid);
    expect((await readRecord(client, user.id)).formalities).toEqual(before.formalities);
  });

  it("is locked once there is progress, for the doctor and the director alike, and nothing changes", async () => {
    const { client, user } = await nuclearDoctor();
    const planned = await client.put(`/api/st-doctors/${user.id}/plan/goal/STc5`, {
      quarter: "2026-Q3",
    });
    expect(planned.status).toBe(200);
    const before = await readRecord(client, user.id);
    expect(before.formalities.isSpecialtyLocked).toBe(true);
    const { client: director } = await t.signedIn("DIRECTOR");
    for (const who of [client, director]) {
      const res = await putFormalities(who, user.id, { ...FORM, specialty: "klinisk-fysiologi" });
      expect(res.status).toBe(403);
      expect((await res.json()).error).toBe(SPECIALTY_MESSAGES.specialtyLocked);
    }
    const after = await readRecord(client, user.id);
    expect(after.formalities).toEqual(before.formalities);
    expect(after.goals).toEqual(before.goals);
    // The rest of the form still saves while the specialty stays as it is.
    await ok(await putFormalities(client, user.id, { ...FORM, specialty: "nuklearmedicin" }));
  });

  it("is not chosen by a supervisor", async () => {
    const { user } = await t.signedIn("ST_DOCTOR");
    await t.chooseModel(user.id, "2021");
    const { client: supervisor, user: sup } = await t.signedIn("SUPERVISOR");
    await ok(
      await admin.put(`/api/st-doctors/${user.id}/supervisors`, { supervisorIds: [sup.id] }),
    );
    const res = await putFormalities(supervisor, user.id, { ...FORM, specialty: "nuklearmedicin" });
    expect(res.status).toBe(403);
    expect((await res.json()).error).toBe(SPECIALTY_MESSAGES.specialtyChangeNotAllowed);
  });
});

describe("a nuklearmedicin doctor's record", () => {
  it("records progress on the specialty's goals and shows their texts everywhere", async () => {
    const { client, user } = await nuclearDoctor();
    const base = `/api/st-doctors/${user.id}`;
    await ok(await client.put(`${base}/goals/STc5`, { status: "completed" }));
    await ok(await client.put(`${base}/plan/goal/STc7`, { quarter: "2026-Q1" }));
    const record: TDoctorRecord = await readRecord(client, user.id);
    expect(record.formalities.specialty).toBe("nuklearmedicin");
    expect(record.goals.map((g) => [g.goalId, g.status])).toEqual([
      ["STc5", "completed"],
      ["STc7", "planned"],
    ]);

    // The portfolio names the specialty's goals, not klinisk fysiologi's of the same id.
    const pdf = await client.get(`${base}/portfolio.pdf`);
    expect(pdf.status).toBe(200);
    const text = (await pdfPageTexts(new Uint8Array(await pdf.arrayBuffer()))).join("\n");
    const nm = findGoal("2021", "STc5", "nuklearmedicin")!.title;
    const kf = findGoal("2021", "STc5", "klinisk-fysiologi")!.title;
    expect(nm).not.toBe(kf);
    expect(text).toContain(nm);
    expect(text).not.toContain(kf);

    // The application is for nuklearmedicin.
    const application = (await ok(await client.get(`${base}/application`))) as TApplication;
    expect(application.specialty).toBe("Nuklearmedicin");

    // The cohort row counts the specialty's 22 goals and shows no examination matrix.
    const { client: director } = await t.signedIn("DIRECTOR");
    const cohort = (await ok(await director.get("/api/cohort"))) as TCohortResponse;
    const row = cohort.rows.find((r) => r.doctorId === user.id)!;
    expect(row).toMatchObject({
      specialty: "nuklearmedicin",
      goals: { achieved: 1, total: 22 },
      examinations: null,
    });
    // A klinisk fysiologi doctor's row keeps its matrix.
    const kfDoctor = await t.createUser({ role: "ST_DOCTOR" });
    await t.chooseModel(kfDoctor.id, "2021");
    const again = (await ok(await director.get("/api/cohort"))) as TCohortResponse;
    const kfRow = again.rows.find((r) => r.doctorId === kfDoctor.id)!;
    expect(kfRow.specialty).toBe("klinisk-fysiologi");
    expect(kfRow.examinations).not.toBeNull();
    const csv = await director.get("/api/cohort.csv");
    if (csv.status === 200) expect(await csv.text()).toContain(row.displayName);
  });
});

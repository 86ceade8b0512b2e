import { asc, eq, isNull } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { dbFingerprint } from "../../../../tests/fixtures/db-fingerprint";
import { expectError } from "../../../../tests/fixtures/expect-response";
import { createTestApp, type TestApp, type TestClient } from "../../../../tests/fixtures/test-app";
import { ST_MODEL_LABELS } from "../../../shared/curriculum/goal-models";
import { COMMON_MESSAGES } from "../../../shared/messages/common";
import { STRUCTURED_ASSESSMENT_MESSAGES as M } from "../../../shared/messages/structured-assessments";
import { formatDate } from "../../../shared/rules/display-dates";
import type { TStructuredAssessment } from "../../../shared/schemas/structured-assessments";
import { formalities, procedureCatalogue } from "../../db/schema";

let t: TestApp;
let examinations: { id: string; name: string }[];
beforeAll(async () => {
  t = await createTestApp();
  examinations = await t.deps.db
    .select({ id: procedureCatalogue.id, name: procedureCatalogue.name })
    .from(procedureCatalogue)
    .where(isNull(procedureCatalogue.retiredAt))
    .orderBy(asc(procedureCatalogue.sortOrder))
    .limit(3);
});
afterAll(() => t.close());

const pathOf = (doctorId: string, id = "") =>
  `/api/st-doctors/${doctorId}/structured-assessments${id ? `/${id}` : ""}`;

const miniCex = () => ({
  kind: "mini-cex",
  date: "2025-02-01",
  ratings: {
    history: 4,
    examination: 3,
    communication: 5,
    "clinical-judgement": 4,
    professionalism: 6,
    organisation: null,
    overall: 4,
  },
  caseDifficulty: "medium",
  strengths: "Strukturerad anamnes.",
  suggestions: "Sammanfatta för patienten.",
  assessorName: "Eva Handledare",
  assessorRole: "supervisor",
  goalIds: ["STc1"],
  examinationIds: [examinations[0]!.id],
});

/** An ST doctor on 2021 who saved an ST start of 2024-01-01, and their supervisor. */
async function doctorAndSupervisor() {
  const doctor = await t.signedIn("ST_DOCTOR");
  await t.chooseModel(doctor.user.id, "2021");
  await t.deps.db
    .update(formalities)
    .set({ stStartDate: "2024-01-01", version: 1 })
    .where(eq(formalities.userId, doctor.user.id));
  const supervisor = await t.signedIn("SUPERVISOR");
  return { doctor, supervisor, doctorId: doctor.user.id };
}

async function listOf(client: TestClient, doctorId: string) {
  const res = await client.get(pathOf(doctorId));
  expect(res.status).toBe(200);
  return (await res.json()) as { assessments: TStructuredAssessment[]; canRecord: boolean };
}

async function create(client: TestClient, doctorId: string, body: object = miniCex()) {
  const res = await client.post(pathOf(doctorId), body);
  expect(res.status).toBe(201);
  return (await res.json()).assessment as TStructuredAssessment;
}

describe("recording structured assessments", () => {
  it("a supervisor records a Mini-CEX that the doctor reads but may not change", async () => {
    const { doctor, supervisor, doctorId } = await doctorAndSupervisor();
    const saved = await create(supervisor.client, doctorId);
    expect(saved).toMatchObject({
      kind: "mini-cex",
      selfEntered: false,
      version: 1,
      goalIds: ["STc1"],
      permissions: { canEdit: true, canDelete: true },
    });
    expect(saved.ratings.organisation).toBeNull();
    const seen = await listOf(doctor.client, doctorId);
    expect(seen.canRecord).toBe(true);
    expect(seen.assessments).toHaveLength(1);
    expect(seen.assessments[0]!.permissions).toEqual({ canEdit: false, canDelete: false });
    await expectError(
      await doctor.client.delete(pathOf(doctorId, saved.id)),
      403,
      M.noPermissionChange,
    );
  });

  it("the doctor's own entry is marked self-entered and is theirs to change", async () => {
    const { doctor, doctorId } = await doctorAndSupervisor();
    const saved = await create(doctor.client, doctorId, {
      ...miniCex(),
      kind: "cbd",
      ratings: {
        "record-keeping": 4,
        "clinical-assessment": 4,
        investigations: 3,
        management: 4,
        "follow-up": null,
        professionalism: 5,
        overall: 4,
      },
    });
    expect(saved.selfEntered).toBe(true);
    expect(saved.permissions.canEdit).toBe(true);
    const other = await t.signedIn("ST_DOCTOR");
    await expectError(
      await other.client.post(pathOf(doctorId), miniCex()),
      403,
      M.noPermissionRecord,
    );
  });

  it("a specialist records for an active doctor but does not read the record", async () => {
    const { doctorId } = await doctorAndSupervisor();
    const specialist = await t.signedIn("SPECIALIST");
    const saved = await create(specialist.client, doctorId);
    expect(saved.permissions.canEdit).toBe(true);
    await expectError(
      await specialist.client.get(pathOf(doctorId)),
      403,
      COMMON_MESSAGES.forbidden,
    );
  });

  it("stores a repeated create with one Idempotency-Key once", async () => {
    const { supervisor, doctorId } = await doctorAndSupervisor();
    const key = `sa-${doctorId}`;
    const first = await supervisor.client.request("POST", pathOf(doctorId), miniCex(), {
      "idempotency-key": key,
    });
    const again = await supervisor.client.request("POST", pathOf(doctorId), miniCex(), {
      "idempotency-key": key,
    });
    expect([first.status, again.status]).toEqual([201, 201]);
    expect(again.headers.get("idempotent-replayed")).toBe("true");
    expect((await listOf(supervisor.client, doctorId)).assessments).toHaveLength(1);
    // Without a key, the same form is another assessment.
    await create(supervisor.client, doctorId);
    expect((await listOf(supervisor.client, doctorId)).assessments).toHaveLength(2);
  });

  it("refuses a stale update with 409 and saves a current one", async () => {
    const { supervisor, doctorId } = await doctorAndSupervisor();
    const saved = await create(supervisor.client, doctorId);
    const ok = await supervisor.client.put(pathOf(doctorId, saved.id), {
      ...miniCex(),
      caseDifficulty: "high",
      version: saved.version,
    });
    expect(ok.status).toBe(200);
    expect((await ok.json()).assessment).toMatchObject({ caseDifficulty: "high", version: 2 });
    const before = await dbFingerprint(t);
    const stale = await supervisor.client.put(pathOf(doctorId, saved.id), {
      ...miniCex(),
      version: saved.version,
    });
    expect(stale.status).toBe(409);
    expect((await stale.json()).code).toBe("STALE_WRITE");
    expect(await dbFingerprint(t)).toBe(before);
  });

  it("deletes, and a second delete finds nothing", async () => {
    const { supervisor, doctorId } = await doctorAndSupervisor();
    const saved = await create(supervisor.client, doctorId);
    expect((await supervisor.client.delete(pathOf(doctorId, saved.id))).status).toBe(200);
    expect((await listOf(supervisor.client, doctorId)).assessments).toEqual([]);
    await expectError(await supervisor.client.delete(pathOf(doctorId, saved.id)), 404, M.notFound);
  });

  it("keeps an examination retired after it was linked when the assessment is changed", async () => {
    const { supervisor, doctorId } = await doctorAndSupervisor();
    const exam = examinations[2]!;
    const saved = await create(supervisor.client, doctorId, {
      ...miniCex(),
      examinationIds: [exam.id],
    });
    await t.deps.db
      .update(procedureCatalogue)
      .set({ retiredAt: new Date() })
      .where(eq(procedureCatalogue.id, exam.id));
    try {
      const res = await supervisor.client.put(pathOf(doctorId, saved.id), {
        ...miniCex(),
        examinationIds: [exam.id],
        version: saved.version,
      });
      expect(res.status).toBe(200);
      await expectError(
        await supervisor.client.post(pathOf(doctorId), { ...miniCex(), examinationIds: [exam.id] }),
        400,
        M.examinationRetired(exam.name),
      );
    } finally {
      await t.deps.db
        .update(procedureCatalogue)
        .set({ retiredAt: null })
        .where(eq(procedureCatalogue.id, exam.id));
    }
  });
});

describe("bad input is a 400 with a Swedish message and changes nothing", () => {
  const future = new Date(Date.now() + 3 * 86_400_000).toISOString().slice(0, 10);
  const cases: [string, (base: ReturnType<typeof miniCex>) => object, string][] = [
    [
      "a rating outside the scale",
      (b) => ({ ...b, ratings: { ...b.ratings, overall: 7 } }),
      "Bedömningen av 'Helhetsbedömning' ska vara ett heltal 1–6 eller 'Kan ej bedömas'.",
    ],
    [
      "a domain of another kind",
      (b) => ({ ...b, ratings: { ...b.ratings, "technical-skill": 4 } }),
      "Området 'technical-skill' hör inte till Mini-CEX.",
    ],
    [
      "a domain left out",
      (b) => {
        const { history: _h, ...ratings } = b.ratings;
        return { ...b, ratings };
      },
      "Bedöm området 'Anamnes' på skalan eller välj 'Kan ej bedömas'.",
    ],
    ["an unknown kind", (b) => ({ ...b, kind: "osce" }), M.kindRequired],
    [
      "a goal of the other model",
      (b) => ({ ...b, goalIds: ["c1"] }),
      M.goalOfOtherModel("c1", ST_MODEL_LABELS["2021"]),
    ],
    ["a goal not in the catalogue", (b) => ({ ...b, goalIds: ["STc99"] }), M.goalIdInvalid],
    [
      "an unknown examination",
      (b) => ({ ...b, examinationIds: ["finns-inte"] }),
      M.examinationUnknown("finns-inte"),
    ],
    [
      "a date before the ST start",
      (b) => ({ ...b, date: "2023-12-31" }),
      M.beforeStStart(formatDate("2024-01-01")),
    ],
    ["a date in the future", (b) => ({ ...b, date: future }), M.futureDate],
    [
      "a personnummer in the strengths",
      (b) => ({ ...b, strengths: "Patient 19121212-1212 sågs." }),
      M.personalIdentityNumber(M.strengthsField),
    ],
    [
      "a personnummer in the assessor's name",
      (b) => ({ ...b, assessorName: "Eva 121212-1212" }),
      M.personalIdentityNumber(M.assessorNameField),
    ],
    [
      "an assessor's name over two lines",
      (b) => ({ ...b, assessorName: "Eva\nHandledare" }),
      "__any__",
    ],
    ["no assessor's name", (b) => ({ ...b, assessorName: "" }), M.assessorNameRequired],
    ["an unknown difficulty", (b) => ({ ...b, caseDifficulty: "svår" }), M.difficultyRequired],
  ];

  it.each(cases)("%s", async (_name, change, message) => {
    const { supervisor, doctorId } = await doctorAndSupervisor();
    const before = await dbFingerprint(t);
    const res = await supervisor.client.post(pathOf(doctorId), change(miniCex()));
    expect(res.status).toBe(400);
    const body = await res.json();
    if (message !== "__any__") expect(body.error).toBe(message);
    else expect(body.error).toMatch(/\S/);
    expect(await dbFingerprint(t)).toBe(before);
  });

  it("the same checks hold for an update", async () => {
    const { supervisor, doctorId } = await doctorAndSupervisor();
    const saved = await create(supervisor.client, doctorId);
    const before = await dbFingerprint(t);
    await expectError(
      await supervisor.client.put(pathOf(doctorId, saved.id), {
        ...miniCex(),
        goalIds: ["a1"],
        version: saved.version,
      }),
      400,
      M.goalOfOtherModel("a1", ST_MODEL_LABELS["2021"]),
    );
    expect(await dbFingerprint(t)).toBe(before);
  });
});

import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { expectError } from "../../../../tests/fixtures/expect-response";
import { putFormalities } from "../../../../tests/fixtures/record-client";
import {
  addAssessment,
  assessmentBody,
  EXAMINATION,
  signingRightsSnapshot,
  TODAY,
} from "../../../../tests/fixtures/signing-rights";
import { createTestApp, type TestApp, type TestClient } from "../../../../tests/fixtures/test-app";
import { DEFAULT_PROCEDURE_CATALOGUE } from "../../../shared/curriculum/shipped-procedures";
import { SIGNING_RIGHTS_MESSAGES as M } from "../../../shared/messages/signing-rights";
import { addDays } from "../../../shared/rules/dates";
import { formatDate } from "../../../shared/rules/display-dates";
import { auditLog, signingRightsEvaluations } from "../../db/schema";

let t: TestApp;
let specialist: TestClient;
let supervisor: TestClient;
let director: TestClient;
let admin: TestClient;
beforeAll(async () => {
  t = await createTestApp();
  const client = async (role: "SPECIALIST" | "SUPERVISOR" | "DIRECTOR" | "ADMIN") =>
    (await t.signedIn(role)).client;
  specialist = await client("SPECIALIST");
  supervisor = await client("SUPERVISOR");
  director = await client("DIRECTOR");
  admin = await client("ADMIN");
});
afterAll(() => t.close());

const newDoctor = async () => (await t.createUser({ role: "ST_DOCTOR" })).id;

async function closedEvaluation(doctorId: string) {
  const { evaluation } = await addAssessment(specialist, doctorId);
  const res = await supervisor.post(`/api/signing-rights/evaluations/${evaluation.id}/status`, {
    status: "completed",
  });
  expect(res.status).toBe(200);
  return evaluation.id as string;
}

const auditOf = (entityId: string) =>
  t.deps.db.select().from(auditLog).where(eq(auditLog.entityId, entityId)).orderBy(auditLog.seq);

describe("recording an assessment", () => {
  it("starts an active evaluation from today to 90 days ahead and files later ones under it", async () => {
    const doctorId = await newDoctor();
    const first = await addAssessment(specialist, doctorId, { examinationId: "RTG-2026-1" });
    expect(first.evaluation).toMatchObject({
      stDoctor: { id: doctorId },
      procedureType: EXAMINATION,
      status: "active",
      evaluationPeriodStart: TODAY,
      evaluationPeriodEnd: addDays(TODAY, 90),
      finalDecision: null,
      assessmentCount: 1,
    });
    expect(first.assessment).toMatchObject({
      evaluationId: first.evaluation.id,
      examinationId: "RTG-2026-1",
      specialistName: "Dr Eva Lind",
      caseDifficulty: "medium",
    });
    const second = await addAssessment(director, doctorId, { evaluationResult: "major_changes" });
    expect(second.evaluation).toMatchObject({ id: first.evaluation.id, assessmentCount: 2 });
    // Another examination is another evaluation.
    const other = await addAssessment(specialist, doctorId, { procedureId: "c7-tte" });
    expect(other.evaluation.id).not.toBe(first.evaluation.id);
  });

  it("files an examination listed in several matrix columns under its first entry", async () => {
    const group = DEFAULT_PROCEDURE_CATALOGUE.filter(
      (p) => p.syncId && p.syncId === DEFAULT_PROCEDURE_CATALOGUE.find((q) => q.syncId)?.syncId,
    );
    expect(group.length).toBeGreaterThan(1);
    const doctorId = await newDoctor();
    const first = await addAssessment(specialist, doctorId, { procedureId: group[1]?.id });
    const second = await addAssessment(specialist, doctorId, { procedureId: group[0]?.id });
    expect(first.evaluation.procedureType).toBe(group[0]?.id);
    expect(second.evaluation).toMatchObject({ id: first.evaluation.id, assessmentCount: 2 });
  });

  it("keeps one evaluation when the entry it is filed under is retired", async () => {
    const group = DEFAULT_PROCEDURE_CATALOGUE.filter((p) => p.syncId === "mps");
    const [first, second] = group;
    if (!first || !second) throw new Error("the catalogue has no 'mps' group");
    const doctorId = await newDoctor();
    const before = await addAssessment(specialist, doctorId, { procedureId: second.id });
    const retire = (retired: boolean) =>
      admin.put(`/api/catalog/procedures/${first.id}/retired`, { retired });
    expect((await retire(true)).status).toBe(200);
    try {
      const after = await addAssessment(specialist, doctorId, { procedureId: second.id });
      expect(after.evaluation).toMatchObject({ id: before.evaluation.id, procedureType: first.id });
      const refused = await specialist.post(
        "/api/signing-rights/assessments",
        assessmentBody(doctorId, { procedureId: first.id }),
      );
      await expectError(refused, 400, M.unknownExamination);
    } finally {
      await retire(false);
    }
  });

  it("audits the evaluation and each assessment under the doctor", async () => {
    const doctorId = await newDoctor();
    const { evaluation, assessment } = await addAssessment(specialist, doctorId);
    const [created] = await auditOf(evaluation.id);
    const [recorded] = await auditOf(assessment.id);
    expect(created).toMatchObject({ action: "create", subjectUserId: doctorId });
    expect(recorded).toMatchObject({
      action: "create",
      entity: "signing-rights-assessment",
      subjectUserId: doctorId,
    });
  });

  it("files a parallel burst of first assessments under one active evaluation", async () => {
    const doctorId = await newDoctor();
    const answers = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        specialist.post(
          "/api/signing-rights/assessments",
          assessmentBody(doctorId, { comments: `Nr ${i}` }),
        ),
      ),
    );
    expect(answers.map((r) => r.status)).toEqual(Array(8).fill(201));
    const active = await t.deps.db
      .select()
      .from(signingRightsEvaluations)
      .where(
        and(
          eq(signingRightsEvaluations.stDoctorId, doctorId),
          eq(signingRightsEvaluations.status, "active"),
        ),
      );
    expect(active).toHaveLength(1);
    const detail = await (
      await specialist.get(`/api/signing-rights/evaluations/${active[0]?.id}`)
    ).json();
    expect(detail.assessments).toHaveLength(8);
  });

  it("saves every assessment that races a closing or a deletion of the evaluation", async () => {
    for (let round = 0; round < 10; round++) {
      const doctorId = await newDoctor();
      const { evaluation } = await addAssessment(specialist, doctorId);
      const path = `/api/signing-rights/evaluations/${evaluation.id}`;
      const ending =
        round % 2 === 0
          ? supervisor.post(`${path}/status`, { status: "completed" })
          : admin.delete(path);
      const saves = Array.from({ length: 4 }, () =>
        specialist.post("/api/signing-rights/assessments", assessmentBody(doctorId)),
      );
      const [ended, ...saved] = await Promise.all([ending, ...saves]);
      expect(ended.status).toBe(200);
      expect(saved.map((r) => r.status)).toEqual([201, 201, 201, 201]);
    }
  });

  it("starts a new evaluation once the active one is closed", async () => {
    const doctorId = await newDoctor();
    const closedId = await closedEvaluation(doctorId);
    const { evaluation } = await addAssessment(specialist, doctorId);
    expect(evaluation.id).not.toBe(closedId);
    expect(evaluation.status).toBe("active");
  });
});

describe("the add form's choices", () => {
  it("lists active ST doctors by first name and the distinct latest specialist names", async () => {
    const stamp = Date.now();
    const [b, a] = [`Ö${stamp}`, `A${stamp}`];
    const doctorB = (await t.createUser({ role: "ST_DOCTOR", firstName: b })).id;
    const doctorA = (await t.createUser({ role: "ST_DOCTOR", firstName: a })).id;
    const gone = (
      await t.createUser({ role: "ST_DOCTOR", firstName: `I${stamp}`, isActive: false })
    ).id;
    await addAssessment(specialist, doctorA, { specialistName: "Dr Ny Namnsson" });
    await addAssessment(specialist, doctorB, { specialistName: "dr ny namnsson" });
    await addAssessment(specialist, doctorA, { specialistName: "Åsa Öberg-Namnsson" });
    const again = await addAssessment(specialist, doctorB, {
      specialistName: "  åsa öberg-namnsson ",
    });
    expect(again.assessment.specialistName).toBe("Åsa Öberg-Namnsson");
    const { doctors, specialistNames } = await (
      await specialist.get("/api/signing-rights/options")
    ).json();
    const ids = doctors.map((d: { id: string }) => d.id);
    expect(ids).not.toContain(gone);
    expect(ids.indexOf(doctorA)).toBeLessThan(ids.indexOf(doctorB));
    // Names only: the shared review account has no use for the doctors' addresses.
    expect(doctors.find((d: { id: string }) => d.id === doctorA)).toEqual({
      id: doctorA,
      firstName: a,
      lastName: expect.any(String),
      displayName: expect.stringContaining(a),
    });
    expect(JSON.stringify(doctors)).not.toContain("@");
    const listed = await (await specialist.get("/api/signing-rights/evaluations")).json();
    expect(JSON.stringify(listed)).not.toContain("@");
    // The same name typed in other letters is saved as first written, and listed once.
    expect(specialistNames.slice(0, 2)).toEqual(["Åsa Öberg-Namnsson", "Dr Ny Namnsson"]);
    expect(specialistNames.filter((n: string) => /ny namnsson/i.test(n))).toHaveLength(1);
    expect(specialistNames.length).toBeLessThanOrEqual(20);
  });
});

describe("the assessment's date and the doctor's ST start", () => {
  it("refuses a date before the ST start, naming the start, and changes nothing", async () => {
    const doctorId = await newDoctor();
    const start = addDays(TODAY, -80);
    const saved = await putFormalities(admin, doctorId, {
      stModel: "2021",
      stStartDate: start,
      stDurationMonths: 60,
      headOfDepartment: "",
      directorOfStudies: "",
    });
    expect(saved.status).toBe(200);
    const before = await signingRightsSnapshot(t);
    for (const evaluationDate of ["1990-01-01", addDays(start, -1)]) {
      const res = await specialist.post(
        "/api/signing-rights/assessments",
        assessmentBody(doctorId, { evaluationDate }),
      );
      await expectError(res, 400, M.beforeStStart(formatDate(start)));
    }
    expect(await signingRightsSnapshot(t)).toBe(before);
    const onStart = await addAssessment(specialist, doctorId, { evaluationDate: start });
    expect(onStart.assessment.evaluationDate).toBe(start);
  });

  it("does not check a doctor whose formalities were never saved", async () => {
    const doctorId = await newDoctor();
    const { assessment } = await addAssessment(specialist, doctorId, {
      evaluationDate: "2020-03-02",
    });
    expect(assessment.evaluationDate).toBe("2020-03-02");
  });
});

describe("closing an evaluation", () => {
  it.each([
    ["completed", "Klar"],
    ["cancelled", "Avbruten"],
  ])("sets %s ('%s') once, audited", async (status) => {
    const { evaluation } = await addAssessment(specialist, await newDoctor());
    const path = `/api/signing-rights/evaluations/${evaluation.id}/status`;
    const res = await director.post(path, { status });
    expect((await res.json()).evaluation.status).toBe(status);
    const before = await signingRightsSnapshot(t);
    await expectError(await director.post(path, { status }), 409, M.notActive);
    expect(await signingRightsSnapshot(t)).toBe(before);
    const entries = await auditOf(evaluation.id);
    expect(entries.map((e) => e.action).sort()).toEqual(["create", "update"]);
  });

  it("refuses a specialist and an unknown status", async () => {
    const { evaluation } = await addAssessment(specialist, await newDoctor());
    const path = `/api/signing-rights/evaluations/${evaluation.id}/status`;
    await expectError(
      await specialist.post(path, { status: "completed" }),
      403,
      M.noPermissionClose,
    );
    await expectError(await director.post(path, { status: "active" }), 400, M.statusRequired);
    await expectError(
      await director.post("/api/signing-rights/evaluations/nope/status", { status: "completed" }),
      404,
      M.evaluationNotFound,
    );
  });
});

describe("the final decision", () => {
  it("is refused on an active evaluation, changing nothing", async () => {
    const { evaluation } = await addAssessment(specialist, await newDoctor());
    const before = await signingRightsSnapshot(t);
    await expectError(
      await supervisor.post(`/api/signing-rights/evaluations/${evaluation.id}/decision`, {
        decision: "approved",
      }),
      409,
      M.notCompleted,
    );
    expect(await signingRightsSnapshot(t)).toBe(before);
  });

  it("is recorded once on a completed evaluation, dated today, with notes", async () => {
    const id = await closedEvaluation(await newDoctor());
    const path = `/api/signing-rights/evaluations/${id}/decision`;
    const res = await supervisor.post(path, { decision: "rejected", notes: "  Fler fall behövs " });
    expect((await res.json()).evaluation).toMatchObject({
      status: "completed",
      finalDecision: "rejected",
      finalDecisionDate: TODAY,
      finalDecisionNotes: "Fler fall behövs",
    });
    const before = await signingRightsSnapshot(t);
    await expectError(await admin.post(path, { decision: "approved" }), 409, M.alreadyDecided);
    expect(await signingRightsSnapshot(t)).toBe(before);
  });

  it("lets only one of two parallel decisions through", async () => {
    const id = await closedEvaluation(await newDoctor());
    const path = `/api/signing-rights/evaluations/${id}/decision`;
    const answers = await Promise.all([
      director.post(path, { decision: "approved" }),
      admin.post(path, { decision: "rejected" }),
    ]);
    expect(answers.map((r) => r.status).sort()).toEqual([200, 409]);
  });

  it("is refused for a specialist, and without a valid decision", async () => {
    const id = await closedEvaluation(await newDoctor());
    const path = `/api/signing-rights/evaluations/${id}/decision`;
    await expectError(
      await specialist.post(path, { decision: "approved" }),
      403,
      M.noPermissionDecide,
    );
    await expectError(await director.post(path, { decision: "maybe" }), 400, M.decisionRequired);
  });
});

describe("deleting an evaluation", () => {
  it("removes it with its assessments for an administrator, audited", async () => {
    const doctorId = await newDoctor();
    const { evaluation } = await addAssessment(specialist, doctorId);
    await addAssessment(specialist, doctorId);
    for (const client of [specialist, supervisor, director]) {
      expect((await client.delete(`/api/signing-rights/evaluations/${evaluation.id}`)).status).toBe(
        403,
      );
    }
    const res = await admin.delete(`/api/signing-rights/evaluations/${evaluation.id}`);
    expect(res.status).toBe(200);
    // The answer says how many assessments went with it, for the message that confirms it.
    expect(await res.json()).toEqual({ ok: true, assessmentsRemoved: 2 });
    const detail = await admin.get(`/api/signing-rights/evaluations/${evaluation.id}`);
    await expectError(detail, 404, M.evaluationNotFound);
    const entries = await auditOf(evaluation.id);
    expect(entries.find((e) => e.action === "delete")).toMatchObject({
      subjectUserId: doctorId,
      before: expect.objectContaining({ assessmentsRemoved: 2 }),
    });
  });
});

describe("the doctor's Historik", () => {
  it("leaves evaluations and assessments out", async () => {
    const doctorId = await newDoctor();
    await closedEvaluation(doctorId);
    const { entries } = await (await admin.get(`/api/st-doctors/${doctorId}/history`)).json();
    expect(
      entries.filter((e: { entity: string }) => e.entity.startsWith("signing-rights")),
    ).toEqual([]);
  });
});

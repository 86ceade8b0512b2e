import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { expectError } from "../../../../tests/fixtures/expect-response";
import { addAssessment, TODAY } from "../../../../tests/fixtures/signing-rights";
import { createTestApp, type TestApp, type TestClient } from "../../../../tests/fixtures/test-app";
import { SIGNING_RIGHTS_MESSAGES as M } from "../../../shared/messages/signing-rights";
import { CONFIDENCE_MESSAGES as C } from "../../../shared/messages/signing-rights-confidence";
import { addDays } from "../../../shared/rules/dates";
import type { EvaluationResult } from "../../../shared/rules/signing-rights";

let t: TestApp;
let specialist: TestClient;
let supervisor: TestClient;
let director: TestClient;
let admin: TestClient;
let doctor: TestClient;
beforeAll(async () => {
  t = await createTestApp();
  specialist = (await t.signedIn("SPECIALIST")).client;
  supervisor = (await t.signedIn("SUPERVISOR")).client;
  director = (await t.signedIn("DIRECTOR")).client;
  admin = (await t.signedIn("ADMIN")).client;
  doctor = (await t.signedIn("ST_DOCTOR")).client;
});
afterAll(() => t.close());

const newDoctor = async () => (await t.createUser({ role: "ST_DOCTOR" })).id;

/** Assessments of one doctor one day apart, the first the oldest; the evaluation's id. */
async function assess(
  doctorId: string,
  results: readonly EvaluationResult[],
  specialistName = "Dr Eva Lind",
): Promise<string> {
  let id = "";
  for (const [i, evaluationResult] of results.entries()) {
    const { evaluation } = await addAssessment(specialist, doctorId, {
      evaluationResult,
      specialistName,
      evaluationDate: addDays(TODAY, i - results.length),
    });
    id = evaluation.id;
  }
  return id;
}

const many = (n: number, r: EvaluationResult): EvaluationResult[] => Array(n).fill(r);

describe("the statistics answer says how sure it is", () => {
  it("12 assessments with 11 good: 92 %, 95 % KI 65–99 %, not yet sure over 80 %", async () => {
    const id = await assess(await newDoctor(), [
      "major_changes",
      ...many(6, "no_changes"),
      ...many(5, "minor_changes"),
    ]);
    const res = await director.get(`/api/signing-rights/evaluations/${id}`);
    expect(res.status).toBe(200);
    const { confidence } = await res.json();
    expect(confidence.success).toMatchObject({ n: 12, k: 11 });
    expect(Math.round(confidence.success.rate)).toBe(92);
    expect(Math.round(confidence.success.lower)).toBe(65);
    expect(Math.round(confidence.success.upper)).toBe(99);
    expect(confidence.majorChanges).toMatchObject({ n: 12, k: 1 });
    expect(confidence.certainty).toMatchObject({
      state: "uncertain",
      threshold: 80,
      extraWithoutChanges: 13,
      extraAtPresentRate: 34,
    });
    // Oldest first: the major change came first, so the window's rate climbs.
    expect(confidence.curve).toHaveLength(12);
    expect(confidence.curve[0]).toMatchObject({ index: 1, n: 1, k: 0, rate: 0 });
    expect(confidence.curve[11]).toMatchObject({ n: 10, k: 10, rate: 100 });
    expect(confidence.trend.direction).toBe("stable");
  });

  it("the certainty follows the caller's threshold", async () => {
    const id = await assess(await newDoctor(), many(12, "no_changes"));
    const at60 = await (
      await director.get(`/api/signing-rights/evaluations/${id}?successRateThreshold=60`)
    ).json();
    expect(at60.confidence.certainty).toMatchObject({ state: "confident", threshold: 60 });
    const at80 = await (await director.get(`/api/signing-rights/evaluations/${id}`)).json();
    expect(at80.confidence.certainty.state).toBe("uncertain");
  });
});

describe("the assessors' calibration", () => {
  it("compares a strict assessor with colleagues on the same doctors; few are grouped", async () => {
    const d1 = await newDoctor();
    const d2 = await newDoctor();
    await assess(d1, [...many(4, "major_changes"), ...many(2, "no_changes")], "Dr Sträng");
    await assess(d1, many(6, "no_changes"), "Dr Mild");
    await assess(d2, many(6, "minor_changes"), "Dr Mild");
    await assess(d2, ["major_changes"], "Dr Ny");
    const res = await director.get("/api/signing-rights/calibration");
    expect(res.status).toBe(200);
    const { rows } = await res.json();
    const strict = rows.find((r: { name: string }) => r.name === "Dr Sträng");
    expect(strict).toMatchObject({ doctors: 1, own: { n: 6, k: 4 }, colleagues: { n: 6, k: 0 } });
    const mild = rows.find((r: { name: string }) => r.name === "Dr Mild");
    expect(mild).toMatchObject({ doctors: 2, own: { n: 12, k: 0 }, colleagues: { n: 7, k: 5 } });
    expect(rows.some((r: { name: string }) => r.name === "Dr Ny")).toBe(false);
    expect(rows.at(-1)).toMatchObject({ name: null });
  });

  it("is for directors and administrators; supervisors, specialists and doctors are refused", async () => {
    expect((await admin.get("/api/signing-rights/calibration")).status).toBe(200);
    for (const client of [supervisor, specialist]) {
      await expectError(
        await client.get("/api/signing-rights/calibration"),
        403,
        M.noPermissionCalibration,
      );
    }
    expect((await doctor.get("/api/signing-rights/calibration")).status).toBe(403);
  });
});

describe("the evaluation's assessments as CSV", () => {
  it("oldest first, with the cohort file's BOM, semicolons and formula guard", async () => {
    const doctorId = await newDoctor();
    const id = await assess(doctorId, ["no_changes"]);
    await addAssessment(specialist, doctorId, {
      evaluationResult: "major_changes",
      specialistName: "=HYPERLINK(1)",
      comments: "Missade; en fraktur",
    });
    const res = await supervisor.get(`/api/signing-rights/evaluations/${id}/assessments.csv`);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(res.headers.get("content-disposition")).toContain(C.csvFileName(TODAY));
    const text = new TextDecoder("utf-8", { ignoreBOM: true }).decode(await res.arrayBuffer());
    expect(text.startsWith("\uFEFF")).toBe(true);
    const lines = text.slice(1).split("\r\n");
    expect(lines[0]).toBe(Object.values(C.csvColumns).join(";"));
    expect(lines[1]).toMatch(
      new RegExp(`^${addDays(TODAY, -1)};[^;]*;Dr Eva Lind;Inga ändringar;Medel;Skulle signera;`),
    );
    expect(lines[2]).toMatch(
      new RegExp(
        `^${TODAY};[^;]*;'=HYPERLINK\\(1\\);Större ändringar;Medel;Skulle signera;;"Missade; en fraktur";`,
      ),
    );
    expect(lines).toHaveLength(4);
  });

  it("has the evaluation's rights: a specialist reads it, a doctor does not; an unknown id is 404", async () => {
    const id = await assess(await newDoctor(), ["no_changes"]);
    const path = `/api/signing-rights/evaluations/${id}/assessments.csv`;
    expect((await specialist.get(path)).status).toBe(200);
    expect((await doctor.get(path)).status).toBe(403);
    await expectError(
      await director.get(`/api/signing-rights/evaluations/${crypto.randomUUID()}/assessments.csv`),
      404,
      M.evaluationNotFound,
    );
  });
});

import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { expectError } from "../../../../tests/fixtures/expect-response";
import {
  assessmentBody,
  signingRightsSnapshot,
  TODAY,
} from "../../../../tests/fixtures/signing-rights";
import { createTestApp, type TestApp, type TestClient } from "../../../../tests/fixtures/test-app";
import { RECORD_MESSAGES } from "../../../shared/messages/records";
import { SIGNING_RIGHTS_MESSAGES as M } from "../../../shared/messages/signing-rights";
import { addDays } from "../../../shared/rules/dates";

let t: TestApp;
let specialist: TestClient;
let doctorId: string;
let inactiveDoctorId: string;
let supervisorId: string;
beforeAll(async () => {
  t = await createTestApp();
  specialist = (await t.signedIn("SPECIALIST")).client;
  doctorId = (await t.createUser({ role: "ST_DOCTOR" })).id;
  inactiveDoctorId = (await t.createUser({ role: "ST_DOCTOR", isActive: false })).id;
  supervisorId = (await t.createUser({ role: "SUPERVISOR" })).id;
});
afterAll(() => t.close());

const identityRefusal = (field: string) => M.personalIdentityNumber(field);

/** Each case: what is changed in a valid body, the status and the Swedish message. */
const BAD_INPUT: [string, () => Record<string, unknown>, number, string][] = [
  ["no examination", () => ({ procedureId: "" }), 400, M.examinationAndDoctorRequired],
  ["no doctor", () => ({ stDoctorId: undefined }), 400, M.examinationAndDoctorRequired],
  ["no specialist name", () => ({ specialistName: "  " }), 400, M.specialistNameRequired],
  ["a result outside the list", () => ({ evaluationResult: "some" }), 400, M.resultRequired],
  [
    "a difficulty outside the list",
    () => ({ caseDifficulty: "extreme" }),
    400,
    M.difficultyRequired,
  ],
  ["a confidence outside the list", () => ({ stDoctorConfidence: 1 }), 400, M.confidenceRequired],
  ["an overall assessment of 6", () => ({ overallAssessment: 6 }), 400, M.overallAssessmentRange],
  ["a future date", () => ({ evaluationDate: addDays(TODAY, 1) }), 400, M.futureDate],
  [
    "an unreadable date",
    () => ({ evaluationDate: "2025-02-30" }),
    400,
    RECORD_MESSAGES.invalidDate,
  ],
  ["an unknown examination", () => ({ procedureId: "no-such" }), 400, M.unknownExamination],
  ["an inactive doctor", () => ({ stDoctorId: inactiveDoctorId }), 400, M.unknownDoctor],
  ["a supervisor as doctor", () => ({ stDoctorId: supervisorId }), 400, M.unknownDoctor],
  [
    "a personnummer as examination ID",
    () => ({ examinationId: "19811228-9874" }),
    400,
    identityRefusal(M.examinationIdField),
  ],
  [
    "a samordningsnummer in the comments",
    () => ({ comments: "Remiss för 701063-2391, svår bild" }),
    400,
    identityRefusal(M.commentsField),
  ],
  [
    "a personnummer without separator in the comments",
    () => ({ comments: "pnr 8112289874" }),
    400,
    identityRefusal(M.commentsField),
  ],
];

describe("an assessment with bad input", () => {
  it.each(BAD_INPUT)("%s: %i, nothing changed", async (_case, change, status, message) => {
    const before = await signingRightsSnapshot(t);
    const res = await specialist.post("/api/signing-rights/assessments", {
      ...assessmentBody(doctorId),
      ...change(),
    });
    await expectError(res, status, message);
    expect(await signingRightsSnapshot(t)).toBe(before);
  });

  it("refuses a huge comment and a body that is not JSON", async () => {
    const before = await signingRightsSnapshot(t);
    const huge = await specialist.post("/api/signing-rights/assessments", {
      ...assessmentBody(doctorId),
      comments: "x".repeat(6000),
    });
    expect(huge.status).toBe(400);
    const raw = await specialist.request("POST", "/api/signing-rights/assessments", "{nope", {
      "content-type": "application/json",
    });
    expect(raw.status).toBe(400);
    expect(await signingRightsSnapshot(t)).toBe(before);
  });

  it("keeps an examination number that only looks like digits", async () => {
    const res = await specialist.post("/api/signing-rights/assessments", {
      ...assessmentBody(doctorId),
      examinationId: "8112289875",
    });
    expect(res.status).toBe(201);
  });
});

describe("thresholds out of range", () => {
  it.each([
    ["successRateThreshold=101", M.thresholdRanges.successRateThreshold],
    ["majorChangesThreshold=-1", M.thresholdRanges.majorChangesThreshold],
    ["minEvaluations=51", M.thresholdRanges.minEvaluations],
    ["minEvaluations=2.5", M.thresholdRanges.minEvaluations],
    ["confidenceWeight=0,25", M.thresholdRanges.confidenceWeight],
    ["confidenceWeight=abc", M.thresholdRanges.confidenceWeight],
  ])("%s is a 400 with its message", async (query, message) => {
    await expectError(
      await specialist.get(`/api/signing-rights/evaluations/any?${query}`),
      400,
      message,
    );
  });
});

import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { expectError } from "../../../../tests/fixtures/expect-response";
import {
  addAssessment,
  assessmentBody,
  signingRightsSnapshot,
} from "../../../../tests/fixtures/signing-rights";
import { createTestApp, type TestApp, type TestClient } from "../../../../tests/fixtures/test-app";
import { RECORD_MESSAGES } from "../../../shared/messages/records";
import { SIGNING_RIGHTS_MESSAGES as M } from "../../../shared/messages/signing-rights";

/**
 * Every free text of an assessment and a decision refuses a personnummer however it is written
 * (decision 166), and keeps a number whose check digit is wrong.
 */

let t: TestApp;
let specialist: TestClient;
let supervisor: TestClient;
let doctorId: string;
beforeAll(async () => {
  t = await createTestApp();
  specialist = (await t.signedIn("SPECIALIST")).client;
  supervisor = (await t.signedIn("SUPERVISOR")).client;
  doctorId = (await t.createUser({ role: "ST_DOCTOR" })).id;
});
afterAll(() => t.close());

/**
 * Skatteverket's test number 19121212-1212, as the review found it let through. With an invisible
 * character inside, the character rule of every text (decision 167) refuses it first.
 */
const SPELLINGS: [string, string, "identity" | "characters"][] = [
  ["the label glued on", "pnr121212-1212", "identity"],
  ["a slash", "121212/1212", "identity"],
  ["a dot", "121212.1212", "identity"],
  ["spaces in the date", "12 12 12-1212", "identity"],
  ["Arabic-Indic digits", "١٢١٢١٢-١٢١٢", "identity"],
  ["plain", "19121212-1212", "identity"],
  ["a zero-width space inside", "121212\u200B-1212", "characters"],
  ["a soft hyphen", "121212\u00AD1212", "characters"],
];

const refusal = (kind: "identity" | "characters", label: string) =>
  kind === "identity" ? M.personalIdentityNumber(label) : RECORD_MESSAGES.invalidCharacters;

const FIELDS: [string, string, (text: string) => Record<string, string>][] = [
  ["specialistName", M.specialistNameField, (text) => ({ specialistName: `Eva Lind ${text}` })],
  ["examinationId", M.examinationIdField, (text) => ({ examinationId: text })],
  ["comments", M.commentsField, (text) => ({ comments: `Remiss ${text}, svår bild` })],
];

describe("an assessment", () => {
  for (const [field, label, body] of FIELDS) {
    it.each(SPELLINGS)(
      `refuses a personnummer with %s in ${field}; nothing changes`,
      async (_c, text, kind) => {
        const before = await signingRightsSnapshot(t);
        const res = await specialist.post("/api/signing-rights/assessments", {
          ...assessmentBody(doctorId),
          ...body(text),
        });
        await expectError(res, 400, refusal(kind, label));
        expect(await signingRightsSnapshot(t)).toBe(before);
      },
    );
  }

  it("keeps numbers whose check digit is wrong, and an accession number with its prefix", async () => {
    const res = await specialist.post("/api/signing-rights/assessments", {
      ...assessmentBody(doctorId),
      specialistName: "Eva Lind 121212-1213",
      examinationId: "RTG19121212-1212",
      comments: "pnr121212-1213 och ١٢١٢١٢-١٢١٣",
    });
    expect(res.status).toBe(201);
  });
});

describe("a decision's notes", () => {
  it.each(SPELLINGS)("refuse a personnummer with %s; nothing changes", async (_c, text, kind) => {
    const { evaluation } = await addAssessment(specialist, doctorId, {
      procedureId: "c4-mps",
    });
    const closed = await supervisor.post(
      `/api/signing-rights/evaluations/${evaluation.id}/status`,
      {
        status: "completed",
      },
    );
    expect(closed.status).toBe(200);
    const before = await signingRightsSnapshot(t);
    const res = await supervisor.post(`/api/signing-rights/evaluations/${evaluation.id}/decision`, {
      decision: "approved",
      notes: `Bra. ${text}`,
    });
    await expectError(res, 400, refusal(kind, M.decisionNotesField));
    expect(await signingRightsSnapshot(t)).toBe(before);
  });
});

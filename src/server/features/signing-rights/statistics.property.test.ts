import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { EXAMINATION } from "../../../../tests/fixtures/signing-rights";
import { createTestApp, type TestApp, type TestClient } from "../../../../tests/fixtures/test-app";
import {
  CASE_DIFFICULTIES,
  CONFIDENCE_LEVELS,
  calculateSigningRightsStatistics,
  confidenceIndicator,
  EVALUATION_RESULTS,
  recommendReadiness,
} from "../../../shared/rules/signing-rights";
import { resultsByDifficulty, resultsByMonth } from "../../../shared/rules/signing-rights-charts";
import { signingRightsEvaluations, specialistEvaluations } from "../../db/schema";

let t: TestApp;
let reviewer: TestClient;
let doctorId: string;
beforeAll(async () => {
  t = await createTestApp();
  reviewer = (await t.signedIn("DIRECTOR")).client;
  doctorId = (await t.createUser({ role: "ST_DOCTOR" })).id;
});
afterAll(() => t.close());

const arbitraryAssessment = fc.record({
  evaluationResult: fc.constantFrom(...EVALUATION_RESULTS),
  caseDifficulty: fc.option(fc.constantFrom(...CASE_DIFFICULTIES), { nil: null }),
  stDoctorConfidence: fc.constantFrom(...CONFIDENCE_LEVELS),
  evaluationDate: fc
    .date({ min: new Date("2024-01-01"), max: new Date("2026-06-30"), noInvalidDate: true })
    .map((d) => d.toISOString().slice(0, 10)),
});

const arbitraryThresholds = fc.record({
  successRateThreshold: fc.integer({ min: 0, max: 100 }),
  majorChangesThreshold: fc.integer({ min: 0, max: 10 }),
  minEvaluations: fc.integer({ min: 1, max: 50 }),
  confidenceWeight: fc.integer({ min: 0, max: 10 }).map((n) => n / 10),
});

type GeneratedAssessment = typeof arbitraryAssessment extends fc.Arbitrary<infer T> ? T : never;

/** One evaluation holding exactly these assessments, written straight to the tables. */
async function seedEvaluation(rows: GeneratedAssessment[]) {
  const id = crypto.randomUUID();
  await t.deps.db.insert(signingRightsEvaluations).values({
    id,
    stDoctorId: doctorId,
    procedureType: EXAMINATION,
    evaluationPeriodStart: "2024-01-01",
    evaluationPeriodEnd: "2024-04-01",
    status: "completed",
  });
  if (rows.length > 0) {
    await t.deps.db.insert(specialistEvaluations).values(
      rows.map((row) => ({
        id: crypto.randomUUID(),
        signingRightsEvaluationId: id,
        stDoctorId: doctorId,
        specialistName: "Dr Egenskap",
        ...row,
      })),
    );
  }
  return id;
}

describe("the statistics of an evaluation", () => {
  it("agree with the shared rules for any assessments and thresholds", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(arbitraryAssessment, { maxLength: 40 }),
        arbitraryThresholds,
        async (rows, thresholds) => {
          const id = await seedEvaluation(rows);
          const query = new URLSearchParams(
            Object.entries(thresholds).map(([k, v]) => [k, String(v)]),
          );
          const res = await reviewer.get(`/api/signing-rights/evaluations/${id}?${query}`);
          expect(res.status).toBe(200);
          const body = await res.json();
          const expected = calculateSigningRightsStatistics(rows);
          expect(body.statistics).toEqual(expected);
          // A success rate of zero reads as the default (spec section 5).
          const judged = {
            ...thresholds,
            successRateThreshold: thresholds.successRateThreshold || 80,
          };
          expect(body.readiness.thresholds).toEqual(judged);
          expect(body.readiness.recommendation).toEqual(recommendReadiness(expected, judged));
          expect(body.readiness.indicators.confidence).toBe(confidenceIndicator(expected));
          expect(body.charts.byMonth).toEqual(resultsByMonth(rows));
          expect(body.charts.byDifficulty).toEqual(resultsByDifficulty(rows));
          expect(body.evaluation.assessmentCount).toBe(rows.length);
          const dates: string[] = body.assessments.map(
            (a: { evaluationDate: string }) => a.evaluationDate,
          );
          expect(dates).toEqual([...dates].sort().reverse());
        },
      ),
      { numRuns: 40 },
    );
  });
});

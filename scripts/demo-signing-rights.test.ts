import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signingRightsEvaluations, specialistEvaluations } from "../src/server/db/schema";
import { DEFAULT_PROCEDURE_CATALOGUE } from "../src/shared/curriculum/shipped-procedures";
import { addDays, toDayNumber } from "../src/shared/rules/dates";
import { containsPersonalIdentityNumber } from "../src/shared/rules/personal-identity";
import {
  calculateSigningRightsStatistics,
  type ReadinessState,
  recommendReadiness,
} from "../src/shared/rules/signing-rights";
import type {
  TEvaluationDetail,
  TSigningRightsEvaluation,
} from "../src/shared/schemas/signing-rights";
import { createTestApp, type TestApp } from "../tests/fixtures/test-app";
import { DEMO_PASSWORD, seedDemo } from "./demo-data";
import { type DemoEvaluation, demoSigningRights } from "./demo-signing-rights";

const TODAY = "2026-11-23";
const REVIEW = "granskning@demo.local";

/** What the statistics tab would show: the decision, or the rules' recommendation. */
function stateOf(e: { status: string; finalDecision: string | null }, state: ReadinessState) {
  if (e.finalDecision) return `${e.status}: ${e.finalDecision}`;
  return `${e.status}: ${state}`;
}

const EXPECTED = [
  "active: approve",
  "active: deny",
  "active: more_assessment",
  "completed: approve",
  "completed: approved",
];

describe("the demo clinic's signing-rights evaluations", () => {
  const evaluations = demoSigningRights(TODAY);

  it("give every recommendation, one awaiting its decision and one already approved", () => {
    const states = evaluations.map((e) => {
      const recommendation = recommendReadiness(calculateSigningRightsStatistics(e.assessments));
      // The approved one was approved on figures the rules also recommend approving.
      if (e.finalDecision) expect(recommendation.state).toBe("approve");
      return stateOf(e, recommendation.state);
    });
    expect(states.sort()).toEqual(EXPECTED);
    const approve = evaluations.find((e) => e.status === "active" && e.assessments.length === 14);
    expect(approve).toBeDefined();
  });

  it("are dated on weekdays before the demo day, within their periods, in the catalogue in use", () => {
    const inUse = new Set(DEFAULT_PROCEDURE_CATALOGUE.map((p) => p.id));
    for (const e of evaluations) {
      expect(inUse).toContain(e.procedureType);
      expect(e.evaluationPeriodEnd).toBe(addDays(e.evaluationPeriodStart, 90));
      const dates = e.assessments.map((a) => a.evaluationDate);
      expect(dates).toEqual([...dates].sort());
      for (const date of [...dates, e.closedOn, e.finalDecisionDate]) {
        if (date === null) continue;
        expect(date < TODAY, date).toBe(true);
        expect([0, 6]).not.toContain((toDayNumber(date) + 4) % 7);
      }
      if (e.status === "completed") {
        expect(dates.at(-1)! <= e.evaluationPeriodEnd).toBe(true);
        expect(e.closedOn! >= dates.at(-1)!).toBe(true);
      }
      if (e.finalDecisionDate) expect(e.finalDecisionDate >= e.closedOn!).toBe(true);
    }
    const all = evaluations.flatMap((e) => e.assessments);
    // Specific fields are typed, but the patterns behind them are strings: nothing left undefined.
    for (const a of all) expect(Object.values(a)).not.toContain(undefined);
    expect(new Set(all.map((a) => a.caseDifficulty)).size).toBe(3);
    expect(new Set(all.map((a) => a.specialistName)).size).toBeGreaterThanOrEqual(4);
    expect(all.filter((a) => a.comments !== "").length).toBeGreaterThan(10);
  });

  it("carry examination numbers and texts that never read as a personnummer", () => {
    const texts = evaluations.flatMap((e) => [
      e.finalDecisionNotes ?? "",
      ...e.assessments.flatMap((a) => [a.examinationId, a.comments]),
    ]);
    for (const text of texts) expect(containsPersonalIdentityNumber(text), text).toBe(false);
    for (const e of evaluations)
      for (const a of e.assessments) expect(a.examinationId).toMatch(/^[A-Z]+-\d{4}-\d{5}$/);
  });
});

describe("seeding them", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it("shows the director and 'Granskning' the same states, and adds nothing the second time", async () => {
    await seedDemo(t.deps.db, REVIEW, { today: TODAY });
    await seedDemo(t.deps.db, REVIEW, { today: "2027-02-01" });
    expect(await t.deps.db.$count(signingRightsEvaluations)).toBe(5);
    expect(await t.deps.db.$count(specialistEvaluations)).toBe(
      evaluationsTotal(demoSigningRights(TODAY)),
    );

    const seededByProcedure = new Map(demoSigningRights(TODAY).map((e) => [e.procedureType, e]));
    for (const email of ["studierektor@demo.local", REVIEW]) {
      const client = t.client();
      const signIn = await client.post("/api/session/sign-in", { email, password: DEMO_PASSWORD });
      expect(signIn.status).toBe(200);
      const list: { evaluations: TSigningRightsEvaluation[] } = await (
        await client.get("/api/signing-rights/evaluations")
      ).json();
      expect(list.evaluations).toHaveLength(5);
      const states = [];
      for (const e of list.evaluations) {
        const detail: TEvaluationDetail = await (
          await client.get(`/api/signing-rights/evaluations/${e.id}`)
        ).json();
        expect(detail.assessments).toHaveLength(e.assessmentCount);
        // Newest first, each as seeded (the repository reads them as one JSON array).
        const order = detail.assessments.map((a) => `${a.evaluationDate} ${a.createdAt}`);
        expect(order).toEqual([...order].sort().reverse());
        const seeded = seededByProcedure.get(e.procedureType)!;
        expect(
          detail.assessments.map(({ id, createdAt, evaluationId, stDoctorId, ...a }) => {
            expect([evaluationId, stDoctorId]).toEqual([e.id, e.stDoctor.id]);
            expect(createdAt).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:00\.000Z$/);
            return a;
          }),
        ).toEqual([...seeded.assessments].reverse().map((a) => ({ ...a, viaLink: null })));
        states.push(stateOf(e, detail.readiness.recommendation.state));
      }
      expect(states.sort()).toEqual(EXPECTED);
    }

    // The add form suggests the specialists' names the demo used.
    const client = t.client();
    await client.post("/api/session/sign-in", { email: REVIEW, password: DEMO_PASSWORD });
    const options = await (await client.get("/api/signing-rights/options")).json();
    expect(options.specialistNames).toEqual(expect.arrayContaining(["Sara Sjöberg"]));
  });
});

function evaluationsTotal(evaluations: readonly DemoEvaluation[]): number {
  return evaluations.reduce((sum, e) => sum + e.assessments.length, 0);
}

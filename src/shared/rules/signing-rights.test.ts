import { describe, expect, it } from "vitest";
import { SIGNING_RIGHTS_MESSAGES as M } from "../messages/signing-rights";
import {
  type AssessmentFacts,
  calculateSigningRightsStatistics,
  confidenceIndicator,
  countBand,
  DEFAULT_THRESHOLDS,
  decisionSummary,
  defaultAssessmentValues,
  defaultEvaluationPeriod,
  evaluationCountIndicator,
  evaluationExaminationId,
  evaluationStatusDisplay,
  finalDecisionUpdate,
  majorChangesIndicator,
  normalizeThresholds,
  readThresholdsForm,
  recommendReadiness,
  showsFinalDecisionPanel,
  successRateBand,
  successRateIndicator,
  THRESHOLD_INPUTS,
} from "./signing-rights";

/** n assessments, `major` of them with major changes, the rest no changes. */
function assessments(
  n: number,
  major: number,
  wouldSign: number,
  extra: Partial<AssessmentFacts> = {},
): AssessmentFacts[] {
  return Array.from({ length: n }, (_, i) => ({
    evaluationResult: i < major ? "major_changes" : "no_changes",
    stDoctorConfidence: i < wouldSign ? "would_sign" : "would_discuss",
    caseDifficulty: "medium",
    ...extra,
  }));
}

describe("statistics", () => {
  it("counts results, success rate, confidence, critical cases and difficulty", () => {
    const list: AssessmentFacts[] = [
      { evaluationResult: "no_changes", stDoctorConfidence: "would_sign", caseDifficulty: "easy" },
      {
        evaluationResult: "minor_changes",
        stDoctorConfidence: "would_sign",
        caseDifficulty: "hard",
      },
      {
        evaluationResult: "major_changes",
        stDoctorConfidence: "would_sign",
        caseDifficulty: "hard",
      },
      {
        evaluationResult: "major_changes",
        stDoctorConfidence: "would_discuss",
        caseDifficulty: null,
      },
    ];
    expect(calculateSigningRightsStatistics(list)).toEqual({
      totalEvaluations: 4,
      noChanges: 1,
      minorChanges: 1,
      majorChanges: 2,
      successRate: 50,
      confidenceBreakdown: { wouldSign: 3, wouldDiscuss: 1 },
      criticalCases: { wouldSignWithMajorChanges: 1, wouldDiscussWithMajorChanges: 1 },
      difficultyBreakdown: { easy: 1, medium: 0, hard: 2, unset: 1 },
      // (1 + 3 + 3) / 3, the unset one left out
      averageDifficulty: 7 / 3,
    });
  });

  it("is all zero with no assessments", () => {
    const s = calculateSigningRightsStatistics([]);
    expect(s.successRate).toBe(0);
    expect(s.averageDifficulty).toBeNull();
    expect(s.totalEvaluations).toBe(0);
  });

  it("8 assessments with 3 major changes have a success rate of 62.5 %", () => {
    expect(calculateSigningRightsStatistics(assessments(8, 3, 4)).successRate).toBe(62.5);
  });
});

describe("readiness recommendation with the default thresholds", () => {
  it.each([
    [
      "12 with 1 major, would_sign in the majority",
      assessments(12, 1, 7),
      "REKOMMENDERAR GODKÄNNANDE",
    ],
    ["12 with 1 major, confidence tied", assessments(12, 1, 6), "BEHÖVER MER BEDÖMNING"],
    ["8 with 3 major (62.5 %)", assessments(8, 3, 8), "BEHÖVER MER BEDÖMNING"],
    ["4 with 1 major", assessments(4, 1, 4), "REKOMMENDERAR NEKANDE"],
    [
      "10 with 2 major (80 %), exactly at every limit",
      assessments(10, 2, 6),
      "REKOMMENDERAR GODKÄNNANDE",
    ],
    ["9 with 0 major: one too few", assessments(9, 0, 9), "BEHÖVER MER BEDÖMNING"],
    ["20 with 4 major: one above max + 1", assessments(20, 4, 20), "REKOMMENDERAR NEKANDE"],
    ["5 with 1 major (80 %): minimum - 5", assessments(5, 1, 5), "BEHÖVER MER BEDÖMNING"],
    [
      "10 with 5 major (50 %): below threshold - 20",
      assessments(10, 5, 10),
      "REKOMMENDERAR NEKANDE",
    ],
    ["none", [], "REKOMMENDERAR NEKANDE"],
  ] as const)("%s → %s", (_name, list, label) => {
    const r = recommendReadiness(calculateSigningRightsStatistics(list));
    expect(r.label).toBe(label);
  });

  it("gives state and colour with the label", () => {
    const r = recommendReadiness(calculateSigningRightsStatistics(assessments(12, 1, 7)));
    expect(r).toEqual({ state: "approve", label: "REKOMMENDERAR GODKÄNNANDE", color: "green" });
  });

  it("follows adjusted thresholds", () => {
    const stats = calculateSigningRightsStatistics(assessments(4, 1, 4));
    const lenient = { ...DEFAULT_THRESHOLDS, successRateThreshold: 70, minEvaluations: 4 };
    expect(recommendReadiness(stats, lenient).state).toBe("approve");
  });
});

describe("indicator bands", () => {
  it.each([
    [80, "green"],
    [79.9, "yellow"],
    [60, "yellow"],
    [59.9, "red"],
  ] as const)("success rate %d is %s", (rate, colour) => {
    expect(successRateIndicator(rate)).toBe(colour);
  });

  it.each([
    [2, "green"],
    [3, "yellow"],
    [4, "red"],
  ] as const)("%i major changes is %s", (n, colour) => {
    expect(majorChangesIndicator(n)).toBe(colour);
  });

  it.each([
    [10, "green"],
    [5, "yellow"],
    [4, "red"],
  ] as const)("%i evaluations is %s", (n, colour) => {
    expect(evaluationCountIndicator(n)).toBe(colour);
  });

  it.each([
    [100, "Utmärkt"],
    [80, "Utmärkt"],
    [79.99, "God"],
    [60, "God"],
    [59, "Behöver förbättring"],
  ])("success rate %d is '%s'", (rate, label) => {
    expect(successRateBand(rate).label).toBe(label);
  });

  it.each([
    [10, "Tillräckligt"],
    [9, "Något få"],
    [5, "Något få"],
    [4, "För få"],
    [0, "För få"],
  ])("%i evaluations is '%s'", (n, label) => {
    expect(countBand(n).label).toBe(label);
  });
});

describe("decision summary", () => {
  it("is positive for success rate >= 80, no major changes and >= 10 evaluations", () => {
    const good = decisionSummary(calculateSigningRightsStatistics(assessments(10, 0, 5)));
    expect(good.allPositive).toBe(true);
    const oneMajor = decisionSummary(calculateSigningRightsStatistics(assessments(12, 1, 12)));
    expect(oneMajor.items.map((i) => i.positive)).toEqual([true, false, true]);
    expect(oneMajor.allPositive).toBe(false);
  });
});

describe("threshold inputs", () => {
  it("have the spec's ranges and defaults", () => {
    expect(THRESHOLD_INPUTS).toEqual({
      successRateThreshold: { min: 0, max: 100, step: 1, default: 80 },
      majorChangesThreshold: { min: 0, max: 10, step: 1, default: 2 },
      minEvaluations: { min: 1, max: 50, step: 1, default: 10 },
      confidenceWeight: { min: 0, max: 1, step: 0.1, default: 0.3 },
    });
    expect(DEFAULT_THRESHOLDS).toEqual({
      successRateThreshold: 80,
      majorChangesThreshold: 2,
      minEvaluations: 10,
      confidenceWeight: 0.3,
    });
  });

  it("default when empty (the success rate also when zero), clamp and snap otherwise", () => {
    expect(normalizeThresholds({})).toEqual(DEFAULT_THRESHOLDS);
    expect(normalizeThresholds({ successRateThreshold: 0 }).successRateThreshold).toBe(80);
    expect(normalizeThresholds({ successRateThreshold: "" }).successRateThreshold).toBe(80);
    expect(normalizeThresholds({ majorChangesThreshold: 0 }).majorChangesThreshold).toBe(0);
    expect(
      normalizeThresholds({
        successRateThreshold: "150",
        majorChangesThreshold: -3,
        minEvaluations: 0,
        confidenceWeight: 0.26,
      }),
    ).toEqual({
      successRateThreshold: 100,
      majorChangesThreshold: 0,
      minEvaluations: 1,
      confidenceWeight: 0.3,
    });
    expect(normalizeThresholds({ confidenceWeight: Number.NaN }).confidenceWeight).toBe(0.3);
  });
});

describe("the adjust form's thresholds (decision 180)", () => {
  const typed = { ...DEFAULT_THRESHOLDS };

  it("takes what is typed in range, a decimal comma, and defaults for empty fields", () => {
    expect(
      readThresholdsForm({
        successRateThreshold: "",
        majorChangesThreshold: 0,
        minEvaluations: "50",
        confidenceWeight: "0,5",
      }),
    ).toEqual({
      ok: true,
      thresholds: {
        successRateThreshold: 80,
        majorChangesThreshold: 0,
        minEvaluations: 50,
        confidenceWeight: 0.5,
      },
    });
    // Zero success rate takes the default, as the spec says.
    expect(readThresholdsForm({ ...typed, successRateThreshold: 0 })).toMatchObject({
      ok: true,
      thresholds: { successRateThreshold: 80 },
    });
  });

  it.each([
    ["minEvaluations", 99],
    ["minEvaluations", "0"],
    ["minEvaluations", 2.5],
    ["successRateThreshold", 101],
    ["majorChangesThreshold", -1],
    ["majorChangesThreshold", 11],
    ["confidenceWeight", "0,25"],
    ["confidenceWeight", 1.1],
    ["confidenceWeight", "abc"],
  ] as const)("refuses %s = %s with the range in the message, changing nothing", (key, value) => {
    expect(readThresholdsForm({ ...typed, [key]: value })).toEqual({
      ok: false,
      errors: { [key]: M.thresholdRanges[key] },
    });
  });

  it("names every field that is out of range at once", () => {
    const result = readThresholdsForm({ ...typed, minEvaluations: 99, successRateThreshold: 200 });
    expect(result.ok ? {} : result.errors).toEqual({
      minEvaluations: "Minsta antal bedömningar ska vara 1–50.",
      successRateThreshold: "Framgångsgraden ska vara 0–100.",
    });
  });
});

describe("evaluation status and final decision", () => {
  it.each([
    ["active", "Aktiv", "blue"],
    ["completed", "Klar", "green"],
    ["cancelled", "Avbruten", "red"],
    ["something-else", "Avbruten", "red"],
  ])("%s is shown as %s (%s)", (status, label, color) => {
    expect(evaluationStatusDisplay(status)).toEqual({ label, color });
  });

  it("shows the final-decision panel only for a completed evaluation without a decision", () => {
    expect(showsFinalDecisionPanel({ status: "completed", finalDecision: null })).toBe(true);
    expect(showsFinalDecisionPanel({ status: "completed", finalDecision: "approved" })).toBe(false);
    expect(showsFinalDecisionPanel({ status: "active" })).toBe(false);
  });

  it("a final decision completes the evaluation with today's date", () => {
    expect(finalDecisionUpdate("approved", "  Bra arbete ", "2025-03-01")).toEqual({
      status: "completed",
      finalDecision: "approved",
      finalDecisionDate: "2025-03-01",
      finalDecisionNotes: "Bra arbete",
    });
    expect(finalDecisionUpdate("rejected", "", "2025-03-01").finalDecisionNotes).toBeNull();
    expect(M.decisionShown).toEqual({
      approved: "Signeringsrätt godkänd",
      rejected: "Signeringsrätt nekad",
    });
  });

  it("has the spec's defaults for a new evaluation and a new assessment", () => {
    expect(defaultEvaluationPeriod("2025-01-01")).toEqual({
      evaluationPeriodStart: "2025-01-01",
      evaluationPeriodEnd: "2025-04-01",
    });
    expect(defaultAssessmentValues("2025-01-01")).toEqual({
      evaluationResult: "no_changes",
      caseDifficulty: "medium",
      stDoctorConfidence: "would_discuss",
      overallAssessment: 3,
      evaluationDate: "2025-01-01",
    });
  });
});

describe("evaluationExaminationId", () => {
  const catalogue = [
    { id: "a", syncId: null },
    { id: "b1", syncId: "b" },
    { id: "c" },
    { id: "b2", syncId: "b" },
    { id: "d0", syncId: "d", retired: true },
    { id: "d1", syncId: "d" },
  ];
  it.each([
    ["a", "a"],
    ["d1", "d0"],
    ["d0", undefined],
    ["c", "c"],
    ["b1", "b1"],
    ["b2", "b1"],
    ["missing", undefined],
  ])("%s is filed under %s", (id, expected) => {
    expect(evaluationExaminationId(catalogue, id)).toBe(expected);
  });
});

describe("confidenceIndicator", () => {
  const withConfidence = (wouldSign: number, wouldDiscuss: number) =>
    calculateSigningRightsStatistics([
      ...Array.from({ length: wouldSign }, () => ({
        evaluationResult: "no_changes" as const,
        stDoctorConfidence: "would_sign" as const,
      })),
      ...Array.from({ length: wouldDiscuss }, () => ({
        evaluationResult: "no_changes" as const,
        stDoctorConfidence: "would_discuss" as const,
      })),
    ]);
  it.each([
    [3, 2, "green"],
    [2, 2, "red"],
    [0, 0, "red"],
  ])("%i would sign, %i would discuss: %s", (sign, discuss, color) => {
    expect(confidenceIndicator(withConfidence(sign, discuss))).toBe(color);
  });
});

import { describe, expect, it } from "vitest";
import {
  ZCreateSpecialistAssessmentRequestSchema,
  ZFinalDecisionRequestSchema,
  ZReadinessThresholdsQuerySchema,
  ZReadinessThresholdsSchema,
} from "./signing-rights";

const assessment = {
  procedureId: "c7-tte",
  stDoctorId: "u1",
  evaluationDate: "2025-03-01",
  specialistName: "Dr Berg",
  evaluationResult: "minor_changes",
  caseDifficulty: "medium",
  stDoctorConfidence: "would_sign",
};

describe("specialist assessment", () => {
  it("accepts the required fields and defaults the optional texts", () => {
    expect(ZCreateSpecialistAssessmentRequestSchema.parse(assessment)).toEqual({
      ...assessment,
      examinationId: "",
      comments: "",
    });
  });

  it.each(["procedureId", "stDoctorId"])("without %s: 'Välj undersökning och ST-läkare'", (f) => {
    const r = ZCreateSpecialistAssessmentRequestSchema.safeParse({ ...assessment, [f]: "" });
    expect(r.error?.issues[0]?.message).toBe("Välj undersökning och ST-läkare");
  });

  it("refuses control and direction-changing characters in a specialist name", () => {
    const r = ZCreateSpecialistAssessmentRequestSchema.safeParse({
      ...assessment,
      specialistName: "Dr\u202eX",
    });
    expect(r.success).toBe(false);
  });

  it("without a specialist name: 'Ange specialistens namn'", () => {
    for (const specialistName of ["", "   ", undefined]) {
      const r = ZCreateSpecialistAssessmentRequestSchema.safeParse({
        ...assessment,
        specialistName,
      });
      expect(r.error?.issues[0]?.message).toBe("Ange specialistens namn");
    }
  });

  it("requires result, difficulty and confidence, and an overall assessment 1-5", () => {
    for (const field of ["evaluationResult", "caseDifficulty", "stDoctorConfidence"]) {
      expect(
        ZCreateSpecialistAssessmentRequestSchema.safeParse({ ...assessment, [field]: undefined })
          .success,
      ).toBe(false);
    }
    for (const overallAssessment of [0, 6, 2.5]) {
      expect(
        ZCreateSpecialistAssessmentRequestSchema.safeParse({ ...assessment, overallAssessment })
          .error?.issues[0]?.message,
      ).toBe("Helhetsbedömningen ska vara ett heltal 1–5.");
    }
  });
});

describe("final decision", () => {
  it("a final decision is approved or rejected", () => {
    expect(ZFinalDecisionRequestSchema.parse({ decision: "approved" })).toEqual({
      decision: "approved",
      notes: "",
    });
    expect(ZFinalDecisionRequestSchema.safeParse({ decision: "pending" }).success).toBe(false);
  });
});

describe("thresholds", () => {
  const defaults = {
    successRateThreshold: 80,
    majorChangesThreshold: 2,
    minEvaluations: 10,
    confidenceWeight: 0.3,
  };
  it("accepts the defaults and the range ends", () => {
    expect(ZReadinessThresholdsSchema.safeParse(defaults).success).toBe(true);
    expect(
      ZReadinessThresholdsSchema.safeParse({
        successRateThreshold: 100,
        majorChangesThreshold: 10,
        minEvaluations: 50,
        confidenceWeight: 1,
      }).success,
    ).toBe(true);
  });

  it.each([
    ["successRateThreshold", 101, "Framgångsgraden ska vara 0–100."],
    ["majorChangesThreshold", 11, "Högsta antal större ändringar ska vara 0–10."],
    ["minEvaluations", 0, "Minsta antal bedömningar ska vara 1–50."],
    ["confidenceWeight", 0.25, "Säkerhetsvikten ska vara 0–1 i steg om 0,1."],
    ["confidenceWeight", 1.1, "Säkerhetsvikten ska vara 0–1 i steg om 0,1."],
  ])("%s = %d is rejected", (key, value, message) => {
    expect(
      ZReadinessThresholdsSchema.safeParse({ ...defaults, [key]: value }).error?.issues[0]?.message,
    ).toBe(message);
  });
});

describe("thresholds in the statistics query", () => {
  it("takes the defaults when absent and reads a decimal comma", () => {
    expect(ZReadinessThresholdsQuerySchema.parse({})).toEqual({
      successRateThreshold: 80,
      majorChangesThreshold: 2,
      minEvaluations: 10,
      confidenceWeight: 0.3,
    });
    expect(
      ZReadinessThresholdsQuerySchema.parse({ confidenceWeight: "0,5" }).confidenceWeight,
    ).toBe(0.5);
  });

  it.each([
    ["minEvaluations", "0", "Minsta antal bedömningar ska vara 1–50."],
    ["minEvaluations", "abc", "Minsta antal bedömningar ska vara 1–50."],
    ["successRateThreshold", "101", "Framgångsgraden ska vara 0–100."],
  ])("refuses %s = %s", (key, value, message) => {
    expect(
      ZReadinessThresholdsQuerySchema.safeParse({ [key]: value }).error?.issues[0]?.message,
    ).toBe(message);
  });
});

describe("patient data stays out", () => {
  const refusal = (field: string) =>
    `${field} får inte innehålla ett personnummer eller samordningsnummer.`;

  it.each([
    ["examinationId", "19811228-9874", "Undersöknings-ID"],
    ["comments", "Pat 8112289874 hade", "Kommentarer"],
  ])("refuses a personnummer in %s", (field, value, label) => {
    const message = ZCreateSpecialistAssessmentRequestSchema.safeParse({
      ...assessment,
      [field]: value,
    }).error?.issues[0]?.message;
    expect(message).toContain(refusal(label));
    expect(message).toContain("patientuppgifter");
  });

  it("keeps an ordinary examination number and refuses one in decision notes", () => {
    expect(
      ZCreateSpecialistAssessmentRequestSchema.safeParse({
        ...assessment,
        examinationId: "RTG-2025-004512",
      }).success,
    ).toBe(true);
    expect(
      ZFinalDecisionRequestSchema.safeParse({ decision: "approved", notes: "701063-2391" }).success,
    ).toBe(false);
  });
});

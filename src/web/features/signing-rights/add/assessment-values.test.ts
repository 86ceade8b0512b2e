import { describe, expect, it } from "vitest";
import { ZCreateSpecialistAssessmentRequestSchema } from "@/shared/schemas/signing-rights";
import {
  emptyAssessmentValues,
  futureDateError,
  toCreateRequest,
  valuesForNextAssessment,
} from "./assessment-values";

describe("the add form's values", () => {
  it("start from today and the spec's defaults, with nothing chosen", () => {
    expect(emptyAssessmentValues("2026-03-02")).toMatchObject({
      evaluationDate: "2026-03-02",
      evaluationResult: "no_changes",
      caseDifficulty: "medium",
      stDoctorConfidence: "would_discuss",
      procedureId: "",
      stDoctorId: "",
      specialistName: "",
    });
  });

  it("keep examination, doctor, date and name after a save and reset the answers", () => {
    const saved = {
      ...emptyAssessmentValues("2026-03-02"),
      procedureId: "c7-tte",
      stDoctorId: "doc-1",
      evaluationDate: "2026-02-27",
      examinationId: "RIS-4711",
      specialistName: "Sara Sjöberg",
      evaluationResult: "major_changes" as const,
      caseDifficulty: "hard" as const,
      stDoctorConfidence: "would_sign" as const,
      comments: "Missade perikardvätska.",
    };
    expect(valuesForNextAssessment(saved)).toEqual({
      ...emptyAssessmentValues("2026-02-27"),
      procedureId: "c7-tte",
      stDoctorId: "doc-1",
      specialistName: "Sara Sjöberg",
    });
  });

  it("are refused by the shared schema with the spec's messages", () => {
    const result = ZCreateSpecialistAssessmentRequestSchema.safeParse(
      toCreateRequest({ ...emptyAssessmentValues("2026-03-02"), examinationId: "19811228-9874" }),
    );
    const messages = result.error?.issues.map((i) => `${i.path.join(".")}: ${i.message}`) ?? [];
    expect(messages).toContain("procedureId: Välj undersökning och ST-läkare");
    expect(messages).toContain("stDoctorId: Välj undersökning och ST-läkare");
    expect(messages).toContain("specialistName: Ange specialistens namn");
    expect(messages.some((m) => m.startsWith("examinationId: Undersöknings-ID får inte"))).toBe(
      true,
    );
  });

  it("refuse a date after today", () => {
    expect(futureDateError("2026-03-03", "2026-03-02")).toBe(
      "Bedömningsdatum kan inte vara i framtiden.",
    );
    expect(futureDateError("2026-03-02", "2026-03-02")).toBeUndefined();
  });
});

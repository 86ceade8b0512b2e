import { describe, expect, it } from "vitest";
import { ZCreateStructuredAssessmentRequestSchema } from "@/shared/schemas/structured-assessments";
import { emptyValues, NOT_ASSESSABLE, toRequest } from "./form-values";

describe("the structured assessment form's values", () => {
  it("sends 'kan ej bedömas' as null and a step as its number", () => {
    const values = emptyValues("cbd", "2026-05-12");
    for (const id of Object.keys(values.ratings)) values.ratings[id] = "4";
    values.ratings["follow-up"] = NOT_ASSESSABLE;
    const request = toRequest("cbd", {
      ...values,
      caseDifficulty: "low",
      assessorName: "Eva",
      assessorRole: "supervisor",
    });
    expect(request.ratings["follow-up"]).toBeNull();
    expect(request.ratings.overall).toBe(4);
    expect(ZCreateStructuredAssessmentRequestSchema.safeParse(request).success).toBe(true);
  });

  it("leaves an unanswered domain out, so the shared schema names it", () => {
    const request = toRequest("mini-cex", {
      ...emptyValues("mini-cex", "2026-05-12"),
      caseDifficulty: "low",
      assessorName: "Eva",
      assessorRole: "supervisor",
    });
    const parsed = ZCreateStructuredAssessmentRequestSchema.safeParse(request);
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues[0]?.message).toBe(
      "Bedöm området 'Anamnes' på skalan eller välj 'Kan ej bedömas'.",
    );
  });
});

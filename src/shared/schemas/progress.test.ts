import { describe, expect, it } from "vitest";
import {
  ZMoveToQuarterRequestSchema,
  ZUpdateGoalProgressRequestSchema,
  ZUpdateProcedureProgressRequestSchema,
} from "./progress";

describe("goal and examination edits", () => {
  it.each([ZUpdateGoalProgressRequestSchema, ZUpdateProcedureProgressRequestSchema])(
    "a planned item needs a quarter (%#)",
    (schema) => {
      const r = schema.safeParse({ status: "planned" });
      expect(r.error?.issues[0]).toMatchObject({
        message: "Välj ett kvartal för en planerad aktivitet.",
        path: ["plannedQuarter"],
      });
      expect(schema.safeParse({ status: "planned", plannedQuarter: "2025-Q2" }).success).toBe(true);
      expect(schema.safeParse({ status: "completed" }).success).toBe(true);
    },
  );

  it("rejects unknown statuses, quarters and levels", () => {
    expect(ZUpdateGoalProgressRequestSchema.safeParse({ status: "done" }).success).toBe(false);
    expect(
      ZUpdateGoalProgressRequestSchema.safeParse({ status: "planned", plannedQuarter: "2025-Q5" })
        .error?.issues[0]?.message,
    ).toBe("Ange ett giltigt kvartal (ÅÅÅÅ-Qn).");
    expect(
      ZUpdateProcedureProgressRequestSchema.safeParse({ status: "completed", achievedLevel: "D" })
        .error?.issues[0]?.message,
    ).toBe("Välj nivå A, B eller C.");
  });

  it("moves to a quarter", () => {
    expect(ZMoveToQuarterRequestSchema.safeParse({ quarter: "2026-Q4" }).success).toBe(true);
    expect(ZMoveToQuarterRequestSchema.safeParse({ quarter: "Q4" }).success).toBe(false);
  });
});

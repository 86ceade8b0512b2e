import { describe, expect, it } from "vitest";
import { ZGoalProgressSchema } from "./progress";

describe("certificates in the record's schemas", () => {
  it("an item carries a list of certificates, not a single link", () => {
    const goal = { goalId: "a1", status: "completed", plannedQuarter: null };
    expect(
      ZGoalProgressSchema.safeParse({ ...goal, certificateFileIds: ["f1", "f2"] }).success,
    ).toBe(true);
    expect(ZGoalProgressSchema.safeParse({ ...goal, certificateFileId: "f1" }).success).toBe(false);
  });
});

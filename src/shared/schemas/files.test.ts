import { describe, expect, it } from "vitest";
import { getGoals } from "../curriculum/goals";
import { ZGoalDefinitionSchema, ZTimelineEventSchema } from "./curriculum";
import { ZGoalProgressSchema } from "./progress";

describe("file, goal and timeline schemas", () => {
  it("an item carries a list of certificates, not a single link", () => {
    const goal = { goalId: "a1", status: "completed", plannedQuarter: null };
    expect(
      ZGoalProgressSchema.safeParse({ ...goal, certificateFileIds: ["f1", "f2"] }).success,
    ).toBe(true);
    expect(ZGoalProgressSchema.safeParse({ ...goal, certificateFileId: "f1" }).success).toBe(false);
  });

  it("every shipped goal fits the goal definition schema", () => {
    for (const goal of [...getGoals("2015"), ...getGoals("2021")]) {
      expect(ZGoalDefinitionSchema.safeParse(goal).success).toBe(true);
    }
  });

  it("a timeline event has one of the six types", () => {
    const event = {
      id: "1",
      type: "sit-in",
      title: "EKG",
      status: "completed",
      quarter: "2025-Q1",
    };
    expect(ZTimelineEventSchema.safeParse(event).success).toBe(true);
    expect(ZTimelineEventSchema.safeParse({ ...event, type: "exam" }).success).toBe(false);
  });
});

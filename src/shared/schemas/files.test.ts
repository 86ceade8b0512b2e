import { describe, expect, it } from "vitest";
import { getGoals } from "../curriculum/goals";
import { ZGoalDefinitionSchema, ZTimelineEventSchema } from "./curriculum";
import { ZUpdateCertificateRequestSchema } from "./files";

describe("file, goal and timeline schemas", () => {
  it("a certificate link names kind and item; null removes it", () => {
    expect(
      ZUpdateCertificateRequestSchema.safeParse({ kind: "goal", itemId: "a1", fileId: null })
        .success,
    ).toBe(true);
    expect(
      ZUpdateCertificateRequestSchema.safeParse({ kind: "meeting", itemId: "m1", fileId: "f1" })
        .success,
    ).toBe(false);
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

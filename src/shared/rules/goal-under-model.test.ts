import { describe, expect, it } from "vitest";
import { checkGoalUnderModel } from "./goal-under-model";

describe("goals under the record's model", () => {
  it("takes progress on a goal of the chosen model only", () => {
    expect(checkGoalUnderModel("2021", "STa1")).toBe("ok");
    expect(checkGoalUnderModel("2015", "a1")).toBe("ok");
    expect(checkGoalUnderModel("2015", "STa1")).toBe("unknown-goal");
    expect(checkGoalUnderModel("2021", "a1")).toBe("unknown-goal");
  });

  it("asks for a model before any real goal, and knows no made-up goal under any model", () => {
    expect(checkGoalUnderModel("UNSELECTED", "STa1")).toBe("model-required");
    for (const model of ["UNSELECTED", "2015", "2021"] as const) {
      expect(checkGoalUnderModel(model, "x99")).toBe("unknown-goal");
    }
  });
});

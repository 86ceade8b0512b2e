import { describe, expect, it } from "vitest";
import { activityKey, activityKeysOf } from "./activity-keys";

describe("activity keys", () => {
  it("names an activity by its type and id", () => {
    expect(activityKey("course", "k1")).toBe("course.k1");
  });

  it("gives a grouped certificate one key per activity, in its order", () => {
    expect(
      activityKeysOf({
        activities: [
          { type: "rotation", id: "r2" },
          { type: "course", id: "k1" },
        ],
      }),
    ).toEqual(["rotation.r2", "course.k1"]);
  });
});

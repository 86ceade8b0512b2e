import { describe, expect, it } from "vitest";
import { getGoals } from "../curriculum/goals";
import { filterGoals, groupGoalsByCategory } from "./goal-filter";

const goals = getGoals("2015");
const statuses: Record<string, "completed" | "planned"> = { a1: "completed", c4: "planned" };
const statusOf = (id: string) => statuses[id];

describe("goal filter", () => {
  it("without a filter keeps every goal in order", () => {
    expect(filterGoals(goals, statusOf, {})).toEqual(goals);
  });

  it("searches titles case-insensitively and ids exactly", () => {
    expect(filterGoals(goals, statusOf, { search: "ETIK" }).map((g) => g.id)).toEqual(["a2"]);
    expect(filterGoals(goals, statusOf, { search: "c4" }).map((g) => g.id)).toEqual(["c4"]);
  });

  it("filters by category, status (missing = not started) and activity", () => {
    expect(filterGoals(goals, statusOf, { category: "b" }).map((g) => g.id)).toEqual(["b1", "b3"]);
    expect(filterGoals(goals, statusOf, { status: "planned" }).map((g) => g.id)).toEqual(["c4"]);
    expect(filterGoals(goals, statusOf, { status: "not_started" })).toHaveLength(goals.length - 2);
    const withCourse = filterGoals(goals, statusOf, {
      activity: "Deltagande i en eller flera kurser",
    });
    expect(withCourse.length).toBeGreaterThan(0);
    expect(
      withCourse.every((g) =>
        g.recommendedActivities.includes("Deltagande i en eller flera kurser"),
      ),
    ).toBe(true);
    expect(filterGoals(goals, statusOf, { search: "finns inte" })).toEqual([]);
  });

  it("groups by category in catalogue order", () => {
    expect(groupGoalsByCategory(goals).map((g) => [g.category, g.goals.length])).toEqual([
      ["a", 6],
      ["b", 2],
      ["c", 13],
    ]);
  });
});

import { describe, expect, it } from "vitest";
import { findGoal } from "../../../tests/fixtures/shipped-goal";
import rawCurriculum from "./data/curriculum.json" with { type: "json" };
import { ZCurriculumDataSchema } from "./data-schema";
import { modelOfGoalId } from "./goal-models";
import {
  GOAL_CATEGORIES,
  getGoals,
  goalCategoryLabel,
  listActivityTags,
  modelOfGoal,
} from "./goals";

const IDS_2015 = [
  ...["a1", "a2", "a3", "a4", "a5", "a6", "b1", "b3"],
  ...Array.from({ length: 13 }, (_, i) => `c${i + 1}`),
];
const IDS_2021 = [
  ...Array.from({ length: 7 }, (_, i) => `STa${i + 1}`),
  "STb1",
  ...Array.from({ length: 14 }, (_, i) => `STc${i + 1}`),
];

describe("curriculum data", () => {
  it("parses with the Zod schema", () => {
    const parsed = ZCurriculumDataSchema.safeParse(rawCurriculum);
    expect(parsed.success).toBe(true);
  });

  it("rejects a goal without a title", () => {
    const broken = structuredClone(rawCurriculum) as { models: { "2015": { title?: string }[] } };
    delete broken.models["2015"][0]!.title;
    expect(ZCurriculumDataSchema.safeParse(broken).success).toBe(false);
  });
});

describe("goal catalogues", () => {
  it.each([
    ["2015", IDS_2015],
    ["2021", IDS_2021],
  ] as const)("model %s has exactly the spec's goal ids", (model, ids) => {
    expect(getGoals(model).map((g) => g.id)).toEqual(ids);
  });

  it.each([
    ["2015", ["a", "b", "c"]],
    ["2021", ["STa", "STb", "STc"]],
  ] as const)("model %s uses the categories %j", (model, categories) => {
    expect([...GOAL_CATEGORIES[model]]).toEqual(categories);
    expect(new Set(getGoals(model).map((g) => g.category))).toEqual(new Set(categories));
  });

  it("gives every goal id, title, description, category, activities, verification and source", () => {
    for (const goal of [...getGoals("2015"), ...getGoals("2021")]) {
      expect(goal.title.length).toBeGreaterThan(0);
      expect(goal.description.length).toBeGreaterThan(0);
      expect(Array.isArray(goal.recommendedActivities)).toBe(true);
      expect(goal.source).toMatch(/^https?:\/\//);
      expect(["verified-primary", "unverified-secondary", "placeholder"]).toContain(
        goal.verification.status,
      );
    }
  });

  it("keeps the a/b goals of 2015 as verified and c-goals as unverified with editorial titles", () => {
    expect(findGoal("2015", "a1")?.verification.status).toBe("verified-primary");
    const c4 = findGoal("2015", "c4");
    expect(c4?.verification.status).toBe("unverified-secondary");
    expect(c4?.titleIsEditorial).toBe(true);
    expect(c4?.title).toBe("Nuklearmedicin");
  });

  it("has no goals for UNSELECTED and finds a goal's model", () => {
    expect(getGoals("UNSELECTED")).toEqual([]);
    expect(findGoal("UNSELECTED", "a1")).toBeUndefined();
    expect(modelOfGoal("STc14")).toBe("2021");
    expect(modelOfGoal("c13")).toBe("2015");
    expect(modelOfGoal("x1")).toBeUndefined();
  });

  it("labels categories and lists each activity tag once", () => {
    expect(goalCategoryLabel("a")).toBe("Kategori A");
    expect(goalCategoryLabel("STb")).toBe("Kategori STb");
    const tags = listActivityTags(getGoals("2015"));
    expect(tags).toContain("Deltagande i en eller flera kurser");
    expect(new Set(tags).size).toBe(tags.length);
  });
});

describe("a goal's model from its id alone", () => {
  it("agrees with the catalogue for every shipped goal", () => {
    for (const model of ["2015", "2021"] as const) {
      for (const goal of getGoals(model)) expect(modelOfGoalId(goal.id)).toBe(model);
    }
    expect(modelOfGoalId("STd1")).toBeUndefined();
    expect(modelOfGoalId("x")).toBeUndefined();
  });
});

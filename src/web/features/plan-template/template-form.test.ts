import { describe, expect, it } from "vitest";
import { recommendedTemplate } from "@/shared/rules/plan-template";
import { type TPlanTemplate, ZPlanTemplateSchema } from "@/shared/schemas/plan-template";
import { formFieldOf, newRow, toFormValues, toTemplate } from "./template-form";

const TEMPLATE: TPlanTemplate = {
  rotationStart: { year: 1, quarter: 2 },
  rotations: [
    { name: "Röntgenkliniken", months: 2 },
    { name: "Kardiologen", months: 3 },
  ],
  courses: [{ name: "Strålskydd", year: 1, quarter: 3 }],
  goals: [{ goalId: "STa1", year: 2, quarter: 1 }],
  examinations: [{ procedureId: "c5-ekg", year: 1, quarter: 4 }],
};

describe("the standard plan's form values", () => {
  it("give back the template they were made from, rows in order", () => {
    expect(toTemplate(toFormValues(TEMPLATE))).toEqual(TEMPLATE);
    const recommended = recommendedTemplate();
    expect(toTemplate(toFormValues(recommended))).toEqual(recommended);
  });

  it("give every row a key of its own, kept when rows are reordered", () => {
    const values = toFormValues(TEMPLATE);
    const keys = [
      ...values.rotations,
      ...values.courses,
      ...values.goals,
      ...values.examinations,
    ].map((row) => row.key);
    expect(new Set(keys).size).toBe(keys.length);
    const [first, second] = values.rotations;
    if (!first || !second) throw new Error("two rotations expected");
    const moved = toTemplate({ ...values, rotations: [second, first] });
    expect(moved.rotations.map((r) => r.name)).toEqual(["Kardiologen", "Röntgenkliniken"]);
  });

  it("save no key with a row", () => {
    const saved = toTemplate(toFormValues(TEMPLATE));
    for (const row of [
      ...saved.rotations,
      ...saved.courses,
      ...saved.goals,
      ...saved.examinations,
    ]) {
      expect(row).not.toHaveProperty("key");
    }
  });

  it("add rows the schema asks to fill in: a name or an entry to pick", () => {
    const values = toFormValues(TEMPLATE);
    expect(newRow("rotations")).toMatchObject({ name: "", months: 3 });
    expect(newRow("goals")).toMatchObject({ goalId: "", year: 1, quarter: 1 });
    const withEmpty = toTemplate({
      ...values,
      courses: [...values.courses, newRow("courses")],
      goals: [...values.goals, newRow("goals")],
    });
    const issues = ZPlanTemplateSchema.safeParse(withEmpty).error?.issues ?? [];
    expect(issues.map((i) => i.path.join("."))).toEqual(["courses.1.name", "goals.1.goalId"]);
  });
});

describe("formFieldOf", () => {
  const values = toFormValues(TEMPLATE);

  it.each([
    ["template.courses.0.name", "courses.0.name"],
    ["template.goals.0.goalId", "goals.0.goalId"],
    ["template.examinations.0.quarter", "examinations.0.quarter"],
    ["template.rotations.1.months", "rotations.1.months"],
    ["template.rotationStart.year", "rotationStart.year"],
    ["template.goals.0", "goals.0.goalId"],
    ["template.examinations.0", "examinations.0.procedureId"],
    ["template.courses.0", "courses.0.name"],
  ])("puts the server's %s at the field %s", (field, expected) => {
    expect(formFieldOf(field, values)).toBe(expected);
  });

  it.each([
    [undefined],
    ["version"],
    ["template"],
    ["template.goals"],
    ["template.goals.5.goalId"],
    ["template.goals.0.key"],
    ["template.goals.x.goalId"],
    ["template.rotationStart.month"],
    ["template.unknown.0.name"],
  ])("leaves %s above the form", (field) => {
    expect(formFieldOf(field, values)).toBeUndefined();
  });
});

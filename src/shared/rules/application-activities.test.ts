import { describe, expect, it } from "vitest";
import { findGoal } from "../../../tests/fixtures/shipped-goal";
import type { CertificateKind } from "../curriculum/certificate-forms";
import { GOAL_MODELS, getGoals, listActivityTags } from "../curriculum/goals";
import { type ActivityGoal, activityRequirementsOf } from "./application-activities";

const AT_UNITS =
  "vid en eller flera enheter som bedriver sådan verksamhet eller handlägger sådana ärenden";

/** Every distinct activity text of the shipped catalogue, both models, and the kinds it names. */
const CATALOGUE_TEXTS: Record<string, CertificateKind[]> = {
  "Klinisk tjänstgöring under handledning": ["clinical"],
  [`Klinisk tjänstgöring under handledning ${AT_UNITS}`]: ["clinical"],
  [`Klinisk tjänstgöring under handledning alternativt auskultation ${AT_UNITS}`]: [
    "clinical",
    "auskultation",
  ],
  [`Auskultation ${AT_UNITS}`]: ["auskultation"],
  "Deltagande i en eller flera kurser": ["course"],
  "Kvalitets- och utvecklingsarbete": ["development"],
  "Deltagande i utvecklingsarbete": ["development"],
  "Självständigt skriftligt arbete enligt vetenskapliga principer": ["scientific"],
};

const goal = (recommendedActivities: string[], more: Partial<ActivityGoal> = {}): ActivityGoal => ({
  id: "x1",
  model: "2021",
  recommendedActivities,
  activitiesAreAlternatives: false,
  ...more,
});

describe("activity requirements of the shipped catalogue", () => {
  const shipped = GOAL_MODELS.flatMap((model) => listActivityTags(getGoals(model)));

  it("the table below names every distinct activity text of both models", () => {
    expect([...new Set(shipped)].sort()).toEqual(Object.keys(CATALOGUE_TEXTS).sort());
  });

  it.each(Object.entries(CATALOGUE_TEXTS))("'%s' is one requirement: %j", (text, kinds) => {
    expect(activityRequirementsOf(goal([text]))).toEqual([kinds]);
  });

  it.each([
    ["2015", "a1", [["clinical"], ["course"]]],
    ["2015", "a4", [["clinical"], ["development"]]],
    ["2015", "a5", [["clinical"], ["scientific"], ["course"]]],
    ["2015", "c2", [["clinical", "auskultation"], ["course"]]],
    ["2015", "c12", [["auskultation"]]],
    ["2021", "STa2", [["development"]]],
    ["2021", "STa3", [["scientific"]]],
    ["2021", "STa4", [["clinical"], ["development"], ["course"]]],
    ["2021", "STc1", [["clinical", "auskultation"]]],
    ["2021", "STc14", [["clinical", "course"]]],
  ] as const)("%s %s requires %j", (model, id, expected) => {
    const found = findGoal(model, id);
    expect(found).toBeDefined();
    expect(activityRequirementsOf(found!)).toEqual(expected);
  });

  it("every goal of both models but none requires something", () => {
    for (const model of GOAL_MODELS) {
      for (const g of getGoals(model)) expect(activityRequirementsOf(g).length).toBeGreaterThan(0);
    }
  });
});

describe("activity requirements of edited texts", () => {
  it.each([
    ["Seminarier och litteraturstudier", []],
    ["Diskussion på exkursion", []],
    ["", []],
    ["KURS i strålskydd", [["course"]]],
    ["Förbättringsarbete på enheten", [["development"]]],
    ["Vetenskapligt arbete", [["scientific"]]],
    ["Auskultation alternativt klinisk tjänstgöring", [["auskultation", "clinical"]]],
  ] as const)("'%s' gives %j", (text, expected) => {
    expect(activityRequirementsOf(goal([text]))).toEqual(expected);
  });

  it("unrecognised entries are left out, known ones kept", () => {
    expect(activityRequirementsOf(goal(["Seminarier", "Deltagande i kurs"]))).toEqual([["course"]]);
  });

  it("two entries naming the same kinds are one requirement", () => {
    const texts = ["Deltagande i kurs", "Deltagande i en eller flera kurser"];
    expect(activityRequirementsOf(goal(texts))).toEqual([["course"]]);
  });

  it("alternatives make every entry's kinds one requirement", () => {
    const texts = ["Klinisk tjänstgöring", "Seminarier", "Auskultation eller kurs"];
    expect(activityRequirementsOf(goal(texts, { activitiesAreAlternatives: true }))).toEqual([
      ["clinical", "auskultation", "course"],
    ]);
    expect(
      activityRequirementsOf(goal(["Seminarier"], { activitiesAreAlternatives: true })),
    ).toEqual([]);
  });

  it("2021 STa3 requires its own form whatever its text; 2015 a3 and other ids do not", () => {
    expect(activityRequirementsOf(goal([], { id: "STa3" }))).toEqual([["scientific"]]);
    expect(activityRequirementsOf(goal(["Kurs"], { id: "STa3" }))).toEqual([
      ["course"],
      ["scientific"],
    ]);
    expect(activityRequirementsOf(goal(["Vetenskapligt arbete"], { id: "STa3" }))).toEqual([
      ["scientific"],
    ]);
    expect(activityRequirementsOf(goal([], { id: "STa3", model: "2015" }))).toEqual([]);
    expect(activityRequirementsOf(goal([], { id: "constructor" }))).toEqual([]);
  });
});

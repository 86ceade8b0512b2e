import { describe, expect, it } from "vitest";
import { GOAL_IMPORT_MESSAGES as M } from "../messages/goal-import";
import { goalLines, parseGoalImport } from "./goal-import";

const goal = (changes: Record<string, unknown> = {}) => ({
  id: "STc1",
  model: "2021",
  category: "STc",
  title: "Undersökningsmetoder",
  description: "Läkaren ska\n– ha kunskap om undersökningsmetoder",
  recommendedActivities: ["Klinisk tjänstgöring under handledning"],
  source: "Socialstyrelsen",
  verification: { status: "unverified-secondary", note: "Ej kontrollerad" },
  ...changes,
});

/** A file as an editor writes it: two-space indentation, one goal object after the other. */
const file = (goals: unknown[], specialty = "nuklearmedicin") =>
  JSON.stringify({ specialty, goals }, null, 2);

/** The line each goal of `file` starts on. */
const lineOf = (goals: unknown[], index: number) => goalLines(file(goals))[index];

describe("the lines of the goals in a file", () => {
  it("finds each goal object of the goals list, and nothing of other keys", () => {
    const source =
      '{\n  "meta": { "x": [{ "y": 1 }] },\n  "specialty": "nuklearmedicin",\n  "goals": [\n    { "id": "a" },\n\n    {\n      "id": "b" }\n  ]\n}';
    expect(goalLines(source)).toEqual([5, 7]);
  });

  it("is not fooled by brackets and quotes inside strings", () => {
    expect(goalLines('{"goals": [{"t": "[{\\"}"}, {"t": "x"}]}')).toEqual([1, 1]);
  });
});

describe("importing a goal catalogue", () => {
  it("accepts a valid file of both models with defaults for the optional fields", () => {
    const goals = [goal(), goal({ id: "c1", model: "2015", category: "c" })];
    const result = parseGoalImport(file(goals));
    expect(result).toMatchObject({ ok: true, specialty: "nuklearmedicin" });
    if (!result.ok) return;
    expect(result.goals).toHaveLength(2);
    expect(result.goals[0]).toMatchObject({
      specialty: "nuklearmedicin",
      id: "STc1",
      competenceRequirements: [],
      followUp: [],
      generalAdvice: [],
      titleIsEditorial: false,
      activitiesAreAlternatives: false,
      reviewNote: null,
    });
  });

  it("accepts the same id in both models' form only once per model", () => {
    const result = parseGoalImport(file([goal(), goal({ id: "STc2" })], "klinisk-fysiologi"));
    expect(result.ok).toBe(true);
  });

  const BAD: [string, unknown[], string | undefined, (goals: unknown[]) => [number, string][]][] = [
    [
      "a duplicate id",
      [goal(), goal({ title: "Igen" })],
      undefined,
      (g) => [[lineOf(g, 1)!, M.duplicateId("STc1", lineOf(g, 0)!)]],
    ],
    [
      "an unknown category",
      [goal({ category: "STd" })],
      undefined,
      (g) => [[lineOf(g, 0)!, M.unknownCategory("STc1", "STd", "2021")]],
    ],
    [
      "a category of the other model",
      [goal({ category: "c" })],
      undefined,
      (g) => [[lineOf(g, 0)!, M.unknownCategory("STc1", "c", "2021")]],
    ],
    [
      "a model that is not 2015 or 2021",
      [goal({ model: "2008" })],
      undefined,
      (g) => [[lineOf(g, 0)!, M.unknownModel("STc1", "2008")]],
    ],
    [
      "an id not of its model's form",
      [goal({ id: "c1" })],
      undefined,
      (g) => [[lineOf(g, 0)!, M.idNotOfModel("c1", "2021")]],
    ],
    [
      "a missing title and a blank activity",
      [goal({ title: " ", recommendedActivities: ["Kurs", " "] })],
      undefined,
      (g) => [
        [lineOf(g, 0)!, M.fieldInvalid("title")],
        [lineOf(g, 0)!, M.fieldInvalid("recommendedActivities.1")],
      ],
    ],
    [
      "an unknown verification status",
      [goal({ verification: { status: "verified", note: "" } })],
      undefined,
      (g) => [[lineOf(g, 0)!, M.fieldInvalid("verification.status")]],
    ],
    ["an unknown specialty", [goal()], "radiologi", () => [[2, M.unknownSpecialty("radiologi")]]],
    ["an empty goal list", [], undefined, () => [[3, M.noGoals]]],
  ];

  it.each(BAD)(
    "refuses %s, naming every error by its line",
    (_name, goals, specialty, expected) => {
      const result = parseGoalImport(file(goals, specialty));
      expect(result.ok).toBe(false);
      if (result.ok) return;
      expect(result.errors.map((e) => [e.line, e.message])).toEqual(expected(goals));
    },
  );

  it("names every error of a file at once, in the order of the lines", () => {
    const goals = [
      goal({ model: "2008" }),
      goal({ id: "STc2" }),
      goal({ id: "STc2", category: "X" }),
    ];
    const result = parseGoalImport(file(goals));
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.errors.map((e) => e.line)).toEqual([
      lineOf(goals, 0),
      lineOf(goals, 2),
      lineOf(goals, 2),
    ]);
  });

  it("names the line of a syntax error, and a file of another shape", () => {
    const broken = parseGoalImport('{\n  "specialty": "nuklearmedicin",\n  "goals": [,]\n}');
    expect(broken).toEqual({ ok: false, errors: [{ line: 3, message: M.notJson }] });
    expect(parseGoalImport("[]")).toEqual({
      ok: false,
      errors: [{ line: 1, message: M.fileShape }],
    });
  });
});

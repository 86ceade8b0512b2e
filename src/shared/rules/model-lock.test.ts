import { describe, expect, it } from "vitest";
import type { Role } from "../roles";
import {
  canChangeStModel,
  goalsHiddenByModelSwitch,
  isProgressRow,
  isStModelLocked,
} from "./model-lock";

// Which rows count as activity is read in SQL and tested on the databases (model-lock.test.ts in
// the server's records feature).
describe("ST model lock", () => {
  it("locks a chosen model once activity exists", () => {
    expect(isStModelLocked("2015", true)).toBe(true);
    expect(isStModelLocked("2015", false)).toBe(false);
    expect(isStModelLocked("UNSELECTED", true)).toBe(false);
  });

  const base = { actorId: "d1", doctorId: "d1" };
  it.each<[Role, string, "UNSELECTED" | "2015" | "2021", boolean, boolean]>([
    ["ADMIN", "a1", "2015", true, true],
    ["DIRECTOR", "x1", "2021", true, true],
    ["ST_DOCTOR", "d1", "UNSELECTED", false, true],
    ["ST_DOCTOR", "d1", "UNSELECTED", true, true],
    ["ST_DOCTOR", "d1", "2015", false, true],
    ["ST_DOCTOR", "d1", "2015", true, false],
    ["ST_DOCTOR", "d2", "UNSELECTED", false, false],
    ["SUPERVISOR", "s1", "UNSELECTED", false, false],
    ["SPECIALIST", "p1", "UNSELECTED", false, false],
  ])(
    "%s (%s) on model %s with activity %s may change: %s",
    (role, actorId, model, activity, may) => {
      expect(
        canChangeStModel({
          ...base,
          actorRole: role,
          actorId,
          currentModel: model,
          hasActivity: activity,
        }),
      ).toBe(may);
    },
  );
});

describe("what counts as progress (decision 072)", () => {
  it.each([
    ["not_started", false],
    ["planned", true],
    ["in_progress", true],
    ["completed", true],
    ["under_review", true],
  ])("a goal or examination with status %s is progress: %s", (status, progress) => {
    expect(isProgressRow({ status })).toBe(progress);
  });

  it("a goal set back to not started, or one that only holds a certificate, is not", () => {
    expect(isProgressRow({ status: "not_started" })).toBe(false);
    expect(
      isProgressRow({ status: "not_started", certificateFileIds: ["f1"] } as { status: string }),
    ).toBe(false);
  });
});

describe("goals hidden by a model switch", () => {
  const goals = [
    { goalId: "a1", status: "completed", certificateFileIds: [] },
    { goalId: "a2", status: "not_started", certificateFileIds: ["f1"] },
    { goalId: "a3", status: "not_started", certificateFileIds: [] },
    { goalId: "STa1", status: "in_progress", certificateFileIds: [] },
  ];

  it("lists the other model's goals with progress or a certificate", () => {
    expect(goalsHiddenByModelSwitch(goals, "2021").map((g) => g.goalId)).toEqual(["a1", "a2"]);
    expect(goalsHiddenByModelSwitch(goals, "2015").map((g) => g.goalId)).toEqual(["STa1"]);
  });

  it("hides nothing when no goal of the other model is recorded", () => {
    expect(goalsHiddenByModelSwitch([goals[2]!], "2021")).toEqual([]);
  });
});

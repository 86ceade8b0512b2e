import { describe, expect, it } from "vitest";
import type { Role } from "../roles";
import { canChangeStModel, hasActivityData, isStModelLocked } from "./model-lock";

const none = { goals: 0, procedures: 0, courses: 0, rotations: 0, sitIns: 0, meetings: 0 };

describe("ST model lock", () => {
  it.each(Object.keys(none))("one %s counts as activity data", (key) => {
    expect(hasActivityData({ ...none, [key]: 1 })).toBe(true);
  });

  it("absences and credits are not activity data", () => {
    expect(hasActivityData(none)).toBe(false);
  });

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

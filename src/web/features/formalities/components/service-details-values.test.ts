import { describe, expect, it } from "vitest";
import { ST_MODEL_LABELS } from "@/shared/curriculum/goal-models";
import type { TFormalities } from "@/shared/schemas/formalities";
import { FORMALITIES_UI_MESSAGES as M } from "@/web/lib/messages/formalities";
import {
  changedFields,
  goalsHiddenBySave,
  modelFixedHint,
  savedValues,
  shownValue,
} from "./service-details-values";

const formalities = {
  stModel: "2021",
  stStartDate: "2024-01-01",
  stDurationMonths: 60,
  headOfDepartment: "Verksamhetschef",
  directorOfStudies: "Studierektor",
  version: 3,
} as TFormalities;

describe("the service details form's values", () => {
  it("starts from the saved service details and their version", () => {
    expect(savedValues(formalities)).toEqual({
      stModel: "2021",
      stStartDate: "2024-01-01",
      stDurationMonths: 60,
      headOfDepartment: "Verksamhetschef",
      directorOfStudies: "Studierektor",
      version: 3,
    });
  });

  it("counts the fields where a restored draft differs as unsaved", () => {
    const saved = savedValues(formalities);
    expect(changedFields({ ...saved, stDurationMonths: "72", version: 2 }, saved)).toEqual({
      stDurationMonths: true,
      version: true,
    });
    expect(changedFields(saved, saved)).toEqual({});
  });

  it("shows the model by its name and the rest as typed", () => {
    const saved = savedValues(formalities);
    expect(shownValue(saved, "stModel")).toBe(ST_MODEL_LABELS["2021"]);
    expect(shownValue(saved, "stDurationMonths")).toBe("60");
  });

  it("says why the model is fixed: locked by recorded progress, or not the user's to change", () => {
    expect(modelFixedHint(true, true)).toBeUndefined();
    expect(modelFixedHint(false, true)).toBe(M.modelLockedHint);
    expect(modelFixedHint(false, false)).toBe(M.modelNoPermission);
  });

  it("asks first only when a switch to another goal model would hide recorded goals", () => {
    const goals = [
      { goalId: "STa1", status: "completed" },
      { goalId: "a1", status: "completed" },
    ];
    expect(goalsHiddenBySave("2021", "2015", goals)).toEqual([goals[0]]);
    expect(goalsHiddenBySave("2021", "2021", goals)).toEqual([]);
    expect(goalsHiddenBySave("2021", "UNSELECTED", goals)).toEqual([]);
  });
});

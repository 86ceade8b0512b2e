import { describe, expect, it } from "vitest";
import {
  ACTIVITY_STATUS_LABELS,
  ACTIVITY_STATUSES,
  COURSE_STATUSES,
  normalizeGoalEdit,
  plannedQuarterToSave,
  ST_PROJECT_STATUSES,
  statusDialogChoices,
} from "./activity-status";

describe("activity statuses", () => {
  it("has the five statuses with the spec's Swedish labels", () => {
    expect(ACTIVITY_STATUS_LABELS).toEqual({
      not_started: "Ej påbörjad",
      planned: "Planerad",
      in_progress: "Pågående",
      completed: "Avklarad",
      under_review: "Under granskning",
    });
  });

  it.each(ACTIVITY_STATUSES)("the dialog offers all five statuses from %s", (status) => {
    expect(statusDialogChoices(status)).toEqual(ACTIVITY_STATUSES);
  });

  it("allows courses planned, completed and under_review; the ST project all five", () => {
    expect([...COURSE_STATUSES]).toEqual(["planned", "completed", "under_review"]);
    expect(ST_PROJECT_STATUSES).toEqual(ACTIVITY_STATUSES);
  });

  it.each([
    ["planned", "2025-Q1", "2025-Q1"],
    ["not_started", "2025-Q1", null],
    ["in_progress", "2025-Q1", null],
    ["completed", "2025-Q1", null],
    ["under_review", "2025-Q1", null],
    ["planned", null, null],
  ] as const)("status %s with quarter %s saves quarter %s", (status, quarter, saved) => {
    expect(plannedQuarterToSave(status, quarter)).toBe(saved);
  });

  it("a planned goal needs a quarter; other statuses drop it", () => {
    expect(normalizeGoalEdit({ status: "planned" })).toEqual({
      ok: false,
      field: "plannedQuarter",
      message: "Välj ett kvartal för en planerad aktivitet.",
    });
    expect(normalizeGoalEdit({ status: "completed", plannedQuarter: "2025-Q2" })).toEqual({
      ok: true,
      value: { status: "completed", plannedQuarter: null },
    });
  });
});

import { describe, expect, it } from "vitest";
import { PROGRESS_MESSAGES } from "@/shared/messages/progress";
import { quarterText } from "@/shared/rules/quarters";
import { checkedProcedureEdit, quarterChoices } from "./procedure-edit-values";

const optionalA = { level: "A_VALBAR" } as const;
const levelB = { level: "B" } as const;

describe("the examination dialog's edit", () => {
  it("keeps the quarter only while planned, and asks for one then", () => {
    expect(
      checkedProcedureEdit(levelB, {
        status: "planned",
        plannedQuarter: "2026-Q3",
        achievedLevel: null,
      }),
    ).toEqual({
      ok: true,
      value: { status: "planned", plannedQuarter: "2026-Q3", achievedLevel: null },
    });
    expect(
      checkedProcedureEdit(levelB, {
        status: "in_progress",
        plannedQuarter: "2026-Q3",
        achievedLevel: "B",
      }),
    ).toEqual({
      ok: true,
      value: { status: "in_progress", plannedQuarter: null, achievedLevel: null },
    });
    expect(
      checkedProcedureEdit(levelB, {
        status: "planned",
        plannedQuarter: null,
        achievedLevel: null,
      }),
    ).toEqual({ ok: false, field: "plannedQuarter", message: PROGRESS_MESSAGES.quarterRequired });
  });

  it("sets the level on completion, and asks for it only for an optional A entry", () => {
    expect(
      checkedProcedureEdit(levelB, {
        status: "completed",
        plannedQuarter: null,
        achievedLevel: null,
      }),
    ).toMatchObject({ ok: true, value: { achievedLevel: "B" } });
    expect(
      checkedProcedureEdit(optionalA, {
        status: "completed",
        plannedQuarter: null,
        achievedLevel: null,
      }),
    ).toEqual({ ok: false, field: "achievedLevel", message: PROGRESS_MESSAGES.levelRequired });
    expect(
      checkedProcedureEdit(optionalA, {
        status: "completed",
        plannedQuarter: null,
        achievedLevel: "B",
      }),
    ).toMatchObject({ ok: true, value: { achievedLevel: "B" } });
  });

  it("offers the ST period's quarters and keeps a saved one outside it", () => {
    expect(quarterChoices(["2026-Q1", "2026-Q2"], "2030-Q1").map((q) => q.value)).toEqual([
      "2026-Q1",
      "2026-Q2",
      "2030-Q1",
    ]);
    expect(quarterChoices(["2026-Q1"], "2026-Q1")).toEqual([
      { value: "2026-Q1", label: quarterText("2026-Q1") },
    ]);
  });
});

import { describe, expect, it } from "vitest";
import type { ProcedureDefinition, ProcedureLevel } from "../curriculum/procedures";
import {
  applyProcedureEdit,
  automaticAchievedLevel,
  isLevelChoiceNeeded,
  levelsOffered,
  normalizeProcedureEdit,
  wizardProcedureAction,
} from "./procedure-edit";

const catalogue: ProcedureDefinition[] = [
  { id: "c4-reno", name: "Renografi", column: "c4", level: "B", syncId: "reno" },
  { id: "c11-reno", name: "Renografi", column: "c11", level: "A_VALBAR", syncId: "reno" },
  { id: "c4-mps", name: "MPS", column: "c4", level: "A_OBLIGATORY", syncId: "mps" },
  { id: "c8-mps", name: "MPS", column: "c8", level: "A_OBLIGATORY", syncId: "mps" },
  { id: "c5-vkg", name: "VKG", column: "c5", level: "C" },
];

describe("levels", () => {
  it.each([
    ["A_OBLIGATORY", ["A"], "A"],
    ["A_VALBAR", ["A", "B"], null],
    ["B", ["B"], "B"],
    ["C", ["C"], "C"],
  ] as const)("%s offers %j and completes at %s", (level, offered, automatic) => {
    expect(levelsOffered(level)).toEqual(offered);
    expect(automaticAchievedLevel(level)).toBe(automatic);
  });

  it("asks for the level only when an optional A entry is completed", () => {
    expect(isLevelChoiceNeeded("A_VALBAR", "completed")).toBe(true);
    expect(isLevelChoiceNeeded("A_VALBAR", "in_progress")).toBe(false);
    expect(isLevelChoiceNeeded("A_OBLIGATORY", "completed")).toBe(false);
  });
});

describe("normalizing an examination edit", () => {
  it.each<[ProcedureLevel, "A" | "B" | "C"]>([
    ["A_OBLIGATORY", "A"],
    ["B", "B"],
    ["C", "C"],
  ])("a completed %s examination gets level %s", (level, expected) => {
    const r = normalizeProcedureEdit({ level }, { status: "completed" });
    expect(r).toEqual({
      ok: true,
      value: { status: "completed", plannedQuarter: null, achievedLevel: expected },
    });
  });

  it("overrides a contrary level with the automatic one", () => {
    const r = normalizeProcedureEdit({ level: "B" }, { status: "completed", achievedLevel: "A" });
    expect(r.ok && r.value.achievedLevel).toBe("B");
  });

  it("requires A or B when completing an optional A examination", () => {
    expect(normalizeProcedureEdit({ level: "A_VALBAR" }, { status: "completed" })).toMatchObject({
      ok: false,
      field: "achievedLevel",
      message: "Välj uppnådd nivå (A eller B).",
    });
    expect(
      normalizeProcedureEdit({ level: "A_VALBAR" }, { status: "completed", achievedLevel: "C" }),
    ).toMatchObject({ ok: false, field: "achievedLevel" });
    expect(
      normalizeProcedureEdit({ level: "A_VALBAR" }, { status: "completed", achievedLevel: "A" }),
    ).toEqual({
      ok: true,
      value: { status: "completed", plannedQuarter: null, achievedLevel: "A" },
    });
  });

  it("clears the level unless completed and the quarter unless planned", () => {
    expect(
      normalizeProcedureEdit(
        { level: "A_VALBAR" },
        { status: "planned", plannedQuarter: "2025-Q3", achievedLevel: "A" },
      ),
    ).toEqual({
      ok: true,
      value: { status: "planned", plannedQuarter: "2025-Q3", achievedLevel: null },
    });
    expect(
      normalizeProcedureEdit(
        { level: "A_OBLIGATORY" },
        { status: "in_progress", plannedQuarter: "2025-Q3", achievedLevel: "A" },
      ),
    ).toEqual({
      ok: true,
      value: { status: "in_progress", plannedQuarter: null, achievedLevel: null },
    });
  });

  it("requires a quarter when planned", () => {
    expect(normalizeProcedureEdit({ level: "B" }, { status: "planned" })).toMatchObject({
      ok: false,
      field: "plannedQuarter",
    });
  });
});

describe("applying an edit to the sync group", () => {
  it("applies the status to every entry sharing the syncId, each with its own level", () => {
    const r = applyProcedureEdit(catalogue, [], "c4-reno", { status: "completed" });
    expect(r).toEqual({
      ok: true,
      value: [
        { procedureId: "c4-reno", status: "completed", plannedQuarter: null, achievedLevel: "B" },
        { procedureId: "c11-reno", status: "completed", plannedQuarter: null, achievedLevel: "B" },
      ],
    });
  });

  it("keeps an optional sibling's valid level and gives a fixed-class sibling its automatic one", () => {
    const current = [
      {
        procedureId: "c11-reno",
        status: "completed" as const,
        plannedQuarter: null,
        achievedLevel: "A" as const,
      },
    ];
    const fromB = applyProcedureEdit(catalogue, current, "c4-reno", { status: "completed" });
    expect(fromB.ok && fromB.value[1]?.achievedLevel).toBe("A");
    const fromOptional = applyProcedureEdit(catalogue, [], "c11-reno", {
      status: "completed",
      achievedLevel: "A",
    });
    expect(fromOptional.ok && fromOptional.value.map((v) => v.achievedLevel)).toEqual(["A", "B"]);
  });

  it("lets an explicit optional-level choice apply to an optional sibling", () => {
    const twoOptional: ProcedureDefinition[] = [
      { id: "x1", name: "X", column: "c6", level: "A_VALBAR", syncId: "x" },
      { id: "x2", name: "X", column: "c7", level: "A_VALBAR", syncId: "x" },
    ];
    const current = [
      {
        procedureId: "x2",
        status: "completed" as const,
        plannedQuarter: null,
        achievedLevel: "A" as const,
      },
    ];
    const r = applyProcedureEdit(twoOptional, current, "x1", {
      status: "completed",
      achievedLevel: "B",
    });
    expect(r.ok && r.value.map((v) => v.achievedLevel)).toEqual(["B", "B"]);
  });

  it("carries the planned quarter to the siblings and clears levels", () => {
    const r = applyProcedureEdit(catalogue, [], "c8-mps", {
      status: "planned",
      plannedQuarter: "2026-Q1",
    });
    expect(r.ok && r.value).toEqual([
      { procedureId: "c8-mps", status: "planned", plannedQuarter: "2026-Q1", achievedLevel: null },
      { procedureId: "c4-mps", status: "planned", plannedQuarter: "2026-Q1", achievedLevel: null },
    ]);
  });

  it("changes only the entry itself when it has no syncId", () => {
    const r = applyProcedureEdit(catalogue, [], "c5-vkg", { status: "in_progress" });
    expect(r.ok && r.value.map((v) => v.procedureId)).toEqual(["c5-vkg"]);
  });

  it("rejects an unknown id and an invalid edit without changing anything", () => {
    expect(applyProcedureEdit(catalogue, [], "nope", { status: "completed" })).toMatchObject({
      ok: false,
      field: "procedureId",
      message: "Undersökningen finns inte i katalogen.",
    });
    expect(applyProcedureEdit(catalogue, [], "c11-reno", { status: "completed" })).toMatchObject({
      ok: false,
      field: "achievedLevel",
    });
  });
});

describe("the add wizard", () => {
  it.each([
    [undefined, "plan"],
    ["not_started", "plan"],
    ["planned", "edit"],
    ["in_progress", "edit"],
    ["completed", "edit"],
    ["under_review", "edit"],
  ] as const)("an examination with status %s is opened to %s", (status, action) => {
    expect(wizardProcedureAction(status)).toBe(action);
  });
});

import { describe, expect, it } from "vitest";
import { resultsByDifficulty, resultsByMonth } from "./signing-rights-charts";

const row = (
  evaluationDate: string,
  evaluationResult: "no_changes" | "minor_changes" | "major_changes",
  caseDifficulty: "easy" | "medium" | "hard" | null = "medium",
) => ({
  evaluationDate,
  evaluationResult,
  caseDifficulty,
  stDoctorConfidence: "would_sign" as const,
});

describe("resultsByMonth", () => {
  it("is empty without assessments", () => {
    expect(resultsByMonth([])).toEqual([]);
  });

  it("counts each month and fills quiet months, across a year's end", () => {
    expect(
      resultsByMonth([
        row("2025-12-03", "no_changes"),
        row("2026-02-10", "major_changes"),
        row("2025-12-20", "minor_changes"),
        row("2026-02-01", "no_changes"),
      ]),
    ).toEqual([
      { month: "2025-12", noChanges: 1, minorChanges: 1, majorChanges: 0, total: 2 },
      { month: "2026-01", noChanges: 0, minorChanges: 0, majorChanges: 0, total: 0 },
      { month: "2026-02", noChanges: 1, minorChanges: 0, majorChanges: 1, total: 2 },
    ]);
  });
});

describe("resultsByDifficulty", () => {
  it("lists easy, medium and hard, and 'unset' only when used", () => {
    const rows = [
      row("2025-01-01", "no_changes", "hard"),
      row("2025-01-02", "major_changes", "hard"),
    ];
    expect(resultsByDifficulty(rows).map((r) => [r.difficulty, r.total])).toEqual([
      ["easy", 0],
      ["medium", 0],
      ["hard", 2],
    ]);
    expect(resultsByDifficulty([...rows, row("2025-01-03", "minor_changes", null)]).at(-1)).toEqual(
      { difficulty: "unset", noChanges: 0, minorChanges: 1, majorChanges: 0, total: 1 },
    );
  });
});

import { describe, expect, it } from "vitest";
import { difficultyCounts, monthShares } from "./chart-data";

describe("chart data", () => {
  it("turns each month's results into shares of that month, a quiet month all zero", () => {
    const rows = monthShares([
      { month: "2026-01", noChanges: 1, minorChanges: 1, majorChanges: 1, total: 3 },
      { month: "2026-02", noChanges: 0, minorChanges: 0, majorChanges: 0, total: 0 },
      { month: "2026-03", noChanges: 3, minorChanges: 1, majorChanges: 0, total: 4 },
    ]);
    expect(rows).toEqual([
      { label: "januari 2026", noChanges: 33.3, minorChanges: 33.3, majorChanges: 33.3, total: 3 },
      { label: "februari 2026", noChanges: 0, minorChanges: 0, majorChanges: 0, total: 0 },
      { label: "mars 2026", noChanges: 75, minorChanges: 25, majorChanges: 0, total: 4 },
    ]);
  });

  it("names the difficulties in Swedish", () => {
    const rows = difficultyCounts([
      { difficulty: "easy", noChanges: 2, minorChanges: 0, majorChanges: 0, total: 2 },
      { difficulty: "unset", noChanges: 0, minorChanges: 0, majorChanges: 1, total: 1 },
    ]);
    expect(rows.map((r) => r.label)).toEqual(["Lätt", "Ej angiven"]);
    expect(rows[1]).toMatchObject({ majorChanges: 1, total: 1 });
  });
});

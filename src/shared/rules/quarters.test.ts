import { describe, expect, it } from "vitest";
import {
  addQuarters,
  dateMovedToQuarter,
  isCurrentQuarter,
  isQuarterLabel,
  isYearExpandedByDefault,
  quarterEndDate,
  quarterFromDate,
  quarterMarkers,
  quarterOfMonth,
  quarterStartDate,
  quartersBetween,
  quartersOfYear,
  quarterText,
  rotationQuarter,
  stPeriodQuarters,
  yearsOfPeriod,
} from "./quarters";

describe("quarters", () => {
  it.each([
    [1, 1],
    [3, 1],
    [4, 2],
    [6, 2],
    [7, 3],
    [9, 3],
    [10, 4],
    [12, 4],
  ])("month %i is in Q%i", (month, quarter) => {
    expect(quarterOfMonth(month)).toBe(quarter);
  });

  it.each([
    ["2024-01-01", "2024-Q1"],
    ["2024-03-31", "2024-Q1"],
    ["2024-04-01", "2024-Q2"],
    ["2024-12-31", "2024-Q4"],
    ["2025-08", "2025-Q3"],
  ])("%s is in %s", (date, label) => {
    expect(quarterFromDate(date)).toBe(label);
  });

  it("labels are YYYY-Qn", () => {
    expect(isQuarterLabel("2024-Q4")).toBe(true);
    expect(isQuarterLabel("2024-Q5")).toBe(false);
    expect(isQuarterLabel("2024Q1")).toBe(false);
  });

  it("every page shows a quarter in the spec's form YYYY-Qn", () => {
    expect(quarterText("2024-Q2")).toBe("2024-Q2");
    expect(quarterText("0999-Q4")).toBe("0999-Q4");
    expect(() => quarterText("Q2 2024")).toThrow(RangeError);
  });

  it("a rotation belongs to the quarter of its start month", () => {
    expect(rotationQuarter({ startDate: "2024-03" })).toBe("2024-Q1");
    expect(rotationQuarter({ startDate: "2024-04-30" })).toBe("2024-Q2");
  });

  it("lists the quarters of an ST period, both ends included", () => {
    expect(stPeriodQuarters("2024-02-15", "2025-01-10")).toEqual([
      "2024-Q1",
      "2024-Q2",
      "2024-Q3",
      "2024-Q4",
      "2025-Q1",
    ]);
    expect(stPeriodQuarters("2029-01-15", "2024-01-15")).toEqual([]);
    expect(stPeriodQuarters("2024-01-01", "2029-01-01")).toHaveLength(21);
  });

  it("steps and bounds quarters", () => {
    expect(addQuarters("2024-Q4", 1)).toBe("2025-Q1");
    expect(addQuarters("2024-Q1", -1)).toBe("2023-Q4");
    expect(quartersBetween("2024-Q3", "2024-Q3")).toEqual(["2024-Q3"]);
    expect(quarterStartDate("2024-Q2")).toBe("2024-04-01");
    expect(quarterEndDate("2024-Q1")).toBe("2024-03-31");
    expect(quarterEndDate("2024-Q4")).toBe("2024-12-31");
    expect(quartersOfYear(2025)).toEqual(["2025-Q1", "2025-Q2", "2025-Q3", "2025-Q4"]);
  });

  it("marks the year view: years, expanded years, current quarter, ST-Start and ST-Slut", () => {
    expect(yearsOfPeriod("2024-09-01", "2029-09-01")).toEqual([2024, 2025, 2026, 2027, 2028, 2029]);
    expect(isYearExpandedByDefault(2025, "2025-06-01")).toBe(true);
    expect(isYearExpandedByDefault(2026, "2025-06-01")).toBe(true);
    expect(isYearExpandedByDefault(2024, "2025-06-01")).toBe(false);
    expect(isYearExpandedByDefault(2027, "2025-06-01")).toBe(false);
    expect(isCurrentQuarter("2025-Q2", "2025-06-30")).toBe(true);
    expect(quarterMarkers("2024-Q3", "2024-09-01", "2029-09-01")).toEqual(["ST-Start"]);
    expect(quarterMarkers("2029-Q3", "2024-09-01", "2029-09-01")).toEqual(["ST-Slut"]);
    expect(quarterMarkers("2026-Q1", "2024-09-01", "2029-09-01")).toEqual([]);
    expect(quarterMarkers("2024-Q1", "2024-01-01", "2024-02-01")).toEqual(["ST-Start", "ST-Slut"]);
  });
});

describe("dateMovedToQuarter", () => {
  it.each([
    ["keeps a day already in the quarter", "2026-11-10", "2026-Q4", "2026-11-10"],
    ["takes the first day of a later quarter", "2026-11-10", "2027-Q3", "2027-07-01"],
    ["takes the first day of an earlier quarter", "2026-11-10", "2025-Q1", "2025-01-01"],
  ])("%s", (_name, date, quarter, expected) => {
    expect(dateMovedToQuarter(date, quarter)).toBe(expected);
  });
});

import { describe, expect, it } from "vitest";
import {
  addDays,
  addMonthsClamped,
  daysBetween,
  daysInMonth,
  isIsoDate,
  isoDateInTimeZone,
  isYearMonth,
  parseDate,
} from "./dates";

describe("dates", () => {
  it.each([
    ["2024-01-31", 1, "2024-02-29"],
    ["2023-01-31", 1, "2023-02-28"],
    ["2024-03-31", 1, "2024-04-30"],
    ["2024-02-29", 12, "2025-02-28"],
    ["2024-01-15", 60, "2029-01-15"],
    ["2024-03-31", -1, "2024-02-29"],
    ["2024-01-10", -13, "2022-12-10"],
  ])("adds months with the day clamped: %s + %i = %s", (date, months, expected) => {
    expect(addMonthsClamped(date, months)).toBe(expected);
  });

  it("counts and adds days across a DST change and leap years", () => {
    expect(daysBetween("2024-03-30", "2024-04-01")).toBe(2);
    expect(daysBetween("2024-01-01", "2025-01-01")).toBe(366);
    expect(daysBetween("2024-05-10", "2024-05-01")).toBe(-9);
    expect(addDays("2024-02-28", 1)).toBe("2024-02-29");
    expect(addDays("2024-03-01", -1)).toBe("2024-02-29");
    expect(daysInMonth(2100, 2)).toBe(28);
  });

  it("validates dates and year-months", () => {
    expect(isIsoDate("2024-02-29")).toBe(true);
    expect(isIsoDate("2023-02-29")).toBe(false);
    expect(isIsoDate("2024-13-01")).toBe(false);
    expect(isIsoDate("2024-1-01")).toBe(false);
    expect(isYearMonth("2024-12")).toBe(true);
    expect(isYearMonth("2024-00")).toBe(false);
    expect(parseDate("2024-02", true)).toEqual({ year: 2024, month: 2, day: 29 });
    expect(() => parseDate("igår")).toThrow(RangeError);
  });

  it("gives today in Sweden's time zone", () => {
    // 23:30 UTC on 31 Dec is already 1 Jan in Stockholm.
    expect(isoDateInTimeZone(new Date("2024-12-31T23:30:00Z"))).toBe("2025-01-01");
    expect(isoDateInTimeZone(new Date("2024-06-15T12:00:00Z"), "UTC")).toBe("2024-06-15");
  });
});

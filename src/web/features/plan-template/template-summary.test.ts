import { describe, expect, it } from "vitest";
import { countsText, monthsOf } from "./template-summary";

describe("countsText", () => {
  it("names what an application added, leaving out what it did not", () => {
    expect(countsText({ rotations: 6, courses: 1, goals: 2, examinations: 0 })).toBe(
      "6 placeringar, 1 kurs, 2 delmål",
    );
    expect(countsText({ rotations: 1, courses: 0, goals: 0, examinations: 3 })).toBe(
      "1 placering, 3 undersökningar",
    );
    expect(countsText({ rotations: 0, courses: 0, goals: 0, examinations: 0 })).toBe("inget");
  });
});

describe("monthsOf", () => {
  it.each([
    ["2027-01", "2027-01", 1],
    ["2027-01", "2027-03", 3],
    ["2026-11", "2027-02", 4],
  ])("%s to %s is %i months", (start, end, months) => {
    expect(monthsOf(start, end)).toBe(months);
  });
});

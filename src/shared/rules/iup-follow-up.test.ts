import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { iupFollowUpStatus } from "./iup-follow-up";

describe("the IUP's follow-up status", () => {
  it.each([
    ["no dates", [], { next: null, passed: null }],
    ["all ahead", ["2026-06-01", "2026-03-01"], { next: "2026-03-01", passed: null }],
    ["today is not passed", ["2026-02-01"], { next: "2026-02-01", passed: null }],
    [
      "one passed, one ahead",
      ["2026-01-31", "2026-06-01"],
      { next: "2026-06-01", passed: "2026-01-31" },
    ],
    ["the longest overdue", ["2026-01-10", "2025-12-01"], { next: null, passed: "2025-12-01" }],
  ])("%s", (_name, dates, expected) => {
    expect(iupFollowUpStatus(dates, "2026-02-01")).toEqual(expected);
  });

  it("names a date it was given, passed before today and next on or after it", () => {
    const date = fc
      .date({ min: new Date("2024-01-01"), max: new Date("2028-12-31"), noInvalidDate: true })
      .map((d) => d.toISOString().slice(0, 10));
    fc.assert(
      fc.property(fc.array(date, { maxLength: 8 }), date, (dates, today) => {
        const { next, passed } = iupFollowUpStatus(dates, today);
        if (next !== null) expect(dates.includes(next) && next >= today).toBe(true);
        if (passed !== null) expect(dates.includes(passed) && passed < today).toBe(true);
        expect(next === null).toBe(dates.every((d) => d < today));
        expect(passed === null).toBe(dates.every((d) => d >= today));
      }),
    );
  });
});

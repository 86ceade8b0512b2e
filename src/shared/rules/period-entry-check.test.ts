import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { addDays, fromDayNumber, toDayNumber } from "./dates";
import { checkPeriodEntry, isAbsenceOutsideStPeriod } from "./period-entry-check";
import { calculateStEndDate } from "./st-period";

const context = {
  startDate: "2024-01-15",
  durationMonths: 60,
  absences: [{ id: "a1", startDate: "2025-04-01", endDate: "2025-04-10" }],
  credits: [{ id: "c1", startDate: "2020-01-01", endDate: "2020-01-31" }],
};

describe("checking an absence before it is saved (decision 070)", () => {
  it("reports days shared with another absence and the end date they give", () => {
    expect(
      checkPeriodEntry("absence", context, { startDate: "2025-04-05", endDate: "2025-04-14" }),
    ).toEqual({ problem: undefined, daysBeforeStart: 0, overlapDays: 6, endDate: "2028-12-29" });
  });

  it("leaves the entry being edited out of the others", () => {
    const moved = { startDate: "2025-04-05", endDate: "2025-04-14" };
    expect(checkPeriodEntry("absence", context, moved, "a1")).toMatchObject({
      overlapDays: 0,
      endDate: "2028-12-25",
    });
  });

  it("refuses an absence wholly before the start and one that begins after the end", () => {
    expect(
      checkPeriodEntry("absence", context, { startDate: "2023-05-01", endDate: "2024-01-14" })
        .problem,
    ).toBe("absenceBeforeStart");
    expect(
      checkPeriodEntry("absence", context, { startDate: "2029-01-01", endDate: "2029-01-31" })
        .problem,
    ).toBe("absenceAfterEnd");
  });

  it("accepts an absence across the start and says how many days do not count", () => {
    expect(
      checkPeriodEntry("absence", context, { startDate: "2024-01-10", endDate: "2024-01-19" }),
    ).toMatchObject({ problem: undefined, daysBeforeStart: 5 });
  });

  it("marks a saved absence outside the period", () => {
    expect(
      isAbsenceOutsideStPeriod(
        { startDate: "2023-01-01", endDate: "2023-01-02" },
        "2024-01-15",
        "2029-01-15",
      ),
    ).toBe(true);
    expect(
      isAbsenceOutsideStPeriod(
        { startDate: "2029-01-16", endDate: "2029-01-20" },
        "2024-01-15",
        "2029-01-15",
      ),
    ).toBe(true);
    expect(
      isAbsenceOutsideStPeriod(
        { startDate: "2029-01-15", endDate: "2029-01-20" },
        "2024-01-15",
        "2029-01-15",
      ),
    ).toBe(false);
  });
});

describe("checking a credit before it is saved", () => {
  it("refuses credits as long as the whole ST time", () => {
    expect(
      checkPeriodEntry("credit", context, { startDate: "2015-01-01", endDate: "2019-12-31" })
        .problem,
    ).toBe("creditsTooLong");
  });

  it("counts overlapping credits once", () => {
    expect(
      checkPeriodEntry("credit", context, { startDate: "2020-01-15", endDate: "2020-02-14" }),
    ).toMatchObject({ problem: undefined, overlapDays: 17, endDate: "2028-12-11" });
  });

  it("property: an accepted entry gives the end date the record will show, after the start", () => {
    const dateArb = fc
      .integer({ min: toDayNumber("2015-01-01"), max: toDayNumber("2035-12-31") })
      .map(fromDayNumber);
    fc.assert(
      fc.property(
        fc.constantFrom("absence" as const, "credit" as const),
        dateArb,
        fc.integer({ min: 0, max: 3000 }),
        (type, startDate, len) => {
          const entry = { startDate, endDate: addDays(startDate, len) };
          const check = checkPeriodEntry(type, context, entry);
          if (check.problem) return;
          const list = type === "absence" ? "absences" : "credits";
          const saved = { ...context, [list]: [...context[list], { id: "new", ...entry }] };
          expect(check.endDate).toBe(calculateStEndDate(saved));
          expect(toDayNumber(check.endDate)).toBeGreaterThan(toDayNumber(context.startDate));
        },
      ),
    );
  });
});

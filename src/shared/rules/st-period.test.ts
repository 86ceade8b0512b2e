import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { ZStPeriodFiguresSchema } from "../schemas/formalities";
import { addDays, fromDayNumber, toDayNumber } from "./dates";
import {
  calculateRemainingTime,
  calculateStEnd,
  calculateStEndDate,
  calculateStPeriodFigures,
  calculateStProgress,
  DEFAULT_ST_DURATION_MONTHS,
  describeMonthsPeriod,
  describeRemainingTime,
  formatDurationYears,
  formatRemainingTime,
  mergePeriods,
  PERIOD_PRESET_MONTHS,
  parseCustomMonths,
  periodDays,
  periodFromMonthsBack,
  resolvePeriodEntry,
  totalPeriodDays,
} from "./st-period";

const DAY_2000 = toDayNumber("2000-01-01");
const DAY_2060 = toDayNumber("2060-12-31");
const dateArb = fc.integer({ min: DAY_2000, max: DAY_2060 }).map(fromDayNumber);
const daysBetweenInclusive = (from: string, to: string) => toDayNumber(to) - toDayNumber(from) + 1;
const periodArb = fc
  .tuple(dateArb, fc.integer({ min: 0, max: 400 }))
  .map(([startDate, len]) => ({ startDate, endDate: addDays(startDate, len) }));

describe("period days (inclusive, decision 011)", () => {
  it.each([
    ["2024-03-01", "2024-03-01", 1],
    ["2024-03-01", "2024-03-05", 5],
    ["2024-02-01", "2024-02-29", 29],
    ["2024-01-01", "2024-12-31", 366],
    ["2024-03-05", "2024-03-01", 0],
  ])("%s to %s is %i days", (startDate, endDate, days) => {
    expect(periodDays({ startDate, endDate })).toBe(days);
  });
});

describe("ST end date", () => {
  it("is start + duration with the day clamped to the month's end", () => {
    expect(calculateStEndDate({ startDate: "2024-01-15", durationMonths: 60 })).toBe("2029-01-15");
    expect(calculateStEndDate({ startDate: "2024-01-31", durationMonths: 1 })).toBe("2024-02-29");
    expect(calculateStEndDate({ startDate: "2023-08-31", durationMonths: 66 })).toBe("2029-02-28");
  });

  it("adds one day per absence day and subtracts one per credit day", () => {
    const absences = [
      { startDate: "2025-03-01", endDate: "2025-03-10" }, // 10 days
      { startDate: "2026-01-01", endDate: "2026-01-01" }, // 1 day
    ];
    const credits = [{ startDate: "2020-01-01", endDate: "2020-01-31" }]; // 31 days
    expect(calculateStEndDate({ startDate: "2024-01-15", durationMonths: 60, absences })).toBe(
      "2029-01-26",
    );
    expect(calculateStEndDate({ startDate: "2024-01-15", durationMonths: 60, credits })).toBe(
      "2028-12-15",
    );
    expect(
      calculateStEndDate({ startDate: "2024-01-15", durationMonths: 60, absences, credits }),
    ).toBe("2028-12-26");
  });

  it("subtracts credits as days, never as rounded months (decision 010)", () => {
    // 45 days of credit: the rejected page variant would subtract round((45 + 1) / 30.4375) = 2
    // months and end on 2028-11-15.
    const credits = [{ startDate: "2020-01-01", endDate: "2020-02-14" }];
    expect(calculateStEndDate({ startDate: "2024-01-15", durationMonths: 60, credits })).toBe(
      "2028-12-01",
    );
  });

  it("defaults to 60 months", () => {
    expect(DEFAULT_ST_DURATION_MONTHS).toBe(60);
  });

  it("property: more absence never moves the end earlier, more credit never later", () => {
    fc.assert(
      fc.property(
        dateArb,
        fc.integer({ min: 1, max: 120 }),
        fc.array(periodArb, { maxLength: 4 }),
        fc.array(periodArb, { maxLength: 4 }),
        periodArb,
        (startDate, durationMonths, absences, credits, extra) => {
          const base = calculateStEndDate({ startDate, durationMonths, absences, credits });
          const moreAbsence = calculateStEndDate({
            startDate,
            durationMonths,
            absences: [...absences, extra],
            credits,
          });
          const moreCredit = calculateStEndDate({
            startDate,
            durationMonths,
            absences,
            credits: [...credits, extra],
          });
          expect(toDayNumber(moreAbsence)).toBeGreaterThanOrEqual(toDayNumber(base));
          expect(toDayNumber(moreCredit)).toBeLessThanOrEqual(toDayNumber(base));
        },
      ),
    );
  });
});

describe("absences and credits counted once and within the ST period (decision 070)", () => {
  const st = { startDate: "2024-01-15", durationMonths: 60 };

  it("counts overlapping absences once: 1-10 and 5-14 April are 14 days, not 20", () => {
    const absences = [
      { startDate: "2025-04-01", endDate: "2025-04-10" },
      { startDate: "2025-04-05", endDate: "2025-04-14" },
    ];
    expect(totalPeriodDays(absences)).toBe(14);
    expect(calculateStEnd({ ...st, absences })).toMatchObject({
      endDate: "2029-01-29",
      absenceDays: 14,
    });
  });

  it("merges touching periods and leaves empty ones out", () => {
    expect(
      mergePeriods([
        { startDate: "2025-04-11", endDate: "2025-04-12" },
        { startDate: "2025-04-01", endDate: "2025-04-10" },
        { startDate: "2025-05-02", endDate: "2025-05-01" },
      ]),
    ).toEqual([{ startDate: "2025-04-01", endDate: "2025-04-12" }]);
  });

  it("does not count an absence before the ST start, and only the part after it", () => {
    const before = [{ startDate: "2023-03-01", endDate: "2023-03-31" }];
    expect(calculateStEndDate({ ...st, absences: before })).toBe("2029-01-15");
    const across = [{ startDate: "2024-01-10", endDate: "2024-01-19" }]; // 5 days on or after 15 Jan
    expect(calculateStEnd({ ...st, absences: across })).toMatchObject({
      endDate: "2029-01-20",
      absenceDays: 5,
    });
  });

  it("does not count an absence that begins after the end, but counts one that the end reaches", () => {
    const after = [{ startDate: "2029-02-01", endDate: "2029-02-10" }];
    expect(calculateStEndDate({ ...st, absences: after })).toBe("2029-01-15");
    // 20 days in December move the end to 4 Feb, so the February absence now falls within ST.
    const chained = [{ startDate: "2028-12-01", endDate: "2028-12-20" }, ...after];
    expect(calculateStEnd({ ...st, absences: chained })).toMatchObject({
      endDate: "2029-02-14",
      absenceDays: 30,
    });
    // The end date is ST's last day: an absence beginning on it counts.
    const onEnd = [{ startDate: "2029-01-15", endDate: "2029-01-16" }];
    expect(calculateStEndDate({ ...st, absences: onEnd })).toBe("2029-01-17");
  });

  it("never lets credits bring the end to or before the start", () => {
    const credits = [{ startDate: "2015-01-01", endDate: "2022-12-31" }]; // 8 years
    expect(calculateStEnd({ ...st, credits })).toEqual({
      endDate: "2024-01-16",
      absenceDays: 0,
      creditDays: daysBetweenInclusive("2024-01-15", "2029-01-15") - 2,
      creditsCapped: true,
    });
  });

  it("counts overlapping credits once", () => {
    const credits = [
      { startDate: "2020-01-01", endDate: "2020-01-31" },
      { startDate: "2020-01-15", endDate: "2020-02-14" },
    ];
    expect(calculateStEndDate({ ...st, credits })).toBe("2028-12-01"); // 45 days
  });

  it("property: the union never exceeds the span nor the sum of the periods", () => {
    fc.assert(
      fc.property(fc.array(periodArb, { minLength: 1, maxLength: 6 }), (periods) => {
        const first = Math.min(...periods.map((p) => toDayNumber(p.startDate)));
        const last = Math.max(...periods.map((p) => toDayNumber(p.endDate)));
        const union = totalPeriodDays(periods);
        expect(union).toBeLessThanOrEqual(last - first + 1);
        expect(union).toBeLessThanOrEqual(periods.reduce((n, p) => n + periodDays(p), 0));
        expect(union).toBeGreaterThanOrEqual(Math.max(...periods.map(periodDays)));
      }),
    );
  });

  it("property: the end date is after the start whatever the credits", () => {
    fc.assert(
      fc.property(
        dateArb,
        fc.integer({ min: 1, max: 240 }),
        fc.array(periodArb, { maxLength: 4 }),
        fc.array(
          fc
            .tuple(dateArb, fc.integer({ min: 0, max: 8000 }))
            .map(([startDate, len]) => ({ startDate, endDate: addDays(startDate, len) })),
          { maxLength: 4 },
        ),
        (startDate, durationMonths, absences, credits) => {
          const end = calculateStEndDate({ startDate, durationMonths, absences, credits });
          expect(toDayNumber(end)).toBeGreaterThan(toDayNumber(startDate));
        },
      ),
    );
  });

  it("property: absence days counted never exceed the days entered within the period", () => {
    fc.assert(
      fc.property(dateArb, fc.array(periodArb, { maxLength: 5 }), (startDate, absences) => {
        const r = calculateStEnd({ startDate, durationMonths: 60, absences });
        expect(r.absenceDays).toBeLessThanOrEqual(totalPeriodDays(absences));
        expect(daysBetweenInclusive(startDate, r.endDate) - 1).toBe(
          daysBetweenInclusive(startDate, calculateStEndDate({ startDate, durationMonths: 60 })) -
            1 +
            r.absenceDays,
        );
      }),
    );
  });
});

describe("'Annat antal' months as typed (decision 071)", () => {
  it.each([
    ["4", 4],
    [" 12 ", 12],
    ["1", 1],
    ["60", 60],
  ])("%j is %i months", (text, months) => {
    expect(parseCustomMonths(text)).toBe(months);
  });

  it.each(["4,5", "4.5", "45,", ",5", "0", "61", "-3", "", "fyra", "1e1", "4 5"])(
    "%j is refused, never rewritten",
    (text) => {
      expect(parseCustomMonths(text)).toBeUndefined();
    },
  );
});

describe("ST progress", () => {
  const period = { startDate: "2024-01-01", endDate: "2024-12-31" };
  it.each([
    ["2023-06-01", 0],
    ["2024-01-01", 0],
    ["2024-07-01", (182 / 365) * 100],
    ["2024-12-31", 100],
    ["2030-01-01", 100],
  ])("on %s is %d %", (today, expected) => {
    expect(calculateStProgress(period, today)).toBeCloseTo(expected, 10);
  });

  it("is 0 or 100 for an empty period", () => {
    const empty = { startDate: "2024-05-01", endDate: "2024-05-01" };
    expect(calculateStProgress(empty, "2024-04-30")).toBe(0);
    expect(calculateStProgress(empty, "2024-05-01")).toBe(100);
  });

  it("property: always within 0-100", () => {
    fc.assert(
      fc.property(dateArb, dateArb, dateArb, (startDate, endDate, today) => {
        const p = calculateStProgress({ startDate, endDate }, today);
        expect(p).toBeGreaterThanOrEqual(0);
        expect(p).toBeLessThanOrEqual(100);
      }),
    );
  });
});

describe("remaining time", () => {
  it.each([
    ["2024-05-31", "2024-06-01", "ST-perioden är avslutad"],
    ["2024-06-01", "2024-06-01", "ST-perioden avslutas idag"],
    ["2024-06-02", "2024-06-01", "1 dag kvar"],
    ["2024-06-30", "2024-06-01", "29 dagar kvar"],
    ["2024-07-01", "2024-06-01", "1 månad kvar"],
    ["2024-07-02", "2024-06-01", "1 månad och 1 dag kvar"],
    ["2024-09-15", "2024-06-01", "3 månader och 14 dagar kvar"],
    ["2025-05-31", "2024-06-01", "11 månader och 30 dagar kvar"],
    ["2025-06-01", "2024-06-01", "1 år kvar"],
    ["2026-09-20", "2024-06-01", "2 år och 3 månader kvar"],
    ["2029-07-01", "2024-06-01", "5 år och 1 månad kvar"],
  ])("to %s from %s: %s", (end, today, text) => {
    expect(formatRemainingTime(end, today)).toBe(text);
  });

  it("uses the day-count bands of the spec", () => {
    expect(calculateRemainingTime("2024-06-30", "2024-06-01").kind).toBe("days"); // 29 days
    expect(calculateRemainingTime("2024-07-01", "2024-06-01").kind).toBe("months"); // 30 days
    expect(calculateRemainingTime("2025-05-31", "2024-06-01").kind).toBe("months"); // 364 days
    expect(calculateRemainingTime("2025-06-01", "2024-06-01").kind).toBe("years"); // 365 days
  });
});

describe("the ST period's figures, as the record carries them (decision 193)", () => {
  it("are the end date, the whole percent passed and the time left on the day given", () => {
    expect(
      calculateStPeriodFigures({ startDate: "2024-01-01", durationMonths: 60 }, "2026-07-01"),
    ).toEqual({
      endDate: "2029-01-01",
      creditsCapped: false,
      // 912 of 1827 days: 49.9 %.
      percentPassed: 50,
      remaining: { kind: "years", years: 2, months: 6 },
    });
  });

  it("say when the credits were cut to leave one day of ST (decision 070)", () => {
    const figures = calculateStPeriodFigures(
      {
        startDate: "2024-01-01",
        durationMonths: 12,
        credits: [{ startDate: "2022-01-01", endDate: "2023-12-31" }],
      },
      "2024-01-01",
    );
    expect(figures).toMatchObject({ endDate: "2024-01-02", creditsCapped: true, percentPassed: 0 });
    expect(describeRemainingTime(figures.remaining)).toBe("1 dag kvar");
  });

  it("property: the same as each rule on its own, and what the record's schema accepts", () => {
    fc.assert(
      fc.property(
        dateArb,
        fc.integer({ min: 1, max: 240 }),
        fc.array(periodArb, { maxLength: 3 }),
        fc.array(periodArb, { maxLength: 3 }),
        dateArb,
        (startDate, durationMonths, absences, credits, today) => {
          const input = { startDate, durationMonths, absences, credits };
          const { endDate, ...figures } = calculateStPeriodFigures(input, today);
          expect(endDate).toBe(calculateStEndDate(input));
          expect(figures.creditsCapped).toBe(calculateStEnd(input).creditsCapped);
          expect(figures.percentPassed).toBe(
            Math.round(calculateStProgress({ startDate, endDate }, today)),
          );
          expect(describeRemainingTime(figures.remaining)).toBe(
            formatRemainingTime(endDate, today),
          );
          expect(ZStPeriodFiguresSchema.parse(figures)).toEqual(figures);
        },
      ),
    );
  });
});

describe("duration", () => {
  it.each([
    [60, "5,0 år"],
    [66, "5,5 år"],
    [63, "5,3 år"],
    [12, "1,0 år"],
    [7, "0,6 år"],
  ])("%i months is %s", (months, text) => {
    expect(formatDurationYears(months)).toBe(text);
  });
});

describe("absence or credit by months back from today", () => {
  it("offers the spec's presets", () => {
    expect([...PERIOD_PRESET_MONTHS]).toEqual([1, 2, 3, 6, 12, 18, 24]);
  });

  it.each([
    ["2024-06-15", 3, "2024-03-16", 92],
    ["2024-06-15", 1, "2024-05-16", 31],
    ["2024-03-31", 1, "2024-03-01", 31],
    ["2024-06-15", 12, "2023-06-16", 366],
  ])("from %s, %i months starts %s and counts %i days", (today, months, start, days) => {
    const period = periodFromMonthsBack(today, months);
    expect(period).toEqual({ startDate: start, endDate: today });
    expect(periodDays(period)).toBe(days);
  });

  it("describes the period as 'text (N månader)'", () => {
    expect(describeMonthsPeriod(" Föräldraledighet ", 6)).toBe("Föräldraledighet (6 månader)");
    expect(describeMonthsPeriod("Sjukskrivning", 1)).toBe("Sjukskrivning (1 månad)");
  });
});

describe("resolving an absence or credit entry", () => {
  it("keeps exact dates and turns months into dates and 'text (N månader)'", () => {
    expect(
      resolvePeriodEntry(
        { mode: "exact", startDate: "2025-01-01", endDate: "2025-01-10", description: " Sjuk " },
        "2025-06-01",
      ),
    ).toEqual({ startDate: "2025-01-01", endDate: "2025-01-10", description: "Sjuk" });
    expect(
      resolvePeriodEntry({ mode: "months", months: 6, description: "Föräldraledig" }, "2025-06-30"),
    ).toEqual({
      startDate: "2024-12-31",
      endDate: "2025-06-30",
      description: "Föräldraledig (6 månader)",
    });
  });
});

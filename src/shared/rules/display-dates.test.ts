import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { daysInMonth, formatIsoDate } from "./dates";
import {
  formatDate,
  formatDateTime,
  formatMonth,
  formatMonthName,
  formatShortMonth,
} from "./display-dates";

describe("formatDate", () => {
  it.each([
    ["2026-01-05", "5 jan 2026"],
    ["2026-02-05", "5 feb 2026"],
    ["2026-03-05", "5 mar 2026"],
    ["2026-04-05", "5 apr 2026"],
    ["2026-05-05", "5 maj 2026"],
    ["2026-06-05", "5 jun 2026"],
    ["2026-07-05", "5 jul 2026"],
    ["2026-08-05", "5 aug 2026"],
    ["2026-09-05", "5 sep 2026"],
    ["2026-10-05", "5 okt 2026"],
    ["2026-11-05", "5 nov 2026"],
    ["2026-12-31", "31 dec 2026"],
  ])("writes %s as '%s'", (iso, shown) => {
    expect(formatDate(iso)).toBe(shown);
  });

  it("writes a leap day, and leaves a date that does not exist as it came", () => {
    expect(formatDate("2024-02-29")).toBe("29 feb 2024");
    expect(formatDate("2025-02-29")).toBe("2025-02-29");
  });

  it("gives nothing for nothing, and shows what is not a date as it came", () => {
    expect(formatDate(null)).toBe("");
    expect(formatDate(undefined)).toBe("");
    expect(formatDate("")).toBe("");
    expect(formatDate("igår")).toBe("igår");
    // Without an offset a time would be read in whatever zone the reader is in.
    expect(formatDate("2026-10-05T12:00:00")).toBe("2026-10-05T12:00:00");
  });

  it.each([
    // Winter time (UTC+1): the day turns at 23:00 UTC.
    ["2025-12-31T22:59:59Z", "31 dec 2025"],
    ["2025-12-31T23:00:00Z", "1 jan 2026"],
    // Summer time starts 29 March 2026 at 01:00 UTC; midnight before it is still at 23:00 UTC,
    // midnight after it at 22:00 UTC.
    ["2026-03-28T22:59:59Z", "28 mar 2026"],
    ["2026-03-28T23:00:00Z", "29 mar 2026"],
    ["2026-03-29T21:59:59Z", "29 mar 2026"],
    ["2026-03-29T22:00:00Z", "30 mar 2026"],
    // Summer time ends 25 October 2026 at 01:00 UTC.
    ["2026-10-24T21:59:59Z", "24 okt 2026"],
    ["2026-10-24T22:00:00Z", "25 okt 2026"],
    ["2026-10-25T22:59:59Z", "25 okt 2026"],
    ["2026-10-25T23:00:00Z", "26 okt 2026"],
    // An offset other than UTC, as PostgreSQL writes timestamps in JSON.
    ["2026-10-04T23:30:00.123456+01:00", "5 okt 2026"],
  ])("writes the instant %s as its day in Sweden, '%s'", (instant, shown) => {
    expect(formatDate(instant)).toBe(shown);
  });

  it("writes every calendar date as day, three-letter month and year, and keeps its day", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1950, max: 2100 }),
        fc.integer({ min: 1, max: 12 }),
        fc.integer({ min: 1, max: 31 }),
        (year, month, rawDay) => {
          const day = Math.min(rawDay, daysInMonth(year, month));
          const shown = formatDate(formatIsoDate({ year, month, day }));
          expect(shown).toMatch(/^\d{1,2} [a-z]{3} \d{4}$/);
          expect(shown.startsWith(`${day} `)).toBe(true);
          expect(shown.endsWith(` ${year}`)).toBe(true);
        },
      ),
    );
  });
});

describe("formatDateTime", () => {
  it("writes an instant's day and time in Sweden, winter and summer", () => {
    expect(formatDateTime("2026-01-15T13:05:00Z")).toBe("15 jan 2026 14:05");
    expect(formatDateTime("2026-07-15T13:05:00Z")).toBe("15 jul 2026 15:05");
    expect(formatDateTime("2026-03-28T23:00:00Z")).toBe("29 mar 2026 00:00");
    expect(formatDateTime("2026-03-29T01:00:00Z")).toBe("29 mar 2026 03:00");
    expect(formatDateTime("2026-10-25T00:30:00Z")).toBe("25 okt 2026 02:30");
    expect(formatDateTime("2026-10-25T01:30:00Z")).toBe("25 okt 2026 02:30");
  });

  it("gives a calendar date no time, and nothing for nothing", () => {
    expect(formatDateTime("2026-10-05")).toBe("5 okt 2026");
    expect(formatDateTime(null)).toBe("");
  });
});

describe("months", () => {
  it.each([
    ["2026-01", "januari", "januari 2026", "jan 2026"],
    ["2026-02", "februari", "februari 2026", "feb 2026"],
    ["2026-03", "mars", "mars 2026", "mar 2026"],
    ["2026-04", "april", "april 2026", "apr 2026"],
    ["2026-05", "maj", "maj 2026", "maj 2026"],
    ["2026-06", "juni", "juni 2026", "jun 2026"],
    ["2026-07", "juli", "juli 2026", "jul 2026"],
    ["2026-08", "augusti", "augusti 2026", "aug 2026"],
    ["2026-09", "september", "september 2026", "sep 2026"],
    ["2026-10", "oktober", "oktober 2026", "okt 2026"],
    ["2026-11", "november", "november 2026", "nov 2026"],
    ["2026-12", "december", "december 2026", "dec 2026"],
  ])("writes %s as '%s', '%s' and '%s'", (yearMonth, name, month, shortMonth) => {
    expect(formatMonthName(yearMonth)).toBe(name);
    expect(formatMonth(yearMonth)).toBe(month);
    expect(formatShortMonth(yearMonth)).toBe(shortMonth);
  });

  it("takes the month of a whole date, and leaves anything else as it came", () => {
    expect(formatMonth("2024-02-29")).toBe("februari 2024");
    expect(formatShortMonth("2026-10-05")).toBe("okt 2026");
    expect(formatMonthName("2026-10-05")).toBe("oktober");
    expect(formatMonth("2026-13")).toBe("2026-13");
    expect(formatMonthName("")).toBe("");
  });
});

import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { parseCalendar } from "../../../tests/fixtures/icalendar";
import { buildCalendar, escapeText, foldLine, monthSpan } from "./icalendar";

const octets = (s: string) => new TextEncoder().encode(s).length;

describe("escapeText", () => {
  it.each([
    ["Lund, Malmö", "Lund\\, Malmö"],
    ["a;b", "a\\;b"],
    ["c:\\temp", "c:\\\\temp"],
    ["rad1\nrad2\r\nrad3", "rad1\\nrad2\\nrad3"],
    ["Åsa Öberg", "Åsa Öberg"],
  ])("%j → %j", (input, expected) => {
    expect(escapeText(input)).toBe(expected);
  });
});

describe("foldLine", () => {
  it("leaves a line of 75 octets whole and folds one of 76", () => {
    expect(foldLine("a".repeat(75))).toBe("a".repeat(75));
    expect(foldLine("a".repeat(76))).toBe(`${"a".repeat(75)}\r\n a`);
  });

  it("never splits a character and keeps every line within 75 octets", () => {
    fc.assert(
      fc.property(fc.string({ unit: "grapheme", maxLength: 400 }), (text) => {
        const folded = foldLine(`SUMMARY:${text}`);
        const lines = folded.split("\r\n");
        for (const [i, line] of lines.entries()) {
          expect(octets(line)).toBeLessThanOrEqual(75);
          if (i > 0) expect(line.startsWith(" ")).toBe(true);
        }
        expect(lines.map((l, i) => (i === 0 ? l : l.slice(1))).join("")).toBe(`SUMMARY:${text}`);
      }),
    );
  });

  it("folds before a two-octet letter that would pass the limit", () => {
    const folded = foldLine(`${"a".repeat(74)}å`);
    expect(folded).toBe(`${"a".repeat(74)}\r\n å`);
  });
});

describe("monthSpan", () => {
  it.each([
    ["2025-02", "2025-02-01", "2025-02-28"],
    ["2024-02", "2024-02-01", "2024-02-29"],
    ["2025-12", "2025-12-01", "2025-12-31"],
  ])("%s is %s to %s", (month, start, end) => {
    expect(monthSpan(month)).toEqual({ start, end });
  });
});

describe("buildCalendar", () => {
  const stamp = new Date("2025-03-07T08:15:00.123Z");
  const text = buildCalendar({
    name: "ST-portalen: Åsa Öberg",
    stamp,
    events: [
      {
        uid: "rotation-1@st-portalen",
        summary: "Randning: Lund, kardiologi; avd 3 – å",
        start: "2025-04-01",
        end: "2025-06-30",
      },
      {
        uid: "meeting-2@st-portalen",
        summary: `Handledarträff: ${"Lång rubrik med åäö ".repeat(6)}`,
        description: "Handledare: Per\nrad två",
        start: "2025-12-31",
        end: "2025-12-31",
      },
    ],
  });

  it("ends every line with CRLF and has no bare LF", () => {
    expect(text.endsWith("END:VCALENDAR\r\n")).toBe(true);
    expect(text.replace(/\r\n/g, "")).not.toMatch(/[\r\n]/);
    for (const line of text.split("\r\n")) expect(octets(line)).toBeLessThanOrEqual(75);
  });

  it("reads back: names, dates as DATE values, DTEND the day after, one stamp", () => {
    const calendar = parseCalendar(text);
    expect(calendar.properties["X-WR-CALNAME"]).toBe("ST-portalen: Åsa Öberg");
    expect(calendar.events).toEqual([
      {
        UID: "rotation-1@st-portalen",
        DTSTAMP: "20250307T081500Z",
        "DTSTART;VALUE=DATE": "20250401",
        "DTEND;VALUE=DATE": "20250701",
        SUMMARY: "Randning: Lund, kardiologi; avd 3 – å",
        TRANSP: "TRANSPARENT",
      },
      {
        UID: "meeting-2@st-portalen",
        DTSTAMP: "20250307T081500Z",
        "DTSTART;VALUE=DATE": "20251231",
        "DTEND;VALUE=DATE": "20260101",
        SUMMARY: `Handledarträff: ${"Lång rubrik med åäö ".repeat(6)}`,
        DESCRIPTION: "Handledare: Per\nrad två",
        TRANSP: "TRANSPARENT",
      },
    ]);
  });

  it("writes a valid calendar with no events when there is nothing planned", () => {
    const empty = buildCalendar({ name: "X", stamp, events: [] });
    expect(empty.startsWith("BEGIN:VCALENDAR\r\nVERSION:2.0\r\n")).toBe(true);
    // RFC 5545 wants at least one component: the time zone, which no client shows.
    const parsed = parseCalendar(empty);
    expect(parsed.events).toEqual([]);
    expect(parsed.components).toEqual(["VTIMEZONE"]);
    expect(empty).toContain("BEGIN:VTIMEZONE\r\nTZID:Europe/Stockholm\r\n");
  });
});

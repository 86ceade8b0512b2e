import { addDays, formatIsoDate, type IsoDate, parseDate } from "./dates";

/**
 * An iCalendar document (RFC 5545) of all-day events: CRLF line ends, content lines folded at 75
 * octets without splitting a UTF-8 character, TEXT values escaped. All-day events are DATE values,
 * so no time zone is involved (decision 153). Every document still carries the portal's time zone
 * as a VTIMEZONE: RFC 5545 wants at least one component, and a doctor with nothing planned must
 * get a calendar every client accepts; a zone that no event names is shown by none (decision 171).
 */

export interface CalendarEvent {
  /** Stable across fetches, so a calendar app updates the event instead of adding a copy. */
  readonly uid: string;
  readonly summary: string;
  readonly description?: string;
  /** The first day. */
  readonly start: IsoDate;
  /** The last day (inclusive); DTEND is written as the day after, as RFC 5545 wants. */
  readonly end: IsoDate;
}

export interface CalendarDocument {
  readonly name: string;
  /** When the document was made; every event's DTSTAMP. */
  readonly stamp: Date;
  readonly events: readonly CalendarEvent[];
}

const CRLF = "\r\n";
const MAX_OCTETS = 75;
const encoder = new TextEncoder();

/** A TEXT value: backslash, semicolon, comma and line breaks escaped (RFC 5545 3.3.11). */
export function escapeText(value: string): string {
  return value
    .replace(/\\/g, "\\\\")
    .replace(/;/g, "\\;")
    .replace(/,/g, "\\,")
    .replace(/\r\n|\r|\n/g, "\\n");
}

/**
 * One content line folded into lines of at most 75 octets, each continuation starting with a
 * space (RFC 5545 3.1). A character is never split across lines, so each line is valid UTF-8.
 */
export function foldLine(line: string): string {
  const parts: string[] = [];
  let current = "";
  let octets = 0;
  for (const ch of line) {
    const size = encoder.encode(ch).length;
    if (octets + size > MAX_OCTETS) {
      parts.push(current);
      current = " ";
      octets = 1;
    }
    current += ch;
    octets += size;
  }
  parts.push(current);
  return parts.join(CRLF);
}

/** 2025-03-07 → 20250307 */
const dateValue = (date: IsoDate) => date.replace(/-/g, "");

/** A UTC date-time: 20250307T081500Z. */
function dateTimeValue(at: Date): string {
  return `${at.toISOString().slice(0, 19).replace(/[-:]/g, "")}Z`;
}

/** The first and last day of a 'YYYY-MM' month. */
export function monthSpan(month: string): { start: IsoDate; end: IsoDate } {
  return { start: formatIsoDate(parseDate(month)), end: formatIsoDate(parseDate(month, true)) };
}

/**
 * Sweden's zone, in which the feed's days are reckoned: CET/CEST with the EU's rules (last Sunday
 * of March and of October), as the IANA database has had them since 1996.
 */
const STOCKHOLM = [
  "BEGIN:VTIMEZONE",
  "TZID:Europe/Stockholm",
  "BEGIN:DAYLIGHT",
  "TZOFFSETFROM:+0100",
  "TZOFFSETTO:+0200",
  "TZNAME:CEST",
  "DTSTART:19700329T020000",
  "RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=-1SU",
  "END:DAYLIGHT",
  "BEGIN:STANDARD",
  "TZOFFSETFROM:+0200",
  "TZOFFSETTO:+0100",
  "TZNAME:CET",
  "DTSTART:19701025T030000",
  "RRULE:FREQ=YEARLY;BYMONTH=10;BYDAY=-1SU",
  "END:STANDARD",
  "END:VTIMEZONE",
] as const;

function eventLines(event: CalendarEvent, stamp: string): string[] {
  return [
    "BEGIN:VEVENT",
    `UID:${escapeText(event.uid)}`,
    `DTSTAMP:${stamp}`,
    `DTSTART;VALUE=DATE:${dateValue(event.start)}`,
    `DTEND;VALUE=DATE:${dateValue(addDays(event.end, 1))}`,
    `SUMMARY:${escapeText(event.summary)}`,
    ...(event.description ? [`DESCRIPTION:${escapeText(event.description)}`] : []),
    // All-day plans that span weeks must not show the doctor as busy all that time.
    "TRANSP:TRANSPARENT",
    "END:VEVENT",
  ];
}

/** The whole document, every line folded and ended by CRLF. */
export function buildCalendar(document: CalendarDocument): string {
  const stamp = dateTimeValue(document.stamp);
  const lines = [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    "PRODID:-//ST-portalen//Kalender//SV",
    "CALSCALE:GREGORIAN",
    "METHOD:PUBLISH",
    `X-WR-CALNAME:${escapeText(document.name)}`,
    ...STOCKHOLM,
    ...document.events.flatMap((event) => eventLines(event, stamp)),
    "END:VCALENDAR",
  ];
  return lines.map((line) => foldLine(line) + CRLF).join("");
}

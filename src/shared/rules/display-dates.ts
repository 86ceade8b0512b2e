import { type IsoDate, isIsoDate, isoDateInTimeZone, isYearMonth, parseDate } from "./dates";

/**
 * Dates as people read them, one way everywhere (decision 190): '5 okt 2026', 'oktober 2026',
 * '5 okt 2026 14:05'. The web, the early warnings, the plan warnings and the portfolio PDF all
 * write dates through here; files meant for machines (CSV, the calendar feed, file names) keep ISO.
 *
 * Month names come from a fixed table, not from Intl: browsers and Node ship different ICU data
 * (sv-SE's short months are 'jan.', 'mars', 'juni' in one and differ in another), and the server's
 * PDF must say exactly what the page says. Intl is used only to find a timestamp's day and time in
 * Sweden, where its numeric output is the same everywhere.
 */

const TIME_ZONE = "Europe/Stockholm";

const MONTH_NAMES = [
  "januari",
  "februari",
  "mars",
  "april",
  "maj",
  "juni",
  "juli",
  "augusti",
  "september",
  "oktober",
  "november",
  "december",
] as const;

/** Three letters each, as the web has always shown them ('mar', 'jun', 'jul'; no full stops). */
const SHORT_MONTH_NAMES = [
  "jan",
  "feb",
  "mar",
  "apr",
  "maj",
  "jun",
  "jul",
  "aug",
  "sep",
  "okt",
  "nov",
  "dec",
] as const;

/** An instant with its offset ('…Z' or '…+02:00'), as the API and the database write them. */
const TIMESTAMP = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}(:?\d{2})?)$/;

function parseTimestamp(value: string): Date | undefined {
  if (!TIMESTAMP.test(value)) return undefined;
  const at = new Date(value);
  return Number.isNaN(at.getTime()) ? undefined : at;
}

/** The calendar day a value names: a 'YYYY-MM-DD' as it is, an instant as its day in Sweden. */
function calendarDateOf(value: string): IsoDate | undefined {
  if (isIsoDate(value)) return value;
  const at = parseTimestamp(value);
  return at ? isoDateInTimeZone(at, TIME_ZONE) : undefined;
}

/**
 * '5 okt 2026' for a calendar date ('2026-10-05') or an instant ('2026-10-05T12:00:00Z', taken
 * in Sweden). Nothing gives ''; a value that is neither is shown as it came rather than hidden.
 */
export function formatDate(value: string | null | undefined): string {
  if (!value) return "";
  const date = calendarDateOf(value);
  if (!date) return value;
  const { year, month, day } = parseDate(date);
  return `${day} ${SHORT_MONTH_NAMES[month - 1]} ${year}`;
}

/** Hours and minutes in Sweden; made once, since making one costs more than using it. */
let clockFormat: Intl.DateTimeFormat | undefined;
function swedishClock(at: Date): string {
  clockFormat ??= new Intl.DateTimeFormat("en-GB", {
    timeZone: TIME_ZONE,
    hour: "2-digit",
    minute: "2-digit",
    hourCycle: "h23",
  });
  const parts = clockFormat.formatToParts(at);
  const part = (type: "hour" | "minute") => parts.find((p) => p.type === type)?.value ?? "00";
  return `${part("hour")}:${part("minute")}`;
}

/** '5 okt 2026 14:05' for an instant, in Sweden; a calendar date has no time and gets none. */
export function formatDateTime(value: string | null | undefined): string {
  if (!value) return "";
  const at = parseTimestamp(value);
  return at ? `${formatDate(value)} ${swedishClock(at)}` : formatDate(value);
}

/** The year and month of a year-month ('2026-10') or of a date in it. */
function yearMonthOf(value: string): { year: number; month: number } | undefined {
  return isYearMonth(value) || isIsoDate(value) ? parseDate(value) : undefined;
}

/** 'oktober' for a year-month ('2026-10') or a date in it. */
export function formatMonthName(value: string): string {
  const parts = yearMonthOf(value);
  return (parts && MONTH_NAMES[parts.month - 1]) ?? value;
}

/** 'oktober 2026' for a year-month ('2026-10'; rotations are planned in months) or a date in it. */
export function formatMonth(value: string): string {
  const parts = yearMonthOf(value);
  return parts ? `${MONTH_NAMES[parts.month - 1]} ${parts.year}` : value;
}

/** 'okt 2026': the month as formatDate writes it, where a whole date would say too much. */
export function formatShortMonth(value: string): string {
  const parts = yearMonthOf(value);
  return parts ? `${SHORT_MONTH_NAMES[parts.month - 1]} ${parts.year}` : value;
}

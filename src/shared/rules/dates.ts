/**
 * Calendar dates as ISO strings ('YYYY-MM-DD', or 'YYYY-MM' for month-precision fields) with
 * arithmetic in UTC, so a rule gives the same answer in the browser and on the server whatever
 * their time zones. Rules never read the clock: callers pass `today` (see decision 013).
 */

export type IsoDate = string;
export type YearMonth = string;

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const YEAR_MONTH = /^(\d{4})-(\d{2})$/;
const MS_PER_DAY = 86_400_000;

export interface DateParts {
  readonly year: number;
  readonly month: number;
  readonly day: number;
}

/**
 * Years a person may enter. Anything outside is a typing mistake, and far-off years would carry the
 * end-date arithmetic past four-digit years and out of the database's date range.
 */
export const INPUT_YEAR_MIN = 1950;
export const INPUT_YEAR_MAX = 2100;

/** Whether a 'YYYY…' date, month or quarter label lies within the years a person may enter. */
export function isYearInInputRange(value: string): boolean {
  const year = Number(value.slice(0, 4));
  return Number.isInteger(year) && year >= INPUT_YEAR_MIN && year <= INPUT_YEAR_MAX;
}

export function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

export function isIsoDate(value: unknown): value is IsoDate {
  if (typeof value !== "string") return false;
  const m = ISO_DATE.exec(value);
  if (!m) return false;
  const month = Number(m[2]);
  const day = Number(m[3]);
  return month >= 1 && month <= 12 && day >= 1 && day <= daysInMonth(Number(m[1]), month);
}

export function isYearMonth(value: unknown): value is YearMonth {
  if (typeof value !== "string") return false;
  const m = YEAR_MONTH.exec(value);
  return m !== null && Number(m[2]) >= 1 && Number(m[2]) <= 12;
}

/**
 * Parses 'YYYY-MM-DD' or 'YYYY-MM'. A year-month is read as its first day unless `monthEnd`
 * asks for the last one (an end month of a rotation lasts to its end).
 */
export function parseDate(value: string, monthEnd = false): DateParts {
  const full = ISO_DATE.exec(value);
  if (full && isIsoDate(value)) {
    return { year: Number(full[1]), month: Number(full[2]), day: Number(full[3]) };
  }
  const ym = YEAR_MONTH.exec(value);
  if (ym && isYearMonth(value)) {
    const year = Number(ym[1]);
    const month = Number(ym[2]);
    return { year, month, day: monthEnd ? daysInMonth(year, month) : 1 };
  }
  throw new RangeError(`Not an ISO date: ${value}`);
}

function pad(n: number, width = 2): string {
  return String(n).padStart(width, "0");
}

export function formatIsoDate(parts: DateParts): IsoDate {
  return `${pad(parts.year, 4)}-${pad(parts.month)}-${pad(parts.day)}`;
}

/** Day number since 1970-01-01 (UTC). */
export function toDayNumber(value: string, monthEnd = false): number {
  const { year, month, day } = parseDate(value, monthEnd);
  return Math.round(Date.UTC(year, month - 1, day) / MS_PER_DAY);
}

export function fromDayNumber(dayNumber: number): IsoDate {
  const d = new Date(dayNumber * MS_PER_DAY);
  return formatIsoDate({
    year: d.getUTCFullYear(),
    month: d.getUTCMonth() + 1,
    day: d.getUTCDate(),
  });
}

/** Calendar days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: string, to: string): number {
  return toDayNumber(to) - toDayNumber(from);
}

export function addDays(date: string, days: number): IsoDate {
  return fromDayNumber(toDayNumber(date) + days);
}

/** Adds whole months; a day that does not exist in the target month becomes its last day. */
export function addMonthsClamped(date: string, months: number): IsoDate {
  const { year, month, day } = parseDate(date);
  const index = year * 12 + (month - 1) + months;
  const targetYear = Math.floor(index / 12);
  const targetMonth = index - targetYear * 12 + 1;
  return formatIsoDate({
    year: targetYear,
    month: targetMonth,
    day: Math.min(day, daysInMonth(targetYear, targetMonth)),
  });
}

export function compareDates(a: string, b: string): number {
  return toDayNumber(a) - toDayNumber(b);
}

/** One formatter per time zone: making one costs more than using it, and the server asks often. */
const dayFormats = new Map<string, Intl.DateTimeFormat>();
function dayFormat(timeZone: string): Intl.DateTimeFormat {
  let format = dayFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat("en-CA", {
      timeZone,
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
    });
    dayFormats.set(timeZone, format);
  }
  return format;
}

/**
 * Today's calendar date in a time zone (default Sweden). Intl is available in browsers and Node,
 * so this stays pure apart from the `now` the caller passes in.
 */
export function isoDateInTimeZone(now: Date, timeZone = "Europe/Stockholm"): IsoDate {
  const parts = dayFormat(timeZone).formatToParts(now);
  const get = (type: string) => parts.find((p) => p.type === type)?.value ?? "";
  return `${get("year")}-${get("month")}-${get("day")}`;
}

import { addDays, formatIsoDate, type IsoDate, parseDate } from "./dates";

/** 'YYYY-Qn' (spec section 9: a quarter is 3 months). */
export type QuarterLabel = `${number}-Q${1 | 2 | 3 | 4}`;
export type QuarterNumber = 1 | 2 | 3 | 4;

export interface Quarter {
  readonly year: number;
  readonly quarter: QuarterNumber;
}

const QUARTER_LABEL = /^(\d{4})-Q([1-4])$/;

export function isQuarterLabel(value: unknown): value is QuarterLabel {
  return typeof value === "string" && QUARTER_LABEL.test(value);
}

export function formatQuarter(q: Quarter): QuarterLabel {
  return `${String(q.year).padStart(4, "0")}-Q${q.quarter}` as QuarterLabel;
}

export function parseQuarter(label: string): Quarter {
  const m = QUARTER_LABEL.exec(label);
  if (!m) throw new RangeError(`Not a quarter label: ${label}`);
  return { year: Number(m[1]), quarter: Number(m[2]) as QuarterNumber };
}

/** Months 1-3 are Q1, 4-6 Q2, 7-9 Q3, 10-12 Q4. */
export function quarterOfMonth(month: number): QuarterNumber {
  return (Math.floor((month - 1) / 3) + 1) as QuarterNumber;
}

/** The quarter of a date, 'YYYY-MM-DD' or 'YYYY-MM'. */
export function quarterFromDate(date: string): QuarterLabel {
  const { year, month } = parseDate(date);
  return formatQuarter({ year, quarter: quarterOfMonth(month) });
}

/** A rotation belongs to the quarter of its start month (spec section 4). */
export function rotationQuarter(rotation: { readonly startDate: string }): QuarterLabel {
  return quarterFromDate(rotation.startDate);
}

function quarterIndex(label: string): number {
  const { year, quarter } = parseQuarter(label);
  return year * 4 + (quarter - 1);
}

function quarterFromIndex(index: number): QuarterLabel {
  const year = Math.floor(index / 4);
  return formatQuarter({ year, quarter: (index - year * 4 + 1) as QuarterNumber });
}

export function addQuarters(label: string, count: number): QuarterLabel {
  return quarterFromIndex(quarterIndex(label) + count);
}

/** Every quarter from `first` to `last`, both included; empty when `last` is before `first`. */
export function quartersBetween(first: string, last: string): QuarterLabel[] {
  const out: QuarterLabel[] = [];
  for (let i = quarterIndex(first); i <= quarterIndex(last); i++) out.push(quarterFromIndex(i));
  return out;
}

/** The quarters an ST period touches, from the start date's quarter to the end date's. */
export function stPeriodQuarters(startDate: string, endDate: string): QuarterLabel[] {
  return quartersBetween(quarterFromDate(startDate), quarterFromDate(endDate));
}

/** First and last day of a quarter. */
export function quarterStartDate(label: string): IsoDate {
  const { year, quarter } = parseQuarter(label);
  return formatIsoDate({ year, month: (quarter - 1) * 3 + 1, day: 1 });
}

export function quarterEndDate(label: string): IsoDate {
  return addDays(quarterStartDate(addQuarters(label, 1)), -1);
}

/** How every page shows a quarter: the spec's 'YYYY-Qn' (never 'Q1 2025'). */
export function quarterText(label: string): string {
  return formatQuarter(parseQuarter(label));
}

/** The years of the year view, each with its four quarters. */
export function yearsOfPeriod(startDate: string, endDate: string): number[] {
  const first = parseDate(startDate).year;
  const last = parseDate(endDate).year;
  const years: number[] = [];
  for (let y = first; y <= last; y++) years.push(y);
  return years;
}

export function quartersOfYear(year: number): QuarterLabel[] {
  return ([1, 2, 3, 4] as const).map((quarter) => formatQuarter({ year, quarter }));
}

/** The current and the next year start expanded in the year view. */
export function isYearExpandedByDefault(year: number, today: string): boolean {
  const current = parseDate(today).year;
  return year === current || year === current + 1;
}

export type QuarterMarker = "ST-Start" | "ST-Slut";

/** Marks of a quarter cell: the start quarter 'ST-Start', the end quarter 'ST-Slut' (both if one). */
export function quarterMarkers(label: string, startDate: string, endDate: string): QuarterMarker[] {
  const markers: QuarterMarker[] = [];
  if (label === quarterFromDate(startDate)) markers.push("ST-Start");
  if (label === quarterFromDate(endDate)) markers.push("ST-Slut");
  return markers;
}

/**
 * A course moved to `quarter` (decision 101): its day stays when already in that quarter, else it
 * moves to the quarter's first day.
 */
export function dateMovedToQuarter(date: string, quarter: string): string {
  return quarterFromDate(date) === quarter ? date : quarterStartDate(quarter);
}

export function isCurrentQuarter(label: string, today: string): boolean {
  return label === quarterFromDate(today);
}

import { ST_PERIOD_MESSAGES as M } from "../messages/st-period";
import {
  addDays,
  addMonthsClamped,
  compareDates,
  daysBetween,
  fromDayNumber,
  type IsoDate,
  parseDate,
  toDayNumber,
} from "./dates";

/** Default length of ST (spec section 9). */
export const DEFAULT_ST_DURATION_MONTHS = 60;

/** Choices of the absence and credit forms' "by period" mode (spec sections 5 and 9). */
export const PERIOD_PRESET_MONTHS = [1, 2, 3, 6, 12, 18, 24] as const;
export const CUSTOM_PERIOD_MONTHS_MIN = 1;
export const CUSTOM_PERIOD_MONTHS_MAX = 60;

/**
 * 'Annat antal' months as typed (decision 071): digits only, a whole number 1-60. A decimal
 * comma or point is refused, never stripped: '4,5' is not 45 months, nor 4.
 */
export function parseCustomMonths(text: string): number | undefined {
  const trimmed = text.trim();
  if (!/^\d+$/.test(trimmed)) return undefined;
  const months = Number(trimmed);
  return months >= CUSTOM_PERIOD_MONTHS_MIN && months <= CUSTOM_PERIOD_MONTHS_MAX
    ? months
    : undefined;
}

export interface DatePeriod {
  readonly startDate: string;
  readonly endDate: string;
}

/**
 * Days of an absence or credit. Both the first and the last date count (decision 011): an absence
 * from 1 to 5 March is 5 days, a one-day absence is 1. An end before the start counts 0.
 */
export function periodDays(period: DatePeriod): number {
  return Math.max(0, daysBetween(period.startDate, period.endDate) + 1);
}

/**
 * The periods as sorted, disjoint runs of days: overlapping or touching periods become one, so a
 * day covered twice counts once (decision 070). Periods that end before they start are left out.
 */
export function mergePeriods(periods: readonly DatePeriod[]): DatePeriod[] {
  const runs = periods
    .map((p) => ({ from: toDayNumber(p.startDate), to: toDayNumber(p.endDate) }))
    .filter((r) => r.to >= r.from)
    .sort((a, b) => a.from - b.from);
  const merged: { from: number; to: number }[] = [];
  for (const run of runs) {
    const last = merged[merged.length - 1];
    if (last && run.from <= last.to + 1) last.to = Math.max(last.to, run.to);
    else merged.push({ ...run });
  }
  return merged.map((r) => ({ startDate: fromDayNumber(r.from), endDate: fromDayNumber(r.to) }));
}

/** Days covered by at least one of the periods (each day once). */
export function totalPeriodDays(periods: readonly DatePeriod[]): number {
  return mergePeriods(periods).reduce((sum, p) => sum + periodDays(p), 0);
}

export interface StEndDateInput {
  readonly startDate: string;
  readonly durationMonths: number;
  readonly absences?: readonly DatePeriod[];
  readonly credits?: readonly DatePeriod[];
}

export interface StEndDateResult {
  readonly endDate: IsoDate;
  /** Absence days that moved the end date: within the ST period, each day once. */
  readonly absenceDays: number;
  /** Credit days that moved the end date (fewer than entered when the credits were capped). */
  readonly creditDays: number;
  /** The credits are as long as the whole ST time or longer; they were cut to leave one day. */
  readonly creditsCapped: boolean;
}

/**
 * End of ST (decisions 010, 011 and 070): start + duration in months (day clamped to the month's
 * end), minus one day per credited day, plus one day per absence day within the ST period.
 * - Overlapping absences (or credits) count each day once.
 * - Credits never bring the end to or before the start: at most all days but one are credited.
 * - Absence days before the start do not count; an absence that begins after the end (as moved
 *   by the absences before it) does not count. The end date is ST's last day, so an absence
 *   that begins on it counts whole.
 */
export function calculateStEnd(input: StEndDateInput): StEndDateResult {
  const start = toDayNumber(input.startDate);
  const planned = toDayNumber(addMonthsClamped(input.startDate, input.durationMonths));
  const entered = totalPeriodDays(input.credits ?? []);
  const creditDays = Math.max(0, Math.min(entered, planned - start - 1));
  let end = planned - creditDays;
  let absenceDays = 0;
  for (const run of mergePeriods(input.absences ?? [])) {
    const from = Math.max(toDayNumber(run.startDate), start);
    const to = toDayNumber(run.endDate);
    if (to < from) continue; // wholly before the start
    if (from > end) break; // this and every later run begin after the end
    absenceDays += to - from + 1;
    end += to - from + 1;
  }
  return {
    endDate: fromDayNumber(end),
    absenceDays,
    creditDays,
    creditsCapped: creditDays < entered,
  };
}

export function calculateStEndDate(input: StEndDateInput): IsoDate {
  return calculateStEnd(input).endDate;
}

/** Share of the ST period that has passed, in percent, always within 0-100. */
export function calculateStProgress(period: DatePeriod, today: string): number {
  const total = daysBetween(period.startDate, period.endDate);
  const elapsed = daysBetween(period.startDate, today);
  if (total <= 0) return compareDates(today, period.endDate) >= 0 ? 100 : 0;
  return Math.min(100, Math.max(0, (elapsed / total) * 100));
}

export type RemainingTime =
  | { readonly kind: "past" }
  | { readonly kind: "today" }
  | { readonly kind: "days"; readonly days: number }
  | { readonly kind: "months"; readonly months: number; readonly days: number }
  | { readonly kind: "years"; readonly years: number; readonly months: number };

/** Whole calendar months from `from` that fit before or on `to`, and the days left over. */
function wholeMonthsAndDays(from: string, to: string): { months: number; days: number } {
  const a = parseDate(from);
  const b = parseDate(to);
  let months = (b.year - a.year) * 12 + (b.month - a.month);
  if (compareDates(addMonthsClamped(from, months), to) > 0) months -= 1;
  return { months, days: daysBetween(addMonthsClamped(from, months), to) };
}

/**
 * Time left to the end date. The bands follow the spec by day count (under 30 days, under 365);
 * within a band months and years are calendar months, so '1 år' means the same date next year.
 */
export function calculateRemainingTime(endDate: string, today: string): RemainingTime {
  const days = daysBetween(today, endDate);
  if (days < 0) return { kind: "past" };
  if (days === 0) return { kind: "today" };
  if (days < 30) return { kind: "days", days };
  const span = wholeMonthsAndDays(today, endDate);
  if (days < 365) return { kind: "months", months: span.months, days: span.days };
  return { kind: "years", years: Math.floor(span.months / 12), months: span.months % 12 };
}

export function formatRemainingTime(endDate: string, today: string): string {
  return describeRemainingTime(calculateRemainingTime(endDate, today));
}

/** 'ST-perioden är avslutad', '3 månader och 2 dagar kvar', '1 år kvar'. */
export function describeRemainingTime(r: RemainingTime): string {
  switch (r.kind) {
    case "past":
      return M.remainingPast;
    case "today":
      return M.remainingToday;
    case "days":
      return M.remainingDays(r.days);
    case "months":
      return M.remainingMonths(r.months, r.days);
    case "years":
      return M.remainingYears(r.years, r.months);
  }
}

/**
 * What the pages show of the ST period, worked out by the server into the record so the web only
 * shows it (decision 193): the end date, whether the credits were cut to leave one day of ST
 * (decision 070), the whole percent of the period passed and the time left, counted from `today`.
 */
export interface StPeriodFigures {
  readonly endDate: IsoDate;
  readonly creditsCapped: boolean;
  /** 0-100, rounded to a whole percent. */
  readonly percentPassed: number;
  readonly remaining: RemainingTime;
}

export function calculateStPeriodFigures(input: StEndDateInput, today: string): StPeriodFigures {
  const { endDate, creditsCapped } = calculateStEnd(input);
  const period = { startDate: input.startDate, endDate };
  return {
    endDate,
    creditsCapped,
    percentPassed: Math.round(calculateStProgress(period, today)),
    remaining: calculateRemainingTime(endDate, today),
  };
}

/** '5,0 år': the duration in years with one decimal and a Swedish decimal comma. */
export function formatDurationYears(months: number): string {
  return M.durationYears((months / 12).toFixed(1).replace(".", ","));
}

/**
 * An absence or credit entered as "the last N months": it ends today and starts so that, counted
 * inclusively, it covers exactly N calendar months (decision 011).
 */
export function periodFromMonthsBack(today: string, months: number): DatePeriod {
  return { startDate: addDays(addMonthsClamped(today, -months), 1), endDate: today };
}

export function describeMonthsPeriod(text: string, months: number): string {
  return M.periodDescription(text.trim(), months);
}

/** An absence or credit as entered: by exact dates, or as the last N months with a text. */
export type PeriodEntryInput =
  | {
      readonly mode: "exact";
      readonly startDate: string;
      readonly endDate: string;
      readonly description: string;
    }
  | { readonly mode: "months"; readonly months: number; readonly description: string };

/** The stored absence or credit for an entry, given today's date. */
export function resolvePeriodEntry(
  input: PeriodEntryInput,
  today: string,
): DatePeriod & { description: string } {
  if (input.mode === "exact") {
    return {
      startDate: input.startDate,
      endDate: input.endDate,
      description: input.description.trim(),
    };
  }
  return {
    ...periodFromMonthsBack(today, input.months),
    description: describeMonthsPeriod(input.description, input.months),
  };
}

import type { EvaluationResult } from "./signing-rights";
import { compareSwedish } from "./swedish-order";

/** The normal quantile for a two-sided 95 % interval. */
const Z95 = 1.959963984540054;

export interface RateInterval {
  /** Assessments counted. */
  readonly n: number;
  /** Of them, those with the property. */
  readonly k: number;
  /** k / n × 100; 0 with no assessments. */
  readonly rate: number;
  /** Wilson 95 % interval in percent; 0–100 with no assessments. */
  readonly lower: number;
  readonly upper: number;
}

/**
 * The Wilson score interval (decision 223): unlike rate ± 1.96·SE it stays inside 0–100 % and is
 * not zero-wide at 0 or n of n, which is where small signing-rights counts often are.
 */
export function wilsonInterval(k: number, n: number): RateInterval {
  if (n <= 0) return { n: 0, k: 0, rate: 0, lower: 0, upper: 100 };
  const p = k / n;
  const z2 = Z95 * Z95;
  const denominator = 1 + z2 / n;
  const centre = (p + z2 / (2 * n)) / denominator;
  const half = (Z95 * Math.sqrt((p * (1 - p)) / n + z2 / (4 * n * n))) / denominator;
  const clamp = (x: number) => Math.min(100, Math.max(0, x * 100));
  // At k = 0 or k = n one bound is the rate itself; floating point can put it a hair past.
  return {
    n,
    k,
    rate: p * 100,
    lower: k === 0 ? 0 : Math.min(p * 100, clamp(centre - half)),
    upper: k === n ? 100 : Math.max(p * 100, clamp(centre + half)),
  };
}

const withoutMajor = (r: EvaluationResult) => r !== "major_changes";

export interface ConfidenceIntervals {
  /** No or minor changes. */
  readonly success: RateInterval;
  readonly majorChanges: RateInterval;
}

export function resultIntervals(
  assessments: readonly { readonly evaluationResult: EvaluationResult }[],
): ConfidenceIntervals {
  const n = assessments.length;
  const good = assessments.filter((a) => withoutMajor(a.evaluationResult)).length;
  return { success: wilsonInterval(good, n), majorChanges: wilsonInterval(n - good, n) };
}

/** Past this many further assessments the portal says 'more than' rather than count on. */
export const EXTRA_ASSESSMENTS_CAP = 500;

export type CertaintyState = "confident" | "uncertain";

export interface Certainty {
  readonly state: CertaintyState;
  /** The success-rate threshold in percent that the lower bound is held against. */
  readonly threshold: number;
  readonly lowerBound: number;
  /**
   * Further assessments at the present rate that bring the lower bound to the threshold; 0 when
   * it is there, null when the present rate is not above the threshold (it never gets there) or
   * it takes more than the cap.
   */
  readonly extraAtPresentRate: number | null;
  /** Further assessments in a row without major changes that bring it there; null past the cap. */
  readonly extraWithoutChanges: number | null;
}

function smallestExtra(reaches: (extra: number) => boolean): number | null {
  if (!reaches(EXTRA_ASSESSMENTS_CAP)) return null;
  // The lower bound grows with each further assessment at a rate above the threshold, and with
  // each good one, so the first count that reaches it is found by halving.
  let low = 0;
  let high = EXTRA_ASSESSMENTS_CAP;
  while (low < high) {
    const mid = Math.floor((low + high) / 2);
    if (reaches(mid)) high = mid;
    else low = mid + 1;
  }
  return low;
}

/**
 * The fourth state (decision 223), beside the spec's three: whether the success rate's lower
 * 95 % bound reaches the threshold, and how many further assessments would bring it there.
 */
export function certaintyOverThreshold(success: RateInterval, threshold: number): Certainty {
  const reached = success.n > 0 && success.lower >= threshold;
  const { n, k } = success;
  const p = n > 0 ? k / n : 0;
  const lowerAt = (good: number, total: number) => wilsonInterval(good, total).lower;
  return {
    state: reached ? "confident" : "uncertain",
    threshold,
    lowerBound: success.lower,
    extraAtPresentRate: reached
      ? 0
      : n > 0 && p * 100 > threshold
        ? smallestExtra((m) => lowerAt(p * (n + m), n + m) >= threshold)
        : null,
    extraWithoutChanges: reached ? 0 : smallestExtra((m) => lowerAt(k + m, n + m) >= threshold),
  };
}

/** Assessments in the rolling window of the learning curve (decision 224). */
export const CURVE_WINDOW = 10;

export interface CurvePoint extends RateInterval {
  /** 1 for the oldest assessment. */
  readonly index: number;
  readonly date: string;
}

interface Dated {
  readonly evaluationDate: string;
  readonly createdAt: string;
  readonly evaluationResult: EvaluationResult;
}

/** Oldest first: by assessment date, then by when it was saved. */
function inDateOrder<T extends Dated>(assessments: readonly T[]): T[] {
  return [...assessments].sort((a, b) =>
    a.evaluationDate === b.evaluationDate
      ? a.createdAt.localeCompare(b.createdAt)
      : a.evaluationDate.localeCompare(b.evaluationDate),
  );
}

/**
 * The learning curve (decision 224): at each assessment in date order, the share without major
 * changes over it and the nine before it (all of them while fewer), with its interval.
 */
export function learningCurve(assessments: readonly Dated[]): CurvePoint[] {
  const ordered = inDateOrder(assessments);
  const good = ordered.map((a) => (withoutMajor(a.evaluationResult) ? 1 : 0));
  const points: CurvePoint[] = [];
  let inWindow = 0;
  for (let i = 0; i < ordered.length; i += 1) {
    inWindow += good[i] ?? 0;
    if (i >= CURVE_WINDOW) inWindow -= good[i - CURVE_WINDOW] ?? 0;
    const n = Math.min(i + 1, CURVE_WINDOW);
    points.push({
      index: i + 1,
      date: ordered[i]?.evaluationDate ?? "",
      ...wilsonInterval(inWindow, n),
    });
  }
  return points;
}

/** The trend looks at this many latest assessments, in two halves (decision 224). */
export const TREND_SPAN = 20;
/** Fewer than this many and no trend is told. */
export const TREND_MIN = 10;
/** Percentage points between the halves that count as a change. */
export const TREND_STEP = 20;

export type TrendDirection = "improving" | "stable" | "worsening" | "too_few";

export interface Trend {
  readonly direction: TrendDirection;
  /** The older and the newer half of the latest assessments; null with too few. */
  readonly earlier: RateInterval | null;
  readonly later: RateInterval | null;
}

/**
 * The trend over the latest 20 (decision 224): the newer half's share without major changes
 * against the older half's; 20 percentage points or more either way is a change, less is stable.
 * Under 10 assessments there is no trend to tell.
 */
export function trendOfLatest(assessments: readonly Dated[]): Trend {
  const latest = inDateOrder(assessments).slice(-TREND_SPAN);
  if (latest.length < TREND_MIN) return { direction: "too_few", earlier: null, later: null };
  const half = Math.floor(latest.length / 2);
  const earlier = resultIntervals(latest.slice(0, half)).success;
  const later = resultIntervals(latest.slice(half)).success;
  const difference = later.rate - earlier.rate;
  const direction: TrendDirection =
    difference >= TREND_STEP ? "improving" : difference <= -TREND_STEP ? "worsening" : "stable";
  return { direction, earlier, later };
}

/** Specialists with fewer assessments than this are one group in the calibration (decision 225). */
export const CALIBRATION_MIN = 5;

export interface CalibrationInput {
  readonly stDoctorId: string;
  readonly specialistName: string | null;
  readonly evaluationResult: EvaluationResult;
}

export interface CalibrationRow {
  /** The specialist's name as first spelled; null for the group of those with few assessments. */
  readonly name: string | null;
  /** Specialists in the row: 1, or the group's size. */
  readonly specialists: number;
  readonly doctors: number;
  /** The share of major changes in the row's own assessments. */
  readonly own: RateInterval;
  /** The same share in the other specialists' assessments of the same doctors. */
  readonly colleagues: RateInterval;
}

const nameKey = (name: string | null) => name?.trim().toLocaleLowerCase("sv") ?? "";

/**
 * Assessor calibration (decision 225): per specialist name (ignoring case and edge spaces), the
 * share of major changes in their assessments against their colleagues' assessments of the same
 * doctors. Names with fewer than five assessments are one row, compared with everyone outside it;
 * assessments without a name are left out. Most assessments first, then by name.
 */
export function assessorCalibration(assessments: readonly CalibrationInput[]): CalibrationRow[] {
  const byName = new Map<string, { name: string; items: CalibrationInput[] }>();
  for (const a of assessments) {
    const key = nameKey(a.specialistName);
    if (key === "") continue;
    const entry = byName.get(key) ?? { name: a.specialistName?.trim() ?? "", items: [] };
    entry.items.push(a);
    byName.set(key, entry);
  }
  const named = [...byName.entries()].filter(([, e]) => e.items.length >= CALIBRATION_MIN);
  const few = [...byName.entries()].filter(([, e]) => e.items.length < CALIBRATION_MIN);
  const row = (name: string | null, keys: Set<string>, own: CalibrationInput[]): CalibrationRow => {
    const doctors = new Set(own.map((a) => a.stDoctorId));
    const colleagues = assessments.filter(
      (a) =>
        doctors.has(a.stDoctorId) &&
        nameKey(a.specialistName) !== "" &&
        !keys.has(nameKey(a.specialistName)),
    );
    return {
      name,
      specialists: keys.size,
      doctors: doctors.size,
      own: resultIntervals(own).majorChanges,
      colleagues: resultIntervals(colleagues).majorChanges,
    };
  };
  const rows = named
    .map(([key, e]) => row(e.name, new Set([key]), e.items))
    .sort((a, b) => b.own.n - a.own.n || compareSwedish(a.name ?? "", b.name ?? ""));
  if (few.length > 0) {
    rows.push(
      row(
        null,
        new Set(few.map(([key]) => key)),
        few.flatMap(([, e]) => e.items),
      ),
    );
  }
  return rows;
}

/** '92 %' and '65–99 %', whole percent as the spec writes them. */
export function formatWholePercent(value: number): string {
  return `${Math.round(value)}\u00a0%`;
}

export function formatInterval(interval: RateInterval): string {
  return `${Math.round(interval.lower)}–${Math.round(interval.upper)}\u00a0%`;
}

import { SIGNING_RIGHTS_MESSAGES as M } from "../messages/signing-rights";
import { addDays, type IsoDate } from "./dates";

export const EVALUATION_RESULTS = ["no_changes", "minor_changes", "major_changes"] as const;
export type EvaluationResult = (typeof EVALUATION_RESULTS)[number];

export const CASE_DIFFICULTIES = ["easy", "medium", "hard"] as const;
export type CaseDifficulty = (typeof CASE_DIFFICULTIES)[number];

export const CONFIDENCE_LEVELS = ["would_sign", "would_discuss"] as const;
export type Confidence = (typeof CONFIDENCE_LEVELS)[number];

export const FINAL_DECISIONS = ["approved", "rejected"] as const;
export type FinalDecision = (typeof FINAL_DECISIONS)[number];

/** The fields of one specialist assessment that the statistics read. */
export interface AssessmentFacts {
  readonly evaluationResult: EvaluationResult;
  readonly caseDifficulty?: CaseDifficulty | null | undefined;
  readonly stDoctorConfidence: Confidence;
}

export interface SigningRightsStatistics {
  readonly totalEvaluations: number;
  readonly noChanges: number;
  readonly minorChanges: number;
  readonly majorChanges: number;
  /** (no changes + minor changes) / total × 100; 0 with no assessments. */
  readonly successRate: number;
  readonly confidenceBreakdown: { readonly wouldSign: number; readonly wouldDiscuss: number };
  readonly criticalCases: {
    readonly wouldSignWithMajorChanges: number;
    readonly wouldDiscussWithMajorChanges: number;
  };
  readonly difficultyBreakdown: {
    readonly easy: number;
    readonly medium: number;
    readonly hard: number;
    readonly unset: number;
  };
  /** Mean of easy=1, medium=2, hard=3 over assessments with a difficulty; null when none has. */
  readonly averageDifficulty: number | null;
}

const DIFFICULTY_SCORE: Record<CaseDifficulty, number> = { easy: 1, medium: 2, hard: 3 };

export function calculateSigningRightsStatistics(
  assessments: readonly AssessmentFacts[],
): SigningRightsStatistics {
  const count = (pred: (a: AssessmentFacts) => boolean) => assessments.filter(pred).length;
  const total = assessments.length;
  const noChanges = count((a) => a.evaluationResult === "no_changes");
  const minorChanges = count((a) => a.evaluationResult === "minor_changes");
  const majorChanges = count((a) => a.evaluationResult === "major_changes");
  const rated = assessments.flatMap((a) => (a.caseDifficulty ? [a.caseDifficulty] : []));
  return {
    totalEvaluations: total,
    noChanges,
    minorChanges,
    majorChanges,
    successRate: total > 0 ? ((noChanges + minorChanges) / total) * 100 : 0,
    confidenceBreakdown: {
      wouldSign: count((a) => a.stDoctorConfidence === "would_sign"),
      wouldDiscuss: count((a) => a.stDoctorConfidence === "would_discuss"),
    },
    criticalCases: {
      wouldSignWithMajorChanges: count(
        (a) => a.evaluationResult === "major_changes" && a.stDoctorConfidence === "would_sign",
      ),
      wouldDiscussWithMajorChanges: count(
        (a) => a.evaluationResult === "major_changes" && a.stDoctorConfidence === "would_discuss",
      ),
    },
    difficultyBreakdown: {
      easy: count((a) => a.caseDifficulty === "easy"),
      medium: count((a) => a.caseDifficulty === "medium"),
      hard: count((a) => a.caseDifficulty === "hard"),
      unset: count((a) => !a.caseDifficulty),
    },
    averageDifficulty:
      rated.length > 0
        ? rated.reduce((sum, d) => sum + DIFFICULTY_SCORE[d], 0) / rated.length
        : null,
  };
}

export interface ReadinessThresholds {
  /** Percent. */
  readonly successRateThreshold: number;
  readonly majorChangesThreshold: number;
  readonly minEvaluations: number;
  /** Shown and adjustable; the spec's recommendation does not use it. */
  readonly confidenceWeight: number;
}
export type ThresholdKey = keyof ReadinessThresholds;

export const DEFAULT_THRESHOLDS: ReadinessThresholds = {
  successRateThreshold: 80,
  majorChangesThreshold: 2,
  minEvaluations: 10,
  confidenceWeight: 0.3,
};

/** The 'Justera kvalitetsindikatorer' inputs (spec section 5). */
export const THRESHOLD_INPUTS: Record<
  ThresholdKey,
  { readonly min: number; readonly max: number; readonly step: number; readonly default: number }
> = {
  successRateThreshold: { min: 0, max: 100, step: 1, default: 80 },
  majorChangesThreshold: { min: 0, max: 10, step: 1, default: 2 },
  minEvaluations: { min: 1, max: 50, step: 1, default: 10 },
  confidenceWeight: { min: 0, max: 1, step: 0.1, default: 0.3 },
};

type ThresholdDraft = Partial<Record<ThresholdKey, number | string | null | undefined>>;

/**
 * Thresholds from the adjust form: an empty field takes its default (the success rate also when
 * zero, as the spec says), other values are clamped into range and snapped to the input's step.
 */
export function normalizeThresholds(draft: ThresholdDraft): ReadinessThresholds {
  const read = (key: ThresholdKey): number => {
    const spec = THRESHOLD_INPUTS[key];
    const raw = draft[key];
    const value = typeof raw === "string" ? (raw.trim() === "" ? Number.NaN : Number(raw)) : raw;
    if (value === null || value === undefined || !Number.isFinite(value)) return spec.default;
    if (key === "successRateThreshold" && value === 0) return spec.default;
    const clamped = Math.min(spec.max, Math.max(spec.min, value));
    // Rounding through the step count avoids 0.30000000000000004 for 0.3.
    return Math.round(Math.round(clamped / spec.step) * spec.step * 10) / 10;
  };
  return {
    successRateThreshold: read("successRateThreshold"),
    majorChangesThreshold: read("majorChangesThreshold"),
    minEvaluations: read("minEvaluations"),
    confidenceWeight: read("confidenceWeight"),
  };
}

export type ThresholdsFormResult =
  | { readonly ok: true; readonly thresholds: ReadinessThresholds }
  | { readonly ok: false; readonly errors: Partial<Record<ThresholdKey, string>> };

/**
 * What the adjust form saves (decision 180): an empty field takes its default (the success rate
 * also when zero, as the spec says); a figure out of range or off its step is refused with the
 * range in the message, never moved to the nearest bound behind the user's back.
 */
export function readThresholdsForm(draft: ThresholdDraft): ThresholdsFormResult {
  const thresholds = { ...DEFAULT_THRESHOLDS };
  const errors: Partial<Record<ThresholdKey, string>> = {};
  for (const key of Object.keys(THRESHOLD_INPUTS) as ThresholdKey[]) {
    const spec = THRESHOLD_INPUTS[key];
    const raw = draft[key];
    const text = typeof raw === "string" ? raw.trim().replace(",", ".") : raw;
    if (text === "" || text === null || text === undefined) continue;
    const value =
      typeof text === "number" ? text : /^-?\d+(\.\d+)?$/.test(text) ? Number(text) : NaN;
    const steps = value / spec.step;
    const onStep = Math.abs(steps - Math.round(steps)) < 1e-9;
    if (!Number.isFinite(value) || value < spec.min || value > spec.max || !onStep) {
      errors[key] = M.thresholdRanges[key];
    } else if (!(key === "successRateThreshold" && value === 0)) {
      // Through the step count, so 0.3 stays 0.3 and not 0.30000000000000004.
      thresholds[key] = Math.round(Math.round(steps) * spec.step * 10) / 10;
    }
  }
  return Object.keys(errors).length > 0 ? { ok: false, errors } : { ok: true, thresholds };
}

export type ReadinessState = "approve" | "more_assessment" | "deny";
export type IndicatorColor = "green" | "yellow" | "red";

export interface ReadinessRecommendation {
  readonly state: ReadinessState;
  readonly label: string;
  readonly color: IndicatorColor;
}

/**
 * Three-state recommendation (spec section 4): approve when every threshold is met and would_sign
 * outnumbers would_discuss; more assessment inside the yellow bands; otherwise deny.
 */
export function recommendReadiness(
  stats: SigningRightsStatistics,
  thresholds: ReadinessThresholds = DEFAULT_THRESHOLDS,
): ReadinessRecommendation {
  const t = thresholds;
  if (
    stats.successRate >= t.successRateThreshold &&
    stats.majorChanges <= t.majorChangesThreshold &&
    stats.totalEvaluations >= t.minEvaluations &&
    stats.confidenceBreakdown.wouldSign > stats.confidenceBreakdown.wouldDiscuss
  ) {
    return { state: "approve", label: M.recommendApprove, color: "green" };
  }
  if (
    stats.successRate >= t.successRateThreshold - 20 &&
    stats.majorChanges <= t.majorChangesThreshold + 1 &&
    stats.totalEvaluations >= t.minEvaluations - 5
  ) {
    return { state: "more_assessment", label: M.needsMoreAssessment, color: "yellow" };
  }
  return { state: "deny", label: M.recommendDeny, color: "red" };
}

/** Green at the threshold, yellow within 20 percentage points below it, else red. */
export function successRateIndicator(rate: number, t = DEFAULT_THRESHOLDS): IndicatorColor {
  if (rate >= t.successRateThreshold) return "green";
  return rate >= t.successRateThreshold - 20 ? "yellow" : "red";
}

/** Green when would_sign outnumbers would_discuss, as the recommendation asks, else red. */
export function confidenceIndicator(stats: SigningRightsStatistics): IndicatorColor {
  const { wouldSign, wouldDiscuss } = stats.confidenceBreakdown;
  return wouldSign > wouldDiscuss ? "green" : "red";
}

/** Green up to the maximum, yellow at one more, else red. */
export function majorChangesIndicator(count: number, t = DEFAULT_THRESHOLDS): IndicatorColor {
  if (count <= t.majorChangesThreshold) return "green";
  return count <= t.majorChangesThreshold + 1 ? "yellow" : "red";
}

/** Green from the minimum, yellow down to five fewer, else red. */
export function evaluationCountIndicator(total: number, t = DEFAULT_THRESHOLDS): IndicatorColor {
  if (total >= t.minEvaluations) return "green";
  return total >= t.minEvaluations - 5 ? "yellow" : "red";
}

export type SuccessRateBand = keyof typeof M.successBands;
export type CountBand = keyof typeof M.countBands;

/** Success rate: from 80 Utmärkt, from 60 God, else Behöver förbättring. */
export function successRateBand(rate: number): { band: SuccessRateBand; label: string } {
  const band: SuccessRateBand = rate >= 80 ? "excellent" : rate >= 60 ? "good" : "needsImprovement";
  return { band, label: M.successBands[band] };
}

/** Count adequacy: from 10 Tillräckligt, from 5 Något få, else För få. */
export function countBand(total: number): { band: CountBand; label: string } {
  const band: CountBand = total >= 10 ? "sufficient" : total >= 5 ? "somewhatFew" : "tooFew";
  return { band, label: M.countBands[band] };
}

export interface DecisionSummaryItem {
  readonly key: keyof typeof M.summary;
  readonly label: string;
  readonly positive: boolean;
}

/**
 * The decision panel's indicators, on fixed values rather than the adjustable thresholds (spec
 * section 9): success rate at least 80, no major changes, at least 10 evaluations.
 */
export function decisionSummary(stats: SigningRightsStatistics): {
  items: DecisionSummaryItem[];
  allPositive: boolean;
} {
  const items: DecisionSummaryItem[] = [
    { key: "successRate", label: M.summary.successRate, positive: stats.successRate >= 80 },
    { key: "noMajorChanges", label: M.summary.noMajorChanges, positive: stats.majorChanges === 0 },
    {
      key: "enoughEvaluations",
      label: M.summary.enoughEvaluations,
      positive: stats.totalEvaluations >= 10,
    },
  ];
  return { items, allPositive: items.every((i) => i.positive) };
}

/** Aktiv (blue), Klar (green); any other status is shown as Avbruten (red). */
export function evaluationStatusDisplay(status: string): {
  label: string;
  color: "blue" | "green" | "red";
} {
  if (status === "active") return { label: M.evaluationStatus.active, color: "blue" };
  if (status === "completed") return { label: M.evaluationStatus.completed, color: "green" };
  return { label: M.evaluationStatus.cancelled, color: "red" };
}

/** Only a completed evaluation without a final decision shows the final-decision panel. */
export function showsFinalDecisionPanel(evaluation: {
  readonly status: string;
  readonly finalDecision?: string | null | undefined;
}): boolean {
  return evaluation.status === "completed" && !evaluation.finalDecision;
}

/** A final decision completes the evaluation, dated today. */
export function finalDecisionUpdate(
  decision: FinalDecision,
  notes: string | null | undefined,
  today: IsoDate,
): {
  status: "completed";
  finalDecision: FinalDecision;
  finalDecisionDate: IsoDate;
  finalDecisionNotes: string | null;
} {
  const trimmed = notes?.trim() ?? "";
  return {
    status: "completed",
    finalDecision: decision,
    finalDecisionDate: today,
    finalDecisionNotes: trimmed === "" ? null : trimmed,
  };
}

/** New evaluation period: today to 90 days ahead. */
export function defaultEvaluationPeriod(today: IsoDate): {
  evaluationPeriodStart: IsoDate;
  evaluationPeriodEnd: IsoDate;
} {
  return { evaluationPeriodStart: today, evaluationPeriodEnd: addDays(today, 90) };
}

/** The add form's starting values (spec section 9). */
export function defaultAssessmentValues(today: IsoDate): {
  evaluationResult: EvaluationResult;
  caseDifficulty: CaseDifficulty;
  stDoctorConfidence: Confidence;
  overallAssessment: number;
  evaluationDate: IsoDate;
} {
  return {
    evaluationResult: "no_changes",
    caseDifficulty: "medium",
    stDoctorConfidence: "would_discuss",
    overallAssessment: 3,
    evaluationDate: today,
  };
}

/**
 * The catalogue entry an assessment of `procedureId` is filed under: an examination listed in
 * several matrix columns (one sync id) is one examination, filed under its first entry in the whole
 * catalogue, retired entries included, so retiring that entry does not split its evaluations.
 * Undefined when the id is not an entry in use.
 */
export function evaluationExaminationId(
  catalogue: readonly {
    readonly id: string;
    readonly syncId?: string | null | undefined;
    readonly retired?: boolean | undefined;
  }[],
  procedureId: string,
): string | undefined {
  const entry = catalogue.find((p) => p.id === procedureId && !p.retired);
  if (!entry?.syncId) return entry?.id;
  return catalogue.find((p) => p.syncId === entry.syncId)?.id;
}

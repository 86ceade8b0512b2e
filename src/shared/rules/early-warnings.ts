import { EARLY_WARNING_MESSAGES as M } from "../messages/early-warnings";
import type { ActivityStatus } from "./activity-status";
import { addMonthsClamped, compareDates } from "./dates";
import { formatDate } from "./display-dates";
import type { Progress } from "./matrix";
import { calculateStProgress } from "./st-period";
import { isRotationOver } from "./timeline-layout";

/**
 * The early warnings about an ST doctor (decision 145), shown on the cohort view and on the
 * doctor's overview. Rules never read the clock: the caller passes `today`, and the thresholds an
 * administrator set.
 */

export interface WarningThresholds {
  /** A meeting gap longer than this many months warns. */
  readonly meetingGapMonths: number;
  /** ST time ahead of goal progress by more than this many percentage points warns. */
  readonly progressGapPoints: number;
  /** An end date this many months away or nearer, with goals left, warns. */
  readonly endingSoonMonths: number;
}

export const DEFAULT_WARNING_THRESHOLDS: WarningThresholds = {
  meetingGapMonths: 3,
  progressGapPoints: 20,
  endingSoonMonths: 6,
};

export type EarlyWarning =
  | {
      readonly kind: "meeting-gap";
      readonly lastMeetingDate: string | null;
      readonly months: number;
    }
  | { readonly kind: "overdue-items"; readonly count: number }
  | {
      readonly kind: "progress-gap";
      /** Both rounded as the overview shows them. */
      readonly stPercent: number;
      readonly goalPercent: number;
      readonly points: number;
    }
  | { readonly kind: "no-supervisor" }
  | {
      readonly kind: "ending-soon";
      readonly endDate: string;
      /** The end date has passed. */
      readonly ended: boolean;
      readonly goalsLeft: number;
    }
  | { readonly kind: "uncertified"; readonly count: number }
  /** The latest IUP revision's follow-up has passed with no new revision (decision 200). */
  | { readonly kind: "iup-follow-up"; readonly date: string };

export type EarlyWarningKind = EarlyWarning["kind"];

/** The order warnings are listed in: the ones about the doctor's follow-up first. */
export const EARLY_WARNING_KINDS = [
  "no-supervisor",
  "meeting-gap",
  "iup-follow-up",
  "ending-soon",
  "progress-gap",
  "overdue-items",
  "uncertified",
] as const satisfies readonly EarlyWarningKind[];

export interface EarlyWarningInput {
  readonly today: string;
  readonly stStartDate: string;
  readonly stEndDate: string;
  /** The last supervisor meeting on or before today (`lastMeetingDate`), or null. */
  readonly lastMeetingDate: string | null;
  /** Active supervisors assigned to the doctor. */
  readonly supervisorCount: number;
  /** Completed goals of the doctor's model; undefined while no model is chosen. */
  readonly goalProgress: Progress | undefined;
  /**
   * Planned items whose quarter has passed: the overview counts its events (`countOverdue`), the
   * cohort the same items without building them (`countOverdueItems`, decision 148).
   */
  readonly overdueCount: number;
  /** Completed items without a certificate (`uncertifiedItems`). */
  readonly uncertifiedCount: number;
  /**
   * The first passed follow-up of the latest IUP revision (`iupFollowUpStatus`), or null. Left
   * out where the IUP is not read with the record (the overview shows it in a card of its own).
   */
  readonly passedIupFollowUp?: string | null;
  readonly thresholds: WarningThresholds;
}

/** Every early warning that holds, in EARLY_WARNING_KINDS order (the order they are checked in). */
export function earlyWarnings(input: EarlyWarningInput): EarlyWarning[] {
  const warnings: EarlyWarning[] = [];
  const { today, stStartDate, stEndDate, thresholds } = input;
  const running = compareDates(today, stStartDate) >= 0 && compareDates(today, stEndDate) <= 0;
  if (input.supervisorCount === 0) warnings.push({ kind: "no-supervisor" });
  if (input.passedIupFollowUp)
    warnings.push({ kind: "iup-follow-up", date: input.passedIupFollowUp });
  if (running) {
    // A gap is counted within the ST period: before the start no meeting was due.
    const last = input.lastMeetingDate;
    const since = last && compareDates(last, stStartDate) > 0 ? last : stStartDate;
    if (compareDates(today, addMonthsClamped(since, thresholds.meetingGapMonths)) > 0)
      warnings.push({
        kind: "meeting-gap",
        lastMeetingDate: last,
        months: thresholds.meetingGapMonths,
      });
  }
  const goals = input.goalProgress;
  const goalsLeft = goals ? goals.total - goals.achieved : 0;
  // An end already passed with goals left is the same warning, only later.
  if (
    goalsLeft > 0 &&
    compareDates(stEndDate, addMonthsClamped(today, thresholds.endingSoonMonths)) <= 0
  )
    warnings.push({
      kind: "ending-soon",
      endDate: stEndDate,
      ended: compareDates(stEndDate, today) < 0,
      goalsLeft,
    });
  if (running && goals) {
    const stPercent = Math.round(
      calculateStProgress({ startDate: stStartDate, endDate: stEndDate }, today),
    );
    const goalPercent = Math.round(goals.percent);
    if (stPercent - goalPercent > thresholds.progressGapPoints)
      warnings.push({
        kind: "progress-gap",
        stPercent,
        goalPercent,
        points: thresholds.progressGapPoints,
      });
  }
  if (input.overdueCount > 0) warnings.push({ kind: "overdue-items", count: input.overdueCount });
  if (input.uncertifiedCount > 0)
    warnings.push({ kind: "uncertified", count: input.uncertifiedCount });
  return warnings;
}

/** The latest meeting on or before today; a meeting entered ahead has not happened yet. */
export function lastMeetingDate(dates: readonly string[], today: string): string | null {
  let last: string | null = null;
  for (const date of dates) {
    if (compareDates(date, today) <= 0 && (last === null || compareDates(date, last) > 0))
      last = date;
  }
  return last;
}

/** The parts of a record whose completed items need a certificate. */
export interface CertifiableRecord {
  /** The ids of the model's goals: rows of another model are not counted. */
  readonly goalIds: ReadonlySet<string>;
  readonly goals: readonly {
    readonly goalId: string;
    readonly status: ActivityStatus;
    readonly certificateFileIds: readonly string[];
  }[];
  readonly courses: readonly {
    readonly status: ActivityStatus;
    readonly certificateFileIds: readonly string[];
  }[];
  /** endDate: 'YYYY-MM', the last month of the rotation. */
  readonly rotations: readonly {
    readonly endDate: string;
    readonly certificateFileIds: readonly string[];
  }[];
  readonly sitIns: readonly {
    readonly date: string;
    readonly certificateFileIds: readonly string[];
  }[];
  readonly today: string;
}

/**
 * Completed items without a certificate: goals and courses marked completed, rotations whose last
 * month has passed (as the overview marks them), sit-ins dated today or earlier. Examinations and
 * meetings take no certificate.
 */
export function countUncertified(record: CertifiableRecord): number {
  const missing = (item: { certificateFileIds: readonly string[] }) =>
    item.certificateFileIds.length === 0;
  return (
    record.goals.filter(
      (g) => record.goalIds.has(g.goalId) && g.status === "completed" && missing(g),
    ).length +
    record.courses.filter((c) => c.status === "completed" && missing(c)).length +
    record.rotations.filter((r) => isRotationOver(r.endDate, record.today) && missing(r)).length +
    record.sitIns.filter((s) => compareDates(s.date, record.today) <= 0 && missing(s)).length
  );
}

/** The warning's short Swedish explanation. */
export function describeEarlyWarning(warning: EarlyWarning): string {
  switch (warning.kind) {
    case "meeting-gap":
      return warning.lastMeetingDate
        ? M.meetingGapSince(formatDate(warning.lastMeetingDate), warning.months)
        : M.meetingGapNever(warning.months);
    case "overdue-items":
      return M.overdueItems(warning.count);
    case "progress-gap":
      return M.progressGap(warning.stPercent, warning.goalPercent, warning.points);
    case "no-supervisor":
      return M.noSupervisor;
    case "ending-soon":
      return (warning.ended ? M.ended : M.endingSoon)(
        formatDate(warning.endDate),
        warning.goalsLeft,
      );
    case "uncertified":
      return M.uncertified(warning.count);
    case "iup-follow-up":
      return M.iupFollowUp(formatDate(warning.date));
  }
}

export function earlyWarningTitle(kind: EarlyWarningKind): string {
  return M.titles[kind];
}

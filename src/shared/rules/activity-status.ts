import { PROGRESS_MESSAGES as M } from "../messages/progress";
import type { QuarterLabel } from "./quarters";

/** Statuses of goals, examinations, events and the ST project (spec section 4). */
export const ACTIVITY_STATUSES = [
  "not_started",
  "planned",
  "in_progress",
  "completed",
  "under_review",
] as const;
export type ActivityStatus = (typeof ACTIVITY_STATUSES)[number];

export const ACTIVITY_STATUS_LABELS: Record<ActivityStatus, string> = M.statusLabels;

/** A course may only be planned, completed or under review. */
export const COURSE_STATUSES = ["planned", "completed", "under_review"] as const;
export type CourseStatus = (typeof COURSE_STATUSES)[number];

/** The ST project allows all five statuses and starts as not started. */
export const ST_PROJECT_STATUSES = [...ACTIVITY_STATUSES] as const;
export const DEFAULT_ST_PROJECT_STATUS: ActivityStatus = "not_started";

export function isActivityStatus(value: unknown): value is ActivityStatus {
  return typeof value === "string" && (ACTIVITY_STATUSES as readonly string[]).includes(value);
}

/**
 * The status dialog offers all five statuses whatever the current one: there are no transition
 * restrictions (spec section 4).
 */
export function statusDialogChoices(_current: ActivityStatus): readonly ActivityStatus[] {
  return ACTIVITY_STATUSES;
}

/** The planned quarter is kept only while the status is planned; otherwise it is dropped. */
export function plannedQuarterToSave(
  status: ActivityStatus,
  quarter: QuarterLabel | string | null | undefined,
): string | null {
  return status === "planned" && quarter ? quarter : null;
}

/** A planned goal or examination must name its quarter. */
export function isQuarterMissing(status: ActivityStatus, quarter: string | null | undefined) {
  return status === "planned" && !quarter;
}

export type EditResult<T> =
  | { readonly ok: true; readonly value: T }
  | { readonly ok: false; readonly field: string; readonly message: string };

export interface GoalEdit {
  readonly status: ActivityStatus;
  readonly plannedQuarter?: string | null | undefined;
}

/** A goal edit as it is saved: a planned goal needs a quarter, any other status drops it. */
export function normalizeGoalEdit(
  edit: GoalEdit,
): EditResult<{ status: ActivityStatus; plannedQuarter: string | null }> {
  if (isQuarterMissing(edit.status, edit.plannedQuarter)) {
    return { ok: false, field: "plannedQuarter", message: M.quarterRequired };
  }
  return {
    ok: true,
    value: {
      status: edit.status,
      plannedQuarter: plannedQuarterToSave(edit.status, edit.plannedQuarter),
    },
  };
}

import type { StModel } from "@/shared/curriculum/goal-models";
import type { Specialty } from "@/shared/curriculum/specialties";
import type { ActivityStatus } from "@/shared/rules/activity-status";
import {
  countUncertified,
  type EarlyWarning,
  earlyWarnings,
  lastMeetingDate,
  type WarningThresholds,
} from "@/shared/rules/early-warnings";
import type { Progress } from "@/shared/rules/matrix";
import { countOverdue } from "@/shared/rules/plan-warnings";
import { type QuarterLabel, quarterFromDate } from "@/shared/rules/quarters";
import type { TimelineEvent } from "@/shared/rules/timeline-layout";
import type { TDoctorRecord } from "@/shared/schemas/doctor-record";
import type { TGoalCatalogueEntry } from "@/shared/schemas/goal-catalogue";
import { goalsOf } from "@/web/entities/goal/doctor-specialty";

/** The goals of the doctor's specialty and model; none while no goal model is chosen. */
export function modelGoals(
  goalCatalogue: readonly TGoalCatalogueEntry[],
  specialty: Specialty,
  model: StModel,
): readonly TGoalCatalogueEntry[] {
  return goalsOf(goalCatalogue, specialty, model);
}

/** Each goal with its recorded status, as the plan warnings read them; unrecorded ones not started. */
export function goalsWithStatus(
  goals: readonly Pick<TGoalCatalogueEntry, "id" | "title">[],
  goalProgress: readonly { goalId: string; status: ActivityStatus }[],
): { id: string; title: string; status: ActivityStatus }[] {
  const status = new Map(goalProgress.map((g) => [g.goalId, g.status]));
  return goals.map((g) => ({
    id: g.id,
    title: g.title,
    status: status.get(g.id) ?? "not_started",
  }));
}

/**
 * The record's early warnings (decision 145) as the overview shows them: the card lists each
 * overdue item itself (plan warnings), so the count of overdue items would say it twice.
 */
export function overviewEarlyWarnings(
  record: TDoctorRecord,
  goals: readonly Pick<TGoalCatalogueEntry, "id">[],
  goalProgress: Progress | undefined,
  events: readonly TimelineEvent[],
  thresholds: WarningThresholds,
  /** The IUP's first passed follow-up (decision 200), once its query has answered. */
  passedIupFollowUp: string | null = null,
): EarlyWarning[] {
  const { today, formalities } = record;
  return earlyWarnings({
    today,
    stStartDate: formalities.stStartDate,
    stEndDate: formalities.stEndDate,
    lastMeetingDate: lastMeetingDate(
      record.meetings.map((m) => m.date),
      today,
    ),
    supervisorCount: record.supervisors.filter((s) => s.isActive).length,
    goalProgress,
    overdueCount: countOverdue(events, today),
    uncertifiedCount: countUncertified({
      goalIds: new Set(goals.map((g) => g.id)),
      goals: record.goals,
      courses: record.courses,
      rotations: record.rotations,
      sitIns: record.sitIns,
      today,
    }),
    thresholds,
    passedIupFollowUp,
  }).filter((w) => w.kind !== "overdue-items");
}

/** Where 'Planera' on unplanned goals opens the wizard: this quarter, kept within the ST period. */
export function planningQuarter(
  today: string,
  stStartDate: string,
  stEndDate: string,
): QuarterLabel {
  const now = quarterFromDate(today);
  const first = quarterFromDate(stStartDate);
  const last = quarterFromDate(stEndDate);
  // Quarter labels sort as text.
  return now < first ? first : now > last ? last : now;
}

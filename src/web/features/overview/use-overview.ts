import { useCallback, useMemo, useRef, useState } from "react";
import { isGoalModel } from "@/shared/curriculum/goal-models";
import {
  countUncertified,
  earlyWarnings,
  lastMeetingDate,
  type WarningThresholds,
} from "@/shared/rules/early-warnings";
import { calculateGoalProgress, calculateMatrixState } from "@/shared/rules/matrix";
import { buildOverviewEvents, overviewYears } from "@/shared/rules/overview-events";
import { countOverdue, planWarnings } from "@/shared/rules/plan-warnings";
import { type QuarterLabel, quarterFromDate } from "@/shared/rules/quarters";
import type { TimelineEvent } from "@/shared/rules/timeline-layout";
import type { TDoctorRecord } from "@/shared/schemas/doctor-record";
import type { TGoalCatalogueEntry } from "@/shared/schemas/goal-catalogue";
import type { TProcedureDefinition } from "@/shared/schemas/procedure-catalogue";
import { toProcedureDefinitions } from "@/web/entities/matrix/procedure-definitions";
import { signingRightsByEntry } from "@/web/entities/matrix/signing-rights-decisions";
import type { ActivityItem, ActivityListKey } from "@/web/features/activities";
import { useLostMoves } from "./api/lost-moves";
import { type MovableKind, useMoveToQuarter } from "./api/move-to-quarter";
import type { WizardTarget } from "./components/add-activity-wizard";
import type { WizardActivityType } from "./wizard-defaults";

/** Where the rows of each dated activity live in the record. */
const ACTIVITY_LISTS = {
  rotation: "rotations",
  course: "courses",
  "sit-in": "sitIns",
  meeting: "meetings",
} as const satisfies Record<WizardActivityType, ActivityListKey>;

/** An activity's form, with the row as it was when opened (its version is what a save is based on). */
type ActivityDialog = {
  [T in WizardActivityType]: { kind: T; item: ActivityItem<(typeof ACTIVITY_LISTS)[T]> };
}[WizardActivityType];

/** Which dialog of the overview is open. */
export type OverviewDialog =
  | { kind: "none" }
  | { kind: "goal"; goalId: string }
  | { kind: "procedure"; procedureId: string }
  | ActivityDialog
  | { kind: "wizard"; target: WizardTarget }
  | { kind: "quarter"; event: TimelineEvent };

/**
 * Everything the overview shows and does, worked out from the record and the two catalogues with
 * the shared rules; the page and its dialogs only lay it out.
 */
export function useOverview(
  record: TDoctorRecord,
  goalCatalogue: readonly TGoalCatalogueEntry[],
  entries: readonly TProcedureDefinition[],
  thresholds: WarningThresholds,
) {
  const { formalities, today } = record;
  const model = formalities.stModel;
  const goals = useMemo(
    () => (isGoalModel(model) ? goalCatalogue.filter((g) => g.model === model) : []),
    [goalCatalogue, model],
  );
  const catalogue = useMemo(() => toProcedureDefinitions(entries), [entries]);
  const matrix = useMemo(
    () => calculateMatrixState(catalogue, record.procedures),
    [catalogue, record.procedures],
  );
  const signingRights = useMemo(
    () => signingRightsByEntry(catalogue, record.signingRights),
    [catalogue, record.signingRights],
  );
  const events = useMemo(
    () =>
      buildOverviewEvents({
        goals,
        goalProgress: record.goals,
        procedures: catalogue,
        procedureProgress: record.procedures,
        courses: record.courses,
        rotations: record.rotations,
        sitIns: record.sitIns,
        meetings: record.meetings,
        today,
      }),
    [goals, catalogue, record, today],
  );
  const years = useMemo(
    () => overviewYears(formalities.stStartDate, formalities.stEndDate, events),
    [formalities.stStartDate, formalities.stEndDate, events],
  );
  const warnings = useMemo(() => {
    const status = new Map(record.goals.map((g) => [g.goalId, g.status]));
    return planWarnings({
      events,
      goals: goals.map((g) => ({
        id: g.id,
        title: g.title,
        status: status.get(g.id) ?? "not_started",
      })),
      stStartDate: formalities.stStartDate,
      stEndDate: formalities.stEndDate,
      today,
    });
  }, [events, goals, record.goals, formalities.stStartDate, formalities.stEndDate, today]);

  const goalProgress = useMemo(
    () => (isGoalModel(model) ? calculateGoalProgress(goals, record.goals) : undefined),
    [model, goals, record.goals],
  );
  const early = useMemo(
    () =>
      earlyWarnings({
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
      }).filter((w) => w.kind !== "overdue-items"),
    // The card lists each overdue item itself (plan warnings), so the count would say it twice.
    [today, formalities, record, goalProgress, events, goals, thresholds],
  );

  const [dialog, setDialog] = useState<OverviewDialog>({ kind: "none" });
  // Callbacks stay the same between renders (the year view's cards are memoised), so they read
  // the newest record through a ref.
  const recordRef = useRef(record);
  recordRef.current = record;

  const open = useCallback((event: TimelineEvent) => {
    if (event.type === "goal") return setDialog({ kind: "goal", goalId: event.id });
    if (event.type === "procedure") return setDialog({ kind: "procedure", procedureId: event.id });
    const rows: readonly { id: string }[] = recordRef.current[ACTIVITY_LISTS[event.type]];
    const item = rows.find((row) => row.id === event.id);
    // The row was read from the list its kind names, so kind and row belong together.
    if (item) setDialog({ kind: event.type, item } as ActivityDialog);
  }, []);

  const add = useCallback(
    (quarter: string) =>
      setDialog({ kind: "wizard", target: { quarter: quarter as QuarterLabel } }),
    [],
  );

  const planGoals = useCallback(() => {
    const current = recordRef.current;
    const now = quarterFromDate(current.today);
    // This quarter, kept within the ST period (quarter labels sort as text).
    const first = quarterFromDate(current.formalities.stStartDate);
    const last = quarterFromDate(current.formalities.stEndDate);
    const quarter = now < first ? first : now > last ? last : now;
    setDialog({ kind: "wizard", target: { quarter, type: "goal" } });
  }, []);

  const move = useMoveToQuarter(record.doctor.id, catalogue);
  const moveTo = useCallback(
    (event: TimelineEvent, quarter: QuarterLabel) => {
      if (event.type !== "goal" && event.type !== "procedure" && event.type !== "course") return;
      move.mutate({ kind: event.type as MovableKind, itemId: event.id, quarter });
    },
    // `mutate` keeps its identity for the mutation observer's life.
    [move.mutate],
  );
  const lostMoves = useLostMoves(record.doctor.id, move.mutate);
  const chooseQuarter = useCallback(
    (event: TimelineEvent) => setDialog({ kind: "quarter", event }),
    [],
  );

  return {
    goals,
    catalogue,
    entries,
    matrix,
    signingRights,
    events,
    years,
    warnings,
    earlyWarnings: early,
    goalProgress,
    dialog,
    setDialog,
    close: useCallback(() => setDialog({ kind: "none" }), []),
    open,
    add,
    planGoals,
    move: moveTo,
    chooseQuarter,
    lostMoves,
  };
}

export type Overview = ReturnType<typeof useOverview>;

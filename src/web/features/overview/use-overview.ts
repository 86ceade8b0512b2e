import { useCallback, useMemo, useRef, useState } from "react";
import { isGoalModel } from "@/shared/curriculum/goal-models";
import type { ProcedureDefinition } from "@/shared/curriculum/procedures";
import type { WarningThresholds } from "@/shared/rules/early-warnings";
import { calculateGoalProgress, calculateMatrixState } from "@/shared/rules/matrix";
import { buildOverviewEvents, overviewYears } from "@/shared/rules/overview-events";
import { planWarnings } from "@/shared/rules/plan-warnings";
import type { QuarterLabel } from "@/shared/rules/quarters";
import type { TimelineEvent } from "@/shared/rules/timeline-layout";
import type { TDoctorRecord } from "@/shared/schemas/doctor-record";
import type { TGoalCatalogueEntry } from "@/shared/schemas/goal-catalogue";
import type { TProcedureDefinition } from "@/shared/schemas/procedure-catalogue";
import { toProcedureDefinitions } from "@/web/entities/matrix/procedure-definitions";
import { signingRightsByEntry } from "@/web/entities/matrix/signing-rights-decisions";
import type { ActivityItem, ActivityListKey } from "@/web/features/activities";
import { useIup } from "@/web/features/iup";
import { useLostMoves } from "./api/lost-moves";
import { type MovableKind, useMoveToQuarter } from "./api/move-to-quarter";
import type { WizardTarget } from "./components/add-activity-wizard";
import {
  goalsWithStatus,
  modelGoals,
  overviewEarlyWarnings,
  planningQuarter,
} from "./overview-data";
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
  const data = useOverviewData(record, goalCatalogue, entries, thresholds);
  return { ...data, ...useOverviewActions(record, data.catalogue) };
}

export type Overview = ReturnType<typeof useOverview>;

/** What the overview shows: its events, progress and warnings, each kept until its inputs change. */
function useOverviewData(
  record: TDoctorRecord,
  goalCatalogue: readonly TGoalCatalogueEntry[],
  entries: readonly TProcedureDefinition[],
  thresholds: WarningThresholds,
) {
  const { formalities, today } = record;
  const model = formalities.stModel;
  const specialty = formalities.specialty;
  const goals = useMemo(
    () => modelGoals(goalCatalogue, specialty, model),
    [goalCatalogue, specialty, model],
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
  const warnings = useMemo(
    () =>
      planWarnings({
        events,
        goals: goalsWithStatus(goals, record.goals),
        stStartDate: formalities.stStartDate,
        stEndDate: formalities.stEndDate,
        today,
      }),
    [events, goals, record.goals, formalities.stStartDate, formalities.stEndDate, today],
  );
  const goalProgress = useMemo(
    () => (isGoalModel(model) ? calculateGoalProgress(goals, record.goals) : undefined),
    [model, goals, record.goals],
  );
  // A passed IUP follow-up is a planning warning like a missing meeting (decision 200).
  const passedIupFollowUp = useIup(record.doctor.id).data?.passedFollowUp ?? null;
  const early = useMemo(
    () => overviewEarlyWarnings(record, goals, goalProgress, events, thresholds, passedIupFollowUp),
    [record, goals, goalProgress, events, thresholds, passedIupFollowUp],
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
  };
}

/** What the overview does: which dialog is open, opening one from an event, and moving events. */
function useOverviewActions(record: TDoctorRecord, catalogue: readonly ProcedureDefinition[]) {
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
    const { today, formalities } = recordRef.current;
    const quarter = planningQuarter(today, formalities.stStartDate, formalities.stEndDate);
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

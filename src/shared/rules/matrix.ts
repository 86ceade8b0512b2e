import type { GoalDefinition } from "../curriculum/goal-models";
import {
  ISCHEMIA_COLUMN,
  PROCEDURE_COLUMN_LABELS,
  PROCEDURE_COLUMNS,
  PROCEDURE_LEVEL_LABELS,
  PROCEDURE_LEVELS,
  type ProcedureColumn,
  type ProcedureDefinition,
  type ProcedureLevel,
  REQUIRED_OPTIONAL_A,
  syncKeyOf,
} from "../curriculum/procedures";
import { PROGRESS_MESSAGES as M } from "../messages/progress";
import type { ActivityStatus } from "./activity-status";
import type { ProcedureProgress } from "./procedure-edit";

/**
 * Rank for merging the statuses of synchronised entries: completed > in_progress > planned >
 * not_started (spec section 4). under_review is not ranked by the spec; it sits between
 * in_progress and completed because the work is done and awaits sign-off (decision 012).
 */
export const STATUS_RANK: Record<ActivityStatus, number> = {
  not_started: 0,
  planned: 1,
  in_progress: 2,
  under_review: 3,
  completed: 4,
};

/** The highest-ranked status; not_started for none. Independent of order. */
export function mergeStatuses(statuses: Iterable<ActivityStatus>): ActivityStatus {
  let best: ActivityStatus = "not_started";
  for (const s of statuses) if (STATUS_RANK[s] > STATUS_RANK[best]) best = s;
  return best;
}

export const REQUIREMENT_STATES = [
  "required",
  "completed",
  "requirement-fulfiller",
  "fulfilled-by-others",
  "optional-available",
  "completed-optional-a",
  "completed-optional-b",
  "optional-surplus",
  "normal",
] as const;
export type RequirementState = (typeof REQUIREMENT_STATES)[number];

export const REQUIREMENT_STATE_LABELS: Record<RequirementState, string> = M.requirementLabels;

export interface MatrixState {
  /** Merged status per catalogue entry id. */
  readonly statuses: Record<string, ActivityStatus>;
  readonly requirements: Record<string, RequirementState>;
  /** At least one obligatory A examination of the ischemia column is completed. */
  readonly ischemiaOk: boolean;
  /** Optional A examinations (counted per sync group) completed at level A. */
  readonly optionalA: {
    readonly count: number;
    readonly required: number;
    /** The n of 'n/5', capped at 5. */
    readonly shown: number;
    readonly percent: number;
  };
  readonly examinationProgress: Progress;
}

export interface Progress {
  readonly achieved: number;
  readonly total: number;
  /** 0-100, unrounded. */
  readonly percent: number;
}

/** Progress from a count already made (the cohort counts completed goals in its query). */
export function toProgress(achieved: number, total: number): Progress {
  return { achieved, total, percent: total > 0 ? Math.min(100, (achieved / total) * 100) : 0 };
}

/** The matrix's figures without its per-entry states: what a summary of many doctors needs. */
export type MatrixSummary = Pick<MatrixState, "ischemiaOk" | "optionalA" | "examinationProgress">;

/**
 * Every matrix figure for one doctor, from the clinic's catalogue and the doctor's progress rows.
 * Progress rows for ids not in the catalogue (retired entries) are ignored here.
 */
export function calculateMatrixState(
  catalogue: readonly ProcedureDefinition[],
  progress: readonly ProcedureProgress[],
): MatrixState {
  const { summary, statusOf, optionalAKeys } = matrixFigures(catalogue, progress);
  const statuses: Record<string, ActivityStatus> = {};
  const requirements: Record<string, RequirementState> = {};
  for (const p of catalogue) {
    const status = statusOf(p);
    statuses[p.id] = status;
    requirements[p.id] = requirementState(p, status, {
      ischemiaOk: summary.ischemiaOk,
      optionalACount: summary.optionalA.count,
      groupAchievedA: optionalAKeys.has(syncKeyOf(p)),
    });
  }
  return { statuses, requirements, ...summary };
}

/** The same figures as calculateMatrixState's, without the states of each entry. */
export function calculateMatrixSummary(
  catalogue: readonly ProcedureDefinition[],
  progress: readonly ProcedureProgress[],
): MatrixSummary {
  return matrixFigures(catalogue, progress).summary;
}

function matrixFigures(
  catalogue: readonly ProcedureDefinition[],
  progress: readonly ProcedureProgress[],
) {
  const byId = new Map(progress.map((p) => [p.procedureId, p]));
  const groupStatuses = new Map<string, ActivityStatus[]>();
  for (const p of catalogue) {
    const key = syncKeyOf(p);
    const list = groupStatuses.get(key) ?? [];
    list.push(byId.get(p.id)?.status ?? "not_started");
    groupStatuses.set(key, list);
  }
  const mergedByKey = new Map([...groupStatuses].map(([k, list]) => [k, mergeStatuses(list)]));
  const statusOf = (p: ProcedureDefinition) => mergedByKey.get(syncKeyOf(p)) ?? "not_started";

  const obligatoryKeys = new Set<string>();
  const obligatoryDone = new Set<string>();
  for (const p of catalogue) {
    if (p.level !== "A_OBLIGATORY") continue;
    obligatoryKeys.add(syncKeyOf(p));
    // Completion sets an obligatory entry's level to A, so completed means achieved at A.
    if (statusOf(p) === "completed") obligatoryDone.add(syncKeyOf(p));
  }
  // A group that also holds an obligatory entry is counted once, as obligatory.
  const optionalAKeys = new Set<string>();
  for (const p of catalogue) {
    const key = syncKeyOf(p);
    if (p.level !== "A_VALBAR" || obligatoryKeys.has(key)) continue;
    if (statusOf(p) === "completed" && byId.get(p.id)?.achievedLevel === "A")
      optionalAKeys.add(key);
  }
  const optionalCount = optionalAKeys.size;
  const ischemiaOk = catalogue.some(
    (p) =>
      p.level === "A_OBLIGATORY" && p.column === ISCHEMIA_COLUMN && statusOf(p) === "completed",
  );
  const shown = Math.min(optionalCount, REQUIRED_OPTIONAL_A);
  const summary: MatrixSummary = {
    ischemiaOk,
    optionalA: {
      count: optionalCount,
      required: REQUIRED_OPTIONAL_A,
      shown,
      percent: (shown / REQUIRED_OPTIONAL_A) * 100,
    },
    examinationProgress: toProgress(
      obligatoryDone.size + shown,
      obligatoryKeys.size + REQUIRED_OPTIONAL_A,
    ),
  };
  return { summary, statusOf, optionalAKeys };
}

/**
 * One entry's requirement state (spec section 4), given its merged status:
 * - obligatory A in the ischemia column: completed fulfils the column's requirement; not completed
 *   while another is, it is fulfilled by others; else required;
 * - other obligatory A: completed or required;
 * - optional A: completed at A or at B; not completed, available until 5 reach A, then surplus;
 * - B and C: completed, else normal (decision 012).
 */
export function requirementState(
  procedure: Pick<ProcedureDefinition, "level" | "column">,
  status: ActivityStatus,
  context: { ischemiaOk: boolean; optionalACount: number; groupAchievedA: boolean },
): RequirementState {
  const done = status === "completed";
  switch (procedure.level) {
    case "A_OBLIGATORY":
      if (procedure.column === ISCHEMIA_COLUMN) {
        if (done) return "requirement-fulfiller";
        return context.ischemiaOk ? "fulfilled-by-others" : "required";
      }
      return done ? "completed" : "required";
    case "A_VALBAR":
      if (done) return context.groupAchievedA ? "completed-optional-a" : "completed-optional-b";
      return context.optionalACount >= REQUIRED_OPTIONAL_A
        ? "optional-surplus"
        : "optional-available";
    case "B":
    case "C":
      return done ? "completed" : "normal";
  }
}

/** Completed goals of the chosen model over its goal count; rows of other models are ignored. */
export function calculateGoalProgress(
  goals: readonly Pick<GoalDefinition, "id">[],
  progress: readonly { readonly goalId: string; readonly status: ActivityStatus }[],
): Progress {
  const ids = new Set(goals.map((g) => g.id));
  const completed = new Set(
    progress.filter((p) => p.status === "completed" && ids.has(p.goalId)).map((p) => p.goalId),
  );
  return toProgress(completed.size, ids.size);
}

export interface MatrixRow {
  readonly level: ProcedureLevel;
  readonly cells: readonly {
    readonly column: ProcedureColumn;
    readonly procedures: readonly ProcedureDefinition[];
  }[];
}

/** The matrix grid: levels as rows, examination areas as columns, catalogue order within a cell. */
export function buildMatrixGrid(catalogue: readonly ProcedureDefinition[]): MatrixRow[] {
  return PROCEDURE_LEVELS.map((level) => ({
    level,
    cells: PROCEDURE_COLUMNS.map((column) => ({
      column,
      procedures: catalogue.filter((p) => p.level === level && p.column === column),
    })),
  }));
}

/**
 * Search of the matrix and the examination picker: name, abbreviations (decision 181), level or
 * column, case-insensitive.
 */
export function matchesProcedureSearch(
  procedure: Pick<ProcedureDefinition, "name" | "abbreviations" | "level" | "column">,
  query: string,
): boolean {
  const q = query.trim().toLocaleLowerCase("sv");
  if (q === "") return true;
  return [
    procedure.name,
    ...(procedure.abbreviations ?? []),
    PROCEDURE_LEVEL_LABELS[procedure.level],
    procedure.level,
    procedure.column,
    PROCEDURE_COLUMN_LABELS[procedure.column],
  ].some((text) => text.toLocaleLowerCase("sv").includes(q));
}

import { type GoalModel, modelOfGoalId, type StModel } from "../curriculum/goal-models";
import type { Role } from "../roles";

/**
 * A goal or examination row is progress once its status has left not_started. A row set back to
 * not_started, or one that only holds a certificate, records no progress and does not lock the
 * model (decision 072).
 */
export function isProgressRow(row: { readonly status: string }): boolean {
  return row.status !== "not_started";
}

/**
 * A chosen model is locked once there is progress data: a goal or examination row that is progress
 * (`isProgressRow`), or any course, rotation, sit-in or meeting; absences and credits never. The
 * server reads that in one SQL condition (`hasActivityOf`, decision 192).
 */
export function isStModelLocked(model: StModel, hasActivity: boolean): boolean {
  return model !== "UNSELECTED" && hasActivity;
}

export interface ModelChangeContext {
  readonly actorRole: Role;
  readonly actorId: string;
  readonly doctorId: string;
  readonly currentModel: StModel;
  readonly hasActivity: boolean;
}

/**
 * ADMIN and DIRECTOR may always change the model; the ST doctor only on their own record, and only
 * while the model is UNSELECTED or no activity data exists (spec section 4).
 */
export function canChangeStModel(ctx: ModelChangeContext): boolean {
  if (ctx.actorRole === "ADMIN" || ctx.actorRole === "DIRECTOR") return true;
  if (ctx.actorRole !== "ST_DOCTOR" || ctx.actorId !== ctx.doctorId) return false;
  return !isStModelLocked(ctx.currentModel, ctx.hasActivity);
}

/** A goal row as the record answers it. */
export interface RecordedGoal {
  readonly goalId: string;
  readonly status: string;
  readonly certificateFileIds?: readonly string[];
}

/**
 * The recorded goals a switch to `newModel` would hide: goals of another model with progress or
 * a certificate. They stay stored and come back if the model is switched back.
 */
export function goalsHiddenByModelSwitch(
  goals: readonly RecordedGoal[],
  newModel: GoalModel,
): RecordedGoal[] {
  return goals.filter(
    (g) =>
      modelOfGoalId(g.goalId) !== newModel &&
      (isProgressRow(g) || (g.certificateFileIds?.length ?? 0) > 0),
  );
}

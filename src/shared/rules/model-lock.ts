import type { StModel } from "../curriculum/goal-models";
import type { Role } from "../roles";

/** Counts of the records whose existence locks the ST model (absences and credits do not). */
export interface ActivityCounts {
  readonly goals: number;
  readonly procedures: number;
  readonly courses: number;
  readonly rotations: number;
  readonly sitIns: number;
  readonly meetings: number;
}

export function hasActivityData(counts: ActivityCounts): boolean {
  return (
    counts.goals +
      counts.procedures +
      counts.courses +
      counts.rotations +
      counts.sitIns +
      counts.meetings >
    0
  );
}

/** A chosen model is locked once any goal, examination, course, rotation, sit-in or meeting exists. */
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

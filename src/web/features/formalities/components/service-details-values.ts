import { isGoalModel, ST_MODEL_LABELS, type StModel } from "@/shared/curriculum/goal-models";
import { SPECIALTY_LABELS, type Specialty } from "@/shared/curriculum/specialties";
import { goalsHiddenByModelSwitch, type RecordedGoal } from "@/shared/rules/model-lock";
import type { TFormalities } from "@/shared/schemas/formalities";
import { FORMALITIES_UI_MESSAGES as M } from "@/web/lib/messages/formalities";

export interface ServiceDetailsValues {
  stModel: StModel;
  /** Chosen with the model, locked once there is progress (decision 239). */
  specialty: Specialty;
  stStartDate: string;
  stDurationMonths: number | string;
  headOfDepartment: string;
  directorOfStudies: string;
  /** The version these values are based on (decision 065); sent with the save. */
  version: number;
}

/** A field the user fills in; the version only travels with the save. */
export type ServiceDetailsField = Exclude<keyof ServiceDetailsValues, "version">;

export function savedValues(f: TFormalities): ServiceDetailsValues {
  return {
    stModel: f.stModel,
    specialty: f.specialty,
    stStartDate: f.stStartDate,
    stDurationMonths: f.stDurationMonths,
    headOfDepartment: f.headOfDepartment,
    directorOfStudies: f.directorOfStudies,
    version: f.version,
  };
}

/** The fields where a restored draft differs from the saved values: they count as unsaved. */
export function changedFields(draft: ServiceDetailsValues, saved: ServiceDetailsValues) {
  const keys = Object.keys(saved) as (keyof ServiceDetailsValues)[];
  return Object.fromEntries(keys.filter((k) => draft[k] !== saved[k]).map((k) => [k, true]));
}

/** A value as the user reads it: the model by its name, never its code. */
export function shownValue(values: ServiceDetailsValues, field: ServiceDetailsField): string {
  if (field === "stModel") return ST_MODEL_LABELS[values.stModel];
  if (field === "specialty") return SPECIALTY_LABELS[values.specialty];
  return String(values[field]);
}

/** Why the model cannot be changed here, when it cannot. */
export function modelFixedHint(
  canChangeModel: boolean,
  isModelLocked: boolean,
): string | undefined {
  if (canChangeModel) return undefined;
  return isModelLocked ? M.modelLockedHint : M.modelNoPermission;
}

/** Why the specialty cannot be changed here, when it cannot. */
export function specialtyFixedHint(
  canChangeModel: boolean,
  isSpecialtyLocked: boolean,
): string | undefined {
  // Whoever may choose the model chooses the specialty, but for everyone only without progress.
  if (isSpecialtyLocked) return M.specialtyLockedHint;
  return canChangeModel ? undefined : M.specialtyNoPermission;
}

/** The recorded goals a save would hide by switching to another goal model: asked about first. */
export function goalsHiddenBySave(
  savedModel: StModel,
  nextModel: StModel,
  goals: readonly RecordedGoal[],
): RecordedGoal[] {
  return nextModel !== savedModel && isGoalModel(nextModel)
    ? goalsHiddenByModelSwitch(goals, nextModel)
    : [];
}

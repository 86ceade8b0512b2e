import { createContext, useContext } from "react";
import type { StModel } from "@/shared/curriculum/goal-models";
import { isGoalModel } from "@/shared/curriculum/goal-models";
import { DEFAULT_SPECIALTY, type Specialty } from "@/shared/curriculum/specialties";

/**
 * The specialty of the record on screen, provided by the record's frame, so every goal list
 * under it reads that specialty's catalogue: goal ids repeat between specialties (decision 237).
 */
export const DoctorSpecialtyContext = createContext<Specialty>(DEFAULT_SPECIALTY);

export function useDoctorSpecialty(): Specialty {
  return useContext(DoctorSpecialtyContext);
}

/** The goals of one specialty's model, in catalogue order; none while no model is chosen. */
export function goalsOf<G extends { specialty: Specialty; model: string }>(
  catalogue: readonly G[],
  specialty: Specialty,
  model: StModel,
): G[] {
  return isGoalModel(model)
    ? catalogue.filter((g) => g.specialty === specialty && g.model === model)
    : [];
}

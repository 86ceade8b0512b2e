import type { TSpecialtyGoalsData } from "./data-schema";
import {
  GOAL_CATEGORIES,
  GOAL_MODELS,
  type GoalCategory,
  type GoalDefinition,
  type GoalModel,
  isGoalModel,
  type StModel,
} from "./goal-models";
import { CURRICULUM_DATA, NUKLEARMEDICIN_DATA } from "./load-data";
import { DEFAULT_SPECIALTY, SPECIALTIES, type Specialty } from "./specialties";

export * from "./goal-models";

function isCategoryOf(model: GoalModel, category: string): category is GoalCategory {
  return (GOAL_CATEGORIES[model] as readonly string[]).includes(category);
}

/** The shipped goal data of each specialty (issue 27). */
const SPECIALTY_DATA: Record<Specialty, TSpecialtyGoalsData> = {
  "klinisk-fysiologi": CURRICULUM_DATA,
  nuklearmedicin: NUKLEARMEDICIN_DATA,
};

function buildGoals(specialty: Specialty, model: GoalModel): readonly GoalDefinition[] {
  return SPECIALTY_DATA[specialty].models[model].map((raw) => {
    if (!isCategoryOf(model, raw.category)) {
      throw new Error(`Goal ${raw.id} of model ${model} has unknown category ${raw.category}`);
    }
    return Object.freeze({
      specialty,
      id: raw.id,
      model,
      title: raw.title,
      description: raw.description,
      category: raw.category,
      recommendedActivities: Object.freeze([...raw.recommendedActivities]),
      competenceRequirements: Object.freeze([...raw.competenceRequirements]),
      followUp: Object.freeze([...raw.followUp]),
      generalAdvice: Object.freeze([...raw.generalAdvice]),
      titleIsEditorial: raw.titleIsEditorial ?? false,
      activitiesAreAlternatives: raw.activitiesAreAlternatives ?? false,
      source: raw.source,
      verification: Object.freeze({ ...raw.verification }),
      reviewNote: raw.reviewNote ?? null,
    });
  });
}

const GOALS = Object.fromEntries(
  SPECIALTIES.map((specialty) => [
    specialty,
    {
      "2015": Object.freeze(buildGoals(specialty, "2015")),
      "2021": Object.freeze(buildGoals(specialty, "2021")),
    },
  ]),
) as Record<Specialty, Record<GoalModel, readonly GoalDefinition[]>>;

/** The shipped goals of a specialty's model in catalogue order; none for UNSELECTED. */
export function getGoals(
  model: StModel,
  specialty: Specialty = DEFAULT_SPECIALTY,
): readonly GoalDefinition[] {
  return isGoalModel(model) ? GOALS[specialty][model] : [];
}

/**
 * Which model a goal id belongs to in a specialty; the id sets of the two models are disjoint.
 * The same id (STa1) exists in every specialty: progress rows are read through the doctor's
 * specialty (decision 237).
 */
export function modelOfGoal(
  goalId: string,
  specialty: Specialty = DEFAULT_SPECIALTY,
): GoalModel | undefined {
  return GOAL_MODELS.find((m) => GOALS[specialty][m].some((g) => g.id === goalId));
}

/** Every specialty's shipped goals of both models: the seed of the clinic's goal catalogue. */
export const SHIPPED_GOALS: readonly GoalDefinition[] = Object.freeze(
  SPECIALTIES.flatMap((specialty) => [...GOALS[specialty]["2015"], ...GOALS[specialty]["2021"]]),
);

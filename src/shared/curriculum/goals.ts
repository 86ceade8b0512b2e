import {
  GOAL_CATEGORIES,
  GOAL_MODELS,
  type GoalCategory,
  type GoalDefinition,
  type GoalModel,
  isGoalModel,
  type StModel,
} from "./goal-models";
import { CURRICULUM_DATA } from "./load-data";

export * from "./goal-models";

function isCategoryOf(model: GoalModel, category: string): category is GoalCategory {
  return (GOAL_CATEGORIES[model] as readonly string[]).includes(category);
}

function buildGoals(model: GoalModel): readonly GoalDefinition[] {
  return CURRICULUM_DATA.models[model].map((raw) => {
    if (!isCategoryOf(model, raw.category)) {
      throw new Error(`Goal ${raw.id} of model ${model} has unknown category ${raw.category}`);
    }
    return Object.freeze({
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

const GOALS: Record<GoalModel, readonly GoalDefinition[]> = {
  "2015": Object.freeze(buildGoals("2015")),
  "2021": Object.freeze(buildGoals("2021")),
};

/** The goals of a model in catalogue order; none for UNSELECTED. */
export function getGoals(model: StModel): readonly GoalDefinition[] {
  return isGoalModel(model) ? GOALS[model] : [];
}

export function findGoal(model: StModel, goalId: string): GoalDefinition | undefined {
  return getGoals(model).find((g) => g.id === goalId);
}

/** Which model a goal id belongs to; the id sets of the two models are disjoint. */
export function modelOfGoal(goalId: string): GoalModel | undefined {
  return GOAL_MODELS.find((m) => GOALS[m].some((g) => g.id === goalId));
}

/** Both models' shipped goals: the seed of the clinic's goal catalogue. */
export const SHIPPED_GOALS: readonly GoalDefinition[] = Object.freeze([
  ...GOALS["2015"],
  ...GOALS["2021"],
]);

import type { VerificationStatus } from "./data-schema";
import { CURRICULUM_DATA } from "./load-data";

/** ST model of a doctor's record (spec section 3); UNSELECTED until the doctor picks one. */
export const ST_MODELS = ["UNSELECTED", "2015", "2021"] as const;
export type StModel = (typeof ST_MODELS)[number];

/** Models that have a goal catalogue. */
export const GOAL_MODELS = ["2015", "2021"] as const;
export type GoalModel = (typeof GOAL_MODELS)[number];

export const GOAL_CATEGORIES = {
  "2015": ["a", "b", "c"],
  "2021": ["STa", "STb", "STc"],
} as const satisfies Record<GoalModel, readonly string[]>;
export type GoalCategory = (typeof GOAL_CATEGORIES)[GoalModel][number];

export const ST_MODEL_LABELS: Record<StModel, string> = {
  UNSELECTED: "Ej vald",
  "2015": "ST 2015 (SOSFS 2015:8)",
  "2021": "ST 2021 (HSLF-FS 2021:8)",
};

export interface GoalDefinition {
  readonly id: string;
  readonly model: GoalModel;
  readonly title: string;
  readonly description: string;
  readonly category: GoalCategory;
  /** One tag per activity; the spec's comma-separated text is `formatRecommendedActivities`. */
  readonly recommendedActivities: readonly string[];
  readonly competenceRequirements: readonly string[];
  readonly followUp: readonly string[];
  readonly generalAdvice: readonly string[];
  /** c-goals have no heading in the regulation; their short title was written by the compilers. */
  readonly titleIsEditorial: boolean;
  /** True when the source joins the activities with "eller": any one of them suffices. */
  readonly activitiesAreAlternatives: boolean;
  readonly source: string;
  readonly verification: { readonly status: VerificationStatus; readonly note: string };
}

export function isGoalModel(value: unknown): value is GoalModel {
  return value === "2015" || value === "2021";
}

export function isStModel(value: unknown): value is StModel {
  return typeof value === "string" && (ST_MODELS as readonly string[]).includes(value);
}

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

/** The card heading on the Delmål page: 'Kategori A' for 2015, 'Kategori STa' for 2021. */
export function goalCategoryLabel(category: GoalCategory): string {
  return category.length === 1 ? `Kategori ${category.toUpperCase()}` : `Kategori ${category}`;
}

export function formatRecommendedActivities(goal: Pick<GoalDefinition, "recommendedActivities">) {
  return goal.recommendedActivities.join(", ");
}

/** Every distinct activity tag of a model, for the recommended-activity filter. */
export function listRecommendedActivities(model: StModel): string[] {
  return [...new Set(getGoals(model).flatMap((g) => g.recommendedActivities))].sort((a, b) =>
    a.localeCompare(b, "sv"),
  );
}

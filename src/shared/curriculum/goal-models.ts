import { compareSwedish } from "../rules/swedish-order";
import type { VerificationStatus } from "./data-schema";
import type { Specialty } from "./specialties";

/*
 * Goal models, categories and the goal shape, without the shipped data: the web app takes the
 * clinic's goal texts from the API, so importing this module keeps the curriculum JSON out of the
 * bundle (decision 081).
 */

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
  /** Goal ids repeat between specialties (STa1 is in all): the catalogue's key is both. */
  readonly specialty: Specialty;
  readonly id: string;
  readonly model: GoalModel;
  readonly title: string;
  readonly description: string;
  readonly category: GoalCategory;
  /** One tag per activity (the spec's text separates them with commas). */
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
  /** What the shipped data suspects is wrong in this entry, for the administrator; null if nothing. */
  readonly reviewNote: string | null;
}

export function isGoalModel(value: unknown): value is GoalModel {
  return value === "2015" || value === "2021";
}

/**
 * Which model a goal id belongs to, from the id's form alone ('STa1' is 2021, 'a1' is 2015), so that
 * rules running in the browser need not load the catalogue. Ids outside both forms have no model.
 */
export function modelOfGoalId(goalId: string): GoalModel | undefined {
  if (/^ST[abc]\d{1,2}$/.test(goalId)) return "2021";
  if (/^[abc]\d{1,2}$/.test(goalId)) return "2015";
  return undefined;
}

export function isStModel(value: unknown): value is StModel {
  return typeof value === "string" && (ST_MODELS as readonly string[]).includes(value);
}

/** The card heading on the Delmål page: 'Kategori A' for 2015, 'Kategori STa' for 2021. */
export function goalCategoryLabel(category: GoalCategory): string {
  return category.length === 1 ? `Kategori ${category.toUpperCase()}` : `Kategori ${category}`;
}

/** Every distinct activity tag of the given goals, for the recommended-activity filter. */
export function listActivityTags(goals: readonly Pick<GoalDefinition, "recommendedActivities">[]) {
  return [...new Set(goals.flatMap((g) => g.recommendedActivities))].sort((a, b) =>
    compareSwedish(a, b),
  );
}

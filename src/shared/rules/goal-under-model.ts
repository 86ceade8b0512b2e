import { isGoalModel, type StModel } from "../curriculum/goal-models";
import { modelOfGoal } from "../curriculum/goals";

/*
 * Apart from model-lock.ts because it reads the shipped goals: the server's rule, which the web's
 * model switch (model-lock.ts) must not load with the curriculum data (decision 268).
 */

/** Why a goal can or cannot take progress (or a new certificate) under the record's model. */
export type GoalUnderModel = "ok" | "unknown-goal" | "model-required";

/**
 * The one rule for goals and the model: a goal takes progress or a new certificate only under its
 * own model, and none before a model is chosen. A goal of the other model is "unknown" there (404),
 * as is an id of no model; with no model chosen, a real goal asks for one (400).
 */
export function checkGoalUnderModel(model: StModel, goalId: string): GoalUnderModel {
  const goalModel = modelOfGoal(goalId);
  if (goalModel === undefined) return "unknown-goal";
  if (!isGoalModel(model)) return "model-required";
  return goalModel === model ? "ok" : "unknown-goal";
}

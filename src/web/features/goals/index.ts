/**
 * The goals feature's public entry for other features: the overview picks a goal and sets its
 * status with the same parts as Mål. The goal catalogue itself lives in entities/goal.
 */
export { useUpdateGoal } from "./api/update-goal";
export { GoalPicker } from "./components/goal-picker";
export { GoalStatusDialog } from "./components/goal-status-dialog";

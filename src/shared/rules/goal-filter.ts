import type { GoalCategory, GoalDefinition } from "../curriculum/goal-models";
import type { ActivityStatus } from "./activity-status";

/** The 'Filter & Sök' card of the Delmål page; an empty field does not filter. */
export interface GoalFilter {
  readonly search?: string | undefined;
  readonly category?: GoalCategory | "all" | undefined;
  readonly status?: ActivityStatus | "all" | undefined;
  readonly activity?: string | "all" | undefined;
}

/**
 * Goals matching the filter, in catalogue order. The search matches the title (and the id, which
 * doctors use as a name: 'c4'); a goal without a progress row counts as not started.
 */
export function filterGoals<
  G extends Pick<GoalDefinition, "id" | "title" | "category" | "recommendedActivities">,
>(
  goals: readonly G[],
  statusOf: (goalId: string) => ActivityStatus | undefined,
  filter: GoalFilter,
): G[] {
  const q = filter.search?.trim().toLocaleLowerCase("sv") ?? "";
  return goals.filter((g) => {
    if (q && !g.title.toLocaleLowerCase("sv").includes(q) && g.id.toLowerCase() !== q) return false;
    if (filter.category && filter.category !== "all" && g.category !== filter.category)
      return false;
    if (
      filter.status &&
      filter.status !== "all" &&
      (statusOf(g.id) ?? "not_started") !== filter.status
    )
      return false;
    if (
      filter.activity &&
      filter.activity !== "all" &&
      !g.recommendedActivities.includes(filter.activity)
    )
      return false;
    return true;
  });
}

/** Goals grouped by category for the collapsible cards, categories in catalogue order. */
export function groupGoalsByCategory<G extends Pick<GoalDefinition, "category">>(
  goals: readonly G[],
): { category: G["category"]; goals: G[] }[] {
  const groups = new Map<G["category"], G[]>();
  for (const g of goals) {
    const list = groups.get(g.category) ?? [];
    list.push(g);
    groups.set(g.category, list);
  }
  return [...groups].map(([category, list]) => ({ category, goals: list }));
}

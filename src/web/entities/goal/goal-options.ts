import type { CertificateKind } from "@/shared/curriculum/certificate-forms";
import type { StModel } from "@/shared/curriculum/goal-models";
import type { Specialty } from "@/shared/curriculum/specialties";
import { activityRequirementsOf } from "@/shared/rules/application-activities";
import type { TGoalCatalogueEntry } from "@/shared/schemas/goal-catalogue";
import { ACTIVITY_GOALS_MESSAGES as M } from "@/web/lib/messages/activity-goals";
import { goalsOf } from "./doctor-specialty";

export interface GoalOption {
  value: string;
  label: string;
}

export interface GoalOptionGroup {
  group: string;
  items: GoalOption[];
}

/** 'STc4 Nuklearmedicin': how a goal is named in a list to choose from. */
export function goalOptionLabel(goal: Pick<TGoalCatalogueEntry, "id" | "title">): string {
  return `${goal.id} ${goal.title}`.trimEnd();
}

type CatalogueGoal = Pick<
  TGoalCatalogueEntry,
  "specialty" | "id" | "model" | "title" | "recommendedActivities" | "activitiesAreAlternatives"
>;

/**
 * Whether the catalogue recommends this kind of activity for the goal: the same reading of
 * 'utbildningsaktiviteter' as the application's completeness check ('Klinisk tjänstgöring',
 * 'Auskultation', 'kurs', 'utvecklingsarbete', 'skriftligt arbete'; STa3 has a form of its own).
 */
export function isSuggestedFor(goal: CatalogueGoal, kind: CertificateKind): boolean {
  return activityRequirementsOf(goal).some((kinds) => kinds.includes(kind));
}

/**
 * The options of an activity's delmål field: the model's goals the catalogue recommends for the
 * kind first, then the others, each in catalogue order; then any chosen id that is not a goal of
 * the model (chosen under another model), so it shows and can be taken away. No model: only those.
 */
export function goalOptions(
  catalogue: readonly CatalogueGoal[],
  scope: { specialty: Specialty; model: StModel },
  kind: CertificateKind,
  chosen: readonly string[],
): GoalOptionGroup[] {
  const goals = goalsOf(catalogue, scope.specialty, scope.model);
  const suggested: GoalOption[] = [];
  const others: GoalOption[] = [];
  for (const goal of goals) {
    const option = { value: goal.id, label: goalOptionLabel(goal) };
    (isSuggestedFor(goal, kind) ? suggested : others).push(option);
  }
  const known = new Set(goals.map((g) => g.id));
  const foreign = chosen
    .filter((id) => !known.has(id))
    .map((id) => {
      const goal = catalogue.find((g) => g.id === id);
      return { value: id, label: goal ? goalOptionLabel(goal) : id };
    });
  return [
    { group: M.suggested[kind], items: suggested },
    { group: M.others, items: others },
    { group: M.otherModel, items: foreign },
  ].filter((group) => group.items.length > 0);
}

/** A form keeps the chosen goal ids as one text ('STc4,STc5'): every activity field holds text. */
export function goalIdsFromText(text: string): string[] {
  return text
    .split(",")
    .map((id) => id.trim())
    .filter((id) => id !== "");
}

export function goalIdsToText(ids: readonly string[]): string {
  return ids.join(",");
}

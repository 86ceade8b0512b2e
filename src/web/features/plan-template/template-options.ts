import { PROCEDURE_COLUMN_LABELS, PROCEDURE_COLUMNS } from "@/shared/curriculum/procedures";
import { DEFAULT_SPECIALTY } from "@/shared/curriculum/specialties";
import { compareSwedish } from "@/shared/rules/swedish-order";
import type { TGoalCatalogueEntry } from "@/shared/schemas/goal-catalogue";
import type { TProcedureDefinition } from "@/shared/schemas/procedure-catalogue";
import { PLAN_TEMPLATE_UI_MESSAGES as M } from "@/web/lib/messages/plan-template";

interface Option {
  value: string;
  label: string;
}

/** The ST years and quarters a template entry may name (the schema's ranges). */
export const YEAR_OPTIONS: Option[] = Array.from({ length: 10 }, (_, i) => ({
  value: String(i + 1),
  label: String(i + 1),
}));
export const QUARTER_OPTIONS: Option[] = [1, 2, 3, 4].map((q) => ({
  value: String(q),
  label: `Q${q}`,
}));

/**
 * The delmål a template may name, grouped by model ('Målbeskrivning 2015', '… 2021'). A goal's id
 * names it in every specialty (decision 237): each id once, with the first specialty's title.
 */
export function goalOptions(goals: readonly TGoalCatalogueEntry[]) {
  const byModel = new Map<string, Map<string, Option>>();
  const ordered = [
    ...goals.filter((g) => g.specialty === DEFAULT_SPECIALTY),
    ...goals.filter((g) => g.specialty !== DEFAULT_SPECIALTY),
  ];
  for (const goal of ordered) {
    const options = byModel.get(goal.model) ?? new Map<string, Option>();
    byModel.set(goal.model, options);
    if (!options.has(goal.id))
      options.set(goal.id, { value: goal.id, label: `${goal.id} ${goal.title}` });
  }
  return [...byModel.keys()].sort().map((model) => ({
    group: M.goals.model(model),
    items: [...(byModel.get(model)?.values() ?? [])],
  }));
}

/** A grouped list without the values other rows have chosen already, this row's own kept. */
export function withoutChosen<G extends { group: string; items: Option[] }>(
  groups: readonly G[],
  chosen: ReadonlySet<string>,
  own: string,
): G[] {
  return groups.map((g) => ({
    ...g,
    items: g.items.filter((o) => o.value === own || !chosen.has(o.value)),
  }));
}

/** The examinations in use, grouped by the matrix column (delmål) they belong to, by name. */
export function procedureOptions(entries: readonly TProcedureDefinition[]) {
  return PROCEDURE_COLUMNS.map((column) => ({
    group: `${column} ${PROCEDURE_COLUMN_LABELS[column]}`,
    items: entries
      .filter((e) => e.column === column && !e.retired)
      .map((e) => ({ value: e.id, label: e.name }))
      .sort((a, b) => compareSwedish(a.label, b.label)),
  })).filter((g) => g.items.length > 0);
}

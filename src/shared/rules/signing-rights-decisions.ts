import { groupBySync, type ProcedureDefinition } from "../curriculum/procedures";

/**
 * The signing-rights decision of each examination (decision 136). Entries that share a sync id are
 * one examination in several areas, so they have one decision: the latest of the group by date (on
 * the same day, the first in catalogue order). Groups without a decision are left out; the groups
 * keep catalogue order.
 */
export function latestDecisionByGroup<
  P extends Pick<ProcedureDefinition, "id" | "syncId">,
  D extends { readonly procedureId: string; readonly decisionDate: string },
>(catalogue: readonly P[], decisions: readonly D[]): { entries: P[]; decision: D }[] {
  if (decisions.length === 0) return [];
  const byId = new Map(decisions.map((d) => [d.procedureId, d]));
  const result: { entries: P[]; decision: D }[] = [];
  for (const entries of groupBySync(catalogue).values()) {
    let latest: D | undefined;
    for (const entry of entries) {
      const decision = byId.get(entry.id);
      if (decision && (!latest || decision.decisionDate > latest.decisionDate)) latest = decision;
    }
    if (latest) result.push({ entries, decision: latest });
  }
  return result;
}

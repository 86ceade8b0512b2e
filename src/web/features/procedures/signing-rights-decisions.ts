import { groupBySync, type ProcedureDefinition } from "@/shared/curriculum/procedures";
import type { TSigningRightsDecision } from "@/shared/schemas/doctor-record";

/** The signing-rights decision shown on each catalogue entry, by entry id. */
export type SigningRightsByEntry = ReadonlyMap<string, TSigningRightsDecision>;

export const NO_SIGNING_RIGHTS: SigningRightsByEntry = new Map();

/**
 * Each entry's signing-rights decision (decision 136). Entries that share a sync id are one
 * examination in several areas, so they show one decision: the latest of the group by date (on
 * the same day, the first in catalogue order). The overview's event for the group is named by its
 * first entry, so it finds the decision there too.
 */
export function signingRightsByEntry(
  catalogue: readonly Pick<ProcedureDefinition, "id" | "syncId">[],
  decisions: readonly TSigningRightsDecision[],
): SigningRightsByEntry {
  if (decisions.length === 0) return NO_SIGNING_RIGHTS;
  const byId = new Map(decisions.map((d) => [d.procedureId, d]));
  const shown = new Map<string, TSigningRightsDecision>();
  for (const group of groupBySync(catalogue).values()) {
    let latest: TSigningRightsDecision | undefined;
    for (const entry of group) {
      const decision = byId.get(entry.id);
      if (decision && (!latest || decision.decisionDate > latest.decisionDate)) latest = decision;
    }
    if (latest) for (const entry of group) shown.set(entry.id, latest);
  }
  return shown;
}

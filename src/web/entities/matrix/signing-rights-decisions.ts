import type { ProcedureDefinition } from "@/shared/curriculum/procedures";
import { latestDecisionByGroup } from "@/shared/rules/signing-rights-decisions";
import type { TSigningRightsDecision } from "@/shared/schemas/doctor-record";

/** The signing-rights decision shown on each catalogue entry, by entry id. */
export type SigningRightsByEntry = ReadonlyMap<string, TSigningRightsDecision>;

export const NO_SIGNING_RIGHTS: SigningRightsByEntry = new Map();

/**
 * Each entry's signing-rights decision: its examination's (the sync group's) latest, shown on every
 * entry of the group. The overview's event for the group is named by its first entry, so it finds
 * the decision there too.
 */
export function signingRightsByEntry(
  catalogue: readonly Pick<ProcedureDefinition, "id" | "syncId">[],
  decisions: readonly TSigningRightsDecision[],
): SigningRightsByEntry {
  if (decisions.length === 0) return NO_SIGNING_RIGHTS;
  const shown = new Map<string, TSigningRightsDecision>();
  for (const { entries, decision } of latestDecisionByGroup(catalogue, decisions))
    for (const entry of entries) shown.set(entry.id, decision);
  return shown;
}

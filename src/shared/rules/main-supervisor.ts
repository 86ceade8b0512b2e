/**
 * Which of a doctor's assigned supervisors is the main supervisor ('huvudhandledare'): the one
 * marked so; with none marked, a sole active supervisor, since one supervisor is the main one
 * by necessity; otherwise none (decision 198).
 */
export function mainSupervisorOf<S extends { isMain: boolean; isActive: boolean }>(
  assigned: readonly S[],
): S | undefined {
  const marked = assigned.find((s) => s.isMain);
  if (marked) return marked;
  const active = assigned.filter((s) => s.isActive);
  return assigned.length === 1 && active.length === 1 ? active[0] : undefined;
}

/** The same list with `isMain` saying who counts as the main supervisor under the rule above. */
export function withEffectiveMain<S extends { id: string; isMain: boolean; isActive: boolean }>(
  assigned: readonly S[],
): S[] {
  const main = mainSupervisorOf(assigned);
  return assigned.map((s) => ({ ...s, isMain: s.id === main?.id }));
}

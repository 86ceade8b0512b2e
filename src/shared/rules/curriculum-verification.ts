import type { VerificationStatus } from "../curriculum/data-schema";

/**
 * How sure a goal or examination text is: verified word for word in the shipped data, checked by
 * the clinic's administrator, or not checked. A clinic's own correction voids the shipped
 * verification (the text is no longer the one that was checked) until an admin marks it checked.
 */
export const VERIFICATION_STATES = ["verified-primary", "checked", "unchecked"] as const;
export type VerificationState = (typeof VERIFICATION_STATES)[number];

export interface VerifiableEntry {
  verification: VerificationStatus | null;
  clinicEdited: boolean;
  checkedAt: Date | string | null;
}

export function verificationStateOf(entry: VerifiableEntry): VerificationState {
  if (entry.checkedAt !== null) return "checked";
  if (!entry.clinicEdited && entry.verification === "verified-primary") return "verified-primary";
  return "unchecked";
}

/** A stored catalogue row as the seed sees it: the shipped shape plus what the clinic did. */
export interface StoredEntry<T> {
  entry: T;
  clinicEdited: boolean;
  checkedAt: Date | string | null;
}

export interface SeedPlan<T> {
  /** Shipped entries the database does not have yet. */
  insert: T[];
  /** Untouched entries whose shipped text has changed: they follow the shipped data. */
  update: T[];
  /** Ids the clinic corrected or checked: never overwritten by a later start. */
  kept: string[];
}

/**
 * Merges a shipped catalogue into the stored one. `sameAs` compares the shipped fields, so a start
 * with unchanged data writes nothing.
 */
export function planCatalogueSeed<T extends { id: string }>(
  shipped: readonly T[],
  stored: readonly StoredEntry<T>[],
  sameAs: (a: T, b: T) => boolean,
): SeedPlan<T> {
  const byId = new Map(stored.map((s) => [s.entry.id, s]));
  const plan: SeedPlan<T> = { insert: [], update: [], kept: [] };
  for (const entry of shipped) {
    const current = byId.get(entry.id);
    if (!current) plan.insert.push(entry);
    else if (current.clinicEdited || current.checkedAt !== null) plan.kept.push(entry.id);
    else if (!sameAs(current.entry, entry)) plan.update.push(entry);
  }
  return plan;
}

/**
 * One collator for Swedish order (å, ä, ö after z). `compareSwedish(a, b)` builds a collator
 * on every call: sorting the goal list's activities that way took a phone a third of a second.
 */
const SWEDISH = new Intl.Collator("sv");

/** Swedish alphabetical order, the same as `compareSwedish(a, b)`. */
export function compareSwedish(a: string, b: string): number {
  return SWEDISH.compare(a, b);
}

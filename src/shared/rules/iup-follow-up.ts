/**
 * The IUP's follow-ups as the overview, the cohort and the reminders read them (decision 200):
 * only the latest revision's dates count, since a newer revision replaces the agreed dates. A
 * date before today in the latest revision has passed with no new revision since it (a revision
 * is never dated after its own follow-ups), which is a planning and an early warning.
 */
export interface IupFollowUpStatus {
  /** The first follow-up on or after today. */
  next: string | null;
  /** The first follow-up before today: the longest overdue. */
  passed: string | null;
}

export function iupFollowUpStatus(
  latestRevisionDates: readonly string[],
  today: string,
): IupFollowUpStatus {
  const sorted = [...latestRevisionDates].sort();
  return {
    next: sorted.find((d) => d >= today) ?? null,
    passed: sorted.find((d) => d < today) ?? null,
  };
}

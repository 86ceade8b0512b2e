import { addDays, compareDates, type IsoDate, toDayNumber } from "./dates";
import { calculateStEnd, type DatePeriod, periodDays, totalPeriodDays } from "./st-period";

/** The ST period an absence or credit is checked against: the formalities and the other entries. */
export interface StPeriodContext {
  readonly startDate: string;
  readonly durationMonths: number;
  readonly absences: readonly (DatePeriod & { readonly id: string })[];
  readonly credits: readonly (DatePeriod & { readonly id: string })[];
}

/** Why an entry cannot be saved (decision 070): it would not count, or would swallow ST whole. */
export type PeriodEntryProblem = "absenceBeforeStart" | "absenceAfterEnd" | "creditsTooLong";

export interface PeriodEntryCheck {
  readonly problem: PeriodEntryProblem | undefined;
  /** Days of an absence before the ST start: saved, but they do not move the end date. */
  readonly daysBeforeStart: number;
  /** Days already covered by another entry of the same kind: they count once. */
  readonly overlapDays: number;
  /** The end date once the entry is saved (the current one when it is refused). */
  readonly endDate: IsoDate;
}

/**
 * What saving an absence or credit would do to the end date, for the form's warnings before saving
 * and the server's refusal. `replacingId` is the entry being edited: it is left out of the others.
 */
export function checkPeriodEntry(
  type: "absence" | "credit",
  context: StPeriodContext,
  entry: DatePeriod,
  replacingId?: string,
): PeriodEntryCheck {
  const others = {
    absences: context.absences.filter((e) => e.id !== replacingId),
    credits: context.credits.filter((e) => e.id !== replacingId),
  };
  const same = type === "absence" ? others.absences : others.credits;
  const overlapDays = periodDays(entry) + totalPeriodDays(same) - totalPeriodDays([...same, entry]);
  const base = { startDate: context.startDate, durationMonths: context.durationMonths };
  const before = calculateStEnd({ ...base, ...others });
  const after = calculateStEnd({
    ...base,
    absences: type === "absence" ? [...others.absences, entry] : others.absences,
    credits: type === "credit" ? [...others.credits, entry] : others.credits,
  });
  const refused = (problem: PeriodEntryProblem): PeriodEntryCheck => ({
    problem,
    daysBeforeStart: 0,
    overlapDays,
    endDate: before.endDate,
  });
  if (type === "credit") {
    if (after.creditsCapped) return refused("creditsTooLong");
    return { problem: undefined, daysBeforeStart: 0, overlapDays, endDate: after.endDate };
  }
  if (compareDates(entry.endDate, context.startDate) < 0) return refused("absenceBeforeStart");
  if (after.absenceDays === before.absenceDays && compareDates(entry.startDate, before.endDate) > 0)
    return refused("absenceAfterEnd");
  const daysBeforeStart = Math.max(
    0,
    toDayNumber(addDays(context.startDate, -1)) - toDayNumber(entry.startDate) + 1,
  );
  return { problem: undefined, daysBeforeStart, overlapDays, endDate: after.endDate };
}

/** A saved absence that does not count at all: wholly before the start or after the end. */
export function isAbsenceOutsideStPeriod(entry: DatePeriod, stStart: string, stEnd: string) {
  return compareDates(entry.endDate, stStart) < 0 || compareDates(entry.startDate, stEnd) > 0;
}

import { resolvePeriodEntry } from "@/shared/rules/st-period";
import type { TPeriodEntry, TPeriodEntryRequest } from "@/shared/schemas/records";
import { formalitiesList, type RecordItemDefinition } from "@/web/entities/record/api/record-items";

/** Absences lengthen ST, credits (recognised prior periods) shorten it; both share one shape. */
export type PeriodType = "absence" | "credit";

function periodEntries(
  type: PeriodType,
  key: "absences" | "credits",
): RecordItemDefinition<TPeriodEntry, TPeriodEntryRequest> {
  return {
    type,
    ...formalitiesList(key),
    // The entry as it will be stored, worked out with the server's rule and today.
    preview: (request, id, previous, record) => ({
      id,
      ...resolvePeriodEntry(request, record.today),
      version: previous?.version ?? 0,
    }),
    // As the record lists them; the end date they move comes with each answer (decision 118).
    compare: (a, b) => (a.startDate < b.startDate ? -1 : a.startDate > b.startDate ? 1 : 0),
  };
}

/** Absences and credits for the shared record-item hooks (entities/record/api/record-items). */
export const PERIOD_ENTRIES: Record<
  PeriodType,
  RecordItemDefinition<TPeriodEntry, TPeriodEntryRequest>
> = {
  absence: periodEntries("absence", "absences"),
  credit: periodEntries("credit", "credits"),
};

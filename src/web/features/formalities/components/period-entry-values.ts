import { isIsoDate } from "@/shared/rules/dates";
import {
  type DatePeriod,
  PERIOD_PRESET_MONTHS,
  parseCustomMonths,
  periodFromMonthsBack,
} from "@/shared/rules/st-period";
import type { TPeriodEntry } from "@/shared/schemas/records";

export type PeriodEntryMode = "exact" | "months";
/** The months choice that reads the number typed beside it. */
export const CUSTOM_MONTHS = "custom";

export interface PeriodEntryValues {
  mode: PeriodEntryMode;
  startDate: string;
  endDate: string;
  description: string;
  preset: string;
  // Kept exactly as typed: '4,5' must be refused, never read as 45 (decision 071).
  customMonths: string;
}

/** The form as it opens: the entry's dates and text, or empty for a new one. */
export function initialPeriodEntryValues(entry: TPeriodEntry | undefined): PeriodEntryValues {
  return {
    mode: "exact",
    startDate: entry?.startDate ?? "",
    endDate: entry?.endDate ?? "",
    description: entry?.description ?? "",
    preset: String(PERIOD_PRESET_MONTHS[0]),
    customMonths: "",
  };
}

/** Something typed that a close would lose: the mode and a preset alone are not. */
export function hasTypedChanges(values: PeriodEntryValues, entry: TPeriodEntry | undefined) {
  return (
    values.startDate !== (entry?.startDate ?? "") ||
    values.endDate !== (entry?.endDate ?? "") ||
    values.description !== (entry?.description ?? "") ||
    values.customMonths !== ""
  );
}

/** What the form sends: exact dates, or the months as chosen (a custom number as typed). */
export function requestBody(values: PeriodEntryValues) {
  const { mode, startDate, endDate, description, preset, customMonths } = values;
  return mode === "exact"
    ? { mode, startDate, endDate, description }
    : { mode, months: preset === CUSTOM_MONTHS ? customMonths : Number(preset), description };
}

/** The period the values name, counted back from today for months; none while incomplete. */
export function periodOf(values: PeriodEntryValues, today: string): DatePeriod | undefined {
  const { mode, startDate, endDate, preset, customMonths } = values;
  if (mode === "months") {
    const months = preset === CUSTOM_MONTHS ? parseCustomMonths(customMonths) : Number(preset);
    return months === undefined ? undefined : periodFromMonthsBack(today, months);
  }
  return isIsoDate(startDate) && isIsoDate(endDate) && startDate <= endDate
    ? { startDate, endDate }
    : undefined;
}

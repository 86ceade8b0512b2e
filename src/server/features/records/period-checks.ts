import { ST_PERIOD_MESSAGES } from "../../../shared/messages/st-period";
import { checkPeriodEntry } from "../../../shared/rules/period-entry-check";
import type { DatePeriod } from "../../../shared/rules/st-period";
import type { Db } from "../../db/client";
import { badRequest } from "../../lib/errors";
import type { FormalitiesRow } from "./formalities.repo";
import { listPeriodsOf } from "./record-list.repo";

/**
 * Refuses an absence that would not count (wholly before the ST start or after its end) and a
 * credit that would make the credits as long as ST itself (decision 070). Runs inside the write's
 * transaction, after the formalities row is locked for update, so two entries cannot both pass.
 */
export async function refuseUncountablePeriod(
  tx: Db,
  type: string,
  form: FormalitiesRow,
  columns: Record<string, unknown>,
  replacingId?: string,
): Promise<void> {
  if (type !== "absence" && type !== "credit") return;
  // An absence's or credit's columns are its resolved period (record-types.ts).
  const entry = columns as unknown as DatePeriod;
  const periods = await listPeriodsOf(tx, form.userId);
  const check = checkPeriodEntry(
    type,
    {
      startDate: form.stStartDate,
      durationMonths: form.stDurationMonths,
      absences: periods.absences,
      credits: periods.credits,
    },
    entry,
    replacingId,
  );
  if (check.problem) throw badRequest(ST_PERIOD_MESSAGES[check.problem], "startDate");
}

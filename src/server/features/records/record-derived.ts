import { RECORD_MESSAGES } from "../../../shared/messages/records";
import { isStModelLocked } from "../../../shared/rules/model-lock";
import { calculateStPeriodFigures } from "../../../shared/rules/st-period";
import type { TRecordDerived } from "../../../shared/schemas/doctor-record";
import type { TPeriodEntry } from "../../../shared/schemas/records";
import type { SessionActor } from "../../context";
import type { Db } from "../../db/client";
import { notFound } from "../../lib/errors";
import { recordPermissions } from "../../permissions";
import { defaultFormalities, type FormalitiesRow, modelOf } from "./formalities.repo";
import { loadDerivedInputs } from "./record-load.repo";
import { RECORD_TYPES } from "./record-types";
import { todayInSweden } from "./today";

export interface DerivedInputs {
  form: FormalitiesRow;
  absences: readonly TPeriodEntry[];
  credits: readonly TPeriodEntry[];
  hasActivity: boolean;
  /** The day the figures count from (YYYY-MM-DD, Europe/Stockholm). */
  today: string;
}

/**
 * The values the server works out from the whole record, with the shared rules: the end date and
 * the ST period's figures, the model lock and what the actor may do. The record's read and every write's answer use this
 * one function, so both say the same (decision 118).
 */
export function deriveRecordState(
  actor: SessionActor,
  doctorId: string,
  { form, absences, credits, hasActivity, today }: DerivedInputs,
): TRecordDerived {
  const model = modelOf(form);
  const { endDate, ...stPeriod } = calculateStPeriodFigures(
    { startDate: form.stStartDate, durationMonths: form.stDurationMonths, absences, credits },
    today,
  );
  return {
    stEndDate: endDate,
    stPeriod,
    isModelLocked: isStModelLocked(model, hasActivity),
    isSpecialtyLocked: hasActivity,
    permissions: recordPermissions(actor, doctorId, { currentModel: model, hasActivity }),
  };
}

/** The derived values as they are now, for a write's answer: one statement, after its commit. */
export async function loadRecordDerived(
  db: Db,
  actor: SessionActor,
  doctorId: string,
): Promise<TRecordDerived> {
  const inputs = await loadDerivedInputs(db, doctorId);
  if (!inputs) throw notFound(RECORD_MESSAGES.doctorNotFound);
  const today = todayInSweden();
  return deriveRecordState(actor, doctorId, {
    form: inputs.formalities ?? defaultFormalities(doctorId, today),
    absences: inputs.absences.map(RECORD_TYPES.absence.toDto),
    credits: inputs.credits.map(RECORD_TYPES.credit.toDto),
    hasActivity: inputs.hasActivity,
    today,
  });
}

import type { AchievedLevel, ProcedureDefinition } from "@/shared/curriculum/procedures";
import type { ActivityStatus, EditResult } from "@/shared/rules/activity-status";
import type { VerificationState } from "@/shared/rules/curriculum-verification";
import { isLevelChoiceNeeded, normalizeProcedureEdit } from "@/shared/rules/procedure-edit";
import { isQuarterLabel, quarterText } from "@/shared/rules/quarters";
import type { TSigningRightsDecision } from "@/shared/schemas/doctor-record";
import type { TUpdateProcedureProgressRequest } from "@/shared/schemas/progress";

export interface ProcedureDialogTarget {
  procedure: ProcedureDefinition;
  status: ActivityStatus;
  plannedQuarter: string | null;
  achievedLevel: AchievedLevel | null;
  /** How many catalogue entries share the examination's sync id (itself included). */
  syncCount: number;
  /** Whether the clinic has checked the entry against the official source. */
  verificationState: VerificationState;
  /** The signing-rights decision on the examination, when one is made (decision 136). */
  signingRights: TSigningRightsDecision | undefined;
}

export interface ProcedureEditValues {
  status: ActivityStatus;
  plannedQuarter: string | null;
  achievedLevel: AchievedLevel | null;
}

/**
 * The edit as the dialog saves it, checked by the shared rule (the level rules depend on the
 * entry's level class): a quarter only when planned, a level only where the dialog asks for one.
 */
export function checkedProcedureEdit(
  procedure: Pick<ProcedureDefinition, "level">,
  values: ProcedureEditValues,
): EditResult<TUpdateProcedureProgressRequest> {
  const result = normalizeProcedureEdit(procedure, {
    status: values.status,
    plannedQuarter: values.status === "planned" ? values.plannedQuarter : null,
    achievedLevel: isLevelChoiceNeeded(procedure.level, values.status)
      ? values.achievedLevel
      : null,
  });
  if (!result.ok) return result;
  const saved = result.value.plannedQuarter;
  return {
    ok: true,
    value: {
      status: result.value.status,
      plannedQuarter: saved && isQuarterLabel(saved) ? saved : null,
      achievedLevel: result.value.achievedLevel,
    },
  };
}

/** The quarters offered; one saved earlier may lie outside the current ST period and stays. */
export function quarterChoices(quarters: readonly string[], current: string | null) {
  return [...new Set([...quarters, ...(current ? [current] : [])])].map((q) => ({
    value: q,
    label: quarterText(q),
  }));
}

import { PROGRESS_MESSAGES } from "@/shared/messages/progress";
import type { TDoctorRecord } from "@/shared/schemas/doctor-record";
import type { TUpdateGoalProgressRequest } from "@/shared/schemas/progress";
import { withDerived, withGoalRow } from "@/web/entities/record/api/record-answers";
import { useRecordMutation } from "@/web/entities/record/api/use-record-mutation";
import { call } from "@/web/lib/api-client";

export interface UpdateGoalVars {
  goalId: string;
  body: TUpdateGoalProgressRequest;
}

export function updateGoal(doctorId: string, { goalId, body }: UpdateGoalVars) {
  return call("PUT /api/st-doctors/{doctorId}/goals/{goalId}", {
    params: { doctorId, goalId },
    body,
  });
}

/** The goal as it will be saved, shown at once. */
function withGoal(record: TDoctorRecord, { goalId, body }: UpdateGoalVars): TDoctorRecord {
  return withGoalRow(record, {
    goalId,
    status: body.status,
    plannedQuarter: body.status === "planned" ? (body.plannedQuarter ?? null) : null,
  });
}

/** The status dialog's 'Spara': 'Delmål uppdaterat!' / 'Kunde inte uppdatera delmål.' */
export function useUpdateGoal(doctorId: string) {
  return useRecordMutation({
    doctorId,
    mutationFn: (vars: UpdateGoalVars) => updateGoal(doctorId, vars),
    optimistic: withGoal,
    // The goal as saved; a goal's progress may lock the ST model (decision 072), which the server
    // works out and answers with it.
    confirm: (record, answer) => withDerived(withGoalRow(record, answer.goal), answer.derived),
    derived: true,
    successMessage: PROGRESS_MESSAGES.goalUpdated,
    errorMessage: PROGRESS_MESSAGES.goalUpdateFailed,
  });
}

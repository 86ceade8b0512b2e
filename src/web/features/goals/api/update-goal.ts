import { PROGRESS_MESSAGES } from "@/shared/messages/progress";
import type { TDoctorRecord } from "@/shared/schemas/doctor-record";
import type { TGoalProgress, TUpdateGoalProgressRequest } from "@/shared/schemas/progress";
import { call } from "@/web/lib/api-client";
import { useRecordMutation } from "../../records/api/use-record-mutation";

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

function withGoal(record: TDoctorRecord, { goalId, body }: UpdateGoalVars): TDoctorRecord {
  const next: Omit<TGoalProgress, "certificateFileIds"> = {
    goalId,
    status: body.status,
    plannedQuarter: body.status === "planned" ? (body.plannedQuarter ?? null) : null,
  };
  const exists = record.goals.some((g) => g.goalId === goalId);
  return {
    ...record,
    goals: exists
      ? record.goals.map((g) => (g.goalId === goalId ? { ...g, ...next } : g))
      : [...record.goals, { ...next, certificateFileIds: [] }],
  };
}

/** The status dialog's 'Spara': 'Delmål uppdaterat!' / 'Kunde inte uppdatera delmål.' */
export function useUpdateGoal(doctorId: string) {
  return useRecordMutation({
    doctorId,
    mutationFn: (vars: UpdateGoalVars) => updateGoal(doctorId, vars),
    optimistic: withGoal,
    // A goal's progress may lock the ST model (decision 072), which the server works out.
    refetchWhenIdle: true,
    successMessage: PROGRESS_MESSAGES.goalUpdated,
    errorMessage: PROGRESS_MESSAGES.goalUpdateFailed,
  });
}

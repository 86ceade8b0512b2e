import type { ProcedureDefinition } from "@/shared/curriculum/procedures";
import { PROGRESS_MESSAGES } from "@/shared/messages/progress";
import {
  type UpdateProcedureVars,
  withProcedureEdit,
} from "@/web/entities/record/api/procedure-edit";
import { withDerived, withProcedureRows } from "@/web/entities/record/api/record-answers";
import { useRecordMutation } from "@/web/entities/record/api/use-record-mutation";
import { call } from "@/web/lib/api-client";

export function updateProcedure(doctorId: string, { procedureId, edit }: UpdateProcedureVars) {
  return call("PUT /api/st-doctors/{doctorId}/procedures/{procedureId}", {
    params: { doctorId, procedureId },
    body: edit,
  });
}

/**
 * 'Undersökning uppdaterad!' / 'Kunde inte uppdatera undersökning.' The answer is the saved sync
 * group with what the server derives from it (an examination's progress may lock the ST model,
 * decision 072).
 */
export function useUpdateProcedure(doctorId: string, catalogue: readonly ProcedureDefinition[]) {
  return useRecordMutation({
    doctorId,
    mutationFn: (vars: UpdateProcedureVars) => updateProcedure(doctorId, vars),
    optimistic: (record, vars) => withProcedureEdit(record, catalogue, vars),
    confirm: (record, answer) =>
      withDerived(withProcedureRows(record, answer.procedures), answer.derived),
    derived: true,
    successMessage: PROGRESS_MESSAGES.procedureUpdated,
    errorMessage: PROGRESS_MESSAGES.procedureUpdateFailed,
  });
}

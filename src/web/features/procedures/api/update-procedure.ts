import type { ProcedureDefinition } from "@/shared/curriculum/procedures";
import { PROGRESS_MESSAGES } from "@/shared/messages/progress";
import { applyProcedureEdit } from "@/shared/rules/procedure-edit";
import type { TDoctorRecord } from "@/shared/schemas/doctor-record";
import type { TUpdateProcedureProgressRequest } from "@/shared/schemas/progress";
import { withDerived, withProcedureRows } from "@/web/entities/record/api/record-answers";
import { useRecordMutation } from "@/web/entities/record/api/use-record-mutation";
import { call } from "@/web/lib/api-client";

export interface UpdateProcedureVars {
  procedureId: string;
  edit: TUpdateProcedureProgressRequest;
}

export function updateProcedure(doctorId: string, { procedureId, edit }: UpdateProcedureVars) {
  return call("PUT /api/st-doctors/{doctorId}/procedures/{procedureId}", {
    params: { doctorId, procedureId },
    body: edit,
  });
}

/**
 * The record with the edit applied to the examination's whole sync group, as the server will do
 * it (the same shared rule on the same catalogue), so every column showing the examination
 * changes at once.
 */
export function withProcedureEdit(
  record: TDoctorRecord,
  catalogue: readonly ProcedureDefinition[],
  { procedureId, edit }: UpdateProcedureVars,
): TDoctorRecord {
  const result = applyProcedureEdit(catalogue, record.procedures, procedureId, edit);
  return result.ok ? withProcedureRows(record, result.value) : record;
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

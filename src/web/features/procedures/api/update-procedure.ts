import { PROGRESS_MESSAGES } from "@/shared/messages/progress";
import { applyProcedureEdit } from "@/shared/rules/procedure-edit";
import type { TDoctorRecord } from "@/shared/schemas/doctor-record";
import type { TUpdateProcedureProgressRequest } from "@/shared/schemas/progress";
import { call } from "@/web/lib/api-client";
import { useRecordMutation } from "../../records/api/use-record-mutation";
import { toProcedureDefinitions } from "./catalogue";

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
 * it (the same shared rule), so every column showing the examination changes at once.
 */
export function withProcedureEdit(
  record: TDoctorRecord,
  { procedureId, edit }: UpdateProcedureVars,
): TDoctorRecord {
  const result = applyProcedureEdit(
    toProcedureDefinitions(record.catalogue),
    record.procedures,
    procedureId,
    edit,
  );
  if (!result.ok) return record;
  const changed = new Map(result.value.map((row) => [row.procedureId, row]));
  const kept = record.procedures.filter((p) => !changed.has(p.procedureId));
  const updated = result.value.map((row) => ({
    ...row,
    certificateFileIds:
      record.procedures.find((p) => p.procedureId === row.procedureId)?.certificateFileIds ?? [],
  }));
  return { ...record, procedures: [...kept, ...updated] };
}

/** 'Undersökning uppdaterad!' / 'Kunde inte uppdatera undersökning.' */
export function useUpdateProcedure(doctorId: string) {
  return useRecordMutation({
    doctorId,
    mutationFn: (vars: UpdateProcedureVars) => updateProcedure(doctorId, vars),
    optimistic: withProcedureEdit,
    // An examination's progress may lock the ST model (decision 072), which the server works out.
    refetchWhenIdle: true,
    successMessage: PROGRESS_MESSAGES.procedureUpdated,
    errorMessage: PROGRESS_MESSAGES.procedureUpdateFailed,
  });
}

import type { ProcedureDefinition } from "@/shared/curriculum/procedures";
import { applyProcedureEdit } from "@/shared/rules/procedure-edit";
import type { TDoctorRecord } from "@/shared/schemas/doctor-record";
import type { TUpdateProcedureProgressRequest } from "@/shared/schemas/progress";
import { withProcedureRows } from "./record-answers";

export interface UpdateProcedureVars {
  procedureId: string;
  edit: TUpdateProcedureProgressRequest;
}

/**
 * The record with the edit applied to the examination's whole sync group, as the server will do
 * it (the same shared rule on the same catalogue), so every column showing the examination
 * changes at once. Undersökningar's save and the overview's move both show it at once.
 */
export function withProcedureEdit(
  record: TDoctorRecord,
  catalogue: readonly ProcedureDefinition[],
  { procedureId, edit }: UpdateProcedureVars,
): TDoctorRecord {
  const result = applyProcedureEdit(catalogue, record.procedures, procedureId, edit);
  return result.ok ? withProcedureRows(record, result.value) : record;
}

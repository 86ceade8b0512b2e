import { RECORD_MESSAGES } from "@/shared/messages/records";
import type { TUpdateFormalitiesRequest } from "@/shared/schemas/formalities";
import { withSavedFormalities } from "@/web/entities/record/api/record-answers";
import { useRecordMutation } from "@/web/entities/record/api/use-record-mutation";
import { call } from "@/web/lib/api-client";

export function updateFormalities(doctorId: string, body: TUpdateFormalitiesRequest) {
  return call("PUT /api/st-doctors/{doctorId}/formalities", { params: { doctorId }, body });
}

/** 'Spara' of the service details: 'Formellt sparad!' / 'Kunde inte spara formellt. Försök igen.' */
export function useUpdateFormalities(doctorId: string) {
  return useRecordMutation({
    doctorId,
    mutationFn: (body: TUpdateFormalitiesRequest) => updateFormalities(doctorId, body),
    optimistic: (record, body) => ({
      ...record,
      formalities: { ...record.formalities, ...body },
    }),
    // The details as stored, with the end date and model lock the server worked out from them.
    confirm: (record, answer) => withSavedFormalities(record, answer.formalities, answer.derived),
    derived: true,
    successMessage: RECORD_MESSAGES.formalitiesSaved,
    errorMessage: RECORD_MESSAGES.formalitiesFailed,
    handlesStaleWrite: true,
  });
}

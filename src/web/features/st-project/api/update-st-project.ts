import { RECORD_MESSAGES } from "@/shared/messages/records";
import type { TUpdateStProjectRequest } from "@/shared/schemas/st-project";
import { useRecordMutation } from "@/web/entities/record/api/use-record-mutation";
import { call } from "@/web/lib/api-client";
import { ST_PROJECT_UI_MESSAGES } from "@/web/lib/messages/st-project";

export function updateStProject(doctorId: string, body: TUpdateStProjectRequest) {
  return call("PUT /api/st-doctors/{doctorId}/st-project", { params: { doctorId }, body });
}

/** 'ST-arbete sparat!' / 'Kunde inte spara ST-projekt. Försök igen.' */
export function useUpdateStProject(doctorId: string) {
  return useRecordMutation({
    doctorId,
    mutationFn: (body: TUpdateStProjectRequest) => updateStProject(doctorId, body),
    optimistic: (record, body) => ({ ...record, stProject: { ...body } }),
    confirm: (record, { version }, body) => ({ ...record, stProject: { ...body, version } }),
    successMessage: ST_PROJECT_UI_MESSAGES.saved,
    errorMessage: RECORD_MESSAGES.stProjectFailed,
    handlesStaleWrite: true,
  });
}

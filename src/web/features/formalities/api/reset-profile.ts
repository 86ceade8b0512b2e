import { COMMON_MESSAGES } from "@/shared/messages/common";
import { RECORD_MESSAGES } from "@/shared/messages/records";
import { api } from "@/web/lib/api-client";
import { useRecordMutation } from "../../records/api/use-record-mutation";

export function resetProfile(doctorId: string) {
  return api.post<{ message: string }>(`/api/st-doctors/${encodeURIComponent(doctorId)}/reset`);
}

/** 'Återställ profil' (own profile only): the server empties the record; the page refetches it. */
export function useResetProfile(doctorId: string) {
  return useRecordMutation({
    doctorId,
    mutationFn: () => resetProfile(doctorId),
    // The whole record is emptied on the server: it is read again.
    refetchWhenIdle: true,
    successMessage: (result) => result.message || RECORD_MESSAGES.profileReset,
    errorMessage: COMMON_MESSAGES.saveFailed,
  });
}

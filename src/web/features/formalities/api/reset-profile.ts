import { COMMON_MESSAGES } from "@/shared/messages/common";
import { RECORD_MESSAGES } from "@/shared/messages/records";
import { useRecordMutation } from "@/web/entities/record/api/use-record-mutation";
import { call } from "@/web/lib/api-client";

export function resetProfile(doctorId: string) {
  return call("POST /api/st-doctors/{doctorId}/reset", { params: { doctorId } });
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

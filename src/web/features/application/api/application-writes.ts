import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { TApplication, TSaveCertificateRequest } from "@/shared/schemas/application";
import { isStaleWrite } from "@/web/entities/record/api/reload-record";
import { saveFailedToast } from "@/web/entities/record/api/use-record-mutation";
import { call } from "@/web/lib/api-client";
import { APPLICATION_UI_MESSAGES } from "@/web/lib/messages/application";
import { announceRecordChange } from "@/web/lib/record-broadcast";
import { showToast } from "@/web/lib/toasts";
import { applicationKey } from "./get-application";

const M = APPLICATION_UI_MESSAGES.certificates;

interface ApplicationAnswer {
  message: string;
  application: TApplication;
}

/**
 * A write to the application: its answer is the whole application, put in place of the cached
 * one, and the server's sentence as the toast ('Intyget sparat!'). A failure toasts the action's
 * sentence with the server's reason, except a stale save, which the form shows itself.
 */
function useApplicationWrite<Vars>(
  doctorId: string,
  mutationFn: (vars: Vars) => Promise<ApplicationAnswer>,
  failed: string,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    meta: {
      errorToast: (error: unknown) =>
        isStaleWrite(error) ? undefined : saveFailedToast(failed, error),
    },
    onSuccess: (answer) => {
      queryClient.setQueryData(applicationKey(doctorId), answer.application);
      announceRecordChange(doctorId);
      showToast("success", answer.message);
    },
  });
}

export interface SaveCertificateVars {
  certificateId: string;
  /** The version the form was based on: 0 for a certificate the record gives as it is. */
  body: TSaveCertificateRequest;
}

export function useSaveCertificate(doctorId: string) {
  return useApplicationWrite(
    doctorId,
    ({ certificateId, body }: SaveCertificateVars) =>
      call("PUT /api/st-doctors/{doctorId}/application/certificates/{certificateId}", {
        params: { doctorId, certificateId },
        body,
      }),
    M.saveFailed,
  );
}

export function useGroupCertificates(doctorId: string) {
  return useApplicationWrite(
    doctorId,
    (certificateIds: string[]) =>
      call("POST /api/st-doctors/{doctorId}/application/groups", {
        params: { doctorId },
        body: { certificateIds },
      }),
    M.groupFailed,
  );
}

export function useSplitCertificate(doctorId: string) {
  return useApplicationWrite(
    doctorId,
    (certificateId: string) =>
      call("DELETE /api/st-doctors/{doctorId}/application/certificates/{certificateId}", {
        params: { doctorId, certificateId },
      }),
    M.splitFailed,
  );
}

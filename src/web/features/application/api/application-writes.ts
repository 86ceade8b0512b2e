import type { TApplication, TSaveCertificateRequest } from "@/shared/schemas/application";
import { useDocumentWrite } from "@/web/entities/record/api/use-document-write";
import { call } from "@/web/lib/api-client";
import { APPLICATION_UI_MESSAGES } from "@/web/lib/messages/application";
import { applicationKey } from "./get-application";

const M = APPLICATION_UI_MESSAGES.certificates;

interface ApplicationAnswer {
  message: string;
  application: TApplication;
}

/**
 * A write to the application: its answer is the whole application, and the server's sentence
 * ('Intyget sparat!') the toast; a stale save is shown by the form.
 */
function useApplicationWrite<Vars>(
  doctorId: string,
  mutationFn: (vars: Vars) => Promise<ApplicationAnswer>,
  failed: string,
) {
  return useDocumentWrite({
    doctorId,
    queryKey: applicationKey(doctorId),
    mutationFn,
    documentOf: (answer) => answer.application,
    failed,
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

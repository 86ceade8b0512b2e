import { FILE_MESSAGES } from "@/shared/messages/files";
import { removeCertificate } from "@/web/lib/files";
import { type CertificateRef, withoutCertificate, withRemovedCertificate } from "./record-answers";
import { useRecordMutation } from "./use-record-mutation";

/** Removes one certificate and its file, with the server's 'Intyg borttaget!' as the toast. */
export function useRemoveCertificate(doctorId: string) {
  return useRecordMutation({
    doctorId,
    mutationFn: (ref: CertificateRef) => removeCertificate({ doctorId, ...ref }),
    optimistic: withoutCertificate,
    // The answer names the file removed, which leaves the record's files too.
    confirm: (record, answer) => withRemovedCertificate(record, answer),
    successMessage: (result) => result.message,
    errorMessage: FILE_MESSAGES.certificateRemoveFailed,
  });
}

import { FILE_MESSAGES } from "@/shared/messages/files";
import { errorReason } from "@/web/lib/api-client";
import { type UploadFileInput, uploadFile } from "@/web/lib/files";
import { withUploadedCertificate } from "./record-answers";
import { useRecordMutation } from "./use-record-mutation";

/**
 * Uploads a certificate or the ST contract; the answer (the stored file, its item) goes into the
 * cached record. Nothing is shown before it: the file has no id until the server stores it.
 */
export function useUploadCertificate(doctorId: string) {
  return useRecordMutation({
    doctorId,
    mutationFn: (input: Omit<UploadFileInput, "doctorId">) => uploadFile({ doctorId, ...input }),
    confirm: (record, answer) => withUploadedCertificate(record, answer),
    successMessage: (result) => result.message,
    errorMessage: (error) => FILE_MESSAGES.uploadFailed(errorReason(error)),
  });
}

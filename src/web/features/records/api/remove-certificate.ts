import { FILE_MESSAGES } from "@/shared/messages/files";
import type { TDoctorRecord } from "@/shared/schemas/doctor-record";
import type { CertificateKind } from "@/shared/schemas/files";
import { removeCertificate } from "@/web/lib/files";
import { useRecordMutation } from "./use-record-mutation";

export interface CertificateRef {
  kind: CertificateKind;
  /** null for the contract. */
  itemId: string | null;
}

function unlinked<T extends { certificateFileId: string | null }>(
  items: T[],
  matches: (item: T) => boolean,
): T[] {
  return items.map((item) => (matches(item) ? { ...item, certificateFileId: null } : item));
}

/** The record without the certificate link, shown at once while the server removes it. */
export function withoutCertificate(record: TDoctorRecord, ref: CertificateRef): TDoctorRecord {
  switch (ref.kind) {
    case "contract":
      return { ...record, formalities: { ...record.formalities, stContractFileId: null } };
    case "goal":
      return { ...record, goals: unlinked(record.goals, (g) => g.goalId === ref.itemId) };
    case "rotation":
      return { ...record, rotations: unlinked(record.rotations, (r) => r.id === ref.itemId) };
    case "course":
      return { ...record, courses: unlinked(record.courses, (c) => c.id === ref.itemId) };
    case "sit-in":
      return { ...record, sitIns: unlinked(record.sitIns, (s) => s.id === ref.itemId) };
  }
}

/** Removes a certificate link and its file, with the server's 'Intyg borttaget!' as the toast. */
export function useRemoveCertificate(doctorId: string) {
  return useRecordMutation({
    doctorId,
    mutationFn: (ref: CertificateRef) => removeCertificate({ doctorId, ...ref }),
    optimistic: withoutCertificate,
    successMessage: (result) => result.message,
    errorMessage: FILE_MESSAGES.certificateRemoveFailed,
  });
}

import { FILE_MESSAGES } from "@/shared/messages/files";
import type { TDoctorRecord } from "@/shared/schemas/doctor-record";
import type { CertificateKind } from "@/shared/schemas/files";
import { removeCertificate } from "@/web/lib/files";
import { useRecordMutation } from "./use-record-mutation";

export interface CertificateRef {
  kind: CertificateKind;
  /** null for the contract. */
  itemId: string | null;
  /** Which of the item's certificates; null for the contract. */
  fileId: string | null;
}

function unlinked<T extends { certificateFileIds: string[] }>(
  items: T[],
  matches: (item: T) => boolean,
  fileId: string | null,
): T[] {
  return items.map((item) =>
    matches(item)
      ? { ...item, certificateFileIds: item.certificateFileIds.filter((id) => id !== fileId) }
      : item,
  );
}

/** The record without that certificate, shown at once while the server removes it. */
export function withoutCertificate(record: TDoctorRecord, ref: CertificateRef): TDoctorRecord {
  const { itemId, fileId } = ref;
  switch (ref.kind) {
    case "contract":
      return { ...record, formalities: { ...record.formalities, stContractFileId: null } };
    case "goal":
      return { ...record, goals: unlinked(record.goals, (g) => g.goalId === itemId, fileId) };
    case "rotation":
      return { ...record, rotations: unlinked(record.rotations, (r) => r.id === itemId, fileId) };
    case "course":
      return { ...record, courses: unlinked(record.courses, (c) => c.id === itemId, fileId) };
    case "sit-in":
      return { ...record, sitIns: unlinked(record.sitIns, (s) => s.id === itemId, fileId) };
  }
}

/** Removes one certificate and its file, with the server's 'Intyg borttaget!' as the toast. */
export function useRemoveCertificate(doctorId: string) {
  return useRecordMutation({
    doctorId,
    mutationFn: (ref: CertificateRef) => removeCertificate({ doctorId, ...ref }),
    optimistic: withoutCertificate,
    // The file leaves the record's file list too, as the server answers on the next read.
    refetchWhenIdle: true,
    successMessage: (result) => result.message,
    errorMessage: FILE_MESSAGES.certificateRemoveFailed,
  });
}

import type { TDoctorRecord, TRecordDerived } from "@/shared/schemas/doctor-record";
import type { CertificateKind, TUploadedFile } from "@/shared/schemas/files";
import type { TFormalities } from "@/shared/schemas/formalities";
import type { TGoalProgress } from "@/shared/schemas/progress";

type TProcedureProgress = TDoctorRecord["procedures"][number];

/**
 * How a write's answer changes the cached record (decision 118): pure functions of the record and
 * the answer, so the cache shows what the next read of the record would, without that read.
 */

const byCodeUnits = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/** What the server worked out from the whole record, in its places in the record. */
export function withDerived(record: TDoctorRecord, derived: TRecordDerived): TDoctorRecord {
  const { stEndDate, stPeriod, isModelLocked, isSpecialtyLocked, permissions } = derived;
  return {
    ...record,
    formalities: {
      ...record.formalities,
      stEndDate,
      stPeriod,
      isModelLocked,
      isSpecialtyLocked,
      permissions: { canEdit: permissions.canEdit, canChangeModel: permissions.canChangeModel },
    },
    permissions,
  };
}

/** The service details as stored: the answer of 'Spara' on Formellt. */
export type SavedFormalities = Pick<
  TFormalities,
  | "stModel"
  | "specialty"
  | "stStartDate"
  | "stDurationMonths"
  | "headOfDepartment"
  | "directorOfStudies"
  | "version"
>;

export function withSavedFormalities(
  record: TDoctorRecord,
  saved: SavedFormalities,
  derived: TRecordDerived,
): TDoctorRecord {
  return withDerived({ ...record, formalities: { ...record.formalities, ...saved } }, derived);
}

/** A row as an answer names it: its certificates only when the server read them. */
type Answered<Row extends { certificateFileIds: string[] }> = Omit<Row, "certificateFileIds"> & {
  certificateFileIds?: string[] | undefined;
};

/**
 * A goal's progress as saved. The answer does not name its certificates, which the edit leaves
 * as they are. Goals stay in id order, as the record lists them.
 */
export function withGoalRow(record: TDoctorRecord, goal: Answered<TGoalProgress>): TDoctorRecord {
  const previous = record.goals.find((g) => g.goalId === goal.goalId);
  const row: TGoalProgress = {
    goalId: goal.goalId,
    status: goal.status,
    plannedQuarter: goal.plannedQuarter,
    certificateFileIds: goal.certificateFileIds ?? previous?.certificateFileIds ?? [],
  };
  const goals = [...record.goals.filter((g) => g.goalId !== goal.goalId), row];
  return { ...record, goals: goals.sort((a, b) => byCodeUnits(a.goalId, b.goalId)) };
}

/** An examination's sync group as saved: every row the server answered, certificates kept. */
export function withProcedureRows(
  record: TDoctorRecord,
  rows: readonly Answered<TProcedureProgress>[],
): TDoctorRecord {
  const changed = new Set(rows.map((row) => row.procedureId));
  const updated = rows.map(
    (row): TProcedureProgress => ({
      procedureId: row.procedureId,
      status: row.status,
      plannedQuarter: row.plannedQuarter,
      achievedLevel: row.achievedLevel,
      certificateFileIds:
        row.certificateFileIds ??
        record.procedures.find((p) => p.procedureId === row.procedureId)?.certificateFileIds ??
        [],
    }),
  );
  const procedures = [...record.procedures.filter((p) => !changed.has(p.procedureId)), ...updated];
  return {
    ...record,
    procedures: procedures.sort((a, b) => byCodeUnits(a.procedureId, b.procedureId)),
  };
}

// ---------- certificates ----------

/** Which certificate: an item's (goal id or row id, and the file) or the contract (nulls). */
export interface CertificateRef {
  kind: CertificateKind;
  /** null for the contract. */
  itemId: string | null;
  /** Which of the item's certificates; null for the contract. */
  fileId: string | null;
}

type WithCertificates = { certificateFileIds: string[] };

function changeCertificates<T extends WithCertificates>(
  items: T[],
  matches: (item: T) => boolean,
  change: (ids: string[]) => string[],
): T[] {
  return items.map((item) =>
    matches(item) ? { ...item, certificateFileIds: change(item.certificateFileIds) } : item,
  );
}

/** The record with the item's certificate list (or the contract) changed. */
function withItemCertificates(
  record: TDoctorRecord,
  ref: Pick<CertificateRef, "kind" | "itemId">,
  change: (ids: string[]) => string[],
  contractFileId: string | null,
): TDoctorRecord {
  const { itemId } = ref;
  switch (ref.kind) {
    case "contract":
      return {
        ...record,
        formalities: { ...record.formalities, stContractFileId: contractFileId },
      };
    case "goal": {
      if (itemId !== null && !record.goals.some((g) => g.goalId === itemId)) {
        // A certificate alone records no progress: the goal is listed as not started (decision 075).
        const row = { goalId: itemId, status: "not_started" as const, plannedQuarter: null };
        return withGoalRow(record, { ...row, certificateFileIds: change([]) });
      }
      return {
        ...record,
        goals: changeCertificates(record.goals, (g) => g.goalId === itemId, change),
      };
    }
    case "rotation":
      return {
        ...record,
        rotations: changeCertificates(record.rotations, (r) => r.id === itemId, change),
      };
    case "course":
      return {
        ...record,
        courses: changeCertificates(record.courses, (c) => c.id === itemId, change),
      };
    case "sit-in":
      return {
        ...record,
        sitIns: changeCertificates(record.sitIns, (s) => s.id === itemId, change),
      };
  }
}

/** The record without that certificate, shown at once while the server removes it. */
export function withoutCertificate(record: TDoctorRecord, ref: CertificateRef): TDoctorRecord {
  return withItemCertificates(record, ref, (ids) => ids.filter((id) => id !== ref.fileId), null);
}

/** Whether anything in the record still names the file. */
function isFileReferenced(record: TDoctorRecord, fileId: string): boolean {
  const lists: readonly WithCertificates[][] = [
    record.goals,
    record.procedures,
    record.rotations,
    record.courses,
    record.sitIns,
  ];
  return (
    record.formalities.stContractFileId === fileId ||
    lists.some((list) => list.some((item) => item.certificateFileIds.includes(fileId)))
  );
}

/**
 * The answer of a removal: the certificate unlinked and its file gone from the record's files,
 * unless something else still names it (the server then keeps the file). `fileId` null: nothing
 * was linked.
 */
export function withRemovedCertificate(
  record: TDoctorRecord,
  removed: CertificateRef,
): TDoctorRecord {
  const unlinked = withoutCertificate(record, removed);
  const { fileId } = removed;
  if (fileId === null || isFileReferenced(unlinked, fileId)) return unlinked;
  return { ...unlinked, files: unlinked.files.filter((f) => f.id !== fileId) };
}

/** The answer of an upload: the stored file in the record's files, linked to its item. */
export function withUploadedCertificate(
  record: TDoctorRecord,
  uploaded: { file: TUploadedFile; kind: CertificateKind; itemId: string | null },
): TDoctorRecord {
  const { file } = uploaded;
  const linked = withItemCertificates(
    record,
    uploaded,
    (ids) => (ids.includes(file.id) ? ids : [...ids, file.id]),
    file.id,
  );
  return { ...linked, files: [...linked.files.filter((f) => f.id !== file.id), file] };
}

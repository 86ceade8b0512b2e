import { RECORD_MESSAGES } from "@/shared/messages/records";
import { resolvePeriodEntry } from "@/shared/rules/st-period";
import type { TDoctorRecord } from "@/shared/schemas/doctor-record";
import type { TPeriodEntry, TPeriodEntryRequest } from "@/shared/schemas/records";
import { api } from "@/web/lib/api-client";
import { useRecordMutation } from "../../records/api/use-record-mutation";

/** Absences lengthen ST, credits (recognised prior periods) shorten it; both share one shape. */
export type PeriodType = "absence" | "credit";

const LIST_OF: Record<PeriodType, "absences" | "credits"> = {
  absence: "absences",
  credit: "credits",
};

function recordsPath(doctorId: string, type: PeriodType) {
  return `/api/st-doctors/${encodeURIComponent(doctorId)}/records/${type}`;
}

function withEntries(
  record: TDoctorRecord,
  type: PeriodType,
  change: (entries: TPeriodEntry[]) => TPeriodEntry[],
): TDoctorRecord {
  const list = LIST_OF[type];
  return {
    ...record,
    formalities: { ...record.formalities, [list]: change(record.formalities[list]) },
  };
}

/** The entry as it will be stored, for the optimistic list (the server's dates win on refetch). */
function previewEntry(
  id: string,
  body: TPeriodEntryRequest,
  today: string,
  version: number,
): TPeriodEntry {
  return { id, ...resolvePeriodEntry(body, today), version };
}

export function useAddPeriodEntry(doctorId: string, type: PeriodType) {
  return useRecordMutation({
    doctorId,
    mutationFn: (body: TPeriodEntryRequest) => api.post<unknown>(recordsPath(doctorId, type), body),
    optimistic: (record, body) =>
      withEntries(record, type, (entries) => [
        ...entries,
        previewEntry(`pending-${Date.now()}`, body, record.today, 0),
      ]),
    successMessage: RECORD_MESSAGES.added(type),
    errorMessage: RECORD_MESSAGES.addFailed(type),
  });
}

export function useUpdatePeriodEntry(doctorId: string, type: PeriodType) {
  return useRecordMutation({
    doctorId,
    // `version` is the one the entry had when the dialog opened (decision 065).
    mutationFn: ({
      id,
      body,
      version,
    }: {
      id: string;
      body: TPeriodEntryRequest;
      version: number;
    }) =>
      api.put<unknown>(`${recordsPath(doctorId, type)}/${encodeURIComponent(id)}`, {
        ...body,
        version,
      }),
    optimistic: (record, { id, body, version }) =>
      withEntries(record, type, (entries) =>
        entries.map((e) => (e.id === id ? previewEntry(id, body, record.today, version) : e)),
      ),
    successMessage: RECORD_MESSAGES.updated(type),
    errorMessage: RECORD_MESSAGES.updateFailed(type),
    handlesStaleWrite: true,
  });
}

export function useDeletePeriodEntry(doctorId: string, type: PeriodType) {
  return useRecordMutation({
    doctorId,
    mutationFn: (id: string) =>
      api.delete<unknown>(`${recordsPath(doctorId, type)}/${encodeURIComponent(id)}`),
    optimistic: (record, id) =>
      withEntries(record, type, (entries) => entries.filter((e) => e.id !== id)),
    successMessage: RECORD_MESSAGES.deleted(type),
    errorMessage: RECORD_MESSAGES.deleteFailed(type),
  });
}

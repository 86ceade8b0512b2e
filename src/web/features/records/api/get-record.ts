import { queryOptions, useQuery } from "@tanstack/react-query";
import { call } from "@/web/lib/api-client";
import { recordQueryKey } from "@/web/lib/query-keys";

export const recordKeys = {
  all: recordQueryKey,
  record: (doctorId: string) => ["record", doctorId] as const,
  history: (doctorId: string) => ["record", doctorId, "history"] as const,
};

export function getRecord(doctorId: string, signal?: AbortSignal) {
  return call("GET /api/st-doctors/{doctorId}/record", { params: { doctorId }, signal });
}

export function recordQueryOptions(doctorId: string) {
  return queryOptions({
    queryKey: recordKeys.record(doctorId),
    queryFn: ({ signal }) => getRecord(doctorId, signal),
  });
}

/** One ST doctor's whole record: every record page reads from this one request. */
export function useRecord(doctorId: string) {
  return useQuery(recordQueryOptions(doctorId));
}

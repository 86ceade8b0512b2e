import { queryOptions, useQuery } from "@tanstack/react-query";
import { recordKeys } from "@/web/entities/record/api/get-record";
import { call } from "@/web/lib/api-client";

export function getHistory(doctorId: string, signal?: AbortSignal) {
  return call("GET /api/st-doctors/{doctorId}/history", { params: { doctorId }, signal });
}

/** Under the record's key, so every saved change of the record refreshes it too. */
export function historyQueryOptions(doctorId: string) {
  return queryOptions({
    queryKey: recordKeys.history(doctorId),
    queryFn: ({ signal }) => getHistory(doctorId, signal),
    staleTime: 0,
  });
}

export function useHistory(doctorId: string) {
  return useQuery(historyQueryOptions(doctorId));
}

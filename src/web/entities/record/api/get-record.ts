import { queryOptions, useQuery } from "@tanstack/react-query";
import { call } from "@/web/lib/api-client";
import { procedureCatalogueQueryKey, recordQueryKey } from "@/web/lib/query-keys";

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
    // Another tab or person may have changed it meanwhile (decision 160): read again whenever the
    // tab is looked at again, however recently it was read.
    refetchOnWindowFocus: "always",
  });
}

/** One ST doctor's whole record: every record page reads from this one request. */
export function useRecord(doctorId: string) {
  return useQuery(recordQueryOptions(doctorId));
}

/**
 * The examinations in use, the same for every record (decision 117): kept for the whole visit
 * (an admin's change refreshes it); on the next visit the browser asks again with the ETag it
 * has and gets a 304 when nothing changed. A record page's loader prefetches it beside
 * `recordQueryOptions`.
 */
export function procedureCatalogueQueryOptions() {
  return queryOptions({
    queryKey: procedureCatalogueQueryKey,
    queryFn: ({ signal }) => call("GET /api/catalog/procedures/in-use", { signal }),
    select: (data) => data.procedures,
    staleTime: Number.POSITIVE_INFINITY,
  });
}

/** The examination catalogue for the matrix, its dialogs and the names in Historik. */
export function useProcedureCatalogue() {
  return useQuery(procedureCatalogueQueryOptions());
}

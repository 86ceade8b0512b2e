import { queryOptions, useQuery } from "@tanstack/react-query";
import { recordKeys } from "@/web/entities/record/api/get-record";
import { call } from "@/web/lib/api-client";

/** Under the record's key, so another tab's saved change to the record refreshes it too. */
export const iupKey = (doctorId: string) => [...recordKeys.record(doctorId), "iup"] as const;

export function iupQueryOptions(doctorId: string) {
  return queryOptions({
    queryKey: iupKey(doctorId),
    queryFn: ({ signal }) =>
      call("GET /api/st-doctors/{doctorId}/iup", { params: { doctorId }, signal }),
  });
}

export function useIup(doctorId: string) {
  return useQuery(iupQueryOptions(doctorId));
}

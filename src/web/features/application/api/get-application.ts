import { queryOptions, useQuery } from "@tanstack/react-query";
import { recordKeys } from "@/web/entities/record/api/get-record";
import { call } from "@/web/lib/api-client";

/**
 * Under the record's key, so another tab's saved change to the record (decision 160) refreshes it
 * too; read again each time the page opens, since every activity write can change it.
 */
export const applicationKey = (doctorId: string) =>
  [...recordKeys.record(doctorId), "application"] as const;

export function applicationQueryOptions(doctorId: string) {
  return queryOptions({
    queryKey: applicationKey(doctorId),
    queryFn: ({ signal }) =>
      call("GET /api/st-doctors/{doctorId}/application", { params: { doctorId }, signal }),
    staleTime: 0,
  });
}

export function useApplication(doctorId: string) {
  return useQuery(applicationQueryOptions(doctorId));
}

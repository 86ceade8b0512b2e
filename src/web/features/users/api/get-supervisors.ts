import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { call } from "@/web/lib/api-client";
import { usersKeys } from "./keys";

export function getSupervisorOptions(search: string) {
  return call("GET /api/supervisors", { query: { search: search || undefined } });
}

/** The supervisors that can be assigned, searched on the server (at most 50 per answer). */
export function supervisorOptionsQueryOptions(search: string) {
  return queryOptions({
    queryKey: usersKeys.supervisorOptions(search),
    queryFn: () => getSupervisorOptions(search),
    placeholderData: keepPreviousData,
  });
}

export function useSupervisorOptions(search: string) {
  return useQuery(supervisorOptionsQueryOptions(search));
}

import { queryOptions, useQuery } from "@tanstack/react-query";
import { call } from "@/web/lib/api-client";
import { cohortQueryKey } from "@/web/lib/query-keys";

export function getCohort() {
  return call("GET /api/cohort");
}

/** Every ST doctor the user may view, with figures and warnings: one request (decision 145). */
export const cohortQueryOptions = queryOptions({ queryKey: cohortQueryKey, queryFn: getCohort });

export function useCohort() {
  return useQuery(cohortQueryOptions);
}

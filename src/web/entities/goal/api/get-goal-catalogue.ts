import { queryOptions, useQuery } from "@tanstack/react-query";
import { call } from "@/web/lib/api-client";
import { goalCatalogueQueryKey } from "@/web/lib/query-keys";

/**
 * The clinic's goal catalogue, the same for every record: fetched once per visit and kept, and
 * refreshed only when an admin corrects or checks a goal (decision 081).
 */
export function goalCatalogueQueryOptions() {
  return queryOptions({
    queryKey: goalCatalogueQueryKey,
    queryFn: ({ signal }) => call("GET /api/catalog/goals", { signal }),
    select: (data) => data.goals,
    staleTime: Number.POSITIVE_INFINITY,
  });
}

export function useGoalCatalogue() {
  return useQuery(goalCatalogueQueryOptions());
}

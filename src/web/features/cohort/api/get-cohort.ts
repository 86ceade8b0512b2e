import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
// Types only: the router imports this module, and the schemas (zod) stay out of its bundle.
import type { TCohortView } from "@/shared/schemas/cohort";
import { call } from "@/web/lib/api-client";
import { cohortQueryKey } from "@/web/lib/query-keys";

/** The view and which page of it; the server filters, sorts and cuts (decision 259). */
export interface CohortQuery extends TCohortView {
  page: number;
}

/** The view a page starts with: a supervisor's own doctors, everyone's for the others. */
export function initialCohortQuery(startWithOwn: boolean): CohortQuery {
  return {
    scope: startWithOwn ? "mine" : "all",
    search: "",
    warning: "all",
    sort: "name",
    order: "asc",
    page: 1,
  };
}

export function getCohort(query: CohortQuery) {
  return call("GET /api/cohort", {
    query: {
      scope: query.scope,
      search: query.search,
      warning: query.warning,
      sort: query.sort,
      order: query.order,
      // The server's page size (50 unless asked otherwise).
      page: String(query.page),
    },
  });
}

/** The page shown stays on screen while the next one loads, so paging and typing do not flash. */
export function cohortQueryOptions(query: CohortQuery) {
  return queryOptions({
    queryKey: [...cohortQueryKey, query],
    queryFn: () => getCohort(query),
    placeholderData: keepPreviousData,
  });
}

export function useCohort(query: CohortQuery) {
  return useQuery(cohortQueryOptions(query));
}

import { queryOptions, useQuery } from "@tanstack/react-query";
import { call } from "@/web/lib/api-client";
import { signingRightsKeys } from "./keys";

/** Every evaluation with its doctor and number of assessments, newest first: the picker's list. */
export function evaluationsQueryOptions() {
  return queryOptions({
    queryKey: signingRightsKeys.evaluations,
    queryFn: ({ signal }) => call("GET /api/signing-rights/evaluations", { signal }),
    select: (data) => data.evaluations,
  });
}

export function useEvaluations() {
  return useQuery(evaluationsQueryOptions());
}

import { queryOptions, useQuery } from "@tanstack/react-query";
import { DEFAULT_THRESHOLDS, type ReadinessThresholds } from "@/shared/rules/signing-rights";
import { call } from "@/web/lib/api-client";
import { signingRightsKeys } from "./keys";

/** Thresholds as query parameters; the server reads a decimal point (or comma). */
function thresholdQuery(t: ReadinessThresholds) {
  return {
    successRateThreshold: String(t.successRateThreshold),
    majorChangesThreshold: String(t.majorChangesThreshold),
    minEvaluations: String(t.minEvaluations),
    confidenceWeight: String(t.confidenceWeight),
  };
}

/** Whether a query key is one of the evaluation's detail answers (under any thresholds). */
export function isEvaluationDetailKey(queryKey: readonly unknown[], id: string): boolean {
  const prefix = signingRightsKeys.evaluation(id, DEFAULT_THRESHOLDS).slice(0, -1);
  return prefix.every((part, i) => queryKey[i] === part);
}

/**
 * One evaluation with its assessments, statistics, charts and the readiness recommendation under
 * `thresholds`, in one request. While new thresholds are asked for, the same evaluation's previous
 * answer stays on screen; another evaluation's never does.
 */
export function evaluationDetailQueryOptions(id: string, thresholds: ReadinessThresholds) {
  return queryOptions({
    queryKey: signingRightsKeys.evaluation(id, thresholds),
    queryFn: ({ signal }) =>
      call("GET /api/signing-rights/evaluations/{id}", {
        params: { id },
        query: thresholdQuery(thresholds),
        signal,
      }),
    placeholderData: (previous, previousQuery) =>
      previousQuery && isEvaluationDetailKey(previousQuery.queryKey, id) ? previous : undefined,
  });
}

export function useEvaluationDetail(id: string, thresholds: ReadinessThresholds) {
  return useQuery(evaluationDetailQueryOptions(id, thresholds));
}

import { queryOptions, useQuery } from "@tanstack/react-query";
import { call } from "@/web/lib/api-client";
import { structuredAssessmentsQueryKey } from "@/web/lib/query-keys";

/**
 * One doctor's structured assessments: listed on 'Sit-ins/Bedömningar', and the evidence on the
 * Delmål and Undersökningar rows. The page loaders import this file alone, so the entry chunk
 * carries no form code.
 */
export const structuredAssessmentKeys = {
  of: (doctorId: string) => [...structuredAssessmentsQueryKey, doctorId] as const,
};

export function structuredAssessmentsQueryOptions(doctorId: string) {
  return queryOptions({
    queryKey: structuredAssessmentKeys.of(doctorId),
    queryFn: ({ signal }) =>
      call("GET /api/st-doctors/{doctorId}/structured-assessments", {
        params: { doctorId },
        signal,
      }),
  });
}

export function useStructuredAssessments(doctorId: string) {
  return useQuery(structuredAssessmentsQueryOptions(doctorId));
}

import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type {
  TAnswerAssessmentLink,
  TCreateAssessmentLinkRequest,
} from "@/shared/schemas/assessment-links";
import { call } from "@/web/lib/api-client";

const keys = { of: (doctorId: string) => ["assessment-links", doctorId] as const };

export function assessmentLinksQueryOptions(doctorId: string) {
  return queryOptions({
    queryKey: keys.of(doctorId),
    queryFn: ({ signal }) => call("GET /api/assessment-links", { query: { doctorId }, signal }),
    // A refusal (a supervisor of other doctors) is an answer, not a reason to ask again.
    retry: false,
  });
}

export function useAssessmentLinks(doctorId: string) {
  return useQuery(assessmentLinksQueryOptions(doctorId));
}

export function useCreateAssessmentLink(doctorId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TCreateAssessmentLinkRequest) =>
      call("POST /api/assessment-links", { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: keys.of(doctorId) }),
  });
}

export function useRevokeAssessmentLink(doctorId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => call("POST /api/assessment-links/{id}/revoke", { params: { id } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: keys.of(doctorId) }),
  });
}

/** The link page's first look: never cached, as each open is the server's to count. */
export function useOpenedLink(token: string) {
  return useQuery({
    queryKey: ["assessment-link", "open", token],
    queryFn: () => call("POST /api/assessment-links/open", { body: { token } }),
    enabled: token !== "",
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 0,
    retry: false,
    refetchOnWindowFocus: false,
  });
}

export function useAnswerLink() {
  return useMutation({
    mutationFn: (body: TAnswerAssessmentLink) =>
      call("POST /api/assessment-links/answer", { body }),
  });
}

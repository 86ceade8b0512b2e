import { useMutation, useQueryClient } from "@tanstack/react-query";
import type {
  TCreateStructuredAssessmentRequest,
  TUpdateStructuredAssessmentRequest,
} from "@/shared/schemas/structured-assessments";
import { unlessStaleToast } from "@/web/entities/record/api/use-document-write";
import { call } from "@/web/lib/api-client";
import { type Keyed, sendOnce } from "@/web/lib/idempotency";
import { STRUCTURED_ASSESSMENT_UI_MESSAGES as M } from "@/web/lib/messages/structured-assessments";
import { isOffline } from "@/web/lib/offline-drafts/keep";
import { showToast } from "@/web/lib/toasts";
import { structuredAssessmentKeys } from "./list-assessments";

/** After a write: the server's sentence as the toast, and the list refreshed behind it. */
function useSaved(doctorId: string) {
  const queryClient = useQueryClient();
  return (answer: { message: string }) => {
    showToast("success", answer.message);
    void queryClient.invalidateQueries({ queryKey: structuredAssessmentKeys.of(doctorId) });
  };
}

/** `key`: the form's until it is saved, so a retry stores the assessment once (decision 158). */
export function useCreateStructuredAssessment(doctorId: string) {
  const saved = useSaved(doctorId);
  const mutation = useMutation({
    mutationFn: ({ request, key }: { request: TCreateStructuredAssessmentRequest } & Keyed) =>
      call("POST /api/st-doctors/{doctorId}/structured-assessments", {
        params: { doctorId },
        body: request,
        idempotencyKey: key,
      }),
    meta: {
      // A save that finds no network is kept on the device, and the form says so (decision 220).
      errorToast: (error: unknown) =>
        isOffline(error) ? undefined : unlessStaleToast(M.saveFailed).errorToast(error),
    },
    onSuccess: saved,
  });
  return { ...mutation, mutate: sendOnce(mutation.mutate) };
}

export function useUpdateStructuredAssessment(doctorId: string) {
  const saved = useSaved(doctorId);
  return useMutation({
    mutationFn: ({ id, request }: { id: string; request: TUpdateStructuredAssessmentRequest }) =>
      call("PUT /api/st-doctors/{doctorId}/structured-assessments/{assessmentId}", {
        params: { doctorId, assessmentId: id },
        body: request,
      }),
    meta: unlessStaleToast(M.saveFailed),
    onSuccess: saved,
  });
}

export function useDeleteStructuredAssessment(doctorId: string) {
  const saved = useSaved(doctorId);
  return useMutation({
    mutationFn: (id: string) =>
      call("DELETE /api/st-doctors/{doctorId}/structured-assessments/{assessmentId}", {
        params: { doctorId, assessmentId: id },
      }),
    meta: unlessStaleToast(M.deleteFailed),
    onSuccess: saved,
  });
}

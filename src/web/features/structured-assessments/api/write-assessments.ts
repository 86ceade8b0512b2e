import { useMutation, useQueryClient } from "@tanstack/react-query";
import type {
  TCreateStructuredAssessmentRequest,
  TUpdateStructuredAssessmentRequest,
} from "@/shared/schemas/structured-assessments";
import { isStaleWrite } from "@/web/entities/record/api/reload-record";
import { saveFailedToast } from "@/web/entities/record/api/use-record-mutation";
import { call } from "@/web/lib/api-client";
import { type Keyed, sendOnce } from "@/web/lib/idempotency";
import { STRUCTURED_ASSESSMENT_UI_MESSAGES as M } from "@/web/lib/messages/structured-assessments";
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

/** A failure toasts with the server's reason, except a stale save, which the form shows itself. */
const failureToast = (failed: string) => ({
  errorToast: (error: unknown) =>
    isStaleWrite(error) ? undefined : saveFailedToast(failed, error),
});

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
    meta: failureToast(M.saveFailed),
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
    meta: failureToast(M.saveFailed),
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
    meta: failureToast(M.deleteFailed),
    onSuccess: saved,
  });
}

import { useMutation, useQueryClient } from "@tanstack/react-query";
import { COMMON_MESSAGES } from "@/shared/messages/common";
import { SIGNING_RIGHTS_MESSAGES } from "@/shared/messages/signing-rights";
import type { TCreateSpecialistAssessmentRequest } from "@/shared/schemas/signing-rights";
import { call, errorReason, isApiError } from "@/web/lib/api-client";
import { type Keyed, sendOnce } from "@/web/lib/idempotency";
import { isOffline } from "@/web/lib/offline-drafts/keep";
import { signingRightsKeys } from "./keys";

/** The request fields the add form shows; a refusal naming one of them is shown under it. */
export const ASSESSMENT_FORM_FIELDS = [
  "procedureId",
  "stDoctorId",
  "evaluationDate",
  "examinationId",
  "specialistName",
  "evaluationResult",
  "caseDifficulty",
  "stDoctorConfidence",
  "comments",
] as const;
export type AssessmentFormField = (typeof ASSESSMENT_FORM_FIELDS)[number];

/** The form field a refused save names, if the form shows that field. */
export function refusedField(error: unknown): AssessmentFormField | undefined {
  if (!isApiError(error) || error.isServerFault || error.field === undefined) return undefined;
  return (ASSESSMENT_FORM_FIELDS as readonly string[]).includes(error.field)
    ? (error.field as AssessmentFormField)
    : undefined;
}

/** 'Kunde inte spara bedömning: {message}', or '... okänt fel' when no reason is known. */
function saveFailedText(error: unknown): string {
  const reason = errorReason(error);
  return SIGNING_RIGHTS_MESSAGES.saveFailed(
    reason === COMMON_MESSAGES.unknown ? undefined : reason,
  );
}

/** `key`: the form's until it is saved, so a retry stores the assessment once (decision 158). */
export function createAssessment({
  request,
  key,
}: { request: TCreateSpecialistAssessmentRequest } & Keyed) {
  return call("POST /api/signing-rights/assessments", { body: request, idempotencyKey: key });
}

/** Saving one assessment; the statistics and the known specialist names change with it. */
export function useCreateAssessment() {
  const queryClient = useQueryClient();
  const mutation = useMutation({
    mutationFn: createAssessment,
    meta: {
      // A refusal tied to a field is shown under that field instead of as a toast.
      // One that finds no network is kept on the device, and the form says so (decision 220).
      errorToast: (error) =>
        refusedField(error) || isOffline(error) ? undefined : saveFailedText(error),
    },
    // Not awaited: the form is free again at once; the lists refresh behind it.
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: signingRightsKeys.all }),
  });
  return { ...mutation, mutate: sendOnce(mutation.mutate) };
}

import { queryOptions, useQuery, useQueryClient } from "@tanstack/react-query";
import { useRecordMutation } from "@/web/entities/record/api/use-record-mutation";
import { call } from "@/web/lib/api-client";
import type { Keyed } from "@/web/lib/idempotency";
import { PLAN_TEMPLATE_UI_MESSAGES as M } from "@/web/lib/messages/plan-template";

const doctorTemplateKey = (doctorId: string) => ["record", doctorId, "plan-template"] as const;

/**
 * What the clinic's standard plan would add to this doctor's plan now. Under the record's key:
 * every write to the record refreshes it, as the record's other queries.
 */
export function doctorTemplateQueryOptions(doctorId: string) {
  return queryOptions({
    queryKey: doctorTemplateKey(doctorId),
    queryFn: ({ signal }) =>
      call("GET /api/st-doctors/{doctorId}/plan-template", { params: { doctorId }, signal }),
    staleTime: 0,
  });
}

export function useDoctorTemplate(doctorId: string) {
  return useQuery(doctorTemplateQueryOptions(doctorId));
}

function useRefreshPreview(doctorId: string) {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: doctorTemplateKey(doctorId) });
}

/** 'Lägg in i planen': one write adds many rows, so the record is read again afterwards. */
export function useApplyTemplate(doctorId: string) {
  const refreshPreview = useRefreshPreview(doctorId);
  const mutation = useRecordMutation({
    doctorId,
    mutationFn: ({ key }: Keyed) =>
      call("POST /api/st-doctors/{doctorId}/plan-template/applications", {
        params: { doctorId },
        idempotencyKey: key,
      }),
    refetchWhenIdle: true,
    errorMessage: M.start.applyFailed,
  });
  return { ...mutation, refreshPreview };
}

/** 'Ångra': the application's rows go as a whole; the record is read again. */
export function useUndoTemplate(doctorId: string) {
  const refreshPreview = useRefreshPreview(doctorId);
  const mutation = useRecordMutation({
    doctorId,
    mutationFn: (applicationId: string) =>
      call("DELETE /api/st-doctors/{doctorId}/plan-template/applications/{applicationId}", {
        params: { doctorId, applicationId },
      }),
    refetchWhenIdle: true,
    successMessage: (result) => result.message,
    errorMessage: M.start.undoFailed,
  });
  return { ...mutation, refreshPreview };
}

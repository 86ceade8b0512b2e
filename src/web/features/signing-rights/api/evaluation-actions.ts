import { useMutation, useQueryClient } from "@tanstack/react-query";
import { SIGNING_RIGHTS_MESSAGES as M } from "@/shared/messages/signing-rights";
import type { TFinalDecisionRequest } from "@/shared/schemas/signing-rights";
import { call, errorReason } from "@/web/lib/api-client";
import { SIGNING_STATISTICS_MESSAGES as W } from "@/web/lib/messages/signing-rights-statistics";
import { recordQueryKey } from "@/web/lib/query-keys";
import { toast } from "@/web/lib/toasts";
import { isEvaluationDetailKey } from "./evaluation-detail";
import { signingRightsKeys } from "./keys";

/**
 * Every write changes the list, the statistics and possibly the add tab: refresh all of it, and any
 * cached record, whose matrix shows the decisions (decision 137). Not a deleted evaluation's own
 * answer, which would only come back 404 while the screen lets go of it (the refreshed list no
 * longer has it, so the tab drops the selection).
 */
function useRefreshAll() {
  const queryClient = useQueryClient();
  return (deletedId?: string) =>
    Promise.all([
      queryClient.invalidateQueries({
        queryKey: signingRightsKeys.all,
        predicate: (query) => !deletedId || !isEvaluationDetailKey(query.queryKey, deletedId),
      }),
      queryClient.invalidateQueries({ queryKey: recordQueryKey }),
    ]);
}

type StatusChange = { id: string; status: "completed" | "cancelled" };

/** Closes ('Klar') or cancels ('Avbruten') an active evaluation. */
export function useSetEvaluationStatus() {
  const refresh = useRefreshAll();
  return useMutation({
    mutationFn: ({ id, status }: StatusChange) =>
      call("POST /api/signing-rights/evaluations/{id}/status", {
        params: { id },
        body: { status },
      }),
    meta: { errorToast: (error) => W.statusFailed(errorReason(error)) },
    onSuccess: (_answer, { status }) => {
      toast.success(status === "completed" ? W.closed : W.cancelled);
    },
    onSettled: () => refresh(),
  });
}

type Decision = { id: string } & TFinalDecisionRequest;

/** The final decision on a completed evaluation. */
export function useDecideEvaluation() {
  const refresh = useRefreshAll();
  return useMutation({
    mutationFn: ({ id, decision, notes }: Decision) =>
      call("POST /api/signing-rights/evaluations/{id}/decision", {
        params: { id },
        body: { decision, notes },
      }),
    meta: { errorToast: (error) => `${M.decisionFailed}: ${errorReason(error)}` },
    onSuccess: () => toast.success(M.decisionSaved),
    onSettled: () => refresh(),
  });
}

/** An administrator deletes an evaluation together with its assessments. */
export function useDeleteEvaluation() {
  const refresh = useRefreshAll();
  return useMutation({
    mutationFn: (id: string) =>
      call("DELETE /api/signing-rights/evaluations/{id}", { params: { id } }),
    meta: { errorToast: (error) => `${M.deleteFailed}: ${errorReason(error)}` },
    onSuccess: (answer, id) => {
      toast.success(M.evaluationDeleted(answer.assessmentsRemoved));
      return refresh(id);
    },
    onError: () => refresh(),
  });
}

import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { TUpdateGoalDefinitionRequest } from "@/shared/schemas/goal-catalogue";
import { call, errorReason } from "@/web/lib/api-client";
import { CATALOGUE_UI_MESSAGES } from "@/web/lib/messages/catalogue";
import { goalCatalogueQueryKey } from "@/web/lib/query-keys";

export type GoalChange =
  | { kind: "update"; id: string; values: TUpdateGoalDefinitionRequest }
  | { kind: "checked"; id: string; checked: boolean };

function saveGoal(change: GoalChange) {
  const params = { id: change.id };
  return change.kind === "update"
    ? call("PATCH /api/catalog/goals/{id}", { params, body: change.values })
    : call("PUT /api/catalog/goals/{id}/checked", { params, body: { checked: change.checked } });
}

/** A correction or a checked mark; every page reading goal texts gets the new catalogue. */
export function useSaveGoal() {
  const queryClient = useQueryClient();
  return useMutation({
    meta: { errorToast: (error) => CATALOGUE_UI_MESSAGES.saveFailed(errorReason(error)) },
    mutationFn: saveGoal,
    onSettled: () => queryClient.invalidateQueries({ queryKey: goalCatalogueQueryKey }),
  });
}

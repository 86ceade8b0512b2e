import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { Specialty } from "@/shared/curriculum/specialties";
import type { TUpdateGoalDefinitionRequest } from "@/shared/schemas/goal-catalogue";
import { call, errorReason } from "@/web/lib/api-client";
import { CATALOGUE_UI_MESSAGES } from "@/web/lib/messages/catalogue";
import { goalCatalogueQueryKey } from "@/web/lib/query-keys";

export type GoalChange =
  | { kind: "update"; id: string; values: TUpdateGoalDefinitionRequest }
  | { kind: "checked"; id: string; checked: boolean };

/** A change of one specialty's goal: ids repeat between specialties (decision 237). */
function saveGoal(specialty: Specialty, change: GoalChange) {
  const params = { id: change.id };
  const query = { specialty };
  return change.kind === "update"
    ? call("PATCH /api/catalog/goals/{id}", { params, query, body: change.values })
    : call("PUT /api/catalog/goals/{id}/checked", {
        params,
        query,
        body: { checked: change.checked },
      });
}

/** A correction or a checked mark; every page reading goal texts gets the new catalogue. */
export function useSaveGoal(specialty: Specialty) {
  const queryClient = useQueryClient();
  return useMutation({
    meta: { errorToast: (error) => CATALOGUE_UI_MESSAGES.saveFailed(errorReason(error)) },
    mutationFn: (change: GoalChange) => saveGoal(specialty, change),
    onSettled: () => queryClient.invalidateQueries({ queryKey: goalCatalogueQueryKey }),
  });
}

/** 'Importera': the file's text, checked and written by the server as a whole or not at all. */
export function useImportGoals() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (content: string) => call("POST /api/catalog/goals/import", { body: { content } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: goalCatalogueQueryKey }),
  });
}

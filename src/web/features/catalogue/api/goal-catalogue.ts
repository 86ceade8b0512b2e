import { useMutation, useQueryClient } from "@tanstack/react-query";
import type {
  TGoalCatalogueEntry,
  TUpdateGoalDefinitionRequest,
} from "@/shared/schemas/goal-catalogue";
import { api } from "@/web/lib/api-client";
import { goalCatalogueQueryKey } from "@/web/lib/query-keys";

type GoalChange =
  | { kind: "update"; id: string; values: TUpdateGoalDefinitionRequest }
  | { kind: "checked"; id: string; checked: boolean };

function saveGoal(change: GoalChange) {
  const path = `/api/catalog/goals/${encodeURIComponent(change.id)}`;
  return change.kind === "update"
    ? api.patch<{ goal: TGoalCatalogueEntry }>(path, change.values)
    : api.put<{ goal: TGoalCatalogueEntry }>(`${path}/checked`, { checked: change.checked });
}

/** A correction or a checked mark; every page reading goal texts gets the new catalogue. */
export function useSaveGoal() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveGoal,
    onSettled: () => queryClient.invalidateQueries({ queryKey: goalCatalogueQueryKey }),
  });
}

import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type {
  TCreateProcedureDefinitionRequest,
  TProcedureDefinition,
  TUpdateProcedureDefinitionRequest,
} from "@/shared/schemas/procedure-catalogue";
import { api, errorReason } from "@/web/lib/api-client";
import { CATALOGUE_UI_MESSAGES } from "@/web/lib/messages/catalogue";
import { recordQueryKey } from "@/web/lib/query-keys";

/** The admin page 'Katalog': the clinic's examination catalogue, retired entries included. */
const catalogueKey = ["catalogue", "procedures"] as const;

export function catalogueQueryOptions() {
  return queryOptions({
    queryKey: catalogueKey,
    queryFn: ({ signal }) =>
      api.get<{ procedures: TProcedureDefinition[] }>("/api/catalog/procedures", { signal }),
    select: (data) => data.procedures,
  });
}

export function useCatalogue() {
  return useQuery(catalogueQueryOptions());
}

type Change =
  | { kind: "create"; values: TCreateProcedureDefinitionRequest }
  | { kind: "update"; id: string; values: TUpdateProcedureDefinitionRequest }
  | { kind: "retire"; id: string; retired: boolean }
  | { kind: "checked"; id: string; checked: boolean };

function saveCatalogueEntry(change: Change) {
  const path = "/api/catalog/procedures";
  switch (change.kind) {
    case "create":
      return api.post<{ procedure: TProcedureDefinition }>(path, change.values);
    case "update":
      return api.patch<{ procedure: TProcedureDefinition }>(
        `${path}/${encodeURIComponent(change.id)}`,
        change.values,
      );
    case "retire":
      return api.put<{ procedure: TProcedureDefinition }>(
        `${path}/${encodeURIComponent(change.id)}/retired`,
        { retired: change.retired },
      );
    case "checked":
      return api.put<{ procedure: TProcedureDefinition }>(
        `${path}/${encodeURIComponent(change.id)}/checked`,
        { checked: change.checked },
      );
  }
}

/** Every change refreshes the list and the records, whose matrix reads the catalogue. */
export function useSaveCatalogueEntry() {
  const queryClient = useQueryClient();
  return useMutation({
    meta: { errorToast: (error) => CATALOGUE_UI_MESSAGES.saveFailed(errorReason(error)) },
    mutationFn: saveCatalogueEntry,
    onSettled: async () => {
      await queryClient.invalidateQueries({ queryKey: catalogueKey });
      await queryClient.invalidateQueries({ queryKey: recordQueryKey });
    },
  });
}

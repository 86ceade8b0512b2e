import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type {
  TCreateProcedureDefinitionRequest,
  TUpdateProcedureDefinitionRequest,
} from "@/shared/schemas/procedure-catalogue";
import { call, errorReason } from "@/web/lib/api-client";
import { CATALOGUE_UI_MESSAGES } from "@/web/lib/messages/catalogue";
import { catalogueKey, catalogueQueryOptions } from "./catalogue-query";

export function useCatalogue() {
  return useQuery(catalogueQueryOptions());
}

export type CatalogueChange =
  | { kind: "create"; values: TCreateProcedureDefinitionRequest }
  | { kind: "update"; id: string; values: TUpdateProcedureDefinitionRequest }
  | { kind: "retire"; id: string; retired: boolean }
  | { kind: "checked"; id: string; checked: boolean };

function saveCatalogueEntry(change: CatalogueChange) {
  switch (change.kind) {
    case "create":
      return call("POST /api/catalog/procedures", { body: change.values });
    case "update":
      return call("PATCH /api/catalog/procedures/{id}", {
        params: { id: change.id },
        body: change.values,
      });
    case "retire":
      return call("PUT /api/catalog/procedures/{id}/retired", {
        params: { id: change.id },
        body: { retired: change.retired },
      });
    case "checked":
      return call("PUT /api/catalog/procedures/{id}/checked", {
        params: { id: change.id },
        body: { checked: change.checked },
      });
  }
}

/** Every change refreshes the list and the catalogue the matrix pages read (decision 117). */
export function useSaveCatalogueEntry() {
  const queryClient = useQueryClient();
  return useMutation({
    meta: { errorToast: (error) => CATALOGUE_UI_MESSAGES.saveFailed(errorReason(error)) },
    mutationFn: saveCatalogueEntry,
    onSettled: () => queryClient.invalidateQueries({ queryKey: catalogueKey }),
  });
}

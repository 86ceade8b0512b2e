import { queryOptions } from "@tanstack/react-query";
import { call } from "@/web/lib/api-client";

// Apart from the catalogue's writes and their texts: the router asks for it before the page loads.

/**
 * The admin page 'Katalog': the clinic's examination catalogue, retired entries included. Its key
 * is the prefix of the record pages' catalogue (`procedureCatalogueQueryKey`), so a change
 * refreshes both.
 */
export const catalogueKey = ["catalogue", "procedures"] as const;

export function catalogueQueryOptions() {
  return queryOptions({
    queryKey: catalogueKey,
    queryFn: ({ signal }) => call("GET /api/catalog/procedures", { signal }),
    select: (data) => data.procedures,
  });
}

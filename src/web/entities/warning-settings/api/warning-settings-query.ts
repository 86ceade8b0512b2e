import { queryOptions } from "@tanstack/react-query";
import { call } from "@/web/lib/api-client";
import { warningSettingsQueryKey } from "@/web/lib/query-keys";

// Apart from saving the limits and its texts: the router asks for them before the page loads.

/**
 * The reader's clinic's limits, or those of `clinicId` (decision 272). They change seldom: read
 * once a session and kept, refreshed when an admin saves them.
 */
export function warningSettingsQueryOptions(clinicId?: string) {
  return queryOptions({
    queryKey: clinicId ? [...warningSettingsQueryKey, clinicId] : warningSettingsQueryKey,
    queryFn: () => call("GET /api/warning-settings", { query: clinicId ? { clinicId } : {} }),
    staleTime: 5 * 60_000,
  });
}

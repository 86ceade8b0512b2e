import { queryOptions } from "@tanstack/react-query";
import { call } from "@/web/lib/api-client";
import { warningSettingsQueryKey } from "@/web/lib/query-keys";

// Apart from saving the limits and its texts: the router asks for them before the page loads.

function getWarningSettings() {
  return call("GET /api/warning-settings");
}

/** The limits change seldom: read once a session and kept, refreshed when an admin saves them. */
export const warningSettingsQueryOptions = queryOptions({
  queryKey: warningSettingsQueryKey,
  queryFn: getWarningSettings,
  staleTime: 5 * 60_000,
});

import { queryOptions, useQuery } from "@tanstack/react-query";
import { call } from "@/web/lib/api-client";
import { signingRightsKeys } from "./keys";

/** The add form's choices: active ST doctors (by first name) and the known specialist names. */
export function signingRightsOptionsQueryOptions() {
  return queryOptions({
    queryKey: signingRightsKeys.options,
    queryFn: ({ signal }) => call("GET /api/signing-rights/options", { signal }),
  });
}

export function useSigningRightsOptions() {
  return useQuery(signingRightsOptionsQueryOptions());
}

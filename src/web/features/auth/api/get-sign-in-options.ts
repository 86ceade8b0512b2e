import { queryOptions, useQuery } from "@tanstack/react-query";
import { call } from "@/web/lib/api-client";

export function getSignInOptions() {
  return call("GET /api/session/sign-in-options");
}

/** The provider's button and the password forms the login page offers (decision 246). */
export function useSignInOptions() {
  return useQuery(
    queryOptions({
      queryKey: ["session", "sign-in-options"],
      queryFn: getSignInOptions,
      staleTime: 5 * 60_000,
    }),
  );
}

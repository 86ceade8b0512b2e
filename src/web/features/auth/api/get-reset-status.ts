import { queryOptions, useQuery } from "@tanstack/react-query";
import { call } from "@/web/lib/api-client";

export function getResetStatus(token: string) {
  return call("GET /api/password-reset/status", { query: { token } });
}

export function resetStatusQueryOptions(token: string) {
  return queryOptions({
    queryKey: ["password-reset", "status", token],
    queryFn: () => getResetStatus(token),
    staleTime: 0,
    gcTime: 0,
  });
}

export function useResetStatus(token: string | undefined) {
  return useQuery({ ...resetStatusQueryOptions(token ?? ""), enabled: Boolean(token) });
}

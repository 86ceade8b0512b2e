import { queryOptions, useQuery } from "@tanstack/react-query";
import type { TResetTokenStatus } from "@/shared/schemas/auth";
import { api } from "@/web/lib/api-client";

export function getResetStatus(token: string) {
  return api.get<TResetTokenStatus>("/api/password-reset/status", { query: { token } });
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

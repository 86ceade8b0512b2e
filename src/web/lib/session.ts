import { queryOptions, useQuery, useQueryClient } from "@tanstack/react-query";
import type { TSessionResponse } from "@/shared/schemas/auth";
import { call, isApiError } from "./api-client";
import { sessionQueryKey } from "./query-keys";

export type Session = TSessionResponse;

/** The current session, or null when signed out (the server answers 401). */
export async function getSession(): Promise<Session | null> {
  try {
    return await call("GET /api/session");
  } catch (error) {
    if (isApiError(error) && error.status === 401) return null;
    throw error;
  }
}

export const sessionQueryOptions = queryOptions({
  queryKey: sessionQueryKey,
  queryFn: getSession,
  staleTime: 5 * 60_000,
});

export function useSession() {
  return useQuery(sessionQueryOptions);
}

/** Call after a successful sign-in so the app does not ask the server again. */
export function useSetSession() {
  const queryClient = useQueryClient();
  return (session: Session | null) => queryClient.setQueryData(sessionQueryKey, session);
}

import { queryOptions, useQuery, useQueryClient } from "@tanstack/react-query";
import type { TSessionResponse } from "@/shared/schemas/auth";
import { call, isApiError } from "./api-client";
import { rememberedSession } from "./offline-session";
import { sessionQueryKey } from "./query-keys";

export type Session = TSessionResponse;

/**
 * The current session, or null when signed out (the server answers 401, which also forgets the
 * device's user: lib/session-expiry.ts). Without network, the last signed-in user of this device
 * (lib/offline-session.ts), so the shell opens offline.
 */
export async function getSession(): Promise<Session | null> {
  try {
    return await call("GET /api/session");
  } catch (error) {
    if (isApiError(error) && error.status === 401) return null;
    const remembered = isApiError(error) && error.isNetworkError ? rememberedSession() : undefined;
    if (remembered) return remembered;
    throw error;
  }
}

let carriedByPage = false;

/** The session came in the page just loaded (decision 121), read by the server a moment ago. */
export function receiveSessionFromPage(): void {
  carriedByPage = true;
}

/** Whether the app is still opening the page that carried the session. */
export function sessionFromPage(): boolean {
  return carriedByPage;
}

/** The first page has opened (redirects included): later navigations check the session. */
export function firstPageOpened(): void {
  carriedByPage = false;
}

export const sessionQueryOptions = queryOptions({
  queryKey: sessionQueryKey,
  queryFn: getSession,
  staleTime: 5 * 60_000,
  // Asked even when the browser says it is offline: the answer then comes from the device.
  networkMode: "always",
});

export function useSession() {
  return useQuery(sessionQueryOptions);
}

/** Call after a successful sign-in so the app does not ask the server again. */
export function useSetSession() {
  const queryClient = useQueryClient();
  return (session: Session | null) => queryClient.setQueryData(sessionQueryKey, session);
}

import { type Mutation, MutationCache, QueryCache, QueryClient } from "@tanstack/react-query";
import { isApiError } from "./api-client";
import { releaseSend } from "./idempotency";
import { sessionQueryKey } from "./query-keys";
import { showToast } from "./toasts";

declare module "@tanstack/react-query" {
  interface Register {
    mutationMeta: {
      /**
       * The failure toast of this write (`variables`: what the write was called with); undefined
       * shows none (the form explains it itself).
       */
      errorToast?: (error: unknown, variables: unknown) => string | undefined;
    };
  }
}

const MAX_ATTEMPTS = 3;
const FIRST_DELAY_MS = 1000;
const DELAY_FACTOR = 1.5;

/** Writes are retried only when the request never reached the server (spec section 7). */
function shouldRetryWrite(failureCount: number, error: unknown) {
  return isApiError(error) && error.isNetworkError && failureCount < MAX_ATTEMPTS - 1;
}

function shouldRetryRead(failureCount: number, error: unknown) {
  if (!isApiError(error)) return false;
  // Offline, a read fails at once and the page says 'Ingen anslutning' (the shell asks again
  // when the network returns) rather than waiting with a spinner.
  if (error.isNetworkError && !navigator.onLine) return false;
  const transient = error.isNetworkError || error.status >= 500;
  return transient && failureCount < MAX_ATTEMPTS - 1;
}

function retryDelay(attemptIndex: number) {
  return FIRST_DELAY_MS * DELAY_FACTOR ** attemptIndex;
}

export function createQueryClient() {
  const client: QueryClient = new QueryClient({
    queryCache: new QueryCache({ onError: (error) => handleAuthError(error) }),
    mutationCache: new MutationCache({
      onError: showWriteFailure,
      // A create's form may send again (its key) once the first attempt is over.
      onSettled: (_data, _error, variables) => releaseSend(variables),
    }),
    defaultOptions: {
      queries: {
        // Tried even when the browser says it is offline, so a page fails to 'Ingen anslutning'
        // instead of waiting paused behind a spinner.
        networkMode: "always",
        retry: shouldRetryRead,
        retryDelay,
        staleTime: 30_000,
        refetchOnWindowFocus: false,
      },
      mutations: { retry: shouldRetryWrite, retryDelay },
    },
  });

  // A pending forced password change shows up on any request; the session query then shows the
  // 'Byt lösenord' screen. (A 401 is handled where every request passes: lib/session-expiry.ts.)
  function handleAuthError(error: unknown) {
    if (!isApiError(error)) return;
    if (error.status === 403 && error.code === "PASSWORD_CHANGE_REQUIRED") {
      void client.invalidateQueries({ queryKey: sessionQueryKey });
    }
  }

  // Every write's failure toast is shown here, so a session that ended (401) never toasts: it is
  // explained on the login page (lib/session-expiry.ts), not as a failed save.
  function showWriteFailure(
    error: unknown,
    variables: unknown,
    _result: unknown,
    mutation: Mutation<unknown, unknown, unknown>,
  ) {
    handleAuthError(error);
    if (isApiError(error) && error.status === 401) return;
    const message = mutation.meta?.errorToast?.(error, variables);
    if (message) showToast("error", message);
  }

  return client;
}

import { useMutation, useQueryClient } from "@tanstack/react-query";
import { call } from "./api-client";
import { sessionQueryKey } from "./query-keys";
import { clearDrafts } from "./session-expiry";

export function signOut() {
  return call("POST /api/session/sign-out");
}

// While a deliberate sign-out runs, the signed-in layout must not treat the missing session as an
// expired one (that would send the user to /login instead of the start page).
let signingOut = false;

export function isSigningOut() {
  return signingOut;
}

/**
 * Signs out and forgets every cached answer, so the next user of this browser sees nothing of the
 * previous one. The local state is cleared even if the request fails.
 */
export function useSignOut() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: signOut,
    retry: false,
    onMutate: () => {
      signingOut = true;
      clearDrafts();
    },
    onSettled: () => {
      queryClient.removeQueries({ predicate: (q) => q.queryKey[0] !== sessionQueryKey[0] });
      queryClient.setQueryData(sessionQueryKey, null);
    },
  });
}

/** Call once the app has left the signed-in pages. */
export function finishSignOut() {
  signingOut = false;
}

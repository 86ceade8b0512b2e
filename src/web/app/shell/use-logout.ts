import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useNavigate } from "@tanstack/react-router";
import { call } from "@/web/lib/api-client";
import { clearDrafts } from "@/web/lib/draft-storage";
import { forgetSession } from "@/web/lib/offline-session";
import { sessionQueryKey } from "@/web/lib/query-keys";
import { finishSignOut, startSignOut } from "@/web/lib/sign-out";

export function signOut() {
  return call("POST /api/session/sign-out");
}

/**
 * Signs out and forgets every cached answer, so the next user of this browser sees nothing of the
 * previous one. The local state is cleared even if the request fails.
 */
function useSignOut() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: signOut,
    retry: false,
    onMutate: () => {
      startSignOut();
      clearDrafts();
      forgetSession();
    },
    onSettled: () => {
      queryClient.removeQueries({ predicate: (q) => q.queryKey[0] !== sessionQueryKey[0] });
      queryClient.setQueryData(sessionQueryKey, null);
    },
  });
}

/** 'Logga ut': POST /api/session/sign-out, then the start page. */
export function useLogout() {
  const signOut = useSignOut();
  const navigate = useNavigate();
  return {
    busy: signOut.isPending,
    run: () =>
      signOut.mutate(undefined, {
        onSettled: () => {
          void navigate({ to: "/", replace: true, ignoreBlocker: true }).finally(finishSignOut);
        },
      }),
  };
}

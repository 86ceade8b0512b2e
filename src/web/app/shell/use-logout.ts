import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useNavigate } from "@tanstack/react-router";
import { call } from "@/web/lib/api-client";
import { clearDrafts } from "@/web/lib/draft-storage";
import { removeUserDrafts } from "@/web/lib/offline-drafts/store";
import { forgetSession } from "@/web/lib/offline-session";
import { sessionQueryKey } from "@/web/lib/query-keys";
import type { Session } from "@/web/lib/session";
import { finishSignOut, startSignOut } from "@/web/lib/sign-out";

export function signOut() {
  return call("POST /api/session/sign-out");
}

/**
 * Signs out and forgets every cached answer, so the next user of this browser sees nothing of the
 * previous one, nor the drafts it kept on the device. The local state is cleared even if the
 * request fails.
 */
function useSignOut() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: signOut,
    retry: false,
    onMutate: async () => {
      startSignOut();
      clearDrafts();
      // The drafts kept on the device go too: a deliberate sign-out leaves none (decision 220).
      const userId = queryClient.getQueryData<Session | null>(sessionQueryKey)?.user.id;
      if (userId) await removeUserDrafts(userId).catch(() => undefined);
      forgetSession();
    },
    onSettled: () => {
      queryClient.removeQueries({ predicate: (q) => q.queryKey[0] !== sessionQueryKey[0] });
      queryClient.setQueryData(sessionQueryKey, null);
    },
  });
}

/**
 * 'Logga ut': POST /api/session/sign-out, then the start page, or the identity provider's sign-out
 * page when the session came from there (decision 247).
 */
export function useLogout() {
  const signOut = useSignOut();
  const navigate = useNavigate();
  return {
    busy: signOut.isPending,
    run: () =>
      signOut.mutate(undefined, {
        onSettled: (answer) => {
          if (answer?.redirectTo) {
            window.location.assign(answer.redirectTo);
            return;
          }
          void navigate({ to: "/", replace: true, ignoreBlocker: true }).finally(finishSignOut);
        },
      }),
  };
}

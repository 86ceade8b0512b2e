import { useNavigate } from "@tanstack/react-router";
import { finishSignOut, useSignOut } from "@/web/lib/sign-out";

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

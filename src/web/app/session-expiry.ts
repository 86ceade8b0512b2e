import type { QueryClient } from "@tanstack/react-query";
import type { AnyRouter } from "@tanstack/react-router";
import { safeReturnPath } from "@/shared/rules/return-path";
import { sessionQueryKey } from "@/web/lib/query-keys";
import type { Session } from "@/web/lib/session";
import {
  markSessionExpiredNotice,
  noteLostWrites,
  setSessionExpiredHandler,
  stashDrafts,
} from "@/web/lib/session-expiry";
import { isSigningOut } from "@/web/lib/sign-out";
import { hasUnsavedChangesWithoutDraft } from "@/web/lib/unsaved-changes";

let expiring = false;

/** While the app leaves a page whose session ended, the signed-in layout must not navigate too. */
export function isSessionExpiring() {
  return expiring;
}

/**
 * What a 401 from any request means for a tab that was signed in: keep the drafts of open forms,
 * forget the session and every cached answer, and go to the login page, which says 'Din session
 * har gått ut. Logga in igen.' and returns to this page after sign-in. Runs once per expiry.
 */
export function installSessionExpiry(queryClient: QueryClient, router: AnyRouter) {
  return setSessionExpiredHandler(() => {
    if (expiring || isSigningOut()) return;
    const session = queryClient.getQueryData<Session | null>(sessionQueryKey);
    // Not signed in (a public page, or already handled): nothing ended.
    if (!session) return;
    expiring = true;
    stashDrafts(session.user.id);
    noteLostWrites();
    markSessionExpiredNotice(hasUnsavedChangesWithoutDraft());
    const returnPath = safeReturnPath(router.state.location.href);
    void queryClient.cancelQueries();
    queryClient.setQueryData(sessionQueryKey, null);
    void router
      // A form with unsaved text would otherwise ask first; its draft is already kept.
      .navigate({ to: "/login", search: { redirect: returnPath }, ignoreBlocker: true })
      .finally(() => {
        expiring = false;
        // Nothing of this user stays in memory for whoever signs in next in this tab.
        queryClient.removeQueries({ predicate: (q) => q.queryKey[0] !== sessionQueryKey[0] });
      });
  });
}

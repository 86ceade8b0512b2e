import { useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import type { TOfflineDraft } from "@/shared/schemas/offline-drafts";
import { sendDraft, sendWaitingDrafts } from "@/web/lib/offline-drafts/send";
import { markSent } from "@/web/lib/offline-drafts/use-drafts";
import {
  recordQueryKey,
  sessionQueryKey,
  signingRightsQueryKey,
  structuredAssessmentsQueryKey,
} from "@/web/lib/query-keys";
import { announceRecordChange } from "@/web/lib/record-broadcast";
import { getSession } from "@/web/lib/session";

/**
 * While the browser believes it is online, waiting drafts are tried again this often: a draft kept
 * after a failed request on a flaky network sees no 'online' event.
 */
const RETRY_MS = 30_000;

/**
 * Sends the signed-in user's drafts kept on the device (decision 220): on start when online, when
 * the network comes back, and now and then while any wait. Each stored draft refreshes the lists
 * that show it.
 */
export function useOfflineDraftSender(userId: string) {
  const queryClient = useQueryClient();
  useEffect(() => {
    const refresh = (draft: TOfflineDraft) => {
      if (draft.kind === "sit-in" || draft.kind === "meeting") {
        void queryClient.invalidateQueries({ queryKey: [...recordQueryKey, draft.doctorId] });
        announceRecordChange(draft.doctorId);
      } else if (draft.kind === "structured-assessment") {
        void queryClient.invalidateQueries({
          queryKey: [...structuredAssessmentsQueryKey, draft.doctorId],
        });
      } else {
        void queryClient.invalidateQueries({ queryKey: signingRightsQueryKey });
      }
      markSent(draft);
    };
    const run = () => {
      if (!navigator.onLine) return;
      void sendWaitingDrafts(userId, {
        // Asked of the server each time, not the cache: the cookie may be another user's by now.
        signedInUser: async () => {
          const session = await getSession();
          if (session && session.user.id !== userId) {
            void queryClient.invalidateQueries({ queryKey: sessionQueryKey });
          }
          return session?.user.id ?? null;
        },
        send: sendDraft,
        onSent: refresh,
      }).catch(() => undefined);
    };
    run();
    window.addEventListener("online", run);
    const timer = window.setInterval(run, RETRY_MS);
    return () => {
      window.removeEventListener("online", run);
      window.clearInterval(timer);
    };
  }, [userId, queryClient]);
}

import { useEffect, useId, useRef, useState } from "react";
import { takeDraft } from "@/web/lib/draft-storage";
import { SHELL_MESSAGES } from "@/web/lib/messages/shell";
import { useSession } from "@/web/lib/session";
import { registerDraftSource } from "@/web/lib/session-expiry";
import { toast } from "@/web/lib/toasts";
import { markFormDirty } from "@/web/lib/unsaved-changes";

interface Draft {
  /** Names the form and what it edits, e.g. `stproject:<doctor id>`. */
  key: string;
  value: unknown;
}

/**
 * The one unsaved-changes guard of every form: while `dirty`, leaving the page (a menu link, the
 * back button, a reload, closing the tab) asks first. With `draft`, a session that ends keeps the
 * typed values in this tab, and `useDraftState` gives them back after the next sign-in.
 */
export function useUnsavedChanges(dirty: boolean, draft?: Draft) {
  const id = useId();
  const value = useRef<unknown>(draft?.value);
  value.current = draft?.value;
  const key = draft?.key;
  useEffect(() => (dirty ? markFormDirty(id, key !== undefined) : undefined), [dirty, id, key]);
  useEffect(
    () => (dirty && key ? registerDraftSource(key, () => value.current) : undefined),
    [dirty, key],
  );
}

/**
 * The draft a form left in this tab when its session ended (same user only), taken once; says so
 * when there is one. A form starts from it instead of the saved values.
 */
export function useRestoredDraft<T>(key: string): T | undefined {
  const { data: session } = useSession();
  const [restored] = useState(() => takeDraft<T>(key, session?.user.id));
  useEffect(() => {
    if (restored !== undefined) toast.info(SHELL_MESSAGES.draftRestored);
  }, [restored]);
  return restored;
}

import type { OfflineDraftKind } from "@/shared/rules/offline-drafts";
import { resubmitted } from "@/shared/rules/offline-drafts";
import type { TOfflineDraft } from "@/shared/schemas/offline-drafts";
import { isApiError } from "../api-client";
import { OFFLINE_DRAFT_MESSAGES as M } from "../messages/offline-drafts";
import { showToast } from "../toasts";
import { removeDraft, saveDraft } from "./store";

/** Whether a create's failure is the lack of network, after the query client's retries. */
export function isOffline(error: unknown): boolean {
  return isApiError(error) && error.isNetworkError;
}

/** Whether the browser knows it has no network: a create is then kept at once, not tried. */
export function knownOffline(): boolean {
  return typeof navigator !== "undefined" && !navigator.onLine;
}

export interface KeptCreate {
  userId: string;
  kind: OfflineDraftKind;
  doctorId: string;
  key: string;
  label: string;
  body: object;
  values?: object;
}

/**
 * Keeps a create that found no network as a draft on the device (decision 220) and says so; the
 * same key replaces the draft it was opened from. False when the device could not keep it: the
 * form then stays open with its text.
 */
export async function keepOffline(create: KeptCreate): Promise<boolean> {
  const draft: TOfflineDraft = resubmitted({
    userId: create.userId,
    key: create.key,
    kind: create.kind,
    doctorId: create.doctorId,
    route: window.location.pathname,
    label: create.label,
    body: { ...create.body },
    values: { ...(create.values ?? {}) },
    state: "local",
    savedAt: new Date().toISOString(),
  });
  try {
    await saveDraft(draft);
  } catch {
    showToast("error", M.keepFailed);
    return false;
  }
  showToast("info", M.kept(M.what[create.kind]));
  return true;
}

/** A draft opened in its form and now stored: it leaves the device. */
export function forgetDraft(userId: string, key: string): void {
  removeDraft(userId, key).catch(() => undefined);
}

import { forgetSession } from "./offline-session";

/**
 * A session can end while a tab is open (sign-out in another tab, deactivation, a password set by an
 * administrator, a used reset link, expiry). Any 401 from the API is reported here; the app layer
 * (app/session-expiry.ts) decides what happens. The login page then says why the user is there, and
 * forms with unsaved text leave a draft that they take back after the next sign-in.
 */
let handler: (() => void) | undefined;
let notice: "expired" | "expiredTextLost" | undefined;

export function setSessionExpiredHandler(next: () => void) {
  handler = next;
  return () => {
    if (handler === next) handler = undefined;
  };
}

/** Called by the API client for every 401 outside sign-in itself. */
export function reportUnauthorized() {
  // The device no longer opens the portal offline as this user.
  forgetSession();
  handler?.();
}

// ---------- writes the ended session cut off ----------

/** Writes on their way, each as the sentence that names it should it fail (decision 159). */
const pendingWrites = new Map<number, string>();
let lastPendingWrite = 0;
let lostWrites: readonly string[] = [];

/** A write is on its way: `notSaved` names it on the login page if the session ends meanwhile. */
export function registerPendingWrite(notSaved: string): () => void {
  const id = ++lastPendingWrite;
  pendingWrites.set(id, notSaved);
  return () => pendingWrites.delete(id);
}

/** The session ended: the writes on their way now are the ones it cut off. */
export function noteLostWrites() {
  lostWrites = [...pendingWrites.values()];
}

/** What the login page names as not saved, until the next sign-in. */
export function lostWritesNotice(): readonly string[] {
  return lostWrites;
}

/** `textLost`: a form held text that could not be kept (the login page says so). */
export function markSessionExpiredNotice(textLost: boolean) {
  notice = textLost ? "expiredTextLost" : "expired";
}

/** True after a session ended under the user's feet, until the next sign-in: the login page says so. */
export function sessionExpiredNotice() {
  return notice;
}

export function clearSessionExpiredNotice() {
  notice = undefined;
  lostWrites = [];
}

// ---------- drafts of open forms ----------

/** Drafts are read back and cleared by lib/draft-storage.ts, loaded only with signed-in pages. */
export const DRAFT_PREFIX = "st-portalen:draft:";
const draftSources = new Map<string, () => unknown>();

/** A form with unsaved text registers how to read it; returns the unregister function. */
export function registerDraftSource(key: string, read: () => unknown) {
  draftSources.set(key, read);
  return () => {
    if (draftSources.get(key) === read) draftSources.delete(key);
  };
}

/** Keeps every registered draft for this user in the tab's sessionStorage (never across tabs). */
export function stashDrafts(userId: string) {
  for (const [key, read] of draftSources) {
    try {
      sessionStorage.setItem(DRAFT_PREFIX + key, JSON.stringify({ userId, value: read() }));
    } catch {
      // Storage full or disabled: the user was warned on the login page; nothing more to do.
    }
  }
}

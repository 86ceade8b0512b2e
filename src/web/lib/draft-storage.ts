import { DRAFT_PREFIX } from "./session-expiry";

/** The draft kept for this form and user, removed as it is read. */
export function takeDraft<T>(key: string, userId: string | undefined): T | undefined {
  let raw: string | null = null;
  try {
    raw = sessionStorage.getItem(DRAFT_PREFIX + key);
    if (raw !== null) sessionStorage.removeItem(DRAFT_PREFIX + key);
  } catch {
    return undefined;
  }
  if (raw === null || userId === undefined) return undefined;
  try {
    const parsed = JSON.parse(raw) as { userId?: unknown; value?: T };
    return parsed.userId === userId ? parsed.value : undefined;
  } catch {
    return undefined;
  }
}

/** A deliberate sign-out leaves nothing of this user's text behind. */
export function clearDrafts() {
  try {
    for (let i = sessionStorage.length - 1; i >= 0; i--) {
      const key = sessionStorage.key(i);
      if (key?.startsWith(DRAFT_PREFIX)) sessionStorage.removeItem(key);
    }
  } catch {
    // Storage disabled: there is nothing to clear.
  }
}

import type { TSessionResponse as Session } from "@/shared/schemas/auth";

/**
 * The last signed-in user of this device, so the app shell opens without network (decision 218).
 * Only what the shell needs (who, the role, the pages); the e-mail address is left out. Used only
 * when the session request never reached the server; forgotten on sign-out and on a 401.
 */
const KEY = "st-portalen:offline-session";

export function rememberSession(session: Session | null) {
  if (!session) {
    forgetSession();
    return;
  }
  const { email: _email, ...user } = session.user;
  try {
    localStorage.setItem(KEY, JSON.stringify({ user, permissions: session.permissions }));
  } catch {
    // Storage disabled or full: the app then needs the network to open, as before.
  }
}

export function forgetSession() {
  try {
    localStorage.removeItem(KEY);
  } catch {
    // Storage disabled: nothing was kept.
  }
}

/**
 * The remembered user, or undefined when none is kept (or what is kept is not a session). Its
 * shape is checked by hand, not with the session's Zod schema: this runs in the first page's
 * scripts, which Zod would double; it was written by rememberSession alone.
 */
export function rememberedSession(): Session | undefined {
  try {
    const kept = JSON.parse(localStorage.getItem(KEY) ?? "null") as Session | null;
    if (typeof kept?.user?.id !== "string" || !Array.isArray(kept.permissions?.pages)) return;
    return { ...kept, user: { ...kept.user, email: "" } };
  } catch {
    return undefined;
  }
}

import { ZSessionResponseSchema } from "@/shared/schemas/auth";
import type { Session } from "./session";

/**
 * The last signed-in user of this device, so the app shell opens without network (decision 218).
 * Only what the shell needs (who, the role, the pages); the e-mail address is left out. Used only
 * when the session request never reached the server; forgotten on sign-out and on a 401.
 */
const KEY = "st-portalen:offline-session";

const ZRememberedSession = ZSessionResponseSchema.extend({
  user: ZSessionResponseSchema.shape.user.omit({ email: true }),
});

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

/** The remembered user, or undefined when none is kept (or what is kept no longer fits). */
export function rememberedSession(): Session | undefined {
  let raw: string | null;
  try {
    raw = localStorage.getItem(KEY);
  } catch {
    return undefined;
  }
  if (raw === null) return undefined;
  try {
    const parsed = ZRememberedSession.safeParse(JSON.parse(raw));
    if (!parsed.success) return undefined;
    return { ...parsed.data, user: { ...parsed.data.user, email: "" } };
  } catch {
    return undefined;
  }
}

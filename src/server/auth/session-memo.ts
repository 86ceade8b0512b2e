import { z } from "zod";
import type { SessionActor } from "../context";

/**
 * Sessions a read has verified from the signed copy in the cookie (decision 264), by the request's
 * whole Cookie header, so that the same cookies read again skip Better Auth's two HMAC checks. An
 * entry holds only until the copy itself would stop being accepted (its own expiry, or the
 * session's if sooner), and only what Better Auth answered from the copy without writing a cookie:
 * the same cookies would get the same answer from it until then, so nothing is trusted longer or
 * more than the copy is.
 */
export interface SessionMemoLimits {
  entries: number;
  /** A Cookie header longer than this is not kept (a portal's own cookies are under 4 KB). */
  keyChars: number;
}

export const DEFAULT_SESSION_MEMO_LIMITS: SessionMemoLimits = { entries: 2_000, keyChars: 8_192 };

interface MemoEntry {
  actor: SessionActor;
  until: number;
}

export class SessionMemo {
  private readonly entries = new Map<string, MemoEntry>();

  constructor(private readonly limits: SessionMemoLimits = DEFAULT_SESSION_MEMO_LIMITS) {}

  get(cookieHeader: string, now: number): SessionActor | undefined {
    const entry = this.entries.get(cookieHeader);
    if (!entry) return undefined;
    if (now >= entry.until) {
      this.entries.delete(cookieHeader);
      return undefined;
    }
    return entry.actor;
  }

  set(cookieHeader: string, entry: MemoEntry, now: number): void {
    if (cookieHeader.length > this.limits.keyChars || now >= entry.until) return;
    this.entries.delete(cookieHeader);
    this.entries.set(cookieHeader, { ...entry, actor: Object.freeze({ ...entry.actor }) });
    // Map keeps insertion order: the first entries are the oldest.
    for (const oldest of this.entries.keys()) {
      if (this.entries.size <= this.limits.entries) break;
      this.entries.delete(oldest);
    }
  }

  get size(): number {
    return this.entries.size;
  }
}

// What of the copy's payload the expiry is read from ("compact": base64url of this JSON).
const ZCompactCopy = z.object({
  session: z.object({
    session: z.object({ token: z.string(), expiresAt: z.union([z.string(), z.number()]) }),
    user: z.object({ id: z.string() }),
  }),
  expiresAt: z.number(),
});

/**
 * Until when the signed copy `copyValue` stands for `session`: the earlier of the copy's and the
 * session's expiry, or undefined if it does not name that session. Read only after Better Auth has
 * verified the same cookie and answered from it, so the signature is not checked again here.
 */
export function copyAcceptedUntil(
  copyValue: string,
  session: { token: string; userId: string },
): number | undefined {
  let json: unknown;
  try {
    json = JSON.parse(Buffer.from(decodeURIComponent(copyValue), "base64url").toString("utf8"));
  } catch {
    return undefined;
  }
  const copy = ZCompactCopy.safeParse(json);
  if (!copy.success) return undefined;
  const named = copy.data.session;
  if (named.session.token !== session.token || named.user.id !== session.userId) return undefined;
  const sessionEnds = new Date(named.session.expiresAt).getTime();
  if (!Number.isFinite(sessionEnds)) return undefined;
  return Math.min(copy.data.expiresAt, sessionEnds);
}

/** The value of the cookie `name` in a Cookie header, as sent (undefined if absent or repeated). */
export function cookieValue(header: string, name: string): string | undefined {
  let found: string | undefined;
  for (const pair of header.split(";")) {
    const at = pair.indexOf("=");
    if (at < 0 || pair.slice(0, at).trim() !== name) continue;
    if (found !== undefined) return undefined;
    found = pair.slice(at + 1).trim();
  }
  return found;
}

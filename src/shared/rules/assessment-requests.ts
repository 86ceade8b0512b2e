/** How long a link for an assessment may be answered (decision 213). */
export const ASSESSMENT_LINK_DAYS = 7;
const DAY_MS = 24 * 60 * 60 * 1000;

export const REQUEST_STATES = ["sent", "opened", "answered", "expired", "revoked"] as const;
export type RequestState = (typeof REQUEST_STATES)[number];

export const REQUEST_STATE_LABELS: Record<RequestState, string> = {
  sent: "Skickad",
  opened: "Öppnad",
  answered: "Besvarad",
  expired: "Utgången",
  revoked: "Återkallad",
};

export interface RequestTimes {
  expiresAt: Date;
  openedAt: Date | null;
  answeredAt: Date | null;
  revokedAt: Date | null;
}

/**
 * A request's state from its timestamps. An answer stands whatever happens after it; a revocation
 * before expiry is what the requester did, so it wins over a later expiry.
 */
export function requestState(r: RequestTimes, now: Date): RequestState {
  if (r.answeredAt) return "answered";
  if (r.revokedAt) return "revoked";
  if (now.getTime() >= r.expiresAt.getTime()) return "expired";
  return r.openedAt ? "opened" : "sent";
}

/** Whether the link still takes an answer. */
export function isAnswerable(r: RequestTimes, now: Date): boolean {
  const state = requestState(r, now);
  return state === "sent" || state === "opened";
}

/** Whether the requester may still revoke it: only while it could be answered. */
export function isRevocable(r: RequestTimes, now: Date): boolean {
  return isAnswerable(r, now);
}

export const linkExpiry = (createdAt: Date) =>
  new Date(createdAt.getTime() + ASSESSMENT_LINK_DAYS * DAY_MS);

/**
 * A token as the portal makes them: 32 random bytes in base64url, 43 characters. Anything else is
 * refused before the database is asked, but counted as a wrong try like any unknown token.
 */
export const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;
export const isWellFormedToken = (token: string) => TOKEN_PATTERN.test(token);

/** The path of the link page; the token follows in the fragment, which no request carries. */
export const ASSESSMENT_LINK_PATH = "/bedomning";
export const assessmentLinkOf = (publicUrl: string, token: string) =>
  `${publicUrl}${ASSESSMENT_LINK_PATH}#${token}`;

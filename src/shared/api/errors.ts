/**
 * Every `code` an error answer can carry, one closed list for server and web. The web branches on a
 * code (a stale write, a pending password change), never on a Swedish sentence.
 */
export const API_ERROR_CODES = [
  "BAD_REQUEST",
  "UNAUTHORIZED",
  "FORBIDDEN",
  "FOREIGN_ORIGIN",
  "PASSWORD_CHANGE_REQUIRED",
  "REVIEW_ACCOUNT_MISSING",
  "PASSWORD_SIGN_IN_OFF",
  "MODEL_LOCKED",
  "NOT_FOUND",
  "CONFLICT",
  "STALE_WRITE",
  "PAYLOAD_TOO_LARGE",
  "UNSUPPORTED_MEDIA_TYPE",
  "TOO_MANY_ATTEMPTS",
  "TOO_MANY_REQUESTS",
  "BUSY",
  "DATABASE_UNAVAILABLE",
  "INTERNAL",
] as const;
export type ApiErrorCode = (typeof API_ERROR_CODES)[number];

export function isApiErrorCode(value: unknown): value is ApiErrorCode {
  return (API_ERROR_CODES as readonly unknown[]).includes(value);
}

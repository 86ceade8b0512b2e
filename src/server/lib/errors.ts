import type { ContentfulStatusCode } from "hono/utils/http-status";
import type { ApiErrorCode } from "../../shared/api/errors";

/** The one error type routes throw on purpose; `message` is the Swedish text the user sees. */
export class AppError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    message: string,
    readonly code: ApiErrorCode,
    readonly field?: string,
    /** Seconds after which the same request is expected to work (sent as Retry-After). */
    readonly retryAfter?: number,
  ) {
    super(message);
  }
}

export const badRequest = (message: string, field?: string) =>
  new AppError(400, message, "BAD_REQUEST", field);
export const unauthorized = (message: string) => new AppError(401, message, "UNAUTHORIZED");
export const forbidden = (message: string, code: ApiErrorCode = "FORBIDDEN") =>
  new AppError(403, message, code);
export const notFound = (message: string) => new AppError(404, message, "NOT_FOUND");
export const conflict = (message: string, field?: string) =>
  new AppError(409, message, "CONFLICT", field);
/** A whole-form write based on a version that has changed since: nothing was written. */
export const staleWrite = (message: string) => new AppError(409, message, "STALE_WRITE");
/** Too much of one kind of work at once: 429 for one person's share, 503 for the instance's. */
export const tooBusy = (status: 429 | 503, message: string, retryAfter: number) =>
  new AppError(
    status,
    message,
    status === 429 ? "TOO_MANY_REQUESTS" : "BUSY",
    undefined,
    retryAfter,
  );

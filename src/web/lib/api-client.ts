import { COMMON_MESSAGES } from "@/shared/messages/common";

/**
 * An error from the API. `message` is the server's Swedish `error` text (or a Swedish fallback),
 * so it can be shown to the user as is. `status` 0 means the request never reached the server.
 */
export class ApiError extends Error {
  readonly status: number;
  readonly code: string | undefined;
  readonly field: string | undefined;

  constructor(message: string, status: number, code?: string, field?: string) {
    super(message);
    this.name = "ApiError";
    this.status = status;
    this.code = code;
    this.field = field;
  }

  get isNetworkError() {
    return this.status === 0;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/** The Swedish text to show for any error, falling back to 'Okänt fel'. */
export function errorMessage(error: unknown): string {
  if (error instanceof Error && error.message.trim() !== "") return error.message;
  return COMMON_MESSAGES.unknown;
}

type Method = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";

interface RequestOptions {
  body?: unknown;
  signal?: AbortSignal;
  query?: Record<string, string | undefined>;
}

/** The server's `{error, code?, field?}` answer as an ApiError (HTTP status text as fallback). */
export async function readError(response: Response): Promise<ApiError> {
  let payload: unknown;
  try {
    payload = await response.json();
  } catch {
    payload = undefined;
  }
  if (payload && typeof payload === "object" && "error" in payload) {
    const { error, code, field } = payload as { error: unknown; code?: unknown; field?: unknown };
    if (typeof error === "string" && error !== "") {
      return new ApiError(
        error,
        response.status,
        typeof code === "string" ? code : undefined,
        typeof field === "string" ? field : undefined,
      );
    }
  }
  return new ApiError(COMMON_MESSAGES.httpStatus(response.status), response.status);
}

function buildUrl(path: string, query?: Record<string, string | undefined>) {
  if (!query) return path;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== "") params.set(key, value);
  }
  const qs = params.toString();
  return qs === "" ? path : `${path}?${qs}`;
}

/**
 * The one way the web app talks to the server: same origin, JSON, session cookie.
 * Answers are trusted to follow the shared schemas; the server validates everything it receives.
 */
async function request<T>(method: Method, path: string, options: RequestOptions = {}): Promise<T> {
  const headers: Record<string, string> = { Accept: "application/json" };
  if (options.body !== undefined) headers["Content-Type"] = "application/json";
  let response: Response;
  try {
    response = await fetch(buildUrl(path, options.query), {
      method,
      headers,
      credentials: "same-origin",
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      signal: options.signal,
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === "AbortError") throw error;
    throw new ApiError(COMMON_MESSAGES.networkError, 0);
  }
  if (!response.ok) throw await readError(response);
  if (response.status === 204) return undefined as T;
  return (await response.json()) as T;
}

export const api = {
  get: <T>(path: string, options?: Omit<RequestOptions, "body">) =>
    request<T>("GET", path, options),
  post: <T>(path: string, body?: unknown) => request<T>("POST", path, { body: body ?? {} }),
  put: <T>(path: string, body: unknown) => request<T>("PUT", path, { body }),
  patch: <T>(path: string, body: unknown) => request<T>("PATCH", path, { body }),
  delete: <T>(path: string) => request<T>("DELETE", path),
};

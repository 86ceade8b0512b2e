import { type ApiErrorCode, isApiErrorCode } from "@/shared/api/errors";
import type { ApiRouteMap } from "@/shared/api/index";
import { type RouteAnswer, type RouteInput, routePath } from "@/shared/api/route";
import { COMMON_MESSAGES } from "@/shared/messages/common";
import { forgetHeldAnswers, heldAnswer, holdAnswer, takeFirstAnswer } from "./held-answers";
import { reportUnauthorized } from "./session-expiry";

/**
 * An error from the API. `message` is the server's Swedish `error` text (or a Swedish fallback),
 * so it can be shown to the user as is. `status` 0 means the request never reached the server.
 */
export class ApiError extends Error {
  readonly status: number;
  readonly code: ApiErrorCode | undefined;
  readonly field: string | undefined;

  constructor(message: string, status: number, code?: ApiErrorCode, field?: string) {
    super(message);
    this.name = "ApiError";
    this.status = status;
    this.code = code;
    this.field = field;
  }

  get isNetworkError() {
    return this.status === 0;
  }

  /** The server failed (5xx): its answer names no reason a user can act on. */
  get isServerFault() {
    return this.status >= 500;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/**
 * The Swedish text to show for an error. A server fault (5xx) shows `fallback`, the spec's sentence
 * for the action (e.g. 'Ett fel uppstod vid inloggning'), never a status code or an internal word.
 */
export function errorMessage(error: unknown, fallback: string = COMMON_MESSAGES.unknown): string {
  if (isApiError(error) && error.isServerFault) return fallback;
  if (error instanceof Error && error.message.trim() !== "") return error.message;
  return fallback;
}

/**
 * The reason to put after a spec sentence with a '{msg}' slot ('Kunde inte uppdatera lösenord: …'):
 * the server's Swedish text for a 4xx or a lost connection, 'Okänt fel' for a server fault unless
 * the server named a reason of its own (a database that is away says so).
 */
export function errorReason(error: unknown): string {
  if (isApiError(error) && error.isServerFault) {
    return error.code === "INTERNAL" || error.code === undefined
      ? COMMON_MESSAGES.unknown
      : error.message;
  }
  return errorMessage(error);
}

type Method = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";

interface RequestOptions {
  /** `blob`: the answer is a file (a ZIP, a PDF), read whole; errors are JSON as always. */
  answer?: "json" | "blob";
  body?: unknown;
  idempotencyKey?: string | undefined;
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
        isApiErrorCode(code) ? code : undefined,
        typeof field === "string" ? field : undefined,
      );
    }
  }
  // No readable answer (a proxy's error page, an empty body): never show the bare status code.
  return new ApiError(
    response.status === 413 ? COMMON_MESSAGES.bodyTooLarge : COMMON_MESSAGES.unknown,
    response.status,
  );
}

// Sign-in answers 401 for a wrong password; that is not a session that ended.
const SIGN_IN_PATHS = [
  "/api/session/sign-in",
  "/api/session/review-sign-in",
  "/api/password-reset",
];

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
  const headers: Record<string, string> = {
    Accept: options.answer === "blob" ? "*/*" : "application/json",
  };
  const isForm = options.body instanceof FormData;
  // A multipart body gets its Content-Type, with the boundary, from the browser.
  if (options.body !== undefined && !isForm) headers["Content-Type"] = "application/json";
  if (options.idempotencyKey) headers["Idempotency-Key"] = options.idempotencyKey;
  const url = buildUrl(path, options.query);
  const readsJson = method === "GET" && options.answer !== "blob";
  const first = readsJson ? takeFirstAnswer(url) : undefined;
  if (first) return first.data as T;
  const held = readsJson ? heldAnswer(url) : undefined;
  if (held) headers["If-None-Match"] = held.tag;
  let response: Response;
  try {
    response = await fetch(url, {
      method,
      headers,
      credentials: "same-origin",
      body: isForm
        ? (options.body as FormData)
        : options.body === undefined
          ? undefined
          : JSON.stringify(options.body),
      signal: options.signal,
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === "AbortError") throw error;
    throw new ApiError(COMMON_MESSAGES.networkError, 0);
  }
  if (response.status === 304 && held) return held.data as T;
  if (!response.ok) {
    if (response.status === 401 && !SIGN_IN_PATHS.some((p) => path.startsWith(p))) {
      forgetHeldAnswers();
      reportUnauthorized();
    }
    throw await readError(response);
  }
  if (response.status === 204) return undefined as T;
  if (options.answer === "blob") {
    const file: FileAnswer = {
      blob: await response.blob(),
      fileName: fileNameOf(response.headers.get("Content-Disposition")),
    };
    return file as T;
  }
  const data = (await response.json()) as T;
  if (method === "GET") holdAnswer(url, response, data);
  return data;
}

type CallInput<K extends keyof ApiRouteMap> = RouteInput<ApiRouteMap[K]> & {
  signal?: AbortSignal;
  /** A multipart body (an upload), for a route that takes no JSON body. */
  form?: FormData;
  /** A create's key: the same on every retry of one form's save (decision 158). */
  idempotencyKey?: string;
};

/** A file the server answered with, and the name its Content-Disposition gives, if any. */
export interface FileAnswer {
  blob: Blob;
  fileName: string | undefined;
}

/** The file name of a Content-Disposition header: `filename*` (UTF-8) first, then `filename`. */
export function fileNameOf(header: string | null): string | undefined {
  if (!header) return undefined;
  const extended = /filename\*\s*=\s*UTF-8''([^;]+)/i.exec(header)?.[1];
  if (extended) {
    try {
      return decodeURIComponent(extended.trim());
    } catch {
      // A malformed escape: fall back to the plain name.
    }
  }
  const plain = /filename\s*=\s*"([^"]*)"|filename\s*=\s*([^;]+)/i.exec(header);
  const name = (plain?.[1] ?? plain?.[2])?.trim();
  return name === undefined || name === "" ? undefined : name;
}

/** The routes whose answer is a file rather than JSON. */
type FileRouteKey = {
  [K in keyof ApiRouteMap]: RouteAnswer<ApiRouteMap[K]> extends Blob ? K : never;
}[keyof ApiRouteMap];

/**
 * Calls a route that answers with a file (the application's ZIP, a certificate's PDF) and reads
 * it whole, with the same errors, lost connections and ended sessions as `call`.
 */
export function callForFile<K extends FileRouteKey>(
  key: K,
  input: CallInput<K>,
): Promise<FileAnswer> {
  const [method, template] = (key as string).split(" ") as [Method, string];
  const { params, body, signal } = input as {
    params?: Record<string, string>;
    body?: unknown;
    signal?: AbortSignal;
  };
  return request<FileAnswer>(method, routePath(template, params), {
    answer: "blob",
    body: body ?? (method === "GET" ? undefined : {}),
    signal,
  });
}

/**
 * Calls a route by its key, `"PUT /api/users/{id}"`: the key must name a route of the shared
 * definitions, and the path parameters, query, body and answer are typed from its schemas.
 */
export function call<K extends keyof ApiRouteMap>(
  key: K,
  ...[input]: RouteInput<ApiRouteMap[K]> extends {
    params?: undefined;
    query?: undefined;
    body?: undefined;
  }
    ? [input?: CallInput<K>]
    : [input: CallInput<K>]
): Promise<RouteAnswer<ApiRouteMap[K]>> {
  const [method, template] = (key as string).split(" ") as [Method, string];
  const { params, query, body, form, signal, idempotencyKey } = (input ?? {}) as {
    params?: Record<string, string>;
    query?: Record<string, string | undefined>;
    body?: unknown;
    form?: FormData;
    signal?: AbortSignal;
    idempotencyKey?: string;
  };
  // A write always sends JSON, so the server can tell it from a form posted by another site.
  const sentBody = form ?? body ?? (method === "GET" || method === "DELETE" ? undefined : {});
  return request<RouteAnswer<ApiRouteMap[K]>>(method, routePath(template, params), {
    body: sentBody,
    query,
    signal,
    idempotencyKey,
  });
}

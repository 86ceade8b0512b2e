import type { z } from "zod";
import type { PolicyActionType } from "../policy-actions";
import type { ApiErrorCode } from "./errors";

/**
 * Who may call a route: `public` anyone, without a session; `session` anyone signed in; otherwise
 * the policy action a signed-in caller needs. The server checks it before the handler runs, as far
 * as the caller's role decides it; what depends on the record (whose record, which account) the
 * service checks once it has loaded it (decision 185).
 */
export type RoutePermission = "public" | "session" | PolicyActionType;

/**
 * An answer that is a file, not JSON: the media types it may have. A file route streams its own
 * Response.
 */
export interface BinaryAnswer {
  binary: readonly string[];
}

/**
 * One API route as data: its method, path, who may call it and the shared schemas of what it takes
 * and answers. The server registers its handler from this, applies the schemas and generates the
 * OpenAPI document from it; the web calls it with typed input and gets a typed answer. Neither side
 * can change a route's shape without the other seeing it.
 */
export interface ApiRoute {
  method: "get" | "post" | "put" | "patch" | "delete";
  /** The full path, parameters in braces as OpenAPI writes them: `/api/users/{id}`. */
  path: `/api/${string}`;
  /** The operation's name in the OpenAPI document, unique: a verb first (`listUsers`). */
  operationId: string;
  summary: string;
  /** What a caller needs to know beyond the summary and the schemas (limits, side effects). */
  description?: string;
  tag: string;
  permission: RoutePermission;
  /** Open to a user who must still replace a one-time password (the session routes). */
  beforePasswordChange?: true;
  params?: z.ZodObject;
  query?: z.ZodObject;
  /** A JSON body. */
  body?: z.ZodType;
  /**
   * A `multipart/form-data` body, for the document only: the handler reads the stream itself, so
   * nothing is buffered or parsed before the route has checked the caller and the size.
   */
  multipart?: z.ZodObject;
  /** A JSON answer's schema, or the media types of a file the route streams. */
  response: z.ZodType | BinaryAnswer;
  /** The success status when not 200; 302 for a browser's sign-in step that redirects it. */
  status?: 201 | 302;
  /** The error codes this route answers with besides the ones every route may give. */
  errors?: readonly ApiErrorCode[];
  /**
   * A GET of data that rarely changes and is the same for everyone who may read it (a catalogue):
   * the answer carries an ETag of its content and `Cache-Control: private, no-cache`, so the
   * browser keeps it and asks again with If-None-Match; an unchanged answer is a 304 with no body.
   */
  revalidate?: true;
  /**
   * A GET of data whose version the database keeps (decision 256): the answer's ETag is made of that
   * version, the reader and the day, so a request naming it in If-None-Match is answered 304 before
   * anything is built, and a built answer is kept in the instance's cache under it. It stays
   * `no-store` (it is personal): the web keeps the answer in memory and asks with its tag.
   */
  versioned?: true;
  /**
   * A create: it honours an `Idempotency-Key` header per user, so a repeat (a double click, a retry
   * after a lost answer) stores nothing and gets the first answer again (decision 158). `withhold`
   * names answer fields that are never stored (a one-time password): a repeat's answer lacks them.
   */
  idempotent?: true | { withhold: readonly string[] };
}

/** Keeps the literal types of a route so callers get exact input and answer types. */
export function defineRoute<const R extends ApiRoute>(route: R): R {
  return route;
}

type Infer<S, Fallback> = S extends z.ZodType ? z.output<S> : Fallback;
type InferInput<S> = S extends z.ZodType ? z.input<S> : never;

export type RouteParams<R extends ApiRoute> = Infer<R["params"], undefined>;
export type RouteQuery<R extends ApiRoute> = Infer<R["query"], undefined>;
export type RouteBody<R extends ApiRoute> = Infer<R["body"], undefined>;
/** What the server's handler returns before the answer schema is applied. */
export type RouteResult<R extends ApiRoute> = R["response"] extends z.ZodType
  ? z.input<R["response"]>
  : never;
/** What the web receives. */
export type RouteAnswer<R extends ApiRoute> = Infer<R["response"], Blob>;

/** The input a caller gives: only the parts the route declares. */
export type RouteInput<R extends ApiRoute> = (R["params"] extends z.ZodType
  ? { params: InferInput<R["params"]> }
  : { params?: undefined }) &
  (R["query"] extends z.ZodType ? { query: InferInput<R["query"]> } : { query?: undefined }) &
  (R["body"] extends z.ZodType ? { body: InferInput<R["body"]> } : { body?: undefined });

/** `/api/users/{id}` with `{id: "a b"}` → `/api/users/a%20b`. */
export function routePath(path: string, params: Record<string, string> | undefined): string {
  return path.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = params?.[name];
    if (value === undefined) throw new Error(`Missing path parameter ${name} for ${path}`);
    return encodeURIComponent(value);
  });
}

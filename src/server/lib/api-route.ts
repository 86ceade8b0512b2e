import { createHash } from "node:crypto";
import { OpenAPIHono, type RouteConfig } from "@hono/zod-openapi";
import type { Context, MiddlewareHandler } from "hono";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import { z } from "zod";
import type {
  ApiRoute,
  RouteBody,
  RouteParams,
  RouteQuery,
  RouteResult,
} from "../../shared/api/route";
import { COMMON_MESSAGES } from "../../shared/messages/common";
import { ZApiErrorSchema } from "../../shared/schemas/api-error";
import type { AppEnv } from "../context";
import { permissionMiddleware, summarizePermission } from "../route-permission";
import { isJsonRequest } from "./body-limits";
import { AppError, badRequest } from "./errors";
import { honourIdempotencyKey, ZIdempotencyHeaderSchema } from "./idempotency";
import { jsonAnswer } from "./json-answer";
import { refuseUnstorableInput, refuseUnstorableParams } from "./unstorable-input";

export type AppRouter = OpenAPIHono<AppEnv>;

/** A router whose failed validations answer 400 with the first issue's Swedish message and field. */
export function createRouter(): AppRouter {
  return new OpenAPIHono<AppEnv>({
    defaultHook: (result) => {
      if (result.success) return;
      const issue = result.error.issues[0];
      throw badRequest(
        issue?.message ?? COMMON_MESSAGES.invalidInput,
        issue?.path.join(".") || undefined,
      );
    },
  });
}

export interface RouteRequest<R extends ApiRoute> {
  params: RouteParams<R>;
  query: RouteQuery<R>;
  body: RouteBody<R>;
}

/**
 * The handler of a route: HTTP in, a result out. A JSON route returns the data, which is checked
 * against the route's answer schema on the way out (so nothing the schema does not name leaves the
 * server); a route that streams a file returns its own Response.
 */
export type RouteHandler<R extends ApiRoute> = (
  c: Context<AppEnv>,
  request: RouteRequest<R>,
) => Promise<R["response"] extends z.ZodType ? RouteResult<R> | Response : Response>;

// A JSON route must be sent JSON: Hono's validator reads any other content type as `{}`, which a
// schema of optional fields would accept as "clear everything".
const requireJsonBody: MiddlewareHandler<AppEnv> = async (c, next) => {
  if (!isJsonRequest(c.req.header("content-type"))) {
    throw new AppError(415, COMMON_MESSAGES.unsupportedMediaType, "UNSUPPORTED_MEDIA_TYPE");
  }
  await next();
};

const ERROR_STATUSES: Record<string, string> = {
  400: "Bad input",
  401: "Not signed in",
  403: "Not allowed",
  404: "Not found",
  409: "Conflict (a stale write names STALE_WRITE)",
  413: "Body too large",
  415: "Unsupported content type",
  429: "Too many attempts",
  503: "The database does not answer (Retry-After)",
};

/** A file answer's content: each of its media types, as bytes. */
function binaryContent(mediaTypes: readonly string[]) {
  return Object.fromEntries(
    mediaTypes.map((type) => [type, { schema: z.string().meta({ format: "binary" }) }]),
  );
}

/**
 * A form the handler streams itself. It goes into the document as a plain `requestBody`, not as
 * the library's `request.body`, which would add a validator that reads the whole body first.
 */
function multipartBody(form: z.ZodObject): RouteConfig["requestBody"] {
  const { $schema: _, ...schema } = z.toJSONSchema(form, { io: "input" });
  // Zod's JSON Schema type and the OpenAPI library's schema type describe the same JSON.
  const content = { "multipart/form-data": { schema: schema as object } };
  return { required: true, content } as RouteConfig["requestBody"];
}

function toRouteConfig(route: ApiRoute, middleware: MiddlewareHandler<AppEnv>[]): RouteConfig {
  const errorContent = { "application/json": { schema: ZApiErrorSchema } };
  const responses: RouteConfig["responses"] = {
    [route.status ?? 200]: {
      description: route.summary,
      content:
        route.response instanceof z.ZodType
          ? { "application/json": { schema: route.response } }
          : binaryContent(route.response.binary),
    },
  };
  if (route.versioned) {
    responses[200] = {
      ...responses[200]!,
      headers: z.object({
        ETag: z.string().meta({
          description: "The data's version as seen by this reader today; send it in If-None-Match",
        }),
      }),
    };
    responses[304] = { description: "Not modified: If-None-Match named the current ETag" };
  }
  if (route.revalidate) {
    responses[200] = {
      ...responses[200]!,
      headers: z.object({
        ETag: z.string().meta({ description: "A strong tag of the answer's content" }),
        "Cache-Control": z.string().meta({ description: "private, no-cache" }),
      }),
    };
    responses[304] = { description: "Not modified: If-None-Match named the current ETag" };
  }
  for (const [status, description] of Object.entries(ERROR_STATUSES)) {
    responses[status] = { description, content: errorContent };
  }
  return {
    method: route.method,
    path: route.path,
    operationId: route.operationId,
    summary: route.summary,
    ...(route.description ? { description: route.description } : {}),
    tags: [route.tag],
    // Signed-in routes take the document's default, the session cookie.
    ...(route.permission === "public" ? { security: [] } : {}),
    "x-permission": summarizePermission(route),
    ...(route.multipart ? { requestBody: multipartBody(route.multipart) } : {}),
    middleware,
    request: {
      ...(route.params ? { params: route.params } : {}),
      ...(route.query ? { query: route.query } : {}),
      ...(route.idempotent ? { headers: ZIdempotencyHeaderSchema } : {}),
      ...(route.body
        ? { body: { required: true, content: { "application/json": { schema: route.body } } } }
        : {}),
    },
    responses,
  };
}

// Outside production an answer field that its schema does not name is a bug to see, not to drop.
const checksAnswers = () => process.env.NODE_ENV !== "production";

function refuseDroppedFields(path: string, sent: unknown, kept: unknown, at = ""): void {
  if (typeof sent !== "object" || sent === null || typeof kept !== "object" || kept === null)
    return;
  for (const [key, value] of Object.entries(sent)) {
    if (value === undefined) continue;
    const keptValue = (kept as Record<string, unknown>)[key];
    if (!(key in kept)) throw new Error(`${path}: the answer schema drops ${at}${key}`);
    refuseDroppedFields(path, value, keptValue, `${at}${key}.`);
  }
}

/** A strong validator of an answer's bytes: equal tags, equal bytes. */
function entityTag(body: string): string {
  return `"${createHash("sha256").update(body).digest("base64url")}"`;
}

/**
 * Whether an If-None-Match header names `tag`: `*`, or one of its tags compared weakly (RFC 9110
 * 13.1.2), as a GET's condition is. The compress middleware marks the tag of a compressed answer
 * weak (`W/"…"`), and the browser sends that form back.
 */
export function matchesIfNoneMatch(header: string | undefined, tag: string): boolean {
  if (!header) return false;
  return header.split(",").some((listed) => {
    const trimmed = listed.trim();
    return trimmed === "*" || trimmed.replace(/^W\//, "") === tag;
  });
}

/** The answer of a `revalidate` route: with its tag, or 304 with no body when the client has it. */
function revalidatedAnswer(c: Context<AppEnv>, answer: unknown): Promise<Response> | Response {
  const body = JSON.stringify(answer);
  const tag = entityTag(body);
  // The browser keeps the answer but asks every time; `private`: it is behind a session.
  c.header("Cache-Control", "private, no-cache");
  if (matchesIfNoneMatch(c.req.header("if-none-match"), tag)) {
    c.header("ETag", tag);
    return c.body(null, 304);
  }
  return jsonAnswer(c, body, 200, tag);
}

/**
 * Registers a route from its shared definition: the session and the declared permission (before
 * anything of the request is read or validated), JSON and schema validation of what comes in, the answer schema applied to what goes out (with its ETag and a 304 for a `revalidate`
 * route), and its entry in the OpenAPI document.
 */
export function mountRoute<R extends ApiRoute>(
  router: AppRouter,
  route: R,
  handler: RouteHandler<R>,
  extraMiddleware: MiddlewareHandler<AppEnv>[] = [],
): void {
  if ((route.revalidate || route.versioned) && route.method !== "get") {
    throw new Error(`${route.path}: only a GET can be revalidated`);
  }
  if (route.idempotent && (route.method !== "post" || route.permission === "public")) {
    throw new Error(`${route.path}: only a signed-in POST honours an Idempotency-Key`);
  }
  const middleware = [
    ...permissionMiddleware(route),
    ...(route.idempotent ? [honourIdempotencyKey(route)] : []),
    ...extraMiddleware,
    ...(route.body ? [requireJsonBody] : []),
  ];
  // The library's handler type follows each route's literal config; the route's own types are
  // enforced by RouteHandler above, so the registration itself is untyped.
  // biome-ignore lint/suspicious/noExplicitAny: see above
  const register = router.openapi as (config: RouteConfig, handler: any) => unknown;
  register.call(router, toRouteConfig(route, middleware), async (c: Context<AppEnv>) => {
    const valid = (target: string) => (c.req.valid as (t: string) => unknown).call(c.req, target);
    const request = {
      params: route.params ? valid("param") : undefined,
      query: route.query ? valid("query") : undefined,
      body: route.body ? valid("json") : undefined,
    } as RouteRequest<R>;
    // What passed the schemas may still hold a character the database cannot store.
    refuseUnstorableParams(request.params);
    refuseUnstorableInput(request.query);
    refuseUnstorableInput(request.body);
    const result = await handler(c, request);
    if (result instanceof Response) return result;
    if (route.revalidate) return revalidatedAnswer(c, checkedAnswer(route, result));
    return jsonAnswer(c, answerBody(route, result), (route.status ?? 200) as ContentfulStatusCode);
  });
}

/** What a handler returned, through the route's answer schema: only what the schema names. */
function checkedAnswer(route: ApiRoute, result: unknown): unknown {
  if (!(route.response instanceof z.ZodType)) {
    throw new Error(`${route.path} must answer with a Response`);
  }
  const answer = route.response.parse(result);
  if (checksAnswers()) refuseDroppedFields(route.path, result, answer);
  return answer;
}

/** The JSON text of a handler's result, through the route's answer schema. */
export function answerBody(route: ApiRoute, result: unknown): string {
  return JSON.stringify(checkedAnswer(route, result));
}

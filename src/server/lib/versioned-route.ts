import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import type { Context } from "hono";
import type { ApiRoute, RouteResult } from "../../shared/api/route";
import { isoDateInTimeZone } from "../../shared/rules/dates";
import type { AppEnv } from "../context";
import type { Deps } from "../deps";
import { sharedAnswerVersion } from "../features/access";
import { AnswerCache } from "./answer-cache";
import {
  type AppRouter,
  answerBody,
  matchesIfNoneMatch,
  mountRoute,
  type RouteRequest,
} from "./api-route";
import { prepareJsonAnswer, sendJson } from "./json-answer";

/**
 * The running code's identity (worked out at the first versioned answer, not at start-up), part of every tag: an answer built by other code (a deploy) may
 * differ for the same data. The entry script is the whole server in production (dist/server/main.js
 * names its chunks by hash), so instances of one build agree and a new build starts afresh.
 */
let codeId: string | undefined;
function codeIdentity(): string {
  if (codeId === undefined) {
    const hash = createHash("sha256");
    try {
      hash.update(readFileSync(process.argv[1] ?? ""));
    } catch {
      hash.update(String(process.pid));
    }
    codeId = hash.digest("base64url").slice(0, 12);
  }
  return codeId;
}

// One cache per app (each app has its own deps): instances never share one, as in production.
const caches = new WeakMap<Deps, AnswerCache>();
export function answerCacheOf(deps: Deps): AnswerCache {
  let cache = caches.get(deps);
  if (!cache) {
    cache = new AnswerCache();
    caches.set(deps, cache);
  }
  return cache;
}

/**
 * The tag of an answer: what it is (the route, its path and query), who reads it (the permissions
 * in it are the reader's), the day (dates derived from today) and the version of the data read from
 * the database. Equal tags, equal answers; it says nothing of the data itself.
 */
function answerTag(c: Context<AppEnv>, route: ApiRoute, query: unknown, version: string): string {
  const actor = c.get("actor");
  const parts = [
    codeIdentity(),
    route.operationId,
    c.req.path,
    JSON.stringify(query ?? null),
    actor.id,
    actor.role,
    isoDateInTimeZone(new Date()),
    version,
  ];
  return `"${createHash("sha256").update(parts.join("\n")).digest("base64url").slice(0, 32)}"`;
}

/**
 * The version of an answer built only from what is shared (the lists of users, doctors and
 * clinics): who may see which doctor is shared data too, so the reader's access moves it as well.
 */
export const sharedVersion = (c: Context<AppEnv>): Promise<string | undefined> =>
  sharedAnswerVersion(c.get("deps").db);

export interface VersionedHandlers<R extends ApiRoute> {
  /**
   * The version of what the answer is built from, read after the same checks the build makes (the
   * reader may see it), in one cheap statement; it throws as the build would. Undefined: no version
   * to go by, the answer is built and sent untagged.
   */
  version: (c: Context<AppEnv>, request: RouteRequest<R>) => Promise<string | undefined>;
  build: (c: Context<AppEnv>, request: RouteRequest<R>) => Promise<RouteResult<R>>;
}

/**
 * Registers a `versioned` route (decision 256): the version first; a request whose If-None-Match
 * names the tag is answered 304 with no body, one the instance has built before is sent from its
 * cache, and only otherwise is the answer built, then kept.
 */
export function mountVersionedRoute<R extends ApiRoute>(
  router: AppRouter,
  route: R,
  handlers: VersionedHandlers<R>,
): void {
  if (!route.versioned) throw new Error(`${route.path} is not declared versioned`);
  mountRoute(router, route, (async (c: Context<AppEnv>, request: RouteRequest<R>) => {
    const version = await handlers.version(c, request);
    if (version === undefined) return handlers.build(c, request);
    const tag = answerTag(c, route, request.query, version);
    if (matchesIfNoneMatch(c.req.header("if-none-match"), tag)) {
      c.header("ETag", tag);
      return c.body(null, 304);
    }
    const cache = answerCacheOf(c.get("deps"));
    let answer = cache.get(tag);
    if (!answer) {
      answer = await prepareJsonAnswer(answerBody(route, await handlers.build(c, request)));
      cache.set(tag, answer);
    }
    return sendJson(c, answer, 200, tag);
  }) as Parameters<typeof mountRoute<R>>[2]);
}

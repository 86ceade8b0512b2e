/**
 * What the service worker keeps and how it answers each request (decision 217), apart from the
 * worker itself so the build and the tests use the same rules.
 */

/** The page template without a session: what an offline navigation is answered with. */
export const SHELL_PATH = "/app-shell";
export const CACHE_PREFIX = "st-portalen-";

/** The cache of one build: a new build's worker fills a cache of its own. */
export const cacheNameOf = (version: string) => `${CACHE_PREFIX}${version}`;

/** The portal's caches of other builds, removed once the current build's worker is active. */
export function staleCaches(names: readonly string[], current: string): string[] {
  return names.filter((name) => name.startsWith(CACHE_PREFIX) && name !== current);
}

export type Strategy =
  /** Not the worker's business: the browser asks the network as if there were no worker. */
  | "network"
  /** A page: the network's answer; without network, the cached shell. */
  | "navigation"
  /** A file of this build (hashed, immutable): the cache, else the network. */
  | "cache-first";

interface RequestLike {
  url: string;
  method: string;
  mode: string;
}

/**
 * How the worker answers a request. API answers are never cached nor served from a cache (they
 * hold personal data); nor is any page as the server renders it (it carries the session).
 */
export function strategyFor(
  request: RequestLike,
  origin: string,
  precached: ReadonlySet<string>,
): Strategy {
  if (request.method !== "GET") return "network";
  const url = new URL(request.url);
  if (url.origin !== origin || url.pathname.startsWith("/api/")) return "network";
  if (request.mode === "navigate") return "navigation";
  return precached.has(url.pathname) && url.search === "" ? "cache-first" : "network";
}

/**
 * The portal's service worker (decision 217), built to /sw.js with this build's list of files and
 * version (scripts/build-web.ts). It keeps the page template without a session and the build's
 * files, nothing else: no API answer, no page as rendered for a user.
 */
import { cacheNameOf, SHELL_PATH, staleCaches, strategyFor } from "./plan";

// This build's version and its files (a JSON array), put in by the build.
declare const __ST_VERSION__: string;
declare const __ST_FILES__: string;
const FILES = JSON.parse(__ST_FILES__) as string[];

// The worker's own events, which the page's DOM types do not describe.
interface ExtendableEvent extends Event {
  waitUntil(promise: Promise<unknown>): void;
}
interface FetchEvent extends ExtendableEvent {
  readonly request: Request;
  respondWith(response: Response | Promise<Response>): void;
}
interface WorkerScope {
  location: Location;
  clients: { claim(): Promise<void> };
  addEventListener(type: "install" | "activate", listener: (event: ExtendableEvent) => void): void;
  addEventListener(type: "fetch", listener: (event: FetchEvent) => void): void;
}
const worker = self as unknown as WorkerScope;

const CACHE = cacheNameOf(__ST_VERSION__);
const PRECACHED = new Set(FILES);

worker.addEventListener("install", (event) => {
  // No skipWaiting: pages of the previous build keep its worker and its files until they close.
  event.waitUntil(caches.open(CACHE).then((cache) => cache.addAll([SHELL_PATH, ...FILES])));
});

worker.addEventListener("activate", (event) => {
  // Active only once no page of an older build is open: their files are no longer needed.
  event.waitUntil(
    caches
      .keys()
      .then((names) => Promise.all(staleCaches(names, CACHE).map((name) => caches.delete(name))))
      .then(() => worker.clients.claim()),
  );
});

async function fromCache(request: Request | string): Promise<Response | undefined> {
  return (await caches.open(CACHE)).match(request);
}

worker.addEventListener("fetch", (event) => {
  const strategy = strategyFor(event.request, worker.location.origin, PRECACHED);
  if (strategy === "network") return;
  if (strategy === "cache-first") {
    event.respondWith(fromCache(event.request).then((cached) => cached ?? fetch(event.request)));
    return;
  }
  // A server that answers (even with an error) is shown as it answers; only a failed request,
  // the network away, falls back to the shell of this worker's build.
  event.respondWith(
    fetch(event.request).catch(async (error: unknown) => {
      const shell = await fromCache(SHELL_PATH);
      if (shell) return shell;
      throw error;
    }),
  );
});

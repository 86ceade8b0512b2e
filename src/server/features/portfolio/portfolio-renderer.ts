import { createHash } from "node:crypto";
import { availableParallelism } from "node:os";
import { PORTFOLIO_MESSAGES as M } from "../../../shared/messages/portfolio";
import { tooBusy } from "../../lib/errors";
import { createWorkerPool } from "../../lib/worker-pool";
import type { PortfolioContent } from "./portfolio-content";

/**
 * Portfolio PDFs made off the request thread, capped and cached (decision 163). One PDF costs
 * 0.3–1 s of CPU: on the request thread it held up every other request, so the layout runs in
 * worker threads; at most `perUser` of one person's and `threads + queue` of the instance's run or
 * wait at once, and beyond that the answer is 429 or 503 with Retry-After. A PDF of the same
 * content (the record unchanged, the same day) is served from memory.
 */
export interface PortfolioRenderer {
  /** The PDF of that content, for that person (whose requests count against their own cap). */
  render(actorId: string, content: PortfolioContent): Promise<Buffer>;
  /** PDFs laid out since start (not those served from the cache). */
  readonly rendered: number;
  close(): Promise<void>;
}

export interface PortfolioRendererOptions {
  /** Worker threads; by default one less than the cores, one to four. */
  threads: number;
  /** PDFs that may wait for a thread; one more is refused with 503. */
  queue: number;
  /** PDFs one person may have made or waiting at once; one more is refused with 429. */
  perUser: number;
  /** Bytes of PDFs kept, least recently used dropped first. */
  cacheBytes: number;
}

export const defaultRendererOptions = (): PortfolioRendererOptions => {
  const threads = Math.max(1, Math.min(4, availableParallelism() - 1));
  return { threads, queue: 4 * threads, perUser: 2, cacheBytes: 64 * 1024 * 1024 };
};

/** Seconds a refused request is told to wait: about one PDF's time for a person, more for all. */
const RETRY_USER = 2;
const RETRY_INSTANCE = 5;

/** The worker's file: the source under tsx and in tests, its own bundle in dist/server. */
function workerFile(): URL {
  // A name in a variable keeps the bundler from treating it as an asset to copy.
  const file = import.meta.url.endsWith(".ts")
    ? "./portfolio-pdf.worker.ts"
    : "./portfolio-pdf-worker.js";
  return new URL(file, import.meta.url);
}

export function createPortfolioRenderer(
  options: Partial<PortfolioRendererOptions> = {},
): PortfolioRenderer {
  const o = { ...defaultRendererOptions(), ...options };
  const pool = createWorkerPool<PortfolioContent, Uint8Array>({
    file: workerFile(),
    size: o.threads,
  });
  const perUser = new Map<string, number>();
  const inFlight = new Map<string, Promise<Buffer>>();
  // A Map keeps insertion order: re-inserting on use makes the first key the least recently used.
  const cache = new Map<string, Buffer>();
  let cachedBytes = 0;
  let rendered = 0;

  const remember = (key: string, pdf: Buffer) => {
    if (pdf.length > o.cacheBytes) return;
    cache.set(key, pdf);
    cachedBytes += pdf.length;
    for (const [oldKey, old] of cache) {
      if (cachedBytes <= o.cacheBytes) break;
      cache.delete(oldKey);
      cachedBytes -= old.length;
    }
  };

  return {
    async render(actorId, content) {
      const key = createHash("sha256").update(JSON.stringify(content)).digest("base64url");
      const hit = cache.get(key);
      if (hit) {
        cache.delete(key);
        cache.set(key, hit);
        return hit;
      }
      // The same book asked for again while it is being made: the one PDF serves both.
      const running = inFlight.get(key);
      if (running) return running;

      const mine = perUser.get(actorId) ?? 0;
      if (mine >= o.perUser) throw tooBusy(429, M.busyPerson, RETRY_USER);
      if (pool.pending >= o.threads + o.queue) throw tooBusy(503, M.busyServer, RETRY_INSTANCE);
      perUser.set(actorId, mine + 1);
      const job = pool
        .run(content)
        .then((bytes) => {
          rendered++;
          const pdf = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
          remember(key, pdf);
          return pdf;
        })
        .finally(() => {
          inFlight.delete(key);
          const left = (perUser.get(actorId) ?? 1) - 1;
          if (left > 0) perUser.set(actorId, left);
          else perUser.delete(actorId);
        });
      inFlight.set(key, job);
      return job;
    },
    get rendered() {
      return rendered;
    },
    close: () => pool.close(),
  };
}

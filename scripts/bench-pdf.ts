import type { Session } from "./bench-sessions";

/**
 * The health check while portfolio PDFs are being made (decision 163): `pdfs` people ask for PDF
 * after PDF, each of a different ST doctor so none comes from the cache, and wait as told by
 * Retry-After when refused; meanwhile one client asks `/api/health` again and again. Before the
 * PDFs moved to worker threads, five at a time put its median at 0.3–1.6 s.
 */
export interface PdfHealthRun {
  pdfs: number;
  seconds: number;
  /** PDFs made, and requests refused with 429 or 503 (told to come back later). */
  made: number;
  refused: number;
  failed: number;
  pdfP50: number;
  health: { count: number; p50: number; p95: number; max: number };
}

const quantile = (sorted: readonly number[], q: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

export interface BusyRun {
  /** Heavy requests answered 200, refused with 429 or 503 (told to come back), and failed. */
  made: number;
  refused: number;
  failed: number;
  /** The median time of a heavy request answered 200. */
  madeP50: number;
  health: { count: number; p50: number; p95: number; max: number };
}

/**
 * `/api/health` asked again and again while `askers` clients send heavy request after heavy
 * request (`ask(i)`), each waiting as told by Retry-After when refused: whether the request
 * thread still answers while the heavy work runs elsewhere (decisions 163, 197).
 */
export async function measureHealthWhileBusy(options: {
  base: string;
  askers: number;
  seconds: number;
  ask: (asker: number) => Promise<Response>;
}): Promise<BusyRun> {
  const until = performance.now() + options.seconds * 1000;
  let made = 0;
  let refused = 0;
  let failed = 0;
  const times: number[] = [];
  const health: number[] = [];
  const asker = async (i: number) => {
    while (performance.now() < until) {
      const t0 = performance.now();
      const res = await options.ask(i);
      await res.arrayBuffer();
      if (res.status === 200) {
        made++;
        times.push(performance.now() - t0);
      } else if (res.status === 429 || res.status === 503) {
        refused++;
        await sleep(Number(res.headers.get("retry-after") ?? "1") * 1000);
      } else {
        failed++;
      }
    }
  };
  const checker = async () => {
    // Once the heavy requests are under way.
    await sleep(300);
    while (performance.now() < until) {
      const t0 = performance.now();
      const res = await fetch(`${options.base}/api/health`);
      await res.arrayBuffer();
      health.push(performance.now() - t0);
      if (res.status !== 200) failed++;
      await sleep(20);
    }
  };
  await Promise.all([...Array.from({ length: options.askers }, (_, i) => asker(i)), checker()]);
  const sorted = [...health].sort((a, b) => a - b);
  return {
    made,
    refused,
    failed,
    madeP50: quantile(
      [...times].sort((a, b) => a - b),
      0.5,
    ),
    health: {
      count: sorted.length,
      p50: quantile(sorted, 0.5),
      p95: quantile(sorted, 0.95),
      max: sorted.at(-1) ?? 0,
    },
  };
}

export async function measureHealthWhilePdfs(options: {
  base: string;
  /** Who asks: connection i as supervisor i (they may read every ST doctor). */
  supervisors: readonly Session[];
  doctorIds: readonly string[];
  pdfs: number;
  seconds: number;
}): Promise<PdfHealthRun> {
  const { base, supervisors, doctorIds, pdfs } = options;
  let next = 0;
  const run = await measureHealthWhileBusy({
    base,
    askers: pdfs,
    seconds: options.seconds,
    ask: (i) =>
      fetch(`${base}/api/st-doctors/${doctorIds[next++ % doctorIds.length]}/portfolio.pdf`, {
        headers: { cookie: supervisors[i % supervisors.length]?.cookie ?? "" },
      }),
  });
  const { madeP50, ...rest } = run;
  return { pdfs, seconds: options.seconds, ...rest, pdfP50: madeP50 };
}

export const pdfHealthLine = (r: PdfHealthRun) =>
  `  health while ${String(r.pdfs).padStart(2)} ask for PDFs: p50 ${r.health.p50.toFixed(1)} ms  p95 ${r.health.p95.toFixed(1)} ms  max ${r.health.max.toFixed(1)} ms (${r.health.count} checks); ${r.made} PDFs made (median ${r.pdfP50.toFixed(0)} ms), ${r.refused} refused with Retry-After, ${r.failed} failed\n`;

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

export async function measureHealthWhilePdfs(options: {
  base: string;
  /** Who asks: connection i as supervisor i (they may read every ST doctor). */
  supervisors: readonly Session[];
  doctorIds: readonly string[];
  pdfs: number;
  seconds: number;
}): Promise<PdfHealthRun> {
  const { base, supervisors, doctorIds, pdfs } = options;
  const until = performance.now() + options.seconds * 1000;
  let made = 0;
  let refused = 0;
  let failed = 0;
  const pdfTimes: number[] = [];
  const health: number[] = [];
  let next = 0;

  const asker = async (i: number) => {
    const cookie = supervisors[i % supervisors.length]?.cookie ?? "";
    while (performance.now() < until) {
      const doctorId = doctorIds[next++ % doctorIds.length];
      const t0 = performance.now();
      const res = await fetch(`${base}/api/st-doctors/${doctorId}/portfolio.pdf`, {
        headers: { cookie },
      });
      await res.arrayBuffer();
      if (res.status === 200) {
        made++;
        pdfTimes.push(performance.now() - t0);
      } else if (res.status === 429 || res.status === 503) {
        refused++;
        await sleep(Number(res.headers.get("retry-after") ?? "1") * 1000);
      } else {
        failed++;
      }
    }
  };
  const checker = async () => {
    // Once the PDFs are under way.
    await sleep(300);
    while (performance.now() < until) {
      const t0 = performance.now();
      const res = await fetch(`${base}/api/health`);
      await res.arrayBuffer();
      health.push(performance.now() - t0);
      if (res.status !== 200) failed++;
      await sleep(20);
    }
  };
  await Promise.all([...Array.from({ length: pdfs }, (_, i) => asker(i)), checker()]);
  const sorted = [...health].sort((a, b) => a - b);
  return {
    pdfs,
    seconds: options.seconds,
    made,
    refused,
    failed,
    pdfP50: quantile(
      [...pdfTimes].sort((a, b) => a - b),
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

export const pdfHealthLine = (r: PdfHealthRun) =>
  `  health while ${String(r.pdfs).padStart(2)} ask for PDFs: p50 ${r.health.p50.toFixed(1)} ms  p95 ${r.health.p95.toFixed(1)} ms  max ${r.health.max.toFixed(1)} ms (${r.health.count} checks); ${r.made} PDFs made (median ${r.pdfP50.toFixed(0)} ms), ${r.refused} refused with Retry-After, ${r.failed} failed\n`;

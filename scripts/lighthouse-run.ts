import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { chromium } from "@playwright/test";
import lighthouse from "lighthouse";
import desktopConfig from "lighthouse/core/config/desktop-config.js";
import { freePort } from "./local-port";

/** What one Lighthouse run of one page says, in the figures the budgets name. */
export interface PageScore {
  performance: number;
  accessibility: number;
  bestPractices: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  domNodes: number;
  scriptRequests: number;
  transferKb: number;
}

export async function waitFor(url: string, timeoutMs: number): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`${url} answered nothing within ${timeoutMs} ms`);
}

/**
 * A headless Chromium with its debugging port open, as Lighthouse drives it. Sign-in happens inside
 * it (the session cookies then travel as they do for a user, and the server's renewed cookies are
 * kept), so Lighthouse runs without resetting storage; the HTTP cache is emptied before every run
 * instead, so each run is a first load.
 */
export async function launchChromium(path: string) {
  const port = await freePort();
  const profile = mkdtempSync(join(tmpdir(), "st-lighthouse-"));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: path,
    headless: true,
    args: [`--remote-debugging-port=${port}`, "--no-sandbox", "--disable-gpu"],
  });
  await waitFor(`http://127.0.0.1:${port}/json/version`, 15_000);
  const page = context.pages()[0] ?? (await context.newPage());
  const cdp = await context.newCDPSession(page);
  return {
    port,
    async signIn(base: string, email: string | undefined, password: string) {
      await context.clearCookies();
      if (!email) return;
      const res = await context.request.post(`${base}/api/session/sign-in`, {
        data: { email, password },
        headers: { origin: base },
      });
      if (!res.ok()) throw new Error(`sign-in ${email}: ${res.status()} ${await res.text()}`);
    },
    /**
     * A first load: the HTTP cache, and the app's service worker with the files it precached (it
     * would serve every script from its own cache); the session cookie stays.
     */
    async clearCache(origin: string) {
      await cdp.send("Network.clearBrowserCache");
      await cdp.send("Storage.clearDataForOrigin", {
        origin,
        storageTypes: "cache_storage,service_workers",
      });
    },
    async close() {
      await context.close();
      rmSync(profile, { recursive: true, force: true });
    },
  };
}

/** One Lighthouse run (mobile preset unless `desktop`), as whoever signed in in the browser. */
export async function runLighthouse(
  url: string,
  options: { port: number; desktop: boolean },
): Promise<PageScore> {
  const result = await lighthouse(
    url,
    {
      port: options.port,
      output: "json",
      logLevel: "error",
      onlyCategories: ["performance", "accessibility", "best-practices"],
      // Storage holds the session; launchChromium empties the HTTP cache before each run.
      disableStorageReset: true,
    },
    options.desktop ? desktopConfig : undefined,
  );
  if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
  // LIGHTHOUSE_REPORTS=<dir> keeps each run's whole report, to read its waterfall and long tasks.
  const reports = process.env.LIGHTHOUSE_REPORTS;
  if (reports) {
    mkdirSync(reports, { recursive: true });
    const name = `${new URL(url).pathname.replace(/\W+/g, "_")}-${options.desktop ? "desktop" : "mobile"}-${Date.now()}.json`;
    writeFileSync(join(reports, name), JSON.stringify(result.lhr));
  }
  const { audits, categories } = result.lhr;
  const numeric = (id: string) => audits[id]?.numericValue ?? Number.NaN;
  const requests =
    (
      audits["network-requests"]?.details as
        | { items: { resourceType?: string; transferSize?: number }[] }
        | undefined
    )?.items ?? [];
  return {
    performance: Math.round((categories.performance?.score ?? 0) * 100),
    accessibility: Math.round((categories.accessibility?.score ?? 0) * 100),
    bestPractices: Math.round((categories["best-practices"]?.score ?? 0) * 100),
    fcpMs: numeric("first-contentful-paint"),
    lcpMs: numeric("largest-contentful-paint"),
    tbtMs: numeric("total-blocking-time"),
    cls: numeric("cumulative-layout-shift"),
    domNodes: numeric("dom-size"),
    scriptRequests: requests.filter((item) => item.resourceType === "Script").length,
    transferKb: requests.reduce((sum, item) => sum + (item.transferSize ?? 0), 0) / 1024,
  };
}

/** The run with the median performance score: the one the figures are taken from. */
export function medianRun(runs: readonly PageScore[]): PageScore {
  const sorted = [...runs].sort((a, b) => a.performance - b.performance || a.lcpMs - b.lcpMs);
  const median = sorted[Math.floor(sorted.length / 2)];
  if (!median) throw new Error("no runs");
  return median;
}

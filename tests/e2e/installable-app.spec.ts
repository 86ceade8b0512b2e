import { expect, test } from "@playwright/test";
import { DEMO, signIn } from "./fixtures";

/**
 * The portal as an installable app (decision 217): the manifest and its icons, the service worker
 * that controls the page, and a reload without network that shows the shell and 'Ingen anslutning'
 * for the signed-in user, with no API answer nor rendered page kept by the worker.
 */

/** A PNG's width and height, from its header. */
function pngSize(bytes: Buffer) {
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

// This file is about the service worker, which the other browser tests block.
test.use({ serviceWorkers: "allow" });

test("the manifest names the app and its icons, and the worker opens the portal offline", async ({
  page,
  context,
}) => {
  const manifestRes = await page.request.get("/manifest.webmanifest");
  expect(manifestRes.headers()["content-type"]).toMatch(/^application\/manifest\+json/);
  const manifest = await manifestRes.json();
  expect(manifest).toMatchObject({
    name: "ST-portalen",
    short_name: "ST-portalen",
    lang: "sv",
    start_url: "/",
    scope: "/",
    display: "standalone",
  });
  expect(manifest.description).toMatch(/ST-läkare/);
  expect(manifest.theme_color).toMatch(/^#[0-9a-f]{6}$/i);
  const icons = manifest.icons as { src: string; sizes: string; purpose: string }[];
  expect(icons.map((icon) => `${icon.sizes} ${icon.purpose}`).sort()).toEqual([
    "192x192 any",
    "512x512 any",
    "512x512 maskable",
  ]);
  for (const icon of icons) {
    const res = await page.request.get(icon.src);
    expect(res.headers()["content-type"]).toBe("image/png");
    const { width, height } = pngSize(await res.body());
    expect(`${width}x${height}`, icon.src).toBe(icon.sizes);
  }

  // The worker's script names this build's files: a new build is a new worker.
  const shell = await (await page.request.get("/app-shell")).text();
  expect(shell).not.toContain('id="st-session"');
  const entry = /src="(\/assets\/index-[^"]+\.js)"/.exec(shell)?.[1];
  expect(entry).toBeTruthy();
  const worker = await page.request.get("/sw.js");
  expect(worker.headers()["cache-control"]).toBe("no-cache");
  expect(await worker.text()).toContain(entry);

  await signIn(page, DEMO.supervisor);
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  await page.reload();
  expect(await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL)).toMatch(
    /\/sw\.js$/,
  );
  await expect(page.getByRole("button", { name: "Logga ut" })).toBeVisible();

  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole("button", { name: "Logga ut" })).toBeVisible();
  await expect(page.getByText("Ingen anslutning").first()).toBeVisible();
  await expect(page.locator("#main-content").getByText("Kunde inte ladda data")).toHaveCount(0);

  // Nothing the worker keeps is an API answer or a page as rendered for a user.
  const kept = await page.evaluate(async () => {
    const found: { url: string; session: boolean }[] = [];
    for (const name of await caches.keys()) {
      const cache = await caches.open(name);
      for (const request of await cache.keys()) {
        const body = await (await cache.match(request))?.text();
        found.push({
          url: new URL(request.url).pathname,
          session: !!body?.includes('id="st-session"'),
        });
      }
    }
    return found;
  });
  expect(kept.length).toBeGreaterThan(10);
  expect(kept.filter((entry) => entry.url.startsWith("/api/") || entry.session)).toEqual([]);
  expect(kept.map((entry) => entry.url)).toContain("/app-shell");
  await context.setOffline(false);
});

import { describe, expect, it } from "vitest";
import { cacheNameOf, precacheList, staleCaches, strategyFor } from "./plan";
import { APP_ICONS, webAppManifest } from "./web-manifest";

const ORIGIN = "https://st.example.se";

describe("what the service worker keeps", () => {
  it("lists every built script, style and asset once, with the extra files, sorted", () => {
    const manifest = {
      "index.html": { file: "assets/index-a1.js", css: ["assets/index-c1.css"] },
      "_core-b2.js": { file: "assets/core-b2.js", css: ["assets/index-c1.css"] },
      "src/web/app/routes/iup.tsx": { file: "assets/iup-d4.js", assets: ["assets/logo-e5.svg"] },
    };
    expect(precacheList(manifest, ["/favicon.svg"])).toEqual([
      "/assets/core-b2.js",
      "/assets/index-a1.js",
      "/assets/index-c1.css",
      "/assets/iup-d4.js",
      "/assets/logo-e5.svg",
      "/favicon.svg",
    ]);
  });

  it("keeps each build in a cache of its own and removes only the portal's older ones", () => {
    const current = cacheNameOf("new");
    expect(current).not.toBe(cacheNameOf("old"));
    expect(staleCaches([cacheNameOf("old"), current, "another-app"], current)).toEqual([
      cacheNameOf("old"),
    ]);
    expect(staleCaches([current], current)).toEqual([]);
  });
});

describe("how the service worker answers", () => {
  const precached = new Set(["/assets/index-a1.js", "/favicon.svg"]);
  const at = (path: string, mode = "cors", method = "GET") =>
    strategyFor({ url: `${ORIGIN}${path}`, method, mode }, ORIGIN, precached);

  it("never answers an API request itself, whatever its kind", () => {
    expect(at("/api/session")).toBe("network");
    expect(at("/api/st-doctors/x/record", "navigate")).toBe("network");
    expect(at("/api/session/sign-in", "cors", "POST")).toBe("network");
  });

  it("asks the network first for a page, the shell serving only when that fails", () => {
    expect(at("/dashboard", "navigate")).toBe("navigation");
    expect(at("/", "navigate")).toBe("navigation");
  });

  it("serves this build's files from its cache and leaves anything else to the network", () => {
    expect(at("/assets/index-a1.js")).toBe("cache-first");
    expect(at("/favicon.svg")).toBe("cache-first");
    // A file of another build, a query string, another site, a write: not the cache's.
    expect(at("/assets/index-zz.js")).toBe("network");
    expect(at("/assets/index-a1.js?x=1")).toBe("network");
    expect(
      strategyFor(
        { url: "https://cdn.example.com/a.js", method: "GET", mode: "cors" },
        ORIGIN,
        precached,
      ),
    ).toBe("network");
    expect(at("/assets/index-a1.js", "cors", "POST")).toBe("network");
  });
});

describe("the web app manifest", () => {
  it("names the portal in Swedish, opens standalone at the start page and has the icons", () => {
    const manifest = webAppManifest({ theme: "#1971c2", background: "#fff" });
    expect(manifest).toMatchObject({
      name: "ST-portalen",
      lang: "sv",
      start_url: "/",
      scope: "/",
      display: "standalone",
      theme_color: "#1971c2",
      background_color: "#fff",
    });
    expect(APP_ICONS.map((icon) => icon.sizes)).toEqual(["192x192", "512x512", "512x512"]);
    expect(APP_ICONS.some((icon) => icon.purpose === "maskable")).toBe(true);
  });
});

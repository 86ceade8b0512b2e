import { describe, expect, it } from "vitest";
import { precacheList } from "./service-worker-files";
import { APP_ICONS, webAppManifest } from "./web-manifest";

describe("the files the service worker keeps", () => {
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

import { describe, expect, it } from "vitest";
import { cacheNameOf, staleCaches, strategyFor } from "./plan";

const ORIGIN = "https://st.example.se";

describe("what the service worker keeps", () => {
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

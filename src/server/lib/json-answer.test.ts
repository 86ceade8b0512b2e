import { gunzipSync } from "node:zlib";
import { Hono } from "hono";
import { compress } from "hono/compress";
import { describe, expect, it } from "vitest";
import { acceptsGzip, COMPRESS_MIN_BYTES, jsonAnswer } from "./json-answer";

describe("acceptsGzip", () => {
  it.each([
    ["gzip, deflate, br", true],
    ["br, GZIP;q=0.5", true],
    ["*", true],
    ["gzip;q=0", false],
    ["*;q=0.5, gzip;q=0", false],
    ["br, deflate", false],
    [undefined, false],
  ])("%s → %s", (header, expected) => {
    expect(acceptsGzip(header)).toBe(expected);
  });
});

/** The app's arrangement: the compress middleware outside, the route's own answer inside. */
function appAnswering(body: string) {
  const app = new Hono();
  app.use(compress());
  app.get("/a", (c) => jsonAnswer(c, body, 200, '"tag"'));
  return app;
}

describe("a JSON answer", () => {
  it("goes small answers as they are, with their length, whatever the client accepts", async () => {
    const body = JSON.stringify({ ok: true });
    const res = await appAnswering(body).request("/a", { headers: { "accept-encoding": "gzip" } });
    expect(res.headers.get("content-encoding")).toBeNull();
    expect(res.headers.get("content-length")).toBe(String(body.length));
    expect(res.headers.get("content-type")).toBe("application/json");
    expect(res.headers.get("etag")).toBe('"tag"');
    expect(await res.text()).toBe(body);
  });

  it("gzips a larger answer for a client that takes gzip, and marks its tag weak", async () => {
    const body = JSON.stringify({ rows: Array.from({ length: 200 }, (_, i) => `rad ${i}`) });
    expect(body.length).toBeGreaterThan(COMPRESS_MIN_BYTES);
    const res = await appAnswering(body).request("/a", {
      headers: { "accept-encoding": "gzip, deflate, br" },
    });
    expect(res.headers.get("content-encoding")).toBe("gzip");
    expect(res.headers.get("vary")).toMatch(/accept-encoding/i);
    expect(res.headers.get("etag")).toBe('W/"tag"');
    const bytes = Buffer.from(await res.arrayBuffer());
    expect(res.headers.get("content-length")).toBe(String(bytes.length));
    expect(gunzipSync(bytes).toString()).toBe(body);
  });

  it("goes uncompressed to a client that does not take gzip", async () => {
    const body = JSON.stringify({ rows: Array.from({ length: 200 }, (_, i) => `rad ${i}`) });
    const res = await appAnswering(body).request("/a");
    expect(res.headers.get("content-encoding")).toBeNull();
    expect(res.headers.get("vary")).toMatch(/accept-encoding/i);
    expect(res.headers.get("etag")).toBe('"tag"');
    expect(await res.text()).toBe(body);
  });
});

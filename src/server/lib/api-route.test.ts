import { Hono } from "hono";
import { compress } from "hono/compress";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { defineRoute } from "../../shared/api/route";
import type { AppEnv } from "../context";
import { createRouter, matchesIfNoneMatch, mountRoute } from "./api-route";

describe("matchesIfNoneMatch (weak comparison, RFC 9110)", () => {
  const tag = '"abc"';
  it.each([
    [undefined, false],
    ["", false],
    ['"abc"', true],
    ['W/"abc"', true],
    ['"x", "abc"', true],
    ['"x",W/"abc"', true],
    ["*", true],
    ['"abcd"', false],
    ["abc", false],
    ['"x", "y"', false],
  ])("%j names the answer: %s", (header, expected) => {
    expect(matchesIfNoneMatch(header, tag)).toBe(expected);
  });
});

/** A public route answering what `content` holds now, behind the app's compression. */
function appWith(content: { items: string[] }) {
  const route = defineRoute({
    method: "get",
    path: "/api/test/list",
    operationId: "listTest",
    summary: "A test list",
    tag: "test",
    permission: "public",
    response: z.object({ items: z.array(z.string()) }),
    revalidate: true,
  });
  const router = createRouter();
  mountRoute(router, route, async () => ({ items: [...content.items] }));
  const app = new Hono<AppEnv>();
  app.use(compress());
  app.route("/", router);
  return app;
}

describe("a revalidated route", () => {
  it("answers with a strong ETag of its content and asks the browser to revalidate", async () => {
    const content = { items: ["ett", "två"] };
    const app = appWith(content);
    const res = await app.request("/api/test/list");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toMatch(/^application\/json/);
    expect(res.headers.get("cache-control")).toBe("private, no-cache");
    const tag = res.headers.get("etag");
    expect(tag).toMatch(/^"[A-Za-z0-9_-]+"$/);
    expect(await res.json()).toEqual(content);
    // Same content, same tag; another content, another tag.
    expect((await app.request("/api/test/list")).headers.get("etag")).toBe(tag);
    content.items.push("tre");
    expect((await app.request("/api/test/list")).headers.get("etag")).not.toBe(tag);
  });

  it("answers 304 without a body to a client that has it, also through compression", async () => {
    const app = appWith({ items: Array.from({ length: 200 }, (_, i) => `rad ${i}`) });
    const gzip = { "accept-encoding": "gzip" };
    const compressed = await app.request("/api/test/list", { headers: gzip });
    expect(compressed.headers.get("content-encoding")).toBe("gzip");
    // A compressed answer is another representation: its tag goes out weak, and comes back so.
    const weak = compressed.headers.get("etag")!;
    expect(weak).toMatch(/^W\/"/);
    const res = await app.request("/api/test/list", {
      headers: { ...gzip, "if-none-match": weak },
    });
    expect(res.status).toBe(304);
    expect(await res.text()).toBe("");
    expect(res.headers.get("cache-control")).toBe("private, no-cache");
  });

  it("can only be a GET", () => {
    const route = defineRoute({
      method: "post",
      path: "/api/test/list",
      operationId: "postTest",
      summary: "Not a read",
      tag: "test",
      permission: "public",
      response: z.object({}),
      revalidate: true,
    });
    expect(() => mountRoute(createRouter(), route, async () => ({}))).toThrow(/only a GET/);
  });
});

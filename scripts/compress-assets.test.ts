import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApp } from "../src/server/app";
import { createTestApp, type TestApp } from "../tests/fixtures/test-app";
import { compressAssets } from "./compress-assets";

let t: TestApp;
let webDir: string;
let app: ReturnType<typeof createApp>;
const script = `export const rows = [${Array.from({ length: 400 }, (_, i) => `"rad ${i}"`).join(",")}];\n`;

beforeAll(async () => {
  t = await createTestApp();
  webDir = mkdtempSync(join(tmpdir(), "st-web-"));
  mkdirSync(join(webDir, "assets"));
  writeFileSync(join(webDir, "index.html"), "<!doctype html><title>ST-portalen</title>");
  writeFileSync(join(webDir, "assets", "app-abc123.js"), script);
  writeFileSync(join(webDir, "assets", "logo-abc123.png"), Buffer.from([0x89, 0x50, 0x4e, 0x47]));
  compressAssets(join(webDir, "assets"));
  app = createApp({ ...t.deps, config: { ...t.deps.config, webDir } });
});
afterAll(async () => {
  rmSync(webDir, { recursive: true, force: true });
  await t.close();
});

const get = (path: string, acceptEncoding?: string) =>
  app.request(path, { headers: acceptEncoding ? { "accept-encoding": acceptEncoding } : {} });

describe("built assets", () => {
  it("are compressed once at build time, text only", () => {
    const assets = join(webDir, "assets");
    expect(existsSync(join(assets, "app-abc123.js.br"))).toBe(true);
    expect(existsSync(join(assets, "app-abc123.js.gz"))).toBe(true);
    expect(existsSync(join(assets, "logo-abc123.png.br"))).toBe(false);
  });

  it("are sent as the build compressed them, brotli first, with the same content", async () => {
    const br = await get("/assets/app-abc123.js", "gzip, deflate, br");
    expect(br.headers.get("content-encoding")).toBe("br");
    expect(br.headers.get("vary")).toMatch(/accept-encoding/i);
    expect(br.headers.get("content-type")).toMatch(/javascript/);
    expect(br.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect(brotliDecompressSync(Buffer.from(await br.arrayBuffer())).toString()).toBe(script);

    const gz = await get("/assets/app-abc123.js", "gzip");
    expect(gz.headers.get("content-encoding")).toBe("gzip");
    expect(gunzipSync(Buffer.from(await gz.arrayBuffer())).toString()).toBe(script);

    const plain = await get("/assets/app-abc123.js");
    expect(plain.headers.get("content-encoding")).toBeNull();
    expect(await plain.text()).toBe(script);
    expect(readFileSync(join(webDir, "assets", "app-abc123.js"), "utf8")).toBe(script);
  });

  it("still answers a missing asset with 404, not the page", async () => {
    expect((await get("/assets/gone-000.js", "br")).status).toBe(404);
  });
});

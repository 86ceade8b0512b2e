import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../tests/fixtures/test-app";
import { type VariantApp, variantApp } from "../../tests/fixtures/variant-app";
import { createApp } from "./app";
import { THROTTLE } from "./auth/sign-in-throttle";
import { OPENAPI_PATH } from "./openapi";

/**
 * The headers every answer carries, whatever answered it: API routes of every status, file
 * downloads, the built web app's files, the page of any other path, 404s and failures.
 */
let t: TestApp;
let web: VariantApp;
let webDir: string;
let adminCookie: string;
const files: Record<"pdf" | "png", string> = { pdf: "", png: "" };

const PDF = new TextEncoder().encode(
  "%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n",
);
const PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==",
  "base64",
);

beforeAll(async () => {
  t = await createTestApp();
  webDir = mkdtempSync(join(tmpdir(), "st-web-headers-"));
  mkdirSync(join(webDir, "assets"));
  // The real page template: what the build turns into dist/web/index.html.
  writeFileSync(join(webDir, "index.html"), readFileSync("index.html", "utf8"));
  writeFileSync(join(webDir, "assets", "index-1.js"), "console.log(1);");
  writeFileSync(join(webDir, "favicon.svg"), readFileSync("public/favicon.svg"));
  web = variantApp(t, { webDir });

  const admin = await t.createUser({ role: "ADMIN" });
  const client = web.client();
  expect((await client.post("/api/session/sign-in", admin)).status).toBe(200);
  adminCookie = client.cookieHeader;
  const doctor = await t.createUser({ role: "ST_DOCTOR" });
  await t.chooseModel(doctor.id, "2015");
  const upload = async (kind: string, itemId: string, blob: Blob, name: string) => {
    const form = new FormData();
    form.append("kind", kind);
    if (itemId) form.append("itemId", itemId);
    form.append("file", blob, name);
    const res = await client.upload(`/api/st-doctors/${doctor.id}/files`, form);
    expect(res.status, await res.clone().text()).toBe(201);
    return ((await res.json()) as { file: { id: string } }).file.id;
  };
  files.pdf = await upload("contract", "", new Blob([PDF]), "avtal.pdf");
  files.png = await upload("goal", "a1", new Blob([PNG]), "intyg.png");
});
afterAll(async () => {
  rmSync(webDir, { recursive: true, force: true });
  await t.close();
});

/** The directives of a Content-Security-Policy, by name. */
function directives(csp: string | null): Map<string, string[]> {
  expect(csp, "Content-Security-Policy").toBeTruthy();
  return new Map(
    (csp ?? "")
      .split(";")
      .map((part) => part.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name, ...values]) => [name!.toLowerCase(), values]),
  );
}

/** What every answer must carry; a served file keeps its own stricter policy, framed by the portal only. */
function expectSecurityHeaders(res: Response, what: string, kind: "app" | "file" = "app") {
  const h = res.headers;
  const csp = directives(h.get("content-security-policy"));
  // Scripts only from the portal's own files: nothing inline, no eval, no other host.
  const scripts = csp.get("script-src") ?? csp.get("default-src") ?? [];
  expect(scripts, what).not.toHaveLength(0);
  for (const source of scripts) expect(["'self'", "'none'"], what).toContain(source);
  if (kind === "app") expect(csp.get("object-src"), what).toEqual(["'none'"]);
  expect(csp.get("frame-ancestors"), what).toEqual(kind === "file" ? ["'self'"] : ["'none'"]);
  expect(h.get("x-frame-options"), what).toBe(kind === "file" ? "SAMEORIGIN" : "DENY");
  if (kind === "app") {
    expect(csp.get("base-uri"), what).toEqual(["'self'"]);
    expect(csp.get("form-action"), what).toEqual(["'self'"]);
  }
  expect(h.get("x-content-type-options"), what).toBe("nosniff");
  expect(h.get("referrer-policy"), what).toBe("no-referrer");
  const permissions = h.get("permissions-policy") ?? "";
  for (const feature of ["camera", "microphone", "geolocation", "payment", "usb"])
    expect(permissions, what).toContain(`${feature}=()`);
  expect(h.get("cross-origin-opener-policy"), what).toBe("same-origin");
  expect(h.get("x-powered-by"), what).toBeNull();
  // Served over plain HTTP here (PUBLIC_URL is http): no HSTS, which would be meaningless.
  expect(h.get("strict-transport-security"), what).toBeNull();
}

describe("every API route", () => {
  it("answers a signed-out caller with the headers, whatever the status", async () => {
    const seen = new Set<number>();
    for (const { method, path } of web.app.routes) {
      if (method === "ALL" || !path.startsWith("/api/")) continue;
      const url = path.replace(/:(\w+)/g, "00000000-0000-4000-8000-000000000000");
      const res = await web.app.request(url, {
        method,
        headers: { origin: t.deps.config.publicUrl, "content-type": "application/json" },
        ...(method === "GET" ? {} : { body: "{}" }),
      });
      seen.add(res.status);
      expectSecurityHeaders(res, `${method} ${path}: ${res.status}`);
    }
    expect([...seen].sort()).toEqual(expect.arrayContaining([200, 400, 401]));
  });

  it("answers a signed-in administrator's reads with the headers", async () => {
    const seen = new Set<number>();
    for (const { method, path } of web.app.routes) {
      if (method !== "GET" || !path.startsWith("/api/")) continue;
      const url = path.replace(/:(\w+)/g, "00000000-0000-4000-8000-000000000000");
      const res = await web.app.request(url, { headers: { cookie: adminCookie } });
      seen.add(res.status);
      expectSecurityHeaders(res, `GET ${path}: ${res.status}`);
    }
    expect(seen).toContain(200);
    expect(seen).toContain(404);
  });

  it.each([
    ["an unknown path", "/api/finns-inte", {}, 404],
    ["an OPTIONS request", "/api/users", { method: "OPTIONS" }, 404],
    ["a body that is not JSON", "/api/session/sign-in", { method: "POST", body: "{" }, 400],
    [
      "a body of the wrong type",
      "/api/session/sign-in",
      { method: "POST", body: "x", headers: { "content-type": "text/plain" } },
      415,
    ],
    [
      "a body over the limit",
      "/api/session/sign-in",
      { method: "POST", body: "x", headers: { "content-length": String(50 * 1024 * 1024) } },
      413,
    ],
    [
      "a write from another site",
      "/api/users",
      { method: "POST", body: "{}", headers: { origin: "https://annan.example" } },
      403,
    ],
    ["the OpenAPI document", OPENAPI_PATH, {}, 200],
  ])("carries them on %s", async (_name, path, init: RequestInit, status) => {
    const headers = {
      origin: t.deps.config.publicUrl,
      "content-type": "application/json",
      cookie: adminCookie,
      ...(init.headers as Record<string, string> | undefined),
    };
    const res = await web.app.request(path, { ...init, headers });
    expect(res.status).toBe(status);
    expectSecurityHeaders(res, path);
  });

  it("carries them on a revalidated answer's 304", async () => {
    const first = await web.app.request("/api/catalog/goals", {
      headers: { cookie: adminCookie },
    });
    const tag = first.headers.get("etag") ?? "";
    const res = await web.app.request("/api/catalog/goals", {
      headers: { cookie: adminCookie, "if-none-match": tag },
    });
    expect(res.status).toBe(304);
    expectSecurityHeaders(res, "304");
  });

  it("carries them on a refusal for too many attempts", async () => {
    const client = web.client("192.0.2.77");
    let res: Response | undefined;
    for (let i = 0; i <= THROTTLE.resetPerAddress; i++)
      res = await client.post("/api/password-reset/request", { email: `x${i}@example.se` });
    expect(res?.status).toBe(429);
    expectSecurityHeaders(res!, "429");
  });

  it("carries them when the database does not answer, and on a failure inside a handler", async () => {
    const down = createApp({ ...web.deps, ping: async () => false });
    const health = await down.request("/api/health");
    expect(health.status).toBe(503);
    expectSecurityHeaders(health, "503");
    const broken = createApp({
      ...web.deps,
      files: {
        ...web.deps.files,
        open: () => Promise.reject(new Error("disk gone")),
      },
    });
    const res = await broken.request(`/api/files/${files.pdf}`, {
      headers: { cookie: adminCookie },
    });
    expect(res.status).toBe(500);
    expectSecurityHeaders(res, "500");
  });
});

describe("file downloads", () => {
  it.each([
    ["a PDF, shown inline in the portal's frame", "pdf", "application/pdf"],
    ["an image", "png", "image/png"],
  ] as const)("carry the headers on %s, with a policy of its own", async (_n, kind, type) => {
    const res = await web.app.request(`/api/files/${files[kind]}`, {
      headers: { cookie: adminCookie },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe(type);
    expectSecurityHeaders(res, kind, "file");
    const csp = directives(res.headers.get("content-security-policy"));
    expect(csp.get("default-src")).toEqual(["'none'"]);
    if (kind === "png") expect(csp.has("sandbox")).toBe(true);
  });

  it("answer a file that cannot be found with the headers", async () => {
    const res = await web.app.request("/api/files/00000000-0000-4000-8000-000000000000", {
      headers: { cookie: adminCookie },
    });
    expect(res.status).toBe(404);
    expectSecurityHeaders(res, "missing file");
  });
});

describe("the web app", () => {
  it.each([
    ["a script of the build", "/assets/index-1.js", 200],
    ["a missing script of the build", "/assets/index-0.js", 404],
    ["a file of public/", "/favicon.svg", 200],
    ["the landing page", "/", 200],
    ["a page", "/dashboard", 200],
    ["the page an assessment link opens", "/bedomning", 200],
    ["any other path (the SPA fallback)", "/finns/inte/alls", 200],
  ])("serves %s with the headers", async (_name, path, status) => {
    for (const cookie of ["", adminCookie]) {
      const res = await web.app.request(path, { headers: { cookie } });
      expect(res.status, path).toBe(status);
      expectSecurityHeaders(res, path);
    }
  });

  it.each([
    "/assets/..%2f..%2f..%2f..%2fetc%2fpasswd",
    "/..%2f..%2f..%2f..%2fetc%2fpasswd",
    "/assets/%2e%2e/%2e%2e/package.json",
  ])("serves nothing outside the build for %s, with the headers", async (path) => {
    const res = await web.app.request(path);
    expect(await res.text()).not.toMatch(/root:|"devDependencies"/);
    expectSecurityHeaders(res, path);
  });

  it("answers HEAD with the headers", async () => {
    const res = await web.app.request("/login", { method: "HEAD" });
    expectSecurityHeaders(res, "HEAD /login");
  });

  it("has no inline script in the page a browser loads, so the policy needs no 'unsafe-inline'", async () => {
    for (const cookie of ["", adminCookie]) {
      const html = await (await web.app.request("/dashboard", { headers: { cookie } })).text();
      const scripts = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)];
      expect(scripts.length).toBeGreaterThan(0);
      for (const [, attributes, body] of scripts) {
        // Either a file of the portal, or data the app reads (never run by the browser).
        if (/\bsrc=/.test(attributes ?? "")) expect(body?.trim()).toBe("");
        else expect(attributes).toMatch(/type="application\/json"/);
      }
      expect(html).not.toMatch(/\son[a-z]+\s*=/i);
    }
  });
});

describe("served over HTTPS (PUBLIC_URL is https)", () => {
  it("tells browsers to come back only over HTTPS, on pages, API answers and the build's files", async () => {
    const https = variantApp(t, { publicUrl: "https://st.example.se", webDir });
    for (const path of ["/", "/api/health", "/api/finns-inte", "/assets/index-1.js"]) {
      const res = await https.app.request(path);
      expect(res.headers.get("strict-transport-security"), path).toMatch(
        /^max-age=(\d+); includeSubDomains$/,
      );
      const maxAge = Number(
        /max-age=(\d+)/.exec(res.headers.get("strict-transport-security") ?? "")?.[1],
      );
      expect(maxAge).toBeGreaterThanOrEqual(180 * 24 * 3600);
    }
  });
});

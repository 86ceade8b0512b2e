import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { eq } from "drizzle-orm";
import { Hono } from "hono";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../tests/fixtures/test-app";
import { DOCTOR_PAGES, GENERAL_PAGES } from "../shared/roles";
import { createApp } from "./app";
import type { AppEnv } from "./context";
import { users } from "./db/schema";
import { PAGE_MODULES, type ReadThroughApp, renderPage } from "./web-app";

let t: TestApp;
let app: ReturnType<typeof createApp>;
let webDir: string;

// A build's manifest in miniature: the entry shares `core`; the shell and pages load more.
const manifest = {
  "index.html": { file: "assets/index-1.js", isEntry: true, imports: ["_core-1.js"] },
  "_core-1.js": { file: "assets/core-1.js" },
  "_vendor-1.js": { file: "assets/vendor-1.js", imports: ["_core-1.js"] },
  "src/web/app/shell/app-layout.tsx": {
    file: "assets/app-layout-1.js",
    imports: ["_vendor-1.js", "_core-1.js"],
  },
  "src/web/app/routes/formalities.tsx": {
    file: "assets/formalities-1.js",
    imports: ["_vendor-1.js"],
  },
  "src/web/app/routes/login.tsx": { file: "assets/login-1.js", imports: ["_public-1.js"] },
  "_public-1.js": { file: "assets/public-1.js" },
};

beforeAll(async () => {
  t = await createTestApp();
  webDir = mkdtempSync(join(tmpdir(), "st-web-"));
  mkdirSync(join(webDir, ".vite"));
  writeFileSync(
    join(webDir, "index.html"),
    '<!doctype html><html><head><title>ST-portalen</title></head><body><div id="root"></div></body></html>',
  );
  writeFileSync(join(webDir, ".vite", "manifest.json"), JSON.stringify(manifest));
  app = createApp({ ...t.deps, config: { ...t.deps.config, webDir } });
});
afterAll(async () => {
  rmSync(webDir, { recursive: true, force: true });
  await t.close();
});

const page = async (path: string, cookie?: string) => {
  const res = await app.request(path, { headers: cookie ? { cookie } : {} });
  expect(res.status).toBe(200);
  return { res, html: await res.text() };
};
const embeddedSession = (html: string) => {
  const json = /<script type="application\/json" id="st-session">(.*?)<\/script>/.exec(html)?.[1];
  return json === undefined ? undefined : JSON.parse(json);
};
const embeddedAnswers = (html: string): Record<string, { tag: string | null; data: unknown }> => {
  const json = /<script type="application\/json" id="st-answers">(.*?)<\/script>/.exec(html)?.[1];
  return json === undefined ? {} : JSON.parse(json);
};
const preloads = (html: string) =>
  [...html.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">/g)].map((m) => m[1]);

describe("the page a browser loads first", () => {
  it("carries a signed-in user's session and preloads the shell and the page beside the entry", async () => {
    const { client, user } = await t.signedIn("ST_DOCTOR");
    const { res, html } = await page("/formalities?st=x", client.cookieHeader);
    expect(embeddedSession(html)).toMatchObject({ user: { id: user.id, role: "ST_DOCTOR" } });
    expect(preloads(html).sort()).toEqual([
      "/assets/app-layout-1.js",
      "/assets/formalities-1.js",
      "/assets/vendor-1.js",
    ]);
    expect(res.headers.get("cache-control")).toBe("private, no-cache");
    expect(res.headers.get("vary")).toMatch(/cookie/i);
  });

  it("says a visitor without a live session is signed out and preloads only a signed-out page", async () => {
    const login = await page("/login");
    expect(embeddedSession(login.html)).toBeNull();
    expect(preloads(login.html).sort()).toEqual(["/assets/login-1.js", "/assets/public-1.js"]);

    const stale = await page("/formalities", "st-portalen.session_token=gone.c2ln");
    expect(embeddedSession(stale.html)).toBeNull();
    expect(preloads(stale.html)).toEqual([]);
  });

  it("does not embed a deactivated user's session", async () => {
    const { client, user } = await t.signedIn("SUPERVISOR");
    await t.deps.db.update(users).set({ isActive: false }).where(eq(users.id, user.id));
    expect(embeddedSession((await page("/dashboard", client.cookieHeader)).html)).toBeNull();
  });

  it("cannot be broken out of by a name that holds markup", async () => {
    const { client } = await t.signedIn("ST_DOCTOR", {
      firstName: "</script><script>alert(1)</script>",
    });
    const { html } = await page("/dashboard", client.cookieHeader);
    expect(html).not.toContain("<script>alert(1)");
    expect(embeddedSession(html).user.firstName).toBe("</script><script>alert(1)</script>");
  });

  it("carries the answers of an ST doctor's first reads, as the API gives them, tags included", async () => {
    const { client, user } = await t.signedIn("ST_DOCTOR", {
      firstName: "</script><script>alert(2)</script>",
    });
    const { html } = await page("/goals", client.cookieHeader);
    expect(html).not.toContain("<script>alert(2)");
    const answers = embeddedAnswers(html);
    const recordPath = `/api/st-doctors/${user.id}/record`;
    expect(Object.keys(answers).sort()).toEqual(
      [
        recordPath,
        "/api/catalog/goals",
        `/api/st-doctors/${user.id}/structured-assessments`,
      ].sort(),
    );
    const read = await client.request("GET", recordPath);
    expect(answers[recordPath]).toEqual({ tag: read.headers.get("etag"), data: await read.json() });
    expect(answers[recordPath]?.tag).toBeTruthy();
  });

  it("carries a reviewer's page as the app will choose it: the doctor in the address, else the first of the list", async () => {
    const SEARCH = "/api/st-doctors?limit=50";
    const doctor = await t.createUser({ role: "ST_DOCTOR" });
    const admin = await t.signedIn("ADMIN");
    const withDoctor = embeddedAnswers(
      (await page(`/formalities?st=${doctor.id}`, admin.client.cookieHeader)).html,
    );
    expect(Object.keys(withDoctor).sort()).toEqual(
      [SEARCH, `/api/st-doctors/${doctor.id}`, `/api/st-doctors/${doctor.id}/record`].sort(),
    );

    // The API answers 404 for a doctor the reader may not see, or who does not exist; an
    // administrator then starts without a doctor, as the app does.
    const unknown = await page(
      "/formalities?st=00000000-0000-4000-8000-000000000000",
      admin.client.cookieHeader,
    );
    expect(Object.keys(embeddedAnswers(unknown.html))).toEqual([SEARCH]);

    // A supervisor without a doctor in the address gets the first of their list.
    const supervisor = await t.signedIn("SUPERVISOR");
    const list = (await (await supervisor.client.request("GET", SEARCH)).json()) as {
      doctors: { id: string }[];
    };
    const first = list.doctors[0]?.id ?? "";
    expect(first).not.toBe("");
    const chosen = embeddedAnswers((await page("/dashboard", supervisor.client.cookieHeader)).html);
    expect(Object.keys(chosen).sort()).toEqual(
      [
        SEARCH,
        `/api/st-doctors/${first}`,
        `/api/st-doctors/${first}/record`,
        `/api/st-doctors/${first}/iup`,
        "/api/catalog/goals",
        "/api/catalog/procedures/in-use",
        "/api/warning-settings",
      ].sort(),
    );

    // An ST doctor always reads their own record, whatever the address says.
    const other = await t.signedIn("ST_DOCTOR");
    const own = await page(`/formalities?st=${doctor.id}`, other.client.cookieHeader);
    expect(Object.keys(embeddedAnswers(own.html))).toEqual([
      `/api/st-doctors/${other.user.id}/record`,
    ]);
  });

  it("carries no answers for a visitor, a general page or a password that must be changed", async () => {
    expect((await page("/dashboard")).html).not.toContain('id="st-answers"');
    const doctor = await t.signedIn("ST_DOCTOR");
    expect((await page("/profile", doctor.client.cookieHeader)).html).not.toContain(
      'id="st-answers"',
    );
    const newcomer = await t.signedIn("ST_DOCTOR", { mustChangePassword: true });
    expect((await page("/dashboard", newcomer.client.cookieHeader)).html).not.toContain(
      'id="st-answers"',
    );
  });

  it("comes without the answers when they are slow or fail, never later or broken", async () => {
    const { client } = await t.signedIn("ST_DOCTOR");
    const served = async (read: ReadThroughApp) => {
      const pages = new Hono<AppEnv>();
      pages.use(async (c, next) => {
        c.set("deps", t.deps);
        await next();
      });
      pages.get("*", async (c) => c.html(await renderPage(c, webDir, read, 20)));
      const res = await pages.request("/formalities", { headers: { cookie: client.cookieHeader } });
      expect(res.status).toBe(200);
      return res.text();
    };
    const never = await served(() => new Promise<Response>(() => {}));
    expect(embeddedSession(never)).toBeTruthy();
    expect(never).not.toContain('id="st-answers"');
    const failing = await served(async () => {
      throw new Error("the database went away");
    });
    expect(embeddedSession(failing)).toBeTruthy();
    expect(failing).not.toContain('id="st-answers"');
  });

  it("knows the route module of every page, and each exists", () => {
    const router = readFileSync("src/web/app/router.tsx", "utf8");
    for (const id of [...DOCTOR_PAGES, ...GENERAL_PAGES]) {
      const module = PAGE_MODULES[id];
      expect(existsSync(module), module).toBe(true);
      expect(router).toContain(
        `import("./routes/${module.split("/").pop()?.replace(".tsx", "")}")`,
      );
    }
  });
});

describe("the installable app's files", () => {
  it("serves the worker at the root, asked for again at each visit, under the portal's script policy", async () => {
    writeFileSync(join(webDir, "sw.js"), "self.addEventListener('fetch', () => {});");
    const res = await app.request("/sw.js");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toMatch(/javascript/);
    expect(res.headers.get("cache-control")).toBe("no-cache");
    // A worker is a script of the portal's own origin: script-src 'self' allows it, and
    // nothing else in the policy was loosened for it.
    const csp = res.headers.get("content-security-policy") ?? "";
    expect(csp).toMatch(/script-src 'self'(;|$)/);
    expect(csp).not.toMatch(/worker-src|unsafe-eval/);
  });

  it("serves the manifest as a web app manifest", async () => {
    writeFileSync(join(webDir, "manifest.webmanifest"), '{"name":"ST-portalen"}');
    const res = await app.request("/manifest.webmanifest");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toMatch(/^application\/manifest\+json/);
    expect(res.headers.get("cache-control")).toBe("no-cache");
    expect(await res.json()).toEqual({ name: "ST-portalen" });
  });

  it("serves the page without any session for the worker to keep, even to a signed-in user", async () => {
    const { client } = await t.signedIn("ST_DOCTOR");
    const res = await app.request("/app-shell", { headers: { cookie: client.cookieHeader } });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toMatch(/^text\/html/);
    expect(res.headers.get("cache-control")).toBe("no-cache");
    const html = await res.text();
    expect(embeddedSession(html)).toBeUndefined();
    expect(html).toContain('<div id="root">');
  });
});

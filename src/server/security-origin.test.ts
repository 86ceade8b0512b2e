import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  createTestApp,
  PUBLIC_URL,
  type TestApp,
  type TestClient,
} from "../../tests/fixtures/test-app";
import { COMMON_MESSAGES } from "../shared/messages/common";

/**
 * Writes from other sites (cross-site request forgery): the session cookie travels with a request
 * another site's page makes, so every state-changing route must refuse a request that does not
 * name the portal as its origin. The routes come from the app itself, so a new one is covered.
 */
let t: TestApp;
let admin: TestClient;
beforeAll(async () => {
  t = await createTestApp();
  ({ client: admin } = await t.signedIn("ADMIN"));
});
afterAll(() => t.close());

const SOME_ID = "00000000-0000-4000-8000-000000000000";
const WRITES = new Set(["POST", "PUT", "PATCH", "DELETE"]);

/** Every state-changing API route the app answers, with its parameters filled in. */
function writeRoutes(): { method: string; route: string; url: string }[] {
  const routes = t.app.routes
    .filter(({ method, path }) => WRITES.has(method) && path.startsWith("/api/"))
    .map(({ method, path }) => ({
      method,
      route: `${method} ${path}`,
      url: path.replace(/:(\w+)/g, SOME_ID),
    }));
  return [...new Map(routes.map((r) => [r.route, r])).values()];
}

const FOREIGN: [string, Record<string, string>][] = [
  ["no Origin", {}],
  ["Origin: null (a sandboxed frame, a file)", { origin: "null" }],
  ["another site", { origin: "https://annan.example" }],
  ["a host that starts like the portal's", { origin: `${PUBLIC_URL}.annan.example` }],
  ["the portal's host on another port", { origin: "http://localhost:3001" }],
  ["the portal's host over another scheme", { origin: "https://localhost:3000" }],
  ["no Origin but the portal as Referer", { referer: `${PUBLIC_URL}/dashboard` }],
];

describe("state-changing requests from elsewhere", () => {
  it("include every route that writes (sign-in and sign-out too)", () => {
    const routes = writeRoutes().map((r) => r.route);
    expect(routes.length).toBeGreaterThan(30);
    expect(routes).toEqual(
      expect.arrayContaining([
        "POST /api/session/sign-in",
        "POST /api/session/sign-out",
        "POST /api/password-reset/confirm",
        "POST /api/users",
        "DELETE /api/users/:id",
        "POST /api/st-doctors/:doctorId/files",
      ]),
    );
  });

  it.each(FOREIGN)("are refused with %s, on every route, for a signed-in user", async (_, h) => {
    for (const { method, route, url } of writeRoutes()) {
      // Straight to the app, so that a header left out is absent, not empty.
      const res = await t.app.request(url, {
        method,
        headers: { cookie: admin.cookieHeader, "content-type": "application/json", ...h },
        body: "{}",
      });
      expect(res.status, route).toBe(403);
      expect(await res.json(), route).toEqual({
        error: COMMON_MESSAGES.forbidden,
        code: "FOREIGN_ORIGIN",
      });
    }
  });

  it("reach the route when the portal is the origin (the check is not a blanket refusal)", async () => {
    for (const { method, route, url } of writeRoutes()) {
      const res = await t.client().request(method, url, {});
      const body = (await res.json()) as { code?: string };
      expect(body.code, route).not.toBe("FOREIGN_ORIGIN");
    }
  });

  it("change nothing: a record reset from another site leaves the record as it was", async () => {
    const { client, user } = await t.signedIn("ST_DOCTOR");
    await t.chooseModel(user.id, "2015");
    await client.put(`/api/st-doctors/${user.id}/goals/a1`, { status: "completed" });
    const res = await client.request(
      "POST",
      `/api/st-doctors/${user.id}/reset`,
      {},
      { origin: "https://annan.example" },
    );
    expect(res.status).toBe(403);
    const record = await (await client.get(`/api/st-doctors/${user.id}/record`)).json();
    expect(record.goals).toHaveLength(1);
  });

  it("cannot sign someone in from another site (login forgery)", async () => {
    const user = await t.createUser({ role: "ST_DOCTOR" });
    const res = await t
      .client()
      .request("POST", "/api/session/sign-in", user, { origin: "https://annan.example" });
    expect(res.status).toBe(403);
    expect(res.headers.getSetCookie()).toEqual([]);
  });
});

describe("reads from elsewhere", () => {
  it("are never opened to another site's scripts: no CORS headers, also on a preflight", async () => {
    for (const [method, path] of [
      ["GET", "/api/session"],
      ["GET", "/api/users"],
      ["OPTIONS", "/api/users"],
    ] as const) {
      const res = await admin.request(method, path, undefined, {
        origin: "https://annan.example",
        "access-control-request-method": "POST",
      });
      expect(res.headers.get("access-control-allow-origin"), path).toBeNull();
      expect(res.headers.get("access-control-allow-credentials"), path).toBeNull();
    }
  });
});

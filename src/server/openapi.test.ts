import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../tests/fixtures/test-app";
import { API_ERROR_CODES } from "../shared/api/errors";
import { OPENAPI_PATH } from "./openapi";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** Every API route the app answers, as `METHOD /api/path/{param}`; middleware entries left out. */
function appRoutes(): Set<string> {
  const routes = new Set<string>();
  for (const { method, path } of t.app.routes) {
    if (method === "ALL" || !path.startsWith("/api/") || path === OPENAPI_PATH) continue;
    routes.add(`${method} ${path.replace(/:(\w+)/g, "{$1}")}`);
  }
  return routes;
}

async function documentedRoutes() {
  const res = await t.client().get(OPENAPI_PATH);
  expect(res.status).toBe(200);
  const doc = (await res.json()) as { openapi: string; paths: Record<string, object> };
  const routes = new Set<string>();
  for (const [path, operations] of Object.entries(doc.paths)) {
    for (const method of Object.keys(operations)) routes.add(`${method.toUpperCase()} ${path}`);
  }
  return { doc, routes };
}

describe("the OpenAPI document", () => {
  it("is served without signing in and names every route the app answers, and no other", async () => {
    const { doc, routes } = await documentedRoutes();
    expect(doc.openapi).toBe("3.1.0");
    expect([...routes].sort()).toEqual([...appRoutes()].sort());
    expect(routes.size).toBeGreaterThan(30);
  });

  it("describes each JSON request body and answer with a schema, and every error with the closed list of codes", async () => {
    const res = await t.client().get(OPENAPI_PATH);
    const doc = (await res.json()) as {
      paths: Record<string, Record<string, { responses: Record<string, unknown> }>>;
    };
    const signIn = doc.paths["/api/session/sign-in"]?.post as unknown as {
      requestBody: { content: Record<string, { schema: { properties: object } }> };
      responses: Record<string, { content: Record<string, { schema: unknown }> }>;
    };
    expect(Object.keys(signIn.requestBody.content["application/json"]!.schema.properties)).toEqual(
      expect.arrayContaining(["email", "password"]),
    );
    const error = JSON.stringify(signIn.responses["401"]);
    for (const code of API_ERROR_CODES) expect(error).toContain(code);
    for (const operations of Object.values(doc.paths)) {
      for (const operation of Object.values(operations)) {
        expect(Object.keys(operation.responses)).toContain("400");
      }
    }
  });
});

import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { API_ROUTES } from "../../scripts/all-routes";
import { createTestApp, type TestApp } from "../../tests/fixtures/test-app";
import { API_ERROR_CODES } from "../shared/api/errors";
import { OPENAPI_PATH, SESSION_SECURITY_SCHEME } from "./openapi";
import { summarizePermission } from "./route-permission";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

interface Operation {
  operationId?: string;
  security?: unknown[];
  "x-permission"?: unknown;
  requestBody?: { content: Record<string, { schema: { properties?: Record<string, unknown> } }> };
  responses: Record<string, { content?: Record<string, unknown> }>;
}
interface Document {
  openapi: string;
  security?: unknown[];
  components: { securitySchemes?: Record<string, { type: string; in: string; name: string }> };
  paths: Record<string, Record<string, Operation>>;
}

/** Every API route the app answers, as `METHOD /api/path/{param}`; middleware entries left out. */
function appRoutes(): Set<string> {
  const routes = new Set<string>();
  for (const { method, path } of t.app.routes) {
    if (method === "ALL" || !path.startsWith("/api/")) continue;
    routes.add(`${method} ${path.replace(/:(\w+)/g, "{$1}")}`);
  }
  return routes;
}

async function servedDocument(): Promise<Document> {
  const res = await t.client().get(OPENAPI_PATH);
  expect(res.status).toBe(200);
  return (await res.json()) as Document;
}

function operationsOf(doc: Document) {
  return Object.entries(doc.paths).flatMap(([path, operations]) =>
    Object.entries(operations).map(([method, operation]) => ({
      key: `${method.toUpperCase()} ${path}`,
      operation,
    })),
  );
}

const routeKey = (route: { method: string; path: string }) =>
  `${route.method.toUpperCase()} ${route.path}`;

describe("the OpenAPI document", () => {
  it("is served without signing in and names every route the app answers, itself included, and no other", async () => {
    const doc = await servedDocument();
    expect(doc.openapi).toBe("3.1.0");
    const documented = operationsOf(doc).map((o) => o.key);
    expect(documented.sort()).toEqual([...appRoutes()].sort());
    expect(documented).toContain(`GET ${OPENAPI_PATH}`);
    expect(documented.length).toBeGreaterThan(70);
  });

  it("is built from the list of route definitions the API reference prints, which names every route once", () => {
    const defined = API_ROUTES.map(routeKey);
    expect(new Set(defined).size).toBe(defined.length);
    expect(defined.sort()).toEqual([...appRoutes()].sort());
  });

  it("gives every operation its own operationId, the definition's", async () => {
    const doc = await servedDocument();
    const ids = operationsOf(doc).map(({ operation }) => operation.operationId);
    expect(ids.every((id) => typeof id === "string" && /^[a-z][A-Za-z]+$/.test(id))).toBe(true);
    expect(new Set(ids).size).toBe(ids.length);
    for (const route of API_ROUTES) {
      expect(doc.paths[route.path]?.[route.method]?.operationId).toBe(route.operationId);
    }
  });

  it("says who may call each operation as its definition does: x-permission, and no security for a public one", async () => {
    const doc = await servedDocument();
    const scheme = doc.components.securitySchemes?.[SESSION_SECURITY_SCHEME.name];
    expect(scheme).toMatchObject({ type: "apiKey", in: "cookie" });
    expect(doc.security).toEqual([{ [SESSION_SECURITY_SCHEME.name]: [] }]);
    for (const route of API_ROUTES) {
      const operation = doc.paths[route.path]![route.method]!;
      expect(operation["x-permission"], routeKey(route)).toEqual(summarizePermission(route));
      if (route.permission === "public") expect(operation.security, routeKey(route)).toEqual([]);
      else expect(operation.security, routeKey(route)).toBeUndefined();
    }
    // Spot checks of what the summary says.
    const users = doc.paths["/api/users"]!.get!["x-permission"];
    expect(users).toEqual({ permission: "users:list", roles: ["DIRECTOR", "ADMIN"] });
    expect(doc.paths["/api/st-doctors/{doctorId}/record"]!.get!["x-permission"]).toMatchObject({
      permission: "doctor:view",
      roles: ["ST_DOCTOR", "SUPERVISOR", "DIRECTOR", "ADMIN"],
      condition: expect.stringMatching(/own record/),
    });
    expect(doc.paths["/api/session"]!.get!["x-permission"]).toMatchObject({
      permission: "session",
      beforePasswordChange: true,
    });
  });

  it("names the cookie that signing in sets", async () => {
    const user = await t.createUser({ role: "ADMIN" });
    const res = await t.client().post("/api/session/sign-in", {
      email: user.email,
      password: user.password,
    });
    expect(res.status).toBe(200);
    const scheme = (await servedDocument()).components.securitySchemes![
      SESSION_SECURITY_SCHEME.name
    ]!;
    expect(res.headers.getSetCookie().map((c) => c.split("=")[0])).toContain(scheme.name);
  });

  it("describes file answers by their media types and the upload as multipart/form-data", async () => {
    const doc = await servedDocument();
    const answerTypes = (path: string) =>
      Object.keys(doc.paths[path]!.get!.responses["200"]!.content ?? {});
    expect(answerTypes("/api/st-doctors/{doctorId}/portfolio.pdf")).toEqual(["application/pdf"]);
    expect(answerTypes("/api/cohort.csv")).toEqual(["text/csv"]);
    expect(answerTypes("/api/calendar/{file}")).toEqual(["text/calendar"]);
    expect(answerTypes("/api/account/export.zip")).toEqual(["application/zip"]);
    expect(answerTypes("/api/users/{id}/export.zip")).toEqual(["application/zip"]);
    expect(answerTypes("/api/files/{fileId}")).toEqual(
      expect.arrayContaining(["application/pdf", "image/jpeg", "image/png", "application/msword"]),
    );
    expect(answerTypes(OPENAPI_PATH)).toEqual(["application/json"]);
    const octetStreams = operationsOf(doc).filter(({ operation }) =>
      JSON.stringify(operation.responses).includes("application/octet-stream"),
    );
    expect(octetStreams.map((o) => o.key)).toEqual([]);
    const upload = doc.paths["/api/st-doctors/{doctorId}/files"]!.post!.requestBody!;
    expect(Object.keys(upload.content)).toEqual(["multipart/form-data"]);
    expect(Object.keys(upload.content["multipart/form-data"]!.schema.properties!)).toEqual([
      "kind",
      "itemId",
      "file",
    ]);
  });

  it("describes each JSON request body and answer with a schema, and every error with the closed list of codes", async () => {
    const doc = await servedDocument();
    const signIn = doc.paths["/api/session/sign-in"]!.post!;
    expect(
      Object.keys(signIn.requestBody!.content["application/json"]!.schema.properties!),
    ).toEqual(expect.arrayContaining(["email", "password"]));
    const error = JSON.stringify(signIn.responses["401"]);
    for (const code of API_ERROR_CODES) expect(error).toContain(code);
    for (const { operation } of operationsOf(doc)) {
      expect(Object.keys(operation.responses)).toContain("400");
    }
  });
});

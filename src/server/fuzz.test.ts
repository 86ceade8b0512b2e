import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { fingerprintTracker, THROTTLE_TABLES } from "../../tests/fixtures/db-fingerprint";
import {
  contentTypeArb,
  encodeUriPart,
  type FuzzValue,
  type JsonSchema,
  type Known,
  RAW_BODIES,
  RAW_SEGMENTS,
  stringArb,
  toJsonText,
  toQueryValues,
  valueArb,
} from "../../tests/fixtures/fuzz-input";
import {
  createTestApp,
  PUBLIC_URL,
  type TestApp,
  type TestClient,
} from "../../tests/fixtures/test-app";
import { ROLES, type Role } from "../shared/roles";
import { createLogger } from "./lib/logger";
import { OPENAPI_PATH } from "./openapi";

/**
 * Malformed requests to every route of the app's OpenAPI document, as every role and signed out
 * (docs/security.md, decision 139). No answer may be a 5xx or log an error; a refused request
 * (4xx) must leave the database and the outbox exactly as they were; the server must answer its
 * health check after every batch. FUZZ_SEED and FUZZ_RUNS (batches) replay or widen a run.
 */
const SEED = Number(process.env.FUZZ_SEED ?? 20250601);
const RUNS = Number(process.env.FUZZ_RUNS ?? 230);

type Who = Role | "SIGNED_OUT";
const EVERYONE: Who[] = [...ROLES, "SIGNED_OUT"];

interface Operation {
  parameters?: { name: string; in: string; schema: JsonSchema }[];
  requestBody?: { content: Record<string, { schema: JsonSchema }> };
}
interface FuzzRoute {
  method: string;
  path: string;
  params: string[];
  query: { name: string; schema: JsonSchema }[];
  body?: JsonSchema;
}

/** The routes as the app documents them: a new route is fuzzed without being named here. */
function routesOf(doc: { paths: Record<string, Record<string, Operation>> }): FuzzRoute[] {
  return Object.entries(doc.paths).flatMap(([path, operations]) =>
    Object.entries(operations).map(([method, operation]) => {
      const parameters = operation.parameters ?? [];
      return {
        method: method.toUpperCase(),
        path,
        params: parameters.filter((p) => p.in === "path").map((p) => p.name),
        query: parameters.filter((p) => p.in === "query"),
        body: operation.requestBody?.content["application/json"]?.schema,
      };
    }),
  );
}

/** Every enum value in the document: the words the API understands (kinds, roles, statuses). */
function vocabularyOf(doc: unknown): string[] {
  const words = new Set<string>();
  const walk = (node: unknown) => {
    if (typeof node !== "object" || node === null) return;
    const values = (node as { enum?: unknown }).enum;
    if (Array.isArray(values)) for (const v of values) if (typeof v === "string") words.add(v);
    for (const child of Object.values(node)) walk(child);
  };
  walk(doc);
  return [...words].sort();
}

type Part = { value: FuzzValue } | { raw: string };
type Body = { none: true } | { json: FuzzValue } | { raw: string };
interface FuzzRequest {
  route: number;
  who: Who;
  params: Part[];
  query: [string, FuzzValue][];
  contentType: string | undefined;
  body: Body;
}

/**
 * One request to `route`. A careful one (a third) keeps to the declared shapes with plausible
 * values, so that writes succeed and the malformed ones meet real data.
 */
function requestArb(route: FuzzRoute, index: number, vocabulary: string[], careful: boolean) {
  const pools = { vocabulary };
  const mode = (name: string) => ({ careful, name, depth: 0 });
  const param = (name: string): fc.Arbitrary<Part> => {
    const value = stringArb(pools, mode(name)).map((v) => ({ value: v }));
    if (careful) return value;
    const raw = fc.constantFrom(...RAW_SEGMENTS).map((text) => ({ raw: text }));
    return fc.oneof({ weight: 8, arbitrary: value }, { weight: 1, arbitrary: raw });
  };
  const declared = route.query.map(({ name, schema }) =>
    fc.option(valueArb(schema, pools, mode(name)).map((v): [string, FuzzValue] => [name, v])),
  );
  const extraQuery = fc.array(
    fc.tuple(
      fc.constantFrom("__proto__", "constructor", "page", "search"),
      stringArb(pools, mode("")),
    ),
    { maxLength: careful ? 0 : 1 },
  );
  const raw = fc.constantFrom(...RAW_BODIES).map((text): Body => ({ raw: text }));
  const json = (schema: JsonSchema) =>
    valueArb(schema, pools, mode("")).map((value): Body => ({ json: value }));
  const none = fc.constant<Body>({ none: true });
  let body: fc.Arbitrary<Body>;
  if (careful) body = route.body ? json(route.body) : none;
  else if (route.body) {
    body = fc.oneof({ weight: 10, arbitrary: json(route.body) }, { weight: 1, arbitrary: raw });
  } else {
    body = fc.oneof(
      { weight: 6, arbitrary: none },
      { weight: 1, arbitrary: json({}) },
      { weight: 1, arbitrary: raw },
    );
  }
  return fc.record({
    route: fc.constant(index),
    who: fc.constantFrom(...EVERYONE),
    params: fc.tuple(...route.params.map(param)),
    query: fc
      .tuple(fc.tuple(...declared), extraQuery)
      .map(([chosen, extra]) => [
        ...chosen.filter((entry): entry is [string, FuzzValue] => entry !== null),
        ...extra,
      ]),
    contentType: careful ? fc.constant("application/json") : contentTypeArb,
    body,
  });
}

let t: TestApp;
let routes: FuzzRoute[];
let vocabulary: string[];
const errorLog: string[] = [];
const callers = new Map<Role, TestClient>();
/** Ids seen in answers so far, in the order seen: what a `Known` value names when sent. */
const knownIds: string[] = [];
/** The callers' own account ids. */
const callerIds = new Map<Role, string>();
const prototypeKeys = Object.getOwnPropertyNames(Object.prototype).sort();

/** Ids under the names they were seen with (see `Known`). */
const namedIds = new Map<string, string[]>();

function remember(value: unknown, name: string) {
  if (typeof value !== "string" || value.length > 100) return;
  if (!knownIds.includes(value)) knownIds.push(value);
  const named = namedIds.get(name) ?? [];
  if (!named.includes(value)) namedIds.set(name, [...named, value]);
}

/** A caller's account; the doctor's is what `{doctorId}` names. */
function rememberCaller(role: Role, id: string) {
  remember(id, "userId");
  if (role === "ST_DOCTOR") remember(id, "doctorId");
}

/** `doctors` → `doctorId`: what a parameter naming one of its items is called. */
const idNameOf = (key: string) => `${key.replace(/s$/, "")}Id`;

/** Keeps the ids an answer names (`id`, `…Id`, `…Ids`), so later requests can name them. */
function harvest(node: unknown, parent = "") {
  if (typeof node !== "object" || node === null) return;
  for (const [key, value] of Object.entries(node)) {
    if (key === "id") remember(value, idNameOf(parent));
    else if (key.endsWith("Id")) remember(value, key);
    else if (key.endsWith("Ids") && Array.isArray(value)) {
      for (const id of value) remember(id, key.slice(0, -1));
    } else harvest(value, Array.isArray(node) ? parent : key);
  }
}

const RECENT = 12;

/** The names an id may have been seen under: `stDoctorId` also takes a `doctorId`. */
function namedPool(name: string): string[] {
  const singular = name.replace(/Ids$/, "Id");
  const tail = singular.match(/[A-Z][a-z]*Id$/)?.[0];
  const names = [singular, tail && tail[0]!.toLowerCase() + tail.slice(1)];
  // The newest: what an earlier write made, or a doctor that has not been removed since.
  return names.flatMap((n) => (n ? (namedIds.get(n) ?? []) : [])).slice(-RECENT / 2);
}

function resolve(known: Known): string {
  const named = known.pool === "named" ? namedPool(known.name) : [];
  const pool = named.length ? named : known.pool === "recent" ? knownIds.slice(-RECENT) : knownIds;
  return pool[known.index % pool.length] ?? "x";
}

/** The request as sent, and a short description of it for a failure message. */
function materialize(request: FuzzRequest) {
  const route = routes[request.route]!;
  let i = 0;
  const path = route.path.replace(/\{\w+\}/g, () => {
    const part = request.params[i++]!;
    return "raw" in part ? part.raw : encodeUriPart(toQueryValues(part.value, resolve).join(","));
  });
  const query = request.query
    .flatMap(([name, value]) =>
      toQueryValues(value, resolve).map((v) => `${encodeUriPart(name)}=${encodeUriPart(v)}`),
    )
    .join("&");
  const url = query ? `${path}?${query}` : path;
  const body =
    route.method === "GET" || "none" in request.body
      ? undefined
      : "raw" in request.body
        ? request.body.raw
        : toJsonText(request.body.json, resolve);
  const shown = body && body.length > 300 ? `${body.slice(0, 300)}… (${body.length} chars)` : body;
  const description = `${route.method} ${url.slice(0, 400)} as ${request.who}, content-type ${
    request.contentType ?? "(none)"
  }, body ${JSON.stringify(shown)}`;
  return { method: route.method, url, body, description };
}

async function send(who: Who, method: string, url: string, body?: string, contentType?: string) {
  const client = who === "SIGNED_OUT" ? t.client() : callers.get(who)!;
  const headers: Record<string, string> = { origin: PUBLIC_URL, "x-forwarded-for": client.address };
  if (client.cookieHeader) headers.cookie = client.cookieHeader;
  if (contentType !== undefined) headers["content-type"] = contentType;
  const res = await t.app.request(url, { method, headers, body });
  if (res.status < 300 && res.headers.get("content-type")?.includes("json")) {
    harvest(await res.json());
  } else {
    await res.arrayBuffer();
  }
  return res.status;
}

/** Which tables differ between two fingerprints. */
function changedTables(before: string, after: string): string[] {
  const a = JSON.parse(before) as { tables: Record<string, string>; mails: number };
  const b = JSON.parse(after) as typeof a;
  const changed = Object.keys(b.tables).filter((name) => a.tables[name] !== b.tables[name]);
  return a.mails === b.mails ? changed : [...changed, "(outbox)"];
}

/** A caller whose account a fuzzed write changed (signed out, deactivated, made another role) is replaced. */
async function keepCallers() {
  for (const role of ROLES) {
    const res = await t.app.request("/api/session", {
      headers: { cookie: callers.get(role)!.cookieHeader },
    });
    const session = res.status === 200 ? ((await res.json()) as { user: { role: string } }) : null;
    if (session?.user.role === role) continue;
    const { client, user } = await t.signedIn(role);
    callers.set(role, client);
    callerIds.set(role, user.id);
    rememberCaller(role, user.id);
  }
}

const PDF = "%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n";

beforeAll(async () => {
  t = await createTestApp({
    logger: createLogger("error", { write: (line: string) => errorLog.push(line) }),
  });
  const doc = await (await t.client().get(OPENAPI_PATH)).json();
  routes = routesOf(doc);
  vocabulary = vocabularyOf(doc);
  for (const role of ROLES) {
    const { client, user } = await t.signedIn(role);
    callers.set(role, client);
    callerIds.set(role, user.id);
    rememberCaller(role, user.id);
  }
  // Something to name beyond the accounts: a doctor under a model, followed by the supervisor,
  // with a certificate on file. Everything else the fuzzed writes make as they succeed.
  const doctorId = callerIds.get("ST_DOCTOR")!;
  await t.chooseModel(doctorId, "2021");
  const admin = callers.get("ADMIN")!;
  const supervisorId = callerIds.get("SUPERVISOR")!;
  await admin.put(`/api/st-doctors/${doctorId}/supervisors`, { supervisorIds: [supervisorId] });
  const form = new FormData();
  form.append("kind", "contract");
  form.append("file", new Blob([PDF], { type: "application/pdf" }), "avtal.pdf");
  harvest(await (await admin.upload(`/api/st-doctors/${doctorId}/files`, form)).json());
  // The ids every read answers with: catalogue entries, records, history.
  for (const route of routes.filter((r) => r.method === "GET")) {
    const path = route.path.replace(/\{\w+\}/g, doctorId);
    for (const who of ["ADMIN", "ST_DOCTOR"] as const) await send(who, "GET", path);
  }
}, 120_000);
afterAll(() => t.close());

describe("fuzzed requests to every route", () => {
  it("are checked by a fingerprint that notices a change", async () => {
    const fingerprint = fingerprintTracker(t, THROTTLE_TABLES);
    const before = await fingerprint();
    expect(await fingerprint()).toBe(before);
    await t.createUser({ role: "SPECIALIST" });
    expect(await fingerprint()).not.toBe(before);
  });

  it("never get a 5xx or an error in the log, change nothing when refused, and leave the server answering", async () => {
    const statuses = new Map<string, number[]>();
    const fingerprint = fingerprintTracker(t, THROTTLE_TABLES);
    let before = await fingerprint();
    const batch = fc.array(
      fc.oneof(
        ...routes.flatMap((route, i) => [
          { weight: 1, arbitrary: requestArb(route, i, vocabulary, true) },
          { weight: 2, arbitrary: requestArb(route, i, vocabulary, false) },
        ]),
      ),
      { minLength: 6, maxLength: 12 },
    );
    const property = fc.asyncProperty(batch, async (requests) => {
      let wrote = false;
      for (const request of requests) {
        const { method, url, body, description } = materialize(request);
        const errorsBefore = errorLog.length;
        const status = await send(request.who, method, url, body, request.contentType);
        const key = `${method} ${routes[request.route]!.path}`;
        statuses.set(key, [...(statuses.get(key) ?? []), status]);
        const logged = errorLog.slice(errorsBefore);
        if (status >= 500 || logged.length) {
          throw new Error(`${status} for ${description}\n${logged.join("\n").slice(0, 2_000)}`);
        }
        const after = await fingerprint();
        if (status >= 400 && after !== before) {
          const tables = changedTables(before, after).join(", ");
          throw new Error(`${status} for ${description} changed ${tables}`);
        }
        const keys = Object.getOwnPropertyNames(Object.prototype).sort();
        if (keys.join() !== prototypeKeys.join()) {
          throw new Error(`${description} added ${keys.join()} to Object.prototype`);
        }
        if (status < 300 && method !== "GET") wrote = true;
        before = after;
      }
      const health = await t.app.request("/api/health");
      if (health.status !== 200) throw new Error(`the health check answered ${health.status}`);
      if (wrote) {
        await keepCallers();
        before = await fingerprint();
      }
    });
    const details = await fc.check(property, { seed: SEED, numRuns: RUNS, endOnFailure: true });
    if (details.failed) {
      const reason = details.errorInstance instanceof Error ? details.errorInstance.message : "";
      throw new Error(
        `Fuzzing failed in batch ${details.numRuns} (FUZZ_SEED=${SEED} FUZZ_RUNS=${RUNS}): ${reason}`,
      );
    }
    const all = [...statuses.values()].flat();
    console.info(
      `fuzz: ${all.length} requests to ${statuses.size} routes (seed ${SEED}):`,
      `${all.filter((s) => s < 300).length} 2xx, ${all.filter((s) => s >= 400).length} 4xx`,
    );
    // In a run of the usual size every documented route is reached, and some requests get past
    // validation.
    if (RUNS < 230) return;
    expect([...statuses.keys()].sort()).toEqual(routes.map((r) => `${r.method} ${r.path}`).sort());
    expect(all.filter((s) => s < 300).length).toBeGreaterThan(all.length / 50);
  }, 300_000);
});

import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { serveStatic } from "@hono/node-server/serve-static";
import type { Context } from "hono";
import { firstReadPath, PAGE_FIRST_READS } from "../shared/first-reads";
import {
  DOCTOR_PAGES,
  type DoctorPage,
  isReviewerOfDoctors,
  type PageId,
  type Role,
  startsWithoutDoctor,
} from "../shared/roles";
import { readSession } from "./auth/session";
import type { AppEnv, SessionActor } from "./context";
import { buildSessionResponse } from "./features/session/session.service";
import type { AppRouter } from "./lib/api-route";
import { withinTime } from "./lib/within-time";

/** The route module of each page (src/web/app/router.tsx), to preload what a page will load. */
export const PAGE_MODULES: Record<
  PageId | "landing" | "login" | "reset-password" | "bedomning",
  string
> = {
  landing: "src/web/app/routes/landing.tsx",
  login: "src/web/app/routes/login.tsx",
  "reset-password": "src/web/app/routes/reset-password.tsx",
  // The page an assessment link opens (decision 213).
  bedomning: "src/web/app/routes/bedomning.tsx",
  dashboard: "src/web/app/routes/dashboard.tsx",
  formalities: "src/web/app/routes/formalities.tsx",
  goals: "src/web/app/routes/goals.tsx",
  procedures: "src/web/app/routes/procedures.tsx",
  rotations: "src/web/app/routes/rotations.tsx",
  courses: "src/web/app/routes/courses.tsx",
  sitins: "src/web/app/routes/sitins.tsx",
  meetings: "src/web/app/routes/meetings.tsx",
  iup: "src/web/app/routes/iup.tsx",
  stproject: "src/web/app/routes/stproject.tsx",
  development: "src/web/app/routes/development.tsx",
  application: "src/web/app/routes/application.tsx",
  certificates: "src/web/app/routes/certificates.tsx",
  history: "src/web/app/routes/history.tsx",
  cohort: "src/web/app/routes/cohort.tsx",
  "signing-rights-assessment": "src/web/app/routes/signing-rights.tsx",
  director: "src/web/app/routes/director.tsx",
  admin: "src/web/app/routes/admin.tsx",
  catalog: "src/web/app/routes/catalog.tsx",
  profile: "src/web/app/routes/profile.tsx",
};
const SHELL_MODULE = "src/web/app/shell/app-layout.tsx";
const SIGNED_OUT_PAGES = new Set(["landing", "login", "reset-password", "bedomning"]);

type Manifest = Record<string, { file: string; imports?: string[]; isEntry?: boolean }>;

/** The page a path opens ("/" is the landing page), or undefined for an unknown path. */
function pageOf(pathname: string): keyof typeof PAGE_MODULES | undefined {
  const name = pathname === "/" ? "landing" : pathname.slice(1).replace(/\/$/, "");
  return Object.hasOwn(PAGE_MODULES, name) ? (name as keyof typeof PAGE_MODULES) : undefined;
}

/** Script files a module loads at once, itself included, that the entry does not load already. */
function scriptsOf(manifest: Manifest, module: string): string[] {
  const entry = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
  const loaded = new Set<string>();
  const walk = (key: string, into: Set<string>) => {
    if (into.has(key) || !manifest[key]) return;
    into.add(key);
    for (const next of manifest[key].imports ?? []) walk(next, into);
  };
  if (entry) walk(entry, loaded);
  const wanted = new Set<string>();
  walk(module, wanted);
  return [...wanted].filter((key) => !loaded.has(key)).map((key) => `/${manifest[key]?.file}`);
}

/** JSON inside a script element: `<` escaped so no value can end the element. */
const inlineJson = (value: unknown) => JSON.stringify(value).replace(/</g, "\\u003c");

/**
 * The page's HTML with what the first load needs at once (decision 121): the session, so the app
 * starts without asking for it, and the scripts of the page (and for a signed-in user the shell)
 * as module preloads, so they download beside the entry instead of after it; for a record page
 * also the answers of its first reads (decision 273).
 */
export async function renderPage(
  c: Context<AppEnv>,
  webDir: string,
  read?: ReadThroughApp,
  answersWaitMs = FIRST_ANSWERS_WAIT_MS,
): Promise<string> {
  const [template, manifestText] = await Promise.all([
    readFile(join(webDir, "index.html"), "utf8"),
    readFile(join(webDir, ".vite", "manifest.json"), "utf8").catch(() => "{}"),
  ]);
  // Read through the signed cookie copy, and the page's answer sets it, so the data requests
  // that follow at once need no session lookup of their own.
  const found = await readSession(c, { fresh: false }).catch(() => undefined);
  const session = found === undefined ? undefined : typeof found === "string" ? null : found;
  const manifest = JSON.parse(manifestText) as Manifest;
  const page = pageOf(c.req.path);
  const modules: string[] = [];
  if (session && !session.mustChangePassword && (!page || !SIGNED_OUT_PAGES.has(page)))
    modules.push(SHELL_MODULE);
  if (page && (session || SIGNED_OUT_PAGES.has(page))) modules.push(PAGE_MODULES[page]);
  const scripts = new Set(modules.flatMap((module) => scriptsOf(manifest, module)));
  const answers =
    read && session && !session.mustChangePassword && page
      ? await withinTime(
          // A read that fails leaves the page without answers, never without the page.
          firstAnswers(c, read, session, page).catch(() => undefined),
          answersWaitMs,
        )
      : undefined;
  const head = [
    ...[...scripts].map((href) => `<link rel="modulepreload" crossorigin href="${href}">`),
    // Left out when the session could not be read (the app then asks for it itself).
    ...(session === undefined
      ? []
      : [
          `<script type="application/json" id="st-session">${inlineJson(
            session && buildSessionResponse(session),
          )}</script>`,
        ]),
    ...(answers ? [`<script type="application/json" id="st-answers">${answers}</script>`] : []),
  ].join("\n    ");
  return template.replace("</head>", `  ${head}\n  </head>`);
}

/**
 * How long the page waits for its first reads' answers: a slow database must not hold up the page
 * itself, which then comes without them and the app asks as it always did.
 */
const FIRST_ANSWERS_WAIT_MS = 1_500;

/** A GET of this app's own API with the page request's cookies, answered in the process. */
export type ReadThroughApp = (path: string) => Promise<Response>;

const isDoctorPage = (page: string): page is DoctorPage =>
  (DOCTOR_PAGES as readonly string[]).includes(page);

/** One answer as the page carries it: `"path":{"tag":…,"data":…}`, and its JSON for a look inside. */
interface CarriedAnswer {
  entry: string;
  json: string;
}

/** A read's answer if it is a 200 of JSON, else undefined (the app then asks for it itself). */
async function carried(read: ReadThroughApp, path: string): Promise<CarriedAnswer | undefined> {
  const res = await read(path);
  if (res.status !== 200 || !res.headers.get("content-type")?.includes("json")) {
    await res.body?.cancel();
    return undefined;
  }
  // The answer's own JSON, not parsed and written again; its tag, if it has one, for the app's
  // next read of it.
  const json = await res.text();
  const tag = res.headers.get("etag");
  return { entry: `${JSON.stringify(path)}:{"tag":${JSON.stringify(tag)},"data":${json}}`, json };
}

/** What the shell reads for a reviewer (app/router.tsx, app/shell/use-shell.ts). */
const DOCTOR_SEARCH_PATH = "/api/st-doctors?limit=50";
const doctorPath = (id: string) => `/api/st-doctors/${encodeURIComponent(id)}`;

/**
 * The doctor a reviewer's page shows and the shell's answers for it, chosen as the app chooses
 * (app/route-guards.ts `selectDoctor`): the doctor in the address if the API lets the reader see
 * them, else the first of the empty search, except for an administrator, who starts without one.
 */
async function reviewerShell(read: ReadThroughApp, role: Role, inAddress: string | undefined) {
  const [search, addressed] = await Promise.all([
    carried(read, DOCTOR_SEARCH_PATH),
    inAddress === undefined ? undefined : carried(read, doctorPath(inAddress)),
  ]);
  const answers = search ? [search] : [];
  let doctor = addressed;
  let doctorId = doctor ? inAddress : undefined;
  if (!doctor && search && !startsWithoutDoctor(role)) {
    const first = (JSON.parse(search.json) as { doctors?: { id?: unknown }[] }).doctors?.[0]?.id;
    if (typeof first === "string") {
      doctor = await carried(read, doctorPath(first));
      doctorId = doctor ? first : undefined;
    }
  }
  if (doctor) answers.push(doctor);
  return { answers, doctorId };
}

/**
 * The answers of the page's first reads (decision 273), as the API gives them to this user: the
 * same JSON and tags, so the app holds them as answers it read itself. An ST doctor's pages show
 * their own record; a reviewer's the doctor the app will choose, with the shell's reads for it.
 * Every read passes the API's checks as ever; one that does not answer 200 is left out.
 */
async function firstAnswers(
  c: Context<AppEnv>,
  read: ReadThroughApp,
  session: SessionActor,
  page: string,
): Promise<string | undefined> {
  if (!isDoctorPage(page)) return undefined;
  const found: CarriedAnswer[] = [];
  let doctorId: string | undefined;
  if (session.role === "ST_DOCTOR") doctorId = session.id;
  else if (isReviewerOfDoctors(session.role)) {
    const shell = await reviewerShell(read, session.role, c.req.query("st") || undefined);
    found.push(...shell.answers);
    doctorId = shell.doctorId;
  }
  const paths = PAGE_FIRST_READS[page].flatMap((each) => firstReadPath(each, doctorId) ?? []);
  const reads = await Promise.all(paths.map((path) => carried(read, path)));
  found.push(...reads.filter((answer) => answer !== undefined));
  // `<` escaped (only ever inside a JSON string) so no value can end the script element.
  return found.length === 0
    ? undefined
    : `{${found.map((answer) => answer.entry).join(",")}}`.replace(/</g, "\\u003c");
}

/**
 * The built SPA: hashed assets cached for a year (a missing one is a 404, not the page, so an old
 * tab after a deploy fails visibly), every other path answered with the page, read per request so
 * a rebuild is served at once.
 */
export function mountWebApp(app: AppRouter, webDir: string) {
  // Set after the file is found: serveStatic's own onFound hook runs once its answer is built,
  // too late for a header.
  app.use("/assets/*", async (c, next) => {
    await next();
    if (c.res.ok) c.res.headers.set("cache-control", "public, max-age=31536000, immutable");
  });
  // The build wrote .br and .gz beside each text asset (scripts/compress-assets.ts).
  app.use("/assets/*", serveStatic({ root: webDir, precompressed: true }));
  app.get("/assets/*", (c) => c.text("Not found", 404));
  // The service worker and the manifest change with each build under the same address: always
  // asked for again (the browser looks for a new worker at each visit; decision 217).
  app.use("/sw.js", async (c, next) => {
    await next();
    if (c.res.ok) c.res.headers.set("cache-control", "no-cache");
  });
  app.use("/manifest.webmanifest", async (c, next) => {
    await next();
    if (!c.res.ok) return;
    c.res.headers.set("content-type", "application/manifest+json; charset=utf-8");
    c.res.headers.set("cache-control", "no-cache");
  });
  // The page without any session: what the service worker keeps and shows offline. Read per
  // request like the page, so it is always the current build's.
  app.get("/app-shell", async (c) => {
    c.header("cache-control", "no-cache");
    return c.html(await readFile(join(webDir, "index.html"), "utf8"));
  });
  app.use("*", serveStatic({ root: webDir, index: "__none__" }));
  app.get("*", async (c) => {
    // The page names the signed-in user: never kept by a shared cache, always asked for again.
    c.header("cache-control", "private, no-cache");
    c.header("vary", "Cookie");
    const cookie = c.req.header("cookie");
    const read: ReadThroughApp = async (path) =>
      app.request(path, { headers: cookie ? { cookie } : {} }, c.env);
    return c.html(await renderPage(c, webDir, read));
  });
}

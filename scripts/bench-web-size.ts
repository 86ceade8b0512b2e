import { readFileSync } from "node:fs";
import { join } from "node:path";
import { gzipSync } from "node:zlib";

/*
 * The web build's size, gzip level 9 as scripts/report-bundle.mjs counts it, from the bundler's
 * manifest: what a signed-out visitor loads (the entry with its static imports and the landing
 * page's chunk), and for each route its own chunk and what a first load of it fetches (entry, the
 * signed-in shell for a signed-in page, the route, with their static imports).
 */

interface ManifestEntry {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  css?: string[];
}
type Manifest = Record<string, ManifestEntry>;

/** The signed-out pages (report-bundle.mjs) and the signed-in shell every other route sits in. */
const PUBLIC_ROUTES = ["landing", "login", "reset-password"];
const SHELL = "src/web/app/shell/app-layout.tsx";
const ROUTE_PREFIX = "src/web/app/routes/";
/** report-bundle.mjs: signed-out JavaScript over this fails the build. */
export const SIGNED_OUT_BUDGET_BYTES = 150 * 1024;
/** docs/performance.md: script requests of a signed-in first load. */
export const SCRIPT_REQUEST_BUDGET = 15;

export interface Load {
  /** JS and CSS files, gzip bytes. */
  jsBytes: number;
  cssBytes: number;
  scripts: number;
}
export interface RouteSize extends Load {
  route: string;
  ownBytes: number;
}
export interface WebSize {
  /** index.html, the entry and its static imports, and the landing page. */
  signedOut: Load & { htmlBytes: number };
  routes: RouteSize[];
  allJsBytes: number;
}

export function measureWebBuild(outDir = "dist/web"): WebSize {
  const manifest = JSON.parse(
    readFileSync(join(outDir, ".vite", "manifest.json"), "utf8"),
  ) as Manifest;
  const gzipped = new Map<string, number>();
  const gzip = (file: string) => {
    let size = gzipped.get(file);
    if (size === undefined) {
      size = gzipSync(readFileSync(join(outDir, file)), { level: 9 }).length;
      gzipped.set(file, size);
    }
    return size;
  };
  const closure = (key: string, seen: Set<string>) => {
    if (seen.has(key) || !manifest[key]) return seen;
    seen.add(key);
    for (const next of manifest[key].imports ?? []) closure(next, seen);
    return seen;
  };
  const load = (keys: Set<string>): Load => {
    const files = [...keys].map((key) => manifest[key] as ManifestEntry);
    const js = files.filter((f) => f.file.endsWith(".js")).map((f) => f.file);
    const css = [...new Set(files.flatMap((f) => f.css ?? []))];
    return {
      jsBytes: js.reduce((sum, file) => sum + gzip(file), 0),
      cssBytes: css.reduce((sum, file) => sum + gzip(file), 0),
      scripts: js.length,
    };
  };

  const entryKey = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
  if (!entryKey) throw new Error("no entry chunk in the web build's manifest");
  const entry = closure(entryKey, new Set());
  const html = gzipSync(readFileSync(join(outDir, "index.html")), { level: 9 }).length;
  const signedOut = load(closure(`${ROUTE_PREFIX}landing.tsx`, new Set(entry)));

  const routes = Object.keys(manifest)
    .filter((key) => key.startsWith(ROUTE_PREFIX))
    .map((key) => {
      const route = key.slice(ROUTE_PREFIX.length).replace(/\.tsx$/, "");
      const keys = new Set(entry);
      if (!PUBLIC_ROUTES.includes(route)) closure(SHELL, keys);
      closure(key, keys);
      return { route, ownBytes: gzip((manifest[key] as ManifestEntry).file), ...load(keys) };
    })
    .sort((a, b) => b.ownBytes - a.ownBytes);
  const allJsBytes = [...new Set(Object.values(manifest).map((entry) => entry.file))]
    .filter((file) => file.endsWith(".js"))
    .reduce((sum, file) => sum + gzip(file), 0);
  return { signedOut: { ...signedOut, htmlBytes: html }, routes, allJsBytes };
}

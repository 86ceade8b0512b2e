#!/usr/bin/env node
// Prints the gzip size of every JS and CSS chunk of the web build and checks the budget of the
// signed-out pages: the entry chunk with its static imports (what every first visit loads) and,
// for each public page, that plus the page's lazy chunk. Any of them over 150 KB fails the build.
import { readdirSync, readFileSync, statSync } from "node:fs";
import { join, relative } from "node:path";
import { gzipSync } from "node:zlib";

const OUT_DIR = "dist/web";
const ASSETS_DIR = join(OUT_DIR, "assets");
const MANIFEST = join(OUT_DIR, ".vite", "manifest.json");
const BUDGET_BYTES = 150 * 1024;
// The route modules of the signed-out pages (see src/web/app/router.tsx).
const PUBLIC_PAGES = {
  landing: "src/web/app/routes/landing.tsx",
  login: "src/web/app/routes/login.tsx",
  "reset-password": "src/web/app/routes/reset-password.tsx",
};

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
const gzipSize = (file) => gzipSync(readFileSync(file), { level: 9 }).length;

let manifest;
try {
  manifest = JSON.parse(readFileSync(MANIFEST, "utf8"));
} catch {
  console.error(`report-bundle: ${MANIFEST} missing; run 'vite build' first.`);
  process.exit(1);
}

const sizes = new Map();
const rows = [];
for (const name of readdirSync(ASSETS_DIR).sort()) {
  if (!/\.(js|css)$/.test(name)) continue;
  const path = join(ASSETS_DIR, name);
  const gz = gzipSize(path);
  sizes.set(relative(OUT_DIR, path), gz);
  rows.push({ name, raw: statSync(path).size, gz });
}

rows.sort((a, b) => b.gz - a.gz);
const width = Math.max(...rows.map((r) => r.name.length), 10);
console.log(`\n${"chunk".padEnd(width)}  ${"size".padStart(10)}  ${"gzip".padStart(10)}`);
for (const r of rows) {
  console.log(`${r.name.padEnd(width)}  ${kb(r.raw).padStart(10)}  ${kb(r.gz).padStart(10)}`);
}
const totalJs = rows.filter((r) => r.name.endsWith(".js")).reduce((s, r) => s + r.gz, 0);
const totalCss = rows.filter((r) => r.name.endsWith(".css")).reduce((s, r) => s + r.gz, 0);
console.log(`\nall JS ${kb(totalJs)} gzip, all CSS ${kb(totalCss)} gzip`);

/** The JS files a manifest entry loads at once: itself and its static imports, transitively. */
function staticClosure(key, seen = new Set()) {
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const dep of manifest[key]?.imports ?? []) staticClosure(dep, seen);
  return seen;
}
function jsGzip(keys) {
  let total = 0;
  for (const key of keys) {
    const file = manifest[key]?.file;
    if (file?.endsWith(".js")) total += sizes.get(file) ?? 0;
  }
  return total;
}

const entryKey = Object.keys(manifest).find((k) => manifest[k].isEntry);
if (!entryKey) {
  console.error("report-bundle: no entry chunk in the manifest.");
  process.exit(1);
}
const entryKeys = staticClosure(entryKey);
const entryTotal = jsGzip(entryKeys);

let failed = false;
const check = (label, total) => {
  const over = total > BUDGET_BYTES;
  failed ||= over;
  console.log(`${label.padEnd(40)} ${kb(total).padStart(10)} ${over ? "OVER BUDGET" : "ok"}`);
};

console.log(`\nsigned-out JavaScript (gzip, budget ${kb(BUDGET_BYTES)}):`);
check(`entry + static imports (${entryKeys.size} files)`, entryTotal);
for (const [page, src] of Object.entries(PUBLIC_PAGES)) {
  if (!manifest[src]) {
    console.log(`${`/${page}`.padEnd(40)} (no chunk for ${src})`);
    continue;
  }
  const keys = staticClosure(src, new Set(entryKeys));
  check(`  with the ${page} page`, jsGzip(keys));
}

if (failed) {
  console.error("\nThe signed-out pages load more than 150 KB of JavaScript (gzip).");
  process.exit(1);
}

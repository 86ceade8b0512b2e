/**
 * How the web build groups modules into chunks (decision 119). Left to itself the bundler makes one
 * chunk per combination of lazy routes that share a module: 97 chunks, 54–64 script requests on a
 * signed-in first load. A first build shows which chunks each lazy route loads (the bundler knows
 * which re-exported parts of a library are really used); the plan then places every module:
 * - in a chunk the entry loads at once beside its own: one `core` chunk (the entry shares these with
 *   lazy routes, which is why they were apart; every page needs them first);
 * - in a chunk a signed-out page (landing, login, reset-password) loads: one `public` chunk, so the
 *   signed-out pages stay within their budget and never load signed-in code;
 * - in a chunk two or three signed-in pages or their lazy parts load, one of them a page: a chunk
 *   named by them (`shared-admin-director`), so the other pages do not fetch it (decision 261);
 *   such a group, or one of parts, too small to be worth a request joins `vendor` or `app`;
 * - in a chunk more of them load: one `vendor` chunk (node_modules) and one `app` chunk (our code),
 *   which change at different paces and so are cached apart;
 * - in a chunk only lazy parts of pages share (two charts of the statistics tab, say), and no page
 *   loads at once: a chunk of its own named by those parts, loaded with the first of them.
 *   Counted as pages, a charting library two such parts share went into `vendor` and every
 *   signed-in first load carried it (decision 261);
 * - otherwise (one lazy route's own code): left in that route's chunk.
 */

export interface BuiltChunk {
  fileName: string;
  isEntry: boolean;
  isDynamicEntry: boolean;
  /** The module a lazy import names, for a dynamic entry chunk. */
  facadeModuleId: string | null;
  moduleIds: readonly string[];
  /** Static imports: files the chunk needs before it runs. */
  imports: readonly string[];
  /** Each module's rendered length, where known; a module without one counts as large. */
  moduleSizes?: Readonly<Record<string, number>>;
}

/** `core`, `public`, `vendor`, `app`, `shared-…` for what a few share, `parts-…` for lazy parts. */
export type ChunkPlan = ReadonlyMap<string, string>;

const NODE_MODULES = /[\\/]node_modules[\\/]/;
/** A page of the router or the signed-in shell, as against a part a page loads lazily (a chart). */
const PAGE_ROUTE = /[\\/]src[\\/]web[\\/]app[\\/](routes|shell)[\\/]/;

/**
 * Shared by at most this many pages and parts, a module goes into a chunk of those alone: each page
 * then makes at most a few more requests (the budget is 15), and the rest fetch less.
 */
const FEW = 3;
/**
 * A group of a few pages or of parts smaller than this (rendered, unminified: about 3 KB gzip) is
 * not worth a request of its own: it goes into `vendor` or `app` as before.
 */
const SMALLEST_GROUP = 12_000;

/** A chunk's name from the pages or parts that load it: their file names, short. */
function groupOf(prefix: string, loaders: ReadonlySet<string>): string {
  const names = [...loaders].map((id) => id.replace(/^.*[\\/]/, "").replace(/\.[^.]+$/, "")).sort();
  return `${prefix}-${names.join("-")}`.slice(0, 60);
}

export function planChunks(
  chunks: readonly BuiltChunk[],
  publicRoutes: readonly string[],
): ChunkPlan {
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const loadedBy = (root: BuiltChunk): Set<string> => {
    const seen = new Set<string>();
    const visit = (file: string) => {
      if (seen.has(file)) return;
      seen.add(file);
      for (const next of byFile.get(file)?.imports ?? []) visit(next);
    };
    visit(root.fileName);
    return seen;
  };

  const initial = new Set<string>();
  for (const entry of chunks.filter((chunk) => chunk.isEntry)) {
    for (const file of loadedBy(entry)) initial.add(file);
  }
  const publicFiles = new Set<string>();
  const pagesOf = new Map<string, Set<string>>();
  const partsOf = new Map<string, Set<string>>();
  for (const route of chunks.filter((chunk) => chunk.isDynamicEntry && !chunk.isEntry)) {
    const facade = route.facadeModuleId ?? route.fileName;
    const isPublic = route.facadeModuleId !== null && publicRoutes.includes(route.facadeModuleId);
    const isPage = PAGE_ROUTE.test(facade);
    for (const file of loadedBy(route)) {
      if (isPublic) publicFiles.add(file);
      else if (isPage) pagesOf.set(file, (pagesOf.get(file) ?? new Set()).add(facade));
      else partsOf.set(file, (partsOf.get(file) ?? new Set()).add(facade));
    }
  }

  const plan = new Map<string, string>();
  const groupSize = new Map<string, number>();
  for (const chunk of chunks) {
    const file = chunk.fileName;
    if (chunk.isEntry || chunk.isDynamicEntry) continue;
    const pages = pagesOf.get(file) ?? new Set<string>();
    const parts = partsOf.get(file) ?? new Set<string>();
    const loaders = pages.size + parts.size;
    for (const id of chunk.moduleIds) {
      if (initial.has(file)) plan.set(id, "core");
      else if (publicFiles.has(file)) plan.set(id, "public");
      else if (loaders < 2) continue;
      else if (pages.size === 0) plan.set(id, groupOf("parts", parts));
      else if (loaders <= FEW) plan.set(id, groupOf("shared", new Set([...pages, ...parts])));
      else plan.set(id, NODE_MODULES.test(id) ? "vendor" : "app");
      const group = plan.get(id) ?? "";
      const size = chunk.moduleSizes?.[id] ?? Number.POSITIVE_INFINITY;
      groupSize.set(group, (groupSize.get(group) ?? 0) + size);
    }
  }
  for (const [id, group] of plan) {
    if (!/^(shared|parts)-/.test(group) || (groupSize.get(group) ?? 0) >= SMALLEST_GROUP) continue;
    plan.set(id, NODE_MODULES.test(id) ? "vendor" : "app");
  }
  return plan;
}

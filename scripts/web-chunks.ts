/**
 * How the web build groups modules into chunks (decision 119). Left to itself the bundler makes one
 * chunk per combination of lazy routes that share a module: 97 chunks, 54–64 script requests on a
 * signed-in first load. A first build shows which chunks each lazy route loads (the bundler knows
 * which re-exported parts of a library are really used); the plan then places every module:
 * - in a chunk the entry loads at once beside its own: one `core` chunk (the entry shares these with
 *   lazy routes, which is why they were apart; every page needs them first);
 * - in a chunk a signed-out page (landing, login, reset-password) loads: one `public` chunk, so the
 *   signed-out pages stay within their budget and never load signed-in code;
 * - in a chunk two or more signed-in pages or their lazy parts load, one of them a page: one `vendor`
 *   chunk (node_modules) and one `app` chunk (our code), which change at different paces and so are
 *   cached apart;
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
}

/** `core`, `public`, `vendor`, `app`, or `parts-…` for what only lazy parts share. */
export type ChunkPlan = ReadonlyMap<string, string>;

const NODE_MODULES = /[\\/]node_modules[\\/]/;
/** A page of the router or the signed-in shell, as against a part a page loads lazily (a chart). */
const PAGE_ROUTE = /[\\/]src[\\/]web[\\/]app[\\/](routes|shell)[\\/]/;

/** The chunk name of what a set of lazy parts shares: their file names, short. */
function partsGroup(parts: ReadonlySet<string>): string {
  const names = [...parts].map((id) => id.replace(/^.*[\\/]/, "").replace(/\.[^.]+$/, "")).sort();
  return `parts-${names.join("-")}`.slice(0, 60);
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
  const pageCount = new Map<string, number>();
  const partsOf = new Map<string, Set<string>>();
  for (const route of chunks.filter((chunk) => chunk.isDynamicEntry && !chunk.isEntry)) {
    const facade = route.facadeModuleId ?? route.fileName;
    const isPublic = route.facadeModuleId !== null && publicRoutes.includes(route.facadeModuleId);
    const isPage = PAGE_ROUTE.test(facade);
    for (const file of loadedBy(route)) {
      if (isPublic) publicFiles.add(file);
      else if (isPage) pageCount.set(file, (pageCount.get(file) ?? 0) + 1);
      else partsOf.set(file, (partsOf.get(file) ?? new Set()).add(facade));
    }
  }

  const plan = new Map<string, string>();
  for (const chunk of chunks) {
    const file = chunk.fileName;
    if (chunk.isEntry || chunk.isDynamicEntry) continue;
    const pages = pageCount.get(file) ?? 0;
    const parts = partsOf.get(file) ?? new Set<string>();
    for (const id of chunk.moduleIds) {
      if (initial.has(file)) plan.set(id, "core");
      else if (publicFiles.has(file)) plan.set(id, "public");
      else if (pages + parts.size < 2) continue;
      else if (pages > 0) plan.set(id, NODE_MODULES.test(id) ? "vendor" : "app");
      else plan.set(id, partsGroup(parts));
    }
  }
  return plan;
}

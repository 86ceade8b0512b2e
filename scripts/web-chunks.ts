/**
 * How the web build groups modules into chunks (decision 119). Left to itself the bundler makes one
 * chunk per combination of lazy routes that share a module: 97 chunks, 54–64 script requests on a
 * signed-in first load. A first build shows which chunks each lazy route loads (the bundler knows
 * which re-exported parts of a library are really used); the plan then places every module:
 * - in a chunk the entry loads at once beside its own: one `core` chunk (the entry shares these with
 *   lazy routes, which is why they were apart; every page needs them first);
 * - in a chunk a signed-out page (landing, login, reset-password) loads: one `public` chunk, so the
 *   signed-out pages stay within their budget and never load signed-in code;
 * - in a chunk two or more signed-in lazy routes load: one `vendor` chunk (node_modules) and one
 *   `app` chunk (our code), which change at different paces and so are cached apart;
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

type Group = "core" | "public" | "vendor" | "app";
export type ChunkPlan = ReadonlyMap<string, Group>;

const NODE_MODULES = /[\\/]node_modules[\\/]/;

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
  const appRouteCount = new Map<string, number>();
  for (const route of chunks.filter((chunk) => chunk.isDynamicEntry && !chunk.isEntry)) {
    const isPublic = route.facadeModuleId !== null && publicRoutes.includes(route.facadeModuleId);
    for (const file of loadedBy(route)) {
      if (isPublic) publicFiles.add(file);
      else appRouteCount.set(file, (appRouteCount.get(file) ?? 0) + 1);
    }
  }

  const plan = new Map<string, Group>();
  for (const chunk of chunks) {
    const file = chunk.fileName;
    if (chunk.isEntry || chunk.isDynamicEntry) continue;
    for (const id of chunk.moduleIds) {
      if (initial.has(file)) plan.set(id, "core");
      else if (publicFiles.has(file)) plan.set(id, "public");
      else if ((appRouteCount.get(file) ?? 0) >= 2)
        plan.set(id, NODE_MODULES.test(id) ? "vendor" : "app");
    }
  }
  return plan;
}

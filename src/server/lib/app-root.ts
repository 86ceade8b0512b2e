import { existsSync } from "node:fs";
import { dirname, join } from "node:path";

/**
 * The installed project's folder (package.json, drizzle/, dist/web). The server runs from the
 * source (src/server/…, under tsx and the tests) and from the compiled dist/server/main.js, at
 * different depths, so it is the nearest folder upwards that holds a package.json, not a fixed
 * number of `..`.
 */
export const appRoot = findAppRoot(import.meta.dirname);

function findAppRoot(from: string): string {
  let dir = from;
  while (!existsSync(join(dir, "package.json"))) {
    const parent = dirname(dir);
    if (parent === dir) throw new Error(`no package.json above ${from}`);
    dir = parent;
  }
  return dir;
}

import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { appRoot } from "../lib/app-root";

/*
 * A migrated, empty embedded database made by `npm run build` (scripts/make-pglite-template.ts),
 * so that a first start loads it instead of running initdb, which takes seconds (decision 249).
 */

export interface PgliteTemplateLocation {
  /** The dump (a gzipped tarball of the data directory). */
  file: string;
  /** The migrations it holds, by tag, in order (JSON). */
  migrations: string;
}

/** Where the build puts it. */
export const BUILT_PGLITE_TEMPLATE: PgliteTemplateLocation = {
  file: join(appRoot, "dist", "pglite-template.tar.gz"),
  migrations: join(appRoot, "dist", "pglite-template.json"),
};

interface Journal {
  entries: { tag: string }[];
}

/** The tags of the migrations the project has, in order. */
export function migrationTags(migrationsFolder: string): string[] {
  const journal = JSON.parse(
    readFileSync(join(migrationsFolder, "meta", "_journal.json"), "utf8"),
  ) as Journal;
  return journal.entries.map((e) => e.tag);
}

/** Whether a data directory has yet to be made: absent or empty. */
export function isNewDataDir(path: string): boolean {
  return !existsSync(path) || readdirSync(path).length === 0;
}

/**
 * The template to load into a new data directory, when the build made one of these migrations (or
 * of an earlier run of them, which the migrator then completes). A template of migrations this
 * code does not know (a downgrade) is not used: initdb and the migrations make the database.
 */
export function templateFor(
  migrationsFolder: string,
  location: PgliteTemplateLocation,
): Blob | undefined {
  if (!existsSync(location.file) || !existsSync(location.migrations)) return undefined;
  try {
    const held = JSON.parse(readFileSync(location.migrations, "utf8")) as string[];
    const known = migrationTags(migrationsFolder);
    if (held.length > known.length || held.some((tag, i) => known[i] !== tag)) return undefined;
    return new Blob([readFileSync(location.file)]);
  } catch {
    // An unreadable template only costs the time it would have saved.
    return undefined;
  }
}

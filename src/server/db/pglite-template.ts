import { existsSync, readdirSync, readFileSync, renameSync, rmdirSync, rmSync } from "node:fs";
import { join } from "node:path";
import { appRoot } from "../lib/app-root";
import { unpackDirectory } from "./data-dir-archive";

/*
 * A migrated, empty embedded database made by `npm run build` (scripts/make-pglite-template.ts),
 * so that a first start unpacks it instead of running initdb, which takes seconds (decisions 249,
 * 266).
 */

export interface PgliteTemplateLocation {
  /** The data directory, shut down cleanly and packed (data-dir-archive.ts). */
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
  entries: { tag: string; when: number }[];
}

function readJournal(migrationsFolder: string): Journal {
  return JSON.parse(readFileSync(join(migrationsFolder, "meta", "_journal.json"), "utf8"));
}

/** The tags of the migrations the project has, in order. */
export function migrationTags(migrationsFolder: string): string[] {
  return readJournal(migrationsFolder).entries.map((e) => e.tag);
}

/**
 * When the newest migration was made (the journal's `when`), which Drizzle's migrator stores as
 * `created_at` once it has applied it and compares with to find what is new.
 */
export function newestMigrationMillis(migrationsFolder: string): number {
  return Math.max(0, ...readJournal(migrationsFolder).entries.map((e) => e.when));
}

/** Whether a data directory has yet to be made: absent or empty. */
export function isNewDataDir(path: string): boolean {
  return !existsSync(path) || readdirSync(path).length === 0;
}

/**
 * The template to unpack into a new data directory, when the build made one of these migrations
 * (or of an earlier run of them, which the migrator then completes). A template of migrations this
 * code does not know (a downgrade) is not used: initdb and the migrations make the database.
 */
export function templateFor(
  migrationsFolder: string,
  location: PgliteTemplateLocation,
): string | undefined {
  if (!existsSync(location.file) || !existsSync(location.migrations)) return undefined;
  try {
    const held = JSON.parse(readFileSync(location.migrations, "utf8")) as string[];
    const known = migrationTags(migrationsFolder);
    if (held.length > known.length || held.some((tag, i) => known[i] !== tag)) return undefined;
    return location.file;
  } catch {
    // An unreadable template only costs the time it would have saved.
    return undefined;
  }
}

/**
 * Makes the new data directory `path` from the template, on disk, so that the database then opens
 * it as on any restart (decision 266). It is unpacked beside `path` and renamed into place: a
 * crash part-way leaves no half directory that a later start would take for a database. Returns
 * false, leaving `path` as it was, when the template cannot be unpacked.
 */
export function unpackTemplate(templateFile: string, path: string): boolean {
  // A directory that holds anything is a database, or what is left of one: never replaced.
  if (!isNewDataDir(path)) return false;
  const unpacking = `${path}.unpacking`;
  try {
    rmSync(unpacking, { recursive: true, force: true });
    unpackDirectory(readFileSync(templateFile), unpacking);
    // An empty directory counts as new; rename cannot replace it.
    if (existsSync(path)) rmdirSync(path);
    renameSync(unpacking, path);
    return true;
  } catch {
    // An unreadable template only costs the time it would have saved.
    rmSync(unpacking, { recursive: true, force: true });
    return false;
  }
}

import { PGlite, type PGliteOptions } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";

/**
 * Every embedded database is opened here, with the extensions the migrations create: an instance
 * without pg_trgm cannot write to `users` once its trigram indexes exist (decision 262).
 */
export function newPglite(dataDir?: string, options: PGliteOptions = {}): PGlite {
  const withExtensions = { ...options, extensions: { ...options.extensions, pg_trgm } };
  return dataDir === undefined ? new PGlite(withExtensions) : new PGlite(dataDir, withExtensions);
}

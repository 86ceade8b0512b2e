import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { openDatabase } from "../src/server/db/client";
import { packDirectory } from "../src/server/db/data-dir-archive";
import { newPglite } from "../src/server/db/pglite";
import { BUILT_PGLITE_TEMPLATE, migrationTags } from "../src/server/db/pglite-template";

/**
 * Part of `npm run build`: a migrated, empty embedded database, shut down cleanly and packed, which
 * a first start on a new data directory unpacks instead of running initdb
 * (src/server/db/pglite-template.ts, decisions 249 and 266). Made by initdb, never from an earlier
 * build's template, so a migration edited in place is picked up.
 */
const started = performance.now();
const scratch = mkdtempSync(join(tmpdir(), "st-pglite-template-"));
try {
  const dataDir = join(scratch, "pglite");
  const database = await openDatabase({ pglite: newPglite(dataDir) });
  // A clean shutdown ends in a checkpoint: a start from the copy has no log to replay.
  await database.close();
  const archive = packDirectory(dataDir);
  mkdirSync(dirname(BUILT_PGLITE_TEMPLATE.file), { recursive: true });
  writeFileSync(BUILT_PGLITE_TEMPLATE.file, archive);
  writeFileSync(
    BUILT_PGLITE_TEMPLATE.migrations,
    JSON.stringify(migrationTags(join(import.meta.dirname, "..", "drizzle"))),
  );
  console.log(
    `Inbäddad databasmall: ${Math.round(archive.length / 1024)} KB på ${Math.round(performance.now() - started)} ms`,
  );
} finally {
  rmSync(scratch, { recursive: true, force: true });
}

import { mkdirSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { openDatabase } from "../src/server/db/client";
import { newPglite } from "../src/server/db/pglite";
import { BUILT_PGLITE_TEMPLATE, migrationTags } from "../src/server/db/pglite-template";

/**
 * Part of `npm run build`: a migrated, empty embedded database, dumped, which a first start on a
 * new data directory loads instead of running initdb (src/server/db/pglite-template.ts).
 */
const started = performance.now();
const pglite = newPglite();
const database = await openDatabase({ pglite });
const dump = await pglite.dumpDataDir("gzip");
await database.close();
mkdirSync(dirname(BUILT_PGLITE_TEMPLATE.file), { recursive: true });
writeFileSync(BUILT_PGLITE_TEMPLATE.file, Buffer.from(await dump.arrayBuffer()));
writeFileSync(
  BUILT_PGLITE_TEMPLATE.migrations,
  JSON.stringify(migrationTags(join(import.meta.dirname, "..", "drizzle"))),
);
console.log(
  `Inbäddad databasmall: ${Math.round(dump.size / 1024)} KB på ${Math.round(performance.now() - started)} ms`,
);

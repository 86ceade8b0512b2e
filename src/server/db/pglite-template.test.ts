import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TEMPLATE_PATH } from "../../../tests/fixtures/global-setup";
import { appRoot } from "../lib/app-root";
import { openDatabase } from "./client";
import { packDirectory } from "./data-dir-archive";
import { newPglite } from "./pglite";
import { migrationTags, type PgliteTemplateLocation, unpackTemplate } from "./pglite-template";

/*
 * A new data directory starts from the build's migrated template instead of initdb (decisions 249,
 * 266). The template here is the tests' own migrated database with a marker table, so a test can
 * tell that it was unpacked.
 */
const MIGRATIONS = join(appRoot, "drizzle");
let dir: string;
let template: PgliteTemplateLocation;

beforeAll(async () => {
  if (process.env.TEST_DATABASE_URL) return;
  dir = mkdtempSync(join(tmpdir(), "pglite-template-"));
  // Made as the build makes its own: a data directory on disk, shut down cleanly, packed.
  const source = newPglite(join(dir, "source"), {
    loadDataDir: new Blob([readFileSync(TEMPLATE_PATH)]),
  });
  await source.exec("create table template_marker (loaded boolean)");
  await source.close();
  template = { file: join(dir, "template.tar.gz"), migrations: join(dir, "template.json") };
  writeFileSync(template.file, packDirectory(join(dir, "source")));
});
afterAll(() => {
  if (dir) rmSync(dir, { recursive: true, force: true });
});

function withTags(tags: string[]): PgliteTemplateLocation {
  const migrations = join(dir, `tags-${crypto.randomUUID()}.json`);
  writeFileSync(migrations, JSON.stringify(tags));
  return { file: template.file, migrations };
}

/** Opens a database on a data directory and says whether the marker came with it. */
async function openAndLook(dataDir: string, location: PgliteTemplateLocation) {
  const database = await openDatabase({ dataDir, pgliteTemplate: location });
  try {
    // Text only, which PGlite's and node-postgres' results hand over alike.
    const result = (await database.db.execute(
      sql`select to_regclass('template_marker')::text as marker,
        (select count(*) from drizzle.__drizzle_migrations)::text as migrations,
        current_setting('shared_buffers') as buffers`,
    )) as unknown as { rows: { marker: string | null; migrations: string; buffers: string }[] };
    const [row] = result.rows;
    // The embedded database's smaller buffer cache (decision 250), on every start.
    expect(row?.buffers).toBe("32MB");
    return { loaded: row?.marker != null, migrations: Number(row?.migrations) };
  } finally {
    await database.close();
  }
}

// The tests' template is made only for the run on PGlite (tests/fixtures/global-setup.ts).
describe.skipIf(Boolean(process.env.TEST_DATABASE_URL))(
  "the embedded database's first start",
  () => {
    const tags = migrationTags(MIGRATIONS);

    it("loads the template into a new data directory, migrated as far as the project", async () => {
      const dataDir = join(dir, "new");
      expect(await openAndLook(dataDir, withTags(tags))).toEqual({
        loaded: true,
        migrations: tags.length,
      });
    });

    it("loads a template of earlier migrations and runs the rest", async () => {
      const dataDir = join(dir, "older");
      // The template holds them all, but says it holds fewer: the migrator finds nothing to add.
      expect(await openAndLook(dataDir, withTags(tags.slice(0, -1)))).toEqual({
        loaded: true,
        migrations: tags.length,
      });
    });

    it("makes a new directory that is writable and keeps its rows over a restart", async () => {
      const dataDir = join(dir, "written");
      const first = await openDatabase({ dataDir, pgliteTemplate: withTags(tags) });
      try {
        await first.db.execute(sql`insert into template_marker values (true)`);
      } finally {
        await first.close();
      }
      expect(existsSync(join(dataDir, "pglite.unpacking"))).toBe(false);
      const again = await openDatabase({ dataDir, pgliteTemplate: withTags(tags) });
      try {
        const result = (await again.db.execute(
          sql`select count(*)::text as rows from template_marker`,
        )) as unknown as { rows: { rows: string }[] };
        expect(result.rows[0]?.rows).toBe("1");
      } finally {
        await again.close();
      }
    });

    it("unpacks over an empty directory and what an interrupted unpacking left", async () => {
      const dataDir = join(dir, "interrupted");
      mkdirSync(join(dataDir, "pglite"), { recursive: true });
      mkdirSync(join(dataDir, "pglite.unpacking", "base"), { recursive: true });
      writeFileSync(join(dataDir, "pglite.unpacking", "PG_VERSION"), "half");
      expect(await openAndLook(dataDir, withTags(tags))).toEqual({
        loaded: true,
        migrations: tags.length,
      });
      expect(existsSync(join(dataDir, "pglite.unpacking"))).toBe(false);
    });

    it("leaves the directory as it was when the template cannot be unpacked", () => {
      const path = join(dir, "unreadable", "pglite");
      const broken = join(dir, "broken.tar.gz");
      writeFileSync(broken, "not an archive");
      expect(unpackTemplate(broken, path)).toBe(false);
      expect(existsSync(path)).toBe(false);
      expect(existsSync(`${path}.unpacking`)).toBe(false);
      // Nor is a directory that holds anything replaced.
      mkdirSync(path, { recursive: true });
      writeFileSync(join(path, "PG_VERSION"), "18");
      expect(unpackTemplate(template.file, path)).toBe(false);
      expect(readFileSync(join(path, "PG_VERSION"), "utf8")).toBe("18");
    });

    it("passes over a template of migrations this code does not know, and never loads one over an existing directory", async () => {
      const dataDir = join(dir, "unknown");
      expect(await openAndLook(dataDir, withTags([...tags, "9999_from-the-future"]))).toEqual({
        loaded: false,
        migrations: tags.length,
      });
      // The directory now exists: a usable template is not loaded over it.
      expect(await openAndLook(dataDir, withTags(tags))).toEqual({
        loaded: false,
        migrations: tags.length,
      });
    }, 60_000);
  },
);

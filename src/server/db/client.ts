import { join } from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { sql } from "drizzle-orm";
import { drizzle as drizzleNodePg } from "drizzle-orm/node-postgres";
import { migrate as migrateNodePg } from "drizzle-orm/node-postgres/migrator";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import pg from "pg";
import { lockDataDir } from "./lock";
import * as schema from "./schema";

export type Schema = typeof schema;
/** Both drivers share this type; a transaction handle is one too, so repositories take `Db`. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export interface Database {
  db: Db;
  kind: "pglite" | "postgres";
  ping(): Promise<boolean>;
  close(): Promise<void>;
}

const migrationsFolder = join(import.meta.dirname, "../../../drizzle");

export interface OpenDatabaseOptions {
  databaseUrl?: string;
  /** Directory of the embedded database; ignored when databaseUrl is set. */
  dataDir?: string;
  /** An existing PGlite instance (tests open copies of a migrated template). */
  pglite?: PGlite;
}

export async function openDatabase(options: OpenDatabaseOptions): Promise<Database> {
  if (options.databaseUrl) return openPostgres(options.databaseUrl);
  return openPglite(options);
}

async function openPostgres(url: string): Promise<Database> {
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  const db = drizzleNodePg(pool, { schema }) as unknown as Db;
  await migrateNodePg(drizzleNodePg(pool), { migrationsFolder });
  return {
    db,
    kind: "postgres",
    ping: () => ping(db),
    close: () => pool.end(),
  };
}

async function openPglite(options: OpenDatabaseOptions): Promise<Database> {
  let unlock = () => {};
  let client = options.pglite;
  if (!client) {
    const dir = options.dataDir ?? "./data";
    unlock = lockDataDir(dir);
    try {
      client = new PGlite(join(dir, "pglite"));
      await client.waitReady;
    } catch (error) {
      unlock();
      throw error;
    }
  }
  const pglite = client;
  const db = drizzlePglite(pglite, { schema }) as unknown as Db;
  await migratePglite(drizzlePglite(pglite), { migrationsFolder });
  return {
    db,
    kind: "pglite",
    ping: () => ping(db),
    close: async () => {
      await pglite.close();
      unlock();
    },
  };
}

async function ping(db: Db): Promise<boolean> {
  try {
    await db.execute(sql`select 1`);
    return true;
  } catch {
    return false;
  }
}

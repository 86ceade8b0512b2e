import { join } from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { sql } from "drizzle-orm";
import { drizzle as drizzleNodePg } from "drizzle-orm/node-postgres";
import { migrate as migrateNodePg } from "drizzle-orm/node-postgres/migrator";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import pg from "pg";
import { appRoot } from "../lib/app-root";
import type { Logger } from "../lib/logger";
import { withinTime } from "../lib/within-time";
import { databaseErrorCode, describeCause } from "./errors";
import { lockDataDir } from "./lock";
import { newPglite } from "./pglite";
import {
  BUILT_PGLITE_TEMPLATE,
  isNewDataDir,
  newestMigrationMillis,
  type PgliteTemplateLocation,
  templateFor,
  unpackTemplate,
} from "./pglite-template";
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

const migrationsFolder = join(appRoot, "drizzle");
/** The embedded database's buffer cache (decision 250). */
const EMBEDDED_SHARED_BUFFERS = "32MB";

export interface OpenDatabaseOptions {
  databaseUrl?: string;
  /** Directory of the embedded database; ignored when databaseUrl is set. */
  dataDir?: string;
  /** An existing PGlite instance (tests open copies of a migrated template). */
  pglite?: PGlite;
  /** The migrated data directory a new one starts from; by default the build's (decision 249). */
  pgliteTemplate?: PgliteTemplateLocation;
  /** Where lost connections are reported (PostgreSQL only). */
  logger?: Logger;
  /** PostgreSQL only; tests shorten them. */
  timeouts?: Partial<DatabaseTimeouts>;
}

/** How long the server waits for PostgreSQL (decision 061). */
export interface DatabaseTimeouts {
  /** A connection: a new one from the server, or a free one from the pool. */
  connectMs: number;
  /** The server cancels a statement running longer (statement_timeout; lock waits included). */
  statementMs: number;
  /** The client gives up on a server that does not answer at all (query_timeout). */
  queryMs: number;
  /** The server ends a session left idle inside a transaction, releasing its locks. */
  idleInTransactionMs: number;
  /** The health check's answer. */
  pingMs: number;
}

export const DEFAULT_DATABASE_TIMEOUTS: DatabaseTimeouts = {
  connectMs: 3_000,
  statementMs: 8_000,
  queryMs: 10_000,
  idleInTransactionMs: 30_000,
  pingMs: 1_500,
};

/** PostgreSQL could not be reached at start-up; `reason` is one line. */
export class DatabaseUnreachableError extends Error {
  constructor(
    readonly url: string,
    readonly reason: string,
  ) {
    super(`database unreachable: ${reason}`);
  }
}

export async function openDatabase(options: OpenDatabaseOptions): Promise<Database> {
  if (options.databaseUrl) return openPostgres(options.databaseUrl, options);
  return openPglite(options);
}

/**
 * A connection that is closed as soon as a query times out on the client side: the server may
 * still be running it (or hold the transaction open), so the connection must never be handed out
 * again, where the next request would run inside that transaction.
 */
class GuardedClient extends pg.Client {
  // biome-ignore lint/suspicious/noExplicitAny: pg's query has a dozen overloads; all pass through unchanged.
  override query(...args: any[]): any {
    const result: unknown = Reflect.apply(super.query, this, args);
    if (result instanceof Promise) {
      result.catch((error: unknown) => {
        if (error instanceof Error && error.message === "Query read timeout") void this.end();
      });
    }
    return result;
  }
}

async function openPostgres(url: string, options: OpenDatabaseOptions): Promise<Database> {
  const timeouts = { ...DEFAULT_DATABASE_TIMEOUTS, ...options.timeouts };
  const pool = new pg.Pool({
    connectionString: url,
    max: 10,
    Client: GuardedClient,
    connectionTimeoutMillis: timeouts.connectMs,
    statement_timeout: timeouts.statementMs,
    query_timeout: timeouts.queryMs,
    idle_in_transaction_session_timeout: timeouts.idleInTransactionMs,
    keepAlive: true,
  });
  // A connection can fail while idle in the pool or while a request holds it between queries (a
  // restart, pg_terminate_backend, a network cut). Without a listener that 'error' event ends the
  // process; the pool drops the connection and the next request gets a new one.
  pool.on("connect", (client) => {
    client.on("error", (error) => {
      options.logger?.warn(
        { err: { message: error.message }, code: databaseErrorCode(error) },
        "database connection lost",
      );
    });
  });
  pool.on("error", () => {
    // Logged by the connection's own listener above; the pool has already removed it.
  });
  try {
    await pool.query("select 1");
  } catch (error) {
    await pool.end().catch(() => {});
    throw new DatabaseUnreachableError(url, describeCause(error));
  }
  const db = drizzleNodePg(pool, { schema }) as unknown as Db;
  await migrateOnce(pool);
  return {
    db,
    kind: "postgres",
    ping: () => ping(db, timeouts.pingMs),
    close: () => pool.end(),
  };
}

/** Any number, the same in every instance: the advisory lock held while migrating. */
const MIGRATION_LOCK = 7_142_001;

/**
 * Instances started together on one database would each apply the same migrations (Drizzle takes
 * no lock) and all but the first fail. The first to take the lock migrates; the others wait, then
 * find nothing left to do. Polled rather than waited on, so statement_timeout does not cut the
 * wait short while another instance migrates.
 */
async function migrateOnce(pool: pg.Pool) {
  const client = await pool.connect();
  let locked = false;
  try {
    while (!locked) {
      const { rows } = await client.query<{ locked: boolean }>(
        "select pg_try_advisory_lock($1) as locked",
        [MIGRATION_LOCK],
      );
      locked = rows[0]?.locked === true;
      if (!locked) await new Promise((done) => setTimeout(done, 200));
    }
    await migrateNodePg(drizzleNodePg(client), { migrationsFolder });
  } finally {
    // Should the unlock fail, the connection is dropped, which releases the lock as well.
    const unlocked =
      !locked ||
      (await client.query("select pg_advisory_unlock($1)", [MIGRATION_LOCK]).then(
        () => true,
        () => false,
      ));
    client.release(!unlocked);
  }
}

/**
 * PGlite's own start parameters with a smaller buffer cache (decision 250): 128 MB of shared
 * buffers is a server's default and most of the embedded database's memory, while its pages are
 * read through the operating system's file cache anyway.
 */
const PGLITE_START_PARAMS = [
  ...PGlite.defaultStartParams,
  "-c",
  `shared_buffers=${EMBEDDED_SHARED_BUFFERS}`,
];

async function openPglite(options: OpenDatabaseOptions): Promise<Database> {
  let unlock = async () => {};
  let client = options.pglite;
  if (!client) {
    const dir = options.dataDir ?? "./data";
    unlock = await lockDataDir(dir);
    try {
      const path = join(dir, "pglite");
      const template = isNewDataDir(path)
        ? templateFor(migrationsFolder, options.pgliteTemplate ?? BUILT_PGLITE_TEMPLATE)
        : undefined;
      // Without a usable template PGlite runs initdb on the empty directory.
      if (template) unpackTemplate(template, path);
      client = newPglite(path, { startParams: PGLITE_START_PARAMS });
      await client.waitReady;
    } catch (error) {
      await unlock();
      throw error;
    }
  }
  const pglite = client;
  const db = drizzlePglite(pglite, { schema }) as unknown as Db;
  if (!(await holdsEveryMigration(pglite))) {
    await migratePglite(drizzlePglite(pglite), { migrationsFolder });
  }
  return {
    db,
    kind: "pglite",
    // In the process: it cannot go away, so its health check waits as before.
    ping: () => ping(db),
    close: async () => {
      await pglite.close();
      await unlock();
    },
  };
}

/**
 * Whether the embedded database has applied the newest migration, by the rule Drizzle's migrator
 * goes by (a migration is new when made after the newest one applied), in one statement. The
 * migrator itself reads and hashes every migration file and runs four statements to find nothing
 * to do, at every start. One process holds the data directory, so nothing migrates meanwhile.
 */
async function holdsEveryMigration(pglite: PGlite): Promise<boolean> {
  try {
    const { rows } = await pglite.query<{ newest: string | null }>(
      "select max(created_at)::text as newest from drizzle.__drizzle_migrations",
    );
    const newest = rows[0]?.newest;
    return newest != null && Number(newest) >= newestMigrationMillis(migrationsFolder);
  } catch {
    // No migrations table yet: a database the migrator has not seen.
    return false;
  }
}

/** Whether the database answers (within `timeoutMs`); a query still hanging is left to time out. */
async function ping(db: Db, timeoutMs?: number): Promise<boolean> {
  const answer = db.execute(sql`select 1`).then(
    () => true,
    () => false,
  );
  if (timeoutMs === undefined) return answer;
  return (await withinTime(answer, timeoutMs)) ?? false;
}

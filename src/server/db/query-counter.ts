import type { PGlite } from "@electric-sql/pglite";
import type { Logger as DrizzleLogger } from "drizzle-orm";
import { drizzle as drizzleNodePg } from "drizzle-orm/node-postgres";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import type pg from "pg";
import type { Database, Db } from "./client";
import * as schema from "./schema";

export interface CountingDb {
  /** Shares the database's connection (or pool); every statement it sends is counted. */
  db: Db;
  /** Statements sent since the start or the last reset. */
  count(): number;
  reset(): void;
}

/**
 * A second handle on an open database that counts round trips, for the tests and the benchmark
 * that hold the number of queries of a page load to a budget.
 */
export function countQueries(database: Pick<Database, "db" | "kind">): CountingDb {
  let queries = 0;
  const logger: DrizzleLogger = {
    logQuery: () => {
      queries++;
    },
  };
  const client = (database.db as unknown as { $client: unknown }).$client;
  const db = (database.kind === "pglite"
    ? drizzlePglite(client as PGlite, { schema, logger })
    : drizzleNodePg(client as pg.Pool, { schema, logger })) as unknown as Db;
  return {
    db,
    count: () => queries,
    reset: () => {
      queries = 0;
    },
  };
}

import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openTestDatabase } from "../../../tests/fixtures/test-database";
import type { Database, Db } from "./client";
import { describeCause, isDatabaseUnavailable, isRetryableConflict } from "./errors";
import { TRANSACTION_ATTEMPTS, transactionWithRetry } from "./transaction";

const pgError = (code: string, message = code) => Object.assign(new Error(message), { code });
/** Drizzle's wrapper around a driver error. */
const wrapped = (cause: unknown) => new Error("Failed query: select 1\nparams: ", { cause });

/** A Db whose transaction() fails with the given errors, in turn, then succeeds. */
function failingDb(errors: unknown[]) {
  let runs = 0;
  const db = {
    transaction: async <T>(work: (tx: Db) => Promise<T>) => {
      runs++;
      const error = errors.shift();
      if (error) throw error;
      return work(db as unknown as Db);
    },
  };
  return { db: db as unknown as Db, runs: () => runs };
}

describe("transactionWithRetry", () => {
  it.each(["40P01", "40001"])("runs the transaction again after %s", async (code) => {
    const { db, runs } = failingDb([wrapped(pgError(code)), wrapped(pgError(code))]);
    await expect(transactionWithRetry(db, async () => "done")).resolves.toBe("done");
    expect(runs()).toBe(3);
  });

  it("gives up after a few attempts and passes the last error on", async () => {
    const errors = Array.from({ length: 10 }, () => wrapped(pgError("40P01")));
    const { db, runs } = failingDb(errors);
    await expect(transactionWithRetry(db, async () => "done")).rejects.toThrow(/Failed query/);
    expect(runs()).toBe(TRANSACTION_ATTEMPTS);
  });

  it("does not retry any other error", async () => {
    const { db, runs } = failingDb([wrapped(pgError("23505")), new Error("nej")]);
    await expect(transactionWithRetry(db, async () => "done")).rejects.toThrow();
    expect(runs()).toBe(1);
  });
});

describe("database error meaning", () => {
  it.each([
    ["a terminated backend", wrapped(pgError("57P01"))],
    ["a statement timeout", wrapped(pgError("57014"))],
    ["a refused connection", new AggregateError([pgError("ECONNREFUSED")], "")],
    ["a lost connection", wrapped(new Error("Connection terminated unexpectedly"))],
    ["a silent server", wrapped(new Error("Query read timeout"))],
    ["a full pool", new Error("timeout exceeded when trying to connect")],
  ])("takes %s for an unavailable database", (_label, error) => {
    expect(isDatabaseUnavailable(error)).toBe(true);
  });

  it.each([
    ["a unique violation", wrapped(pgError("23505"))],
    ["a data exception", wrapped(pgError("22001"))],
    ["a plain bug", new TypeError("x is undefined")],
  ])("does not take %s for an unavailable database", (_label, error) => {
    expect(isDatabaseUnavailable(error)).toBe(false);
    expect(isRetryableConflict(error)).toBe(false);
  });

  it("describes the innermost cause on one line", () => {
    const refused = new AggregateError(
      [
        pgError("ECONNREFUSED", "connect ECONNREFUSED ::1:1"),
        pgError("ECONNREFUSED", "connect\nECONNREFUSED 127.0.0.1:1"),
      ],
      "",
    );
    expect(describeCause(refused)).toBe("connect ECONNREFUSED 127.0.0.1:1");
  });
});

describe.skipIf(!process.env.TEST_DATABASE_URL)("a real deadlock on PostgreSQL", () => {
  let database: Database;
  beforeAll(async () => {
    database = await openTestDatabase();
    await database.db.execute(sql`create table pair (id int primary key, n int not null)`);
    await database.db.execute(sql`insert into pair values (1, 0), (2, 0)`);
  });
  afterAll(() => database?.close());

  it("lets both transactions commit when they lock two rows in opposite orders", async () => {
    // Each waits until the other holds its first row, so the second lock closes the cycle.
    let arrived = 0;
    let release: () => void = () => {};
    const bothHoldOne = new Promise<void>((resolve) => {
      release = resolve;
    });
    const meet = async () => {
      if (++arrived === 2) release();
      await Promise.race([bothHoldOne, new Promise((r) => setTimeout(r, 500))]);
    };
    const bump = (first: number, second: number) =>
      transactionWithRetry(database.db, async (tx) => {
        await tx.execute(sql`update pair set n = n + 1 where id = ${first}`);
        await meet();
        await tx.execute(sql`update pair set n = n + 1 where id = ${second}`);
      });
    await Promise.all([bump(1, 2), bump(2, 1)]);
    const result = (await database.db.execute(sql`select n from pair order by id`)) as unknown as {
      rows: { n: number }[];
    };
    expect(result.rows.map((r) => r.n)).toEqual([2, 2]);
  });
});

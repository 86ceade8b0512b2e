import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { openTestDatabase } from "../../tests/fixtures/test-database";
import { bootstrapFirstAdmin } from "./bootstrap";
import type { Database } from "./db/client";
import { users } from "./db/schema";
import { createLogger } from "./lib/logger";

const logger = createLogger("silent");
// One database for the file, emptied of accounts before each test: each test is a first start.
let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());
beforeEach(async () => {
  await database.db.delete(users);
});

describe("first start", () => {
  it("creates one administrator from ADMIN_EMAIL and ADMIN_PASSWORD, with no change required", async () => {
    const result = await bootstrapFirstAdmin(database.db, logger, {
      email: "Chef@Example.se",
      password: "valt-losen",
    });
    expect(result).toEqual({ email: "chef@example.se" });
    const rows = await database.db.select().from(users);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      email: "chef@example.se",
      role: "ADMIN",
      mustChangePassword: false,
      isActive: true,
    });
  });

  it("otherwise generates a password, returns it once and requires a change at first sign-in", async () => {
    const first = await bootstrapFirstAdmin(database.db, logger, {});
    expect(first?.email).toBe("admin@st-portalen.local");
    expect(first?.generatedPassword).toMatch(/^[A-Za-z0-9]{14}$/);
    const [row] = await database.db.select().from(users);
    expect(row?.mustChangePassword).toBe(true);
  });

  it("generates a different password every time: there is no default", async () => {
    const passwords = new Set<string | undefined>();
    for (let i = 0; i < 2; i++) {
      await database.db.delete(users);
      passwords.add((await bootstrapFirstAdmin(database.db, logger, {}))?.generatedPassword);
    }
    expect(passwords.size).toBe(2);
  });

  it("does nothing when users exist", async () => {
    await bootstrapFirstAdmin(database.db, logger, {});
    expect(await bootstrapFirstAdmin(database.db, logger, {})).toBeUndefined();
    expect(await database.db.select().from(users)).toHaveLength(1);
  });

  it("creates one administrator when instances start together on an empty database", async () => {
    const starts = await Promise.all(
      [1, 2, 3].map(() =>
        bootstrapFirstAdmin(database.db, logger, {
          email: "chef@example.se",
          password: "valt-losen",
        }),
      ),
    );
    expect(starts.filter((result) => result !== undefined)).toHaveLength(1);
    expect(await database.db.select().from(users)).toHaveLength(1);
  });
});

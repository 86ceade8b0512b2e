import { getTableConfig, PgTable } from "drizzle-orm/pg-core";
import { describe, expect, it } from "vitest";
import { PERSONAL_DATA_TABLES } from "../../../../tests/fixtures/personal-data-tables";
import * as schema from "../../db/schema";

/** The tables of the schema with a column that references `users`, and `users` itself. */
function tablesNamingAUser(): string[] {
  const names = new Set<string>(["users"]);
  for (const value of Object.values(schema)) {
    if (!(value instanceof PgTable)) continue;
    const config = getTableConfig(value);
    if (
      config.foreignKeys.some((fk) => getTableConfig(fk.reference().foreignTable).name === "users")
    )
      names.add(config.name);
  }
  return [...names].sort();
}

describe("the personal data export's tables", () => {
  it("places every table that names a user: exported, or kept out with a reason", () => {
    const found = tablesNamingAUser();
    // The check itself must see the tables, or it would pass on nothing.
    expect(found).toEqual(expect.arrayContaining(["users", "rotations", "sessions"]));
    expect(Object.keys(PERSONAL_DATA_TABLES).sort()).toEqual(found);
    // data-export.test.ts checks that each `exportedAs` names a key of the exported JSON.
    for (const [table, place] of Object.entries(PERSONAL_DATA_TABLES))
      expect("exportedAs" in place ? place.exportedAs : place.keptOut.trim(), table).not.toBe("");
  });
});

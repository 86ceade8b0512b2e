import { like, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { expectError } from "../../../../tests/fixtures/expect-response";
import type { TestClient } from "../../../../tests/fixtures/test-app";
import { createTestApp, type TestApp } from "../../../../tests/fixtures/test-app";
import { USER_MESSAGES } from "../../../shared/messages/users";
import { ROLE_LABELS, type Role } from "../../../shared/roles";
import { USER_SORTS } from "../../../shared/schemas/users";
import { users } from "../../db/schema";

/**
 * The user list at a clinic's scale: one page at a time, sorted and searched on the server, with
 * the total. Every account here has 'sidlista' in its address, so a search for it sees only them.
 */
let t: TestApp;
let admin: TestClient;

interface Row {
  id: string;
  email: string;
  displayName: string;
  role: Role;
  isActive: boolean;
  createdAt: string;
}

const PEOPLE: { firstName: string; lastName: string; role: Role; isActive?: boolean }[] = [
  { firstName: "Örjan", lastName: "Åström", role: "ST_DOCTOR" },
  { firstName: "Ärla", lastName: "Berg", role: "SUPERVISOR" },
  { firstName: "Åsa", lastName: "Ek", role: "ST_DOCTOR", isActive: false },
  { firstName: "anna", lastName: "Zorn", role: "DIRECTOR" },
  { firstName: "Bertil", lastName: "Pro%cent_x", role: "SPECIALIST" },
  { firstName: "Zelda", lastName: "Jocke", role: "ST_DOCTOR" },
  { firstName: "Olof", lastName: "Tetax", role: "ADMIN" },
  { firstName: "Cecilia", lastName: "Berg", role: "ST_DOCTOR" },
  { firstName: "David", lastName: "Berg", role: "SUPERVISOR", isActive: false },
  { firstName: "Eva", lastName: "Öst", role: "ST_DOCTOR" },
  { firstName: "Fredrik", lastName: "Ärlig", role: "ST_DOCTOR" },
  { firstName: "Gustav", lastName: "Back\\slash", role: "SPECIALIST" },
];

beforeAll(async () => {
  t = await createTestApp();
  admin = (await t.signedIn("ADMIN", { email: "admin-utanfor@example.se" })).client;
  let n = 0;
  for (const person of PEOPLE)
    await t.createUser({ ...person, email: `sidlista-${String(++n).padStart(2, "0")}@example.se` });
  // Whole seconds: the answer shows milliseconds, the database keeps microseconds, and accounts
  // made in the same millisecond would otherwise be ordered by a difference the test cannot see.
  // It also makes real ties, so the tie-break by id is tested.
  await t.deps.db
    .update(users)
    .set({ createdAt: sql`date_trunc('second', ${users.createdAt})` })
    .where(like(users.email, "sidlista-%"));
});
afterAll(() => t.close());

async function list(query: string) {
  const res = await admin.get(`/api/users?${query}`);
  expect(res.status, await res.clone().text()).toBe(200);
  return (await res.json()) as { users: Row[]; total: number; page: number; pageSize: number };
}
const ids = (rows: Row[]) => rows.map((r) => r.id);
const names = (rows: Row[]) => rows.map((r) => r.displayName);

describe("paging", () => {
  it("answers one page with the total, the last page short and a page past the end empty", async () => {
    const first = await list("search=sidlista&pageSize=5&page=1");
    expect(first).toMatchObject({ total: 12, page: 1, pageSize: 5 });
    expect(first.users).toHaveLength(5);
    const second = await list("search=sidlista&pageSize=5&page=2");
    const last = await list("search=sidlista&pageSize=5&page=3");
    expect(last.users).toHaveLength(2);
    expect(last.total).toBe(12);
    const beyond = await list("search=sidlista&pageSize=5&page=4");
    expect(beyond).toEqual({ users: [], total: 12, page: 4, pageSize: 5 });

    // The pages together are the whole list, once each, in the order of one big page.
    const whole = await list("search=sidlista&pageSize=100");
    expect([...ids(first.users), ...ids(second.users), ...ids(last.users)]).toEqual(
      ids(whole.users),
    );
  });

  it("answers 25 by default and at most 100", async () => {
    const res = await list("");
    expect(res.pageSize).toBe(25);
    expect(res.users.length).toBeLessThanOrEqual(25);
    expect((await list("pageSize=100")).pageSize).toBe(100);
  });

  it("counts only what the filter keeps", async () => {
    const doctors = await list("search=sidlista&role=ST_DOCTOR&pageSize=2");
    expect(doctors.total).toBe(PEOPLE.filter((p) => p.role === "ST_DOCTOR").length);
    expect(doctors.users).toHaveLength(2);
    expect(doctors.users.every((u) => u.role === "ST_DOCTOR")).toBe(true);
  });
});

describe("sorting", () => {
  const swedish = new Intl.Collator("sv", { sensitivity: "base" });
  const keyOf: Record<(typeof USER_SORTS)[number], (a: Row, b: Row) => number> = {
    name: (a, b) => swedish.compare(a.displayName, b.displayName),
    email: (a, b) => (a.email < b.email ? -1 : a.email > b.email ? 1 : 0),
    role: (a, b) => swedish.compare(ROLE_LABELS[a.role], ROLE_LABELS[b.role]),
    active: (a, b) => Number(a.isActive) - Number(b.isActive),
    created: (a, b) => Date.parse(a.createdAt) - Date.parse(b.createdAt),
  };

  it.each(USER_SORTS)("sorts by %s both ways, ties broken by id", async (sort) => {
    const up = (await list(`search=sidlista&pageSize=100&sort=${sort}&order=asc`)).users;
    const down = (await list(`search=sidlista&pageSize=100&sort=${sort}&order=desc`)).users;
    expect(up).toHaveLength(PEOPLE.length);
    const expected = [...up].sort((a, b) => keyOf[sort](a, b) || (a.id < b.id ? -1 : 1));
    expect(ids(up)).toEqual(ids(expected));
    expect(ids(down)).toEqual(ids(up).reverse());
  });

  it("puts å, ä and ö after z, in that order, whatever their case", async () => {
    const rows = (await list("search=sidlista&pageSize=100&sort=name")).users;
    expect(names(rows)).toEqual([
      "anna Zorn",
      "Bertil Pro%cent_x",
      "Cecilia Berg",
      "David Berg",
      "Eva Öst",
      "Fredrik Ärlig",
      "Gustav Back\\slash",
      "Olof Tetax",
      "Zelda Jocke",
      "Åsa Ek",
      "Ärla Berg",
      "Örjan Åström",
    ]);
  });

  it("keeps a page stable when many rows share the sort value", async () => {
    const pages = await Promise.all(
      [1, 2, 3, 4].map((page) => list(`search=sidlista&pageSize=3&page=${page}&sort=active`)),
    );
    const seen = pages.flatMap((p) => ids(p.users));
    expect(new Set(seen).size).toBe(PEOPLE.length);
  });
});

describe("searching", () => {
  it("finds Swedish letters whatever their case, in first name, last name and address", async () => {
    for (const text of ["örjan", "ÖRJAN", "åström", "ÅSTRÖM", " Åström "])
      expect(names((await list(`search=${encodeURIComponent(text)}`)).users)).toEqual([
        "Örjan Åström",
      ]);
    expect(names((await list("search=%C3%A4rl&sort=name")).users)).toEqual([
      "Fredrik Ärlig",
      "Ärla Berg",
    ]);
    expect((await list("search=SIDLISTA-07")).users.map((u) => u.email)).toEqual([
      "sidlista-07@example.se",
    ]);
    // First and last name together, as the table shows the name.
    expect(names((await list("search=cecilia%20berg")).users)).toEqual(["Cecilia Berg"]);
  });

  it("matches %, _ and backslash as themselves", async () => {
    // Unescaped, 'o%c' would also match 'Jocke' and 't_x' would match 'Tetax'.
    expect(names((await list(`search=${encodeURIComponent("o%c")}`)).users)).toEqual([
      "Bertil Pro%cent_x",
    ]);
    expect(names((await list(`search=${encodeURIComponent("t_x")}`)).users)).toEqual([
      "Bertil Pro%cent_x",
    ]);
    expect(names((await list(`search=${encodeURIComponent("k\\s")}`)).users)).toEqual([
      "Gustav Back\\slash",
    ]);
    expect((await list(`search=${encodeURIComponent("%%")}`)).total).toBe(0);
  });
});

describe("bad query values", () => {
  it.each([
    ["page=0", USER_MESSAGES.pageInvalid],
    ["page=abc", USER_MESSAGES.pageInvalid],
    ["page=1.5", USER_MESSAGES.pageInvalid],
    ["page=10001", USER_MESSAGES.pageInvalid],
    ["pageSize=0", USER_MESSAGES.pageSizeInvalid],
    ["pageSize=101", USER_MESSAGES.pageSizeInvalid],
    ["sort=password", USER_MESSAGES.sortInvalid],
    ["order=up", USER_MESSAGES.orderInvalid],
    ["role=KUNG", USER_MESSAGES.roleInvalid],
    [`search=${"a".repeat(201)}`, USER_MESSAGES.searchTooLong],
  ])("refuses %s in Swedish", async (query, message) => {
    await expectError(await admin.get(`/api/users?${query}`), 400, message);
  });
});

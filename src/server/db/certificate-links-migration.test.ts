import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { migrateAcross, migrationsBefore } from "../../../tests/fixtures/migration-from";

/**
 * The migration that turned the single certificate columns into the `certificates` link table
 * must keep every existing link. A database is brought to the schema before it (migrations 0000
 * and 0001 only), filled in the old shape, then migrated to the current schema.
 */

/** Rows in the shape of migration 0001: one certificate per item, in the item's own column. */
const OLD_SHAPE = `
  insert into users (id, name, email) values ('u1', 'Doktor', 'u1@example.se');
  insert into uploaded_files (id, owner_id, storage_path, original_name, file_type, file_size, uploaded_at)
  values
    ('f-goal', 'u1', 'u1/00000000-0000-0000-0000-000000000001.pdf', 'mal.pdf', 'application/pdf', 10, '2025-01-02T10:00:00Z'),
    ('f-rot', 'u1', 'u1/00000000-0000-0000-0000-000000000002.pdf', 'rand.pdf', 'application/pdf', 10, '2025-01-03T10:00:00Z'),
    ('f-course', 'u1', 'u1/00000000-0000-0000-0000-000000000003.pdf', 'kurs.pdf', 'application/pdf', 10, now()),
    ('f-sitin', 'u1', 'u1/00000000-0000-0000-0000-000000000004.pdf', 'sitin.pdf', 'application/pdf', 10, now()),
    ('f-proc', 'u1', 'u1/00000000-0000-0000-0000-000000000005.pdf', 'us.pdf', 'application/pdf', 10, now()),
    ('f-contract', 'u1', 'u1/00000000-0000-0000-0000-000000000006.pdf', 'k.pdf', 'application/pdf', 10, now());
  insert into formalities (user_id, st_model, st_start_date, st_contract_file_id)
  values ('u1', '2015', '2024-01-01', 'f-contract');
  insert into user_goals (user_id, goal_id, status, certificate_file_id) values
    ('u1', 'a1', 'completed', 'f-goal'),
    ('u1', 'a2', 'planned', null);
  insert into rotations (id, user_id, name, start_month, end_month, certificate_file_id)
  values ('r1', 'u1', 'Kardiologi', '2025-01', '2025-03', 'f-rot');
  insert into courses (id, user_id, name, date, certificate_file_id)
  values ('c1', 'u1', 'EKG-kurs', '2025-02-01', 'f-course');
  insert into sit_ins (id, user_id, topic, supervisor, date, notes, certificate_file_id)
  values ('s1', 'u1', 'Eko', 'Dr H', '2025-03-01', 'Bra', 'f-sitin');
  insert into procedure_catalogue (id, name, "column", level) values ('p1', 'Arbets-EKG', 'x', 'A');
  insert into user_procedures (user_id, procedure_id, status, certificate_file_id)
  values ('u1', 'p1', 'completed', 'f-proc');
`;

const LINKS_QUERY = `select file_id, user_id, item_kind, item_id, added_at from certificates order by file_id`;

const EXPECTED = [
  { file_id: "f-course", user_id: "u1", item_kind: "course", item_id: "c1" },
  { file_id: "f-goal", user_id: "u1", item_kind: "goal", item_id: "a1" },
  { file_id: "f-proc", user_id: "u1", item_kind: "procedure", item_id: "p1" },
  { file_id: "f-rot", user_id: "u1", item_kind: "rotation", item_id: "r1" },
  { file_id: "f-sitin", user_id: "u1", item_kind: "sit-in", item_id: "s1" },
];

type Row = Record<string, unknown>;

function checkMigrated(links: Row[], contract: Row[]) {
  expect(links.map(({ added_at: _, ...rest }) => rest)).toEqual(EXPECTED);
  // A link is dated with its file's upload.
  const goal = links.find((l) => l.file_id === "f-goal")!;
  expect(new Date(goal.added_at as string).toISOString()).toBe("2025-01-02T10:00:00.000Z");
  // The contract stays where it was.
  expect(contract).toEqual([{ st_contract_file_id: "f-contract" }]);
}

let before: ReturnType<typeof migrationsBefore>;
beforeAll(() => {
  before = migrationsBefore(/_certificate_links$/);
});
afterAll(() => before.remove());

describe("migration of single certificate links to the link table", () => {
  it("keeps every link", async () => {
    await migrateAcross(before.folder, OLD_SHAPE, async (query) => {
      checkMigrated(
        await query(LINKS_QUERY),
        await query("select st_contract_file_id from formalities"),
      );
    });
  }, 60_000);
});

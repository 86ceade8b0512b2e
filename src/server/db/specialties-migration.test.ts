import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { migrateAcross, migrationsBefore } from "../../../tests/fixtures/migration-from";

/**
 * The migration that made specialties data (issue 27): every existing record becomes klinisk
 * fysiologi, every existing goal row (a clinic's correction and check included) becomes klinisk
 * fysiologi's, and nothing else changes. A database is brought to the schema before it, filled,
 * then migrated to the current schema.
 */

const FILL = `
  insert into users (id, name, email, role) values
    ('doc', 'Doktor', 'doc@example.se', 'ST_DOCTOR'),
    ('new', 'Ny', 'new@example.se', 'ST_DOCTOR'),
    ('adm', 'Admin', 'adm@example.se', 'ADMIN');
  insert into formalities (user_id, st_model, st_start_date, head_of_department, version)
  values ('doc', '2021', '2024-01-15', 'Vera', 3);
  insert into user_goals (user_id, goal_id, status, planned_quarter) values
    ('doc', 'STa1', 'completed', null),
    ('doc', 'STc4', 'planned', '2026-Q2');
  insert into goal_catalogue (id, model, category, title, description, recommended_activities,
    competence_requirements, follow_up, general_advice, source, verification, clinic_edited,
    checked_at, checked_by_id, sort_order)
  values
    ('STc4', '2021', 'STc', 'Klinikens titel', 'Text', '["Kurs"]', '[]', '[]', '[]', 'källa',
      'unverified-secondary', true, '2026-01-01T00:00:00Z', 'adm', 120),
    ('a1', '2015', 'a', 'Medarbetarskap', 'Text', '["Kurs"]', '[]', '[]', '[]', 'källa',
      'verified-primary', false, null, null, 10);
`;

let before: ReturnType<typeof migrationsBefore>;
beforeAll(() => {
  before = migrationsBefore(/_specialties$/);
});
afterAll(() => before.remove());

describe("migration to specialties", () => {
  it("makes every record and goal row klinisk fysiologi and keeps everything else", async () => {
    await migrateAcross(before.folder, FILL, async (query) => {
      expect(
        await query(
          "select user_id, st_model, specialty, head_of_department, version from formalities",
        ),
      ).toEqual([
        {
          user_id: "doc",
          st_model: "2021",
          specialty: "klinisk-fysiologi",
          head_of_department: "Vera",
          version: 3,
        },
      ]);
      expect(
        await query("select user_id, goal_id, status from user_goals order by goal_id"),
      ).toEqual([
        { user_id: "doc", goal_id: "STa1", status: "completed" },
        { user_id: "doc", goal_id: "STc4", status: "planned" },
      ]);
      const goals = await query(
        "select specialty, id, title, clinic_edited, checked_by_id from goal_catalogue order by id",
      );
      expect(goals).toEqual([
        {
          specialty: "klinisk-fysiologi",
          id: "STc4",
          title: "Klinikens titel",
          clinic_edited: true,
          checked_by_id: "adm",
        },
        {
          specialty: "klinisk-fysiologi",
          id: "a1",
          title: "Medarbetarskap",
          clinic_edited: false,
          checked_by_id: null,
        },
      ]);
      // The key is the specialty and the id: the same id of another specialty can be added.
      await query(`insert into goal_catalogue (specialty, id, model, category, title, description,
        recommended_activities, competence_requirements, follow_up, general_advice, source,
        verification) values ('nuklearmedicin', 'STc4', '2021', 'STc', 'T', 'D', '[]', '[]',
        '[]', '[]', 's', 'unverified-secondary')`);
      await expect(
        query(`insert into goal_catalogue (specialty, id, model, category, title, description,
        recommended_activities, competence_requirements, follow_up, general_advice, source,
        verification) values ('nuklearmedicin', 'STc4', '2021', 'STc', 'T', 'D', '[]', '[]',
        '[]', '[]', 's', 'unverified-secondary')`),
      ).rejects.toThrow();
      // A record saved after the migration without a specialty is klinisk fysiologi too.
      await query(
        "insert into formalities (user_id, st_model, st_start_date) values ('new', '2015', '2025-01-01')",
      );
      expect(await query("select specialty from formalities where user_id = 'new'")).toEqual([
        { specialty: "klinisk-fysiologi" },
      ]);
    });
  }, 60_000);
});

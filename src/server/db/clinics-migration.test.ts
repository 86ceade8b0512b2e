import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { migrateAcross, migrationsBefore } from "../../../tests/fixtures/migration-from";

/**
 * The migration that brings clinics (issue 27, decision 229) turns an installation into one clinic
 * holding everyone: each ST doctor in it by their column, everyone else a member, nobody a region
 * administrator, and nothing else changed. A database is brought to the schema before it, filled
 * as an installation of one department, then migrated.
 */
const OLD_SHAPE = `
  insert into users (id, name, email, role, is_active) values
    ('d1', 'Doktor Ett', 'd1@example.se', 'ST_DOCTOR', true),
    ('d2', 'Doktor Två', 'd2@example.se', 'ST_DOCTOR', false),
    ('s1', 'Handledare', 's1@example.se', 'SUPERVISOR', true),
    ('r1', 'Studierektor', 'r1@example.se', 'DIRECTOR', true),
    ('a1', 'Admin', 'a1@example.se', 'ADMIN', true),
    ('x1', 'Specialist', 'x1@example.se', 'SPECIALIST', true);
  insert into supervisor_assignments (st_doctor_id, supervisor_id, is_main) values ('d1', 's1', true);
  insert into formalities (user_id, st_model, st_start_date) values ('d1', '2021', '2024-01-01');
  insert into warning_settings (id, meeting_gap_months, progress_gap_points, ending_soon_months)
  values (1, 4, 25, 9);
`;

type Row = Record<string, unknown>;

let before: ReturnType<typeof migrationsBefore>;
beforeAll(() => {
  before = migrationsBefore(/_clinics$/);
});
afterAll(() => before.remove());

describe("migration to clinics", () => {
  it("puts everyone in one clinic and changes nothing else", async () => {
    await migrateAcross(before.folder, OLD_SHAPE, async (query) => {
      const clinics = await query("select id, name from clinics");
      expect(clinics).toEqual([{ id: "klinik-1", name: "Kliniken" }]);
      const people: Row[] = await query(
        "select id, role, clinic_id, is_region_admin, is_active from users order by id",
      );
      expect(people).toEqual([
        { id: "a1", role: "ADMIN", clinic_id: null, is_region_admin: false, is_active: true },
        {
          id: "d1",
          role: "ST_DOCTOR",
          clinic_id: "klinik-1",
          is_region_admin: false,
          is_active: true,
        },
        {
          id: "d2",
          role: "ST_DOCTOR",
          clinic_id: "klinik-1",
          is_region_admin: false,
          is_active: false,
        },
        { id: "r1", role: "DIRECTOR", clinic_id: null, is_region_admin: false, is_active: true },
        { id: "s1", role: "SUPERVISOR", clinic_id: null, is_region_admin: false, is_active: true },
        { id: "x1", role: "SPECIALIST", clinic_id: null, is_region_admin: false, is_active: true },
      ]);
      const members = await query(
        "select user_id, clinic_id from clinic_memberships order by user_id",
      );
      expect(members).toEqual(
        ["a1", "r1", "s1", "x1"].map((user_id) => ({ user_id, clinic_id: "klinik-1" })),
      );
      expect(
        await query("select st_doctor_id, supervisor_id, is_main from supervisor_assignments"),
      ).toEqual([{ st_doctor_id: "d1", supervisor_id: "s1", is_main: true }]);
      // The saved early-warning limits are the one clinic's (decision 236).
      expect(
        await query(
          "select clinic_id, meeting_gap_months, progress_gap_points, ending_soon_months from clinic_warning_settings",
        ),
      ).toEqual([
        {
          clinic_id: "klinik-1",
          meeting_gap_months: 4,
          progress_gap_points: 25,
          ending_soon_months: 9,
        },
      ]);
      expect(await query("select user_id, st_model from formalities")).toEqual([
        { user_id: "d1", st_model: "2021" },
      ]);
    });
  }, 60_000);
});

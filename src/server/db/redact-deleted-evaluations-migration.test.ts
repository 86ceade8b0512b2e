import { afterAll, beforeAll, expect, it } from "vitest";
import { migrateAcross, migrationsBefore } from "../../../tests/fixtures/migration-from";

/**
 * Evaluations deleted before decision 168 left their free text in the audit log. The migration
 * strips the entries of evaluations and assessments that no longer exist down to their ids, and
 * leaves the entries of those that still exist as they were.
 */

const FILL = `
  insert into users (id, name, email) values ('doc', 'Doktor', 'doc@example.se');
  insert into procedure_catalogue (id, name, "column", level) values ('p1', 'Arbets-EKG', 'x', 'A');
  insert into signing_rights_evaluations (id, st_doctor_id, procedure_type, evaluation_period_start, evaluation_period_end)
  values ('kept', 'doc', 'p1', '2026-01-01', '2026-06-30');
  insert into audit_log (id, subject_user_id, action, entity, entity_id, before, after) values
    ('a1', 'doc', 'create', 'signing-rights-assessment', 'gone-assessment', null,
      '{"id": "gone-assessment", "evaluationId": "gone", "specialistName": "Dr Ek", "comments": "Patient 19121212-1212", "result": "major"}'),
    ('a2', 'doc', 'delete', 'signing-rights-evaluation', 'gone',
      '{"id": "gone", "stDoctorId": "doc", "procedureType": "p1", "finalDecisionNotes": "Privat", "assessmentsRemoved": 1}', null),
    ('a3', 'doc', 'update', 'signing-rights-evaluation', 'kept',
      '{"id": "kept", "finalDecisionNotes": "före"}', '{"id": "kept", "finalDecisionNotes": "efter"}');
`;

let before: ReturnType<typeof migrationsBefore>;
beforeAll(() => {
  before = migrationsBefore(/_redact-deleted-evaluations-audit$/);
});
afterAll(() => before.remove());

it("strips the audit entries of deleted evaluations and assessments to their ids, and keeps the rest", async () => {
  await migrateAcross(before.folder, FILL, async (query) => {
    const rows = await query("select id, before, after from audit_log order by id");
    expect(rows).toEqual([
      {
        id: "a1",
        before: null,
        after: { id: "gone-assessment", evaluationId: "gone" },
      },
      {
        id: "a2",
        before: { id: "gone", stDoctorId: "doc", procedureType: "p1", assessmentsRemoved: 1 },
        after: null,
      },
      {
        id: "a3",
        before: { id: "kept", finalDecisionNotes: "före" },
        after: { id: "kept", finalDecisionNotes: "efter" },
      },
    ]);
  });
}, 60_000);

import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { expectError } from "../../../../tests/fixtures/expect-response";
import { createTestApp, type TestApp } from "../../../../tests/fixtures/test-app";
import { PROGRESS_MESSAGES } from "../../../shared/messages/progress";
import { RECORD_MESSAGES } from "../../../shared/messages/records";
import type { TDoctorRecord } from "../../../shared/schemas/doctor-record";
import { auditLog } from "../../db/schema";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function doctor() {
  const { client, user } = await t.signedIn("ST_DOCTOR");
  await t.chooseModel(user.id, "2021");
  const base = `/api/st-doctors/${user.id}`;
  const move = (kind: string, itemId: string, body: unknown) =>
    client.put(`${base}/plan/${kind}/${itemId}`, body);
  const record = async (): Promise<TDoctorRecord> => (await client.get(`${base}/record`)).json();
  return { client, user, base, move, record };
}

const auditOf = (doctorId: string, entity: string) =>
  t.deps.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.subjectUserId, doctorId), eq(auditLog.entity, entity)))
    .orderBy(auditLog.seq);

describe("moving an item to another quarter (decision 101)", () => {
  it("plans a goal in the target quarter", async () => {
    const { user, move, record, client, base } = await doctor();
    await client.put(`${base}/goals/STa1`, { status: "in_progress" });
    const res = await move("goal", "STa1", { quarter: "2026-Q3" });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({
      message: PROGRESS_MESSAGES.goalUpdated,
      goal: { goalId: "STa1", status: "planned", plannedQuarter: "2026-Q3" },
      // What the record derives comes with the answer (decision 118): progress locks the model.
      derived: expect.objectContaining({ isModelLocked: true }),
    });
    expect((await record()).goals.find((g) => g.goalId === "STa1")).toMatchObject({
      status: "planned",
      plannedQuarter: "2026-Q3",
    });
    const entries = await auditOf(user.id, "goal");
    expect(entries.at(-1)).toMatchObject({
      action: "update",
      before: { status: "in_progress", plannedQuarter: null },
      after: { status: "planned", plannedQuarter: "2026-Q3" },
    });
  });

  it("plans an examination with its whole sync group", async () => {
    const { move, record, client, base } = await doctor();
    await client.put(`${base}/procedures/c4-mps`, { status: "completed" });
    const res = await move("procedure", "c4-mps", { quarter: "2027-Q1" });
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body.message).toBe(PROGRESS_MESSAGES.procedureUpdated);
    expect(body.procedures.map((p: { procedureId: string }) => p.procedureId)).toEqual([
      "c4-mps",
      "c8-mps",
    ]);
    const saved = (await record()).procedures.filter((p) => p.procedureId.endsWith("-mps"));
    expect(saved).toHaveLength(2);
    for (const p of saved) {
      expect(p).toMatchObject({
        status: "planned",
        plannedQuarter: "2027-Q1",
        achievedLevel: null,
      });
    }
  });

  it("gives a course a date in the quarter and keeps its status", async () => {
    const { user, move, client, base } = await doctor();
    const created = await client.post(`${base}/records/course`, {
      name: "Strålskydd",
      date: "2026-02-10",
      status: "completed",
    });
    const course = (await created.json()).record;
    const moved = await move("course", course.id, { quarter: "2026-Q3" });
    expect(moved.status).toBe(200);
    expect(await moved.json()).toEqual({
      message: RECORD_MESSAGES.updated("course"),
      record: {
        id: course.id,
        name: "Strålskydd",
        date: "2026-07-01",
        status: "completed",
        quarter: "2026-Q3",
        goalIds: [],
        version: 2,
        certificateFileIds: [],
      },
      derived: expect.objectContaining({ isModelLocked: true }),
    });
    // Already in the quarter: the day stays, the version still marks the change.
    const again = await (await move("course", course.id, { quarter: "2026-Q3" })).json();
    expect(again.record).toMatchObject({ date: "2026-07-01", version: 3 });
    // A form opened on the old version is refused.
    const stale = await client.put(`${base}/records/course/${course.id}`, {
      name: "Strålskydd",
      date: "2026-02-10",
      status: "completed",
      version: 1,
    });
    expect(stale.status).toBe(409);
    const entries = await auditOf(user.id, "course");
    expect(entries.some((e) => e.action === "update")).toBe(true);
  });

  it("is refused to a role that may not edit the record, and changes nothing", async () => {
    const { user, record } = await doctor();
    const { client: other } = await t.signedIn("ST_DOCTOR");
    const res = await other.put(`/api/st-doctors/${user.id}/plan/goal/STa1`, {
      quarter: "2026-Q3",
    });
    expect(res.status).toBe(403);
    expect((await record()).goals).toEqual([]);
  });

  it("answers 400 with the Swedish message for a bad quarter", async () => {
    const { move } = await doctor();
    for (const body of [{ quarter: "Q4" }, {}, { quarter: "2026-Q5" }]) {
      const res = await move("goal", "STa1", body);
      await expectError(res, 400, RECORD_MESSAGES.invalidQuarter);
    }
  });

  it("answers 404 for an unknown item or kind", async () => {
    const { move } = await doctor();
    const quarter = { quarter: "2026-Q3" };
    const goal = await move("goal", "zz99", quarter);
    await expectError(goal, 404, PROGRESS_MESSAGES.goalUnknown);
    const procedure = await move("procedure", "c99-okand", quarter);
    await expectError(procedure, 404, PROGRESS_MESSAGES.procedureUnknown);
    const course = await move("course", crypto.randomUUID(), quarter);
    await expectError(course, 404, RECORD_MESSAGES.recordNotFound("course"));
    const rotation = await move("rotation", crypto.randomUUID(), quarter);
    await expectError(rotation, 404, RECORD_MESSAGES.unknownRecordType);
  });
});

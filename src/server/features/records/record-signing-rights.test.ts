import { and, eq, like } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp, type TestClient } from "../../../../tests/fixtures/test-app";
import { DEFAULT_PROCEDURE_CATALOGUE } from "../../../shared/curriculum/shipped-procedures";
import { auditLog } from "../../db/schema";

/**
 * What of a signing-rights evaluation reaches the doctor's record (decision 136): the final
 * decision and its date per examination, nothing else; and Historik leaves evaluations out.
 */

let t: TestApp;
let admin: TestClient;
beforeAll(async () => {
  t = await createTestApp();
  admin = (await t.signedIn("ADMIN")).client;
});
afterAll(() => t.close());

const NOTES = "Anteckning som bara granskarna ser";
const COMMENTS = "Kommentar från specialisten";

async function answered(res: Response) {
  if (res.status >= 300) throw new Error(`${res.status} ${await res.text()}`);
  return res.json();
}

/** An evaluation of one examination with one assessment, left in the state asked for. */
async function evaluation(
  reviewer: TestClient,
  doctorId: string,
  procedureId: string,
  end: "active" | "cancelled" | "completed" | "approved" | "rejected",
): Promise<string> {
  const { evaluation } = await answered(
    await reviewer.post("/api/signing-rights/assessments", {
      procedureId,
      stDoctorId: doctorId,
      evaluationDate: "2025-01-15",
      specialistName: "Dr Granskare",
      evaluationResult: "minor_changes",
      caseDifficulty: "hard",
      stDoctorConfidence: "would_sign",
      overallAssessment: 4,
      comments: COMMENTS,
    }),
  );
  const id: string = evaluation.id;
  if (end === "active") return id;
  const status = end === "cancelled" ? "cancelled" : "completed";
  await answered(await reviewer.post(`/api/signing-rights/evaluations/${id}/status`, { status }));
  if (end === "approved" || end === "rejected") {
    await answered(
      await reviewer.post(`/api/signing-rights/evaluations/${id}/decision`, {
        decision: end,
        notes: NOTES,
      }),
    );
  }
  return id;
}

/** The entries one examination is listed under (its sync group): a decision is shown on each. */
function entriesOf(id: string): string[] {
  const syncId = DEFAULT_PROCEDURE_CATALOGUE.find((p) => p.id === id)?.syncId;
  return syncId
    ? DEFAULT_PROCEDURE_CATALOGUE.filter((p) => p.syncId === syncId).map((p) => p.id)
    : [id];
}

type Decision = { procedureId: string; decision: string; decisionDate: string };
const byEntry = (decisions: Decision[]) =>
  [...decisions].sort((a, b) => a.procedureId.localeCompare(b.procedureId));

function decided(id: string, decision: string, decisionDate: string): Decision[] {
  return entriesOf(id).map((procedureId) => ({ procedureId, decision, decisionDate }));
}

async function recordOf(client: TestClient, doctorId: string) {
  return answered(await client.get(`/api/st-doctors/${doctorId}/record`));
}

describe("signing-rights decisions in the doctor's record", () => {
  it("carry examination, decision and date, and nothing else of an evaluation", async () => {
    const { client: doctor, user } = await t.signedIn("ST_DOCTOR");
    await t.chooseModel(user.id, "2021");
    const { client: supervisor } = await t.signedIn("SUPERVISOR");
    await evaluation(admin, user.id, "c4-mps", "approved");
    await evaluation(supervisor, user.id, "c7-tte", "rejected");
    await evaluation(admin, user.id, "c5-vilo-ekg", "active");
    await evaluation(admin, user.id, "c6-abpm", "cancelled");
    await evaluation(supervisor, user.id, "c9-dlco", "completed");

    const record = await recordOf(doctor, user.id);
    expect(entriesOf("c4-mps").length).toBeGreaterThan(1);
    expect(byEntry(record.signingRights)).toEqual(
      byEntry([
        ...decided("c4-mps", "approved", record.today),
        ...decided("c7-tte", "rejected", record.today),
      ]),
    );
    const text = JSON.stringify(record);
    for (const secret of [NOTES, COMMENTS, "Dr Granskare", "minor_changes", "would_sign"]) {
      expect(text).not.toContain(secret);
    }
    expect(record.signingRights[0].decisionDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it("is the same for everyone who may read the record", async () => {
    const { client: doctor, user } = await t.signedIn("ST_DOCTOR");
    await evaluation(admin, user.id, "c4-gfr", "approved");
    const own = (await recordOf(doctor, user.id)).signingRights;
    expect(own).toHaveLength(entriesOf("c4-gfr").length);
    for (const role of ["SUPERVISOR", "DIRECTOR", "ADMIN"] as const) {
      const { client } = await t.signedIn(role);
      expect((await recordOf(client, user.id)).signingRights).toEqual(own);
    }
    const { client: specialist } = await t.signedIn("SPECIALIST");
    expect((await specialist.get(`/api/st-doctors/${user.id}/record`)).status).toBe(403);
  });

  it("shows the latest decision when an examination was evaluated again", async () => {
    const { client: doctor, user } = await t.signedIn("ST_DOCTOR");
    await evaluation(admin, user.id, "c7-tte", "rejected");
    await evaluation(admin, user.id, "c7-tte", "approved");
    // A new evaluation under way leaves the decided one standing.
    await evaluation(admin, user.id, "c7-tte", "active");
    const record = await recordOf(doctor, user.id);
    expect(byEntry(record.signingRights)).toEqual(
      byEntry(decided("c7-tte", "approved", record.today)),
    );
  });

  it("is empty for a doctor without decisions and goes with a deleted evaluation", async () => {
    const { client: doctor, user } = await t.signedIn("ST_DOCTOR");
    expect((await recordOf(doctor, user.id)).signingRights).toEqual([]);
    const id = await evaluation(admin, user.id, "c4-mps", "approved");
    expect((await recordOf(doctor, user.id)).signingRights).toHaveLength(
      entriesOf("c4-mps").length,
    );
    await answered(await admin.delete(`/api/signing-rights/evaluations/${id}`));
    expect((await recordOf(doctor, user.id)).signingRights).toEqual([]);
  });

  it("are read by the doctor only through the record: the signing-rights routes refuse them", async () => {
    const { client: doctor, user } = await t.signedIn("ST_DOCTOR");
    const id = await evaluation(admin, user.id, "c4-mps", "completed");
    const calls = [
      doctor.get("/api/signing-rights/options"),
      doctor.get("/api/signing-rights/evaluations"),
      doctor.get(`/api/signing-rights/evaluations/${id}`),
      doctor.post(`/api/signing-rights/evaluations/${id}/decision`, { decision: "approved" }),
    ];
    for (const res of await Promise.all(calls)) expect(res.status).toBe(403);
  });
});

describe("Historik", () => {
  it("does not list the evaluations' audit entries", async () => {
    const { client: doctor, user } = await t.signedIn("ST_DOCTOR");
    await t.chooseModel(user.id, "2021");
    await doctor.put(`/api/st-doctors/${user.id}/goals/STa1`, { status: "in_progress" });
    await evaluation(admin, user.id, "c4-mps", "approved");
    await evaluation(admin, user.id, "c7-tte", "cancelled");
    // The entries are there, filed under the doctor: Historik leaves them out.
    const audited = await t.deps.db
      .select({ entity: auditLog.entity })
      .from(auditLog)
      .where(and(eq(auditLog.subjectUserId, user.id), like(auditLog.entity, "signing-rights-%")));
    expect(audited.length).toBeGreaterThanOrEqual(4);

    for (const role of ["ST_DOCTOR", "SUPERVISOR", "ADMIN"] as const) {
      const client = role === "ST_DOCTOR" ? doctor : (await t.signedIn(role)).client;
      const { entries } = await answered(await client.get(`/api/st-doctors/${user.id}/history`));
      expect(entries.map((e: { entity: string }) => e.entity)).toContain("goal");
      expect(
        entries.filter((e: { entity: string }) => e.entity.startsWith("signing-rights")),
      ).toEqual([]);
      expect(JSON.stringify(entries)).not.toContain(NOTES);
    }
  });
});

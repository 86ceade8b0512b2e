import { eq, inArray, or } from "drizzle-orm";
import { unzipSync } from "fflate";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addAssessment } from "../../../../tests/fixtures/signing-rights";
import {
  createTestApp,
  REVIEW_EMAIL,
  type TestApp,
  type TestClient,
} from "../../../../tests/fixtures/test-app";
import { auditLog } from "../../db/schema";

/**
 * The shared review login ('Granskning') is used by every specialist: its export must not hand out
 * what they recorded through it, and a deleted evaluation leaves no free text in the audit log
 * (decision 168).
 */
let t: TestApp;
let admin: TestClient;
let supervisor: TestClient;
let review: TestClient;
let reviewId: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = (await t.signedIn("ADMIN")).client;
  supervisor = (await t.signedIn("SUPERVISOR")).client;
  const shared = await t.signedIn("SPECIALIST", { email: REVIEW_EMAIL });
  review = shared.client;
  reviewId = shared.user.id;
});
afterAll(() => t.close());

/** Free texts that only the assessment and the decision hold. */
const TEXTS = {
  specialistName: "Dr Ingrid Hemlund",
  examinationId: "RTG-HEMLIG-4711",
  comments: "Missade en liten fraktur, Karl på avdelning 12 vet mer",
  notes: "Beslutsanteckning som bara granskarna ska läsa",
};

async function exportJsonText(res: Response): Promise<string> {
  expect(res.status, res.status === 200 ? "" : await res.clone().text()).toBe(200);
  const entries = unzipSync(new Uint8Array(await res.arrayBuffer()));
  return new TextDecoder().decode(entries["uppgifter.json"]);
}

/** An evaluation with one assessment recorded through `client`, closed and decided. */
async function decidedEvaluation(client: TestClient, texts: typeof TEXTS = TEXTS) {
  const doctorId = (await t.createUser({ role: "ST_DOCTOR" })).id;
  const { assessment, evaluation } = await addAssessment(client, doctorId, {
    specialistName: texts.specialistName,
    examinationId: texts.examinationId,
    comments: texts.comments,
  });
  const path = `/api/signing-rights/evaluations/${evaluation.id}`;
  expect((await supervisor.post(`${path}/status`, { status: "completed" })).status).toBe(200);
  expect(
    (await supervisor.post(`${path}/decision`, { decision: "approved", notes: texts.notes }))
      .status,
  ).toBe(200);
  return { doctorId, evaluationId: evaluation.id as string, assessmentId: assessment.id as string };
}

describe("the shared review account's export", () => {
  it("holds no assessment recorded through it, whoever asks for it", async () => {
    await decidedEvaluation(review);
    for (const res of [
      await review.get("/api/account/export.zip"),
      await admin.get(`/api/users/${reviewId}/export.zip`),
    ]) {
      const text = await exportJsonText(res);
      const json = JSON.parse(text) as { account: { id: string }; auditLog: { entity: string }[] };
      expect(json.account.id).toBe(reviewId);
      expect(json.auditLog.filter((e) => e.entity.startsWith("signing-rights-"))).toEqual([]);
      for (const value of Object.values(TEXTS)) expect(text).not.toContain(value);
    }
  });

  it("still holds what was done to the account itself", async () => {
    const res = await admin.patch(`/api/users/${reviewId}`, { lastName: "Granskning" });
    expect(res.status).toBe(200);
    const json = JSON.parse(await exportJsonText(await review.get("/api/account/export.zip"))) as {
      auditLog: { entity: string; subjectUserId: string }[];
    };
    expect(json.auditLog.some((e) => e.entity === "user" && e.subjectUserId === reviewId)).toBe(
      true,
    );
  });

  it("is unlike a specialist's own account, whose export keeps the assessments they made", async () => {
    const own = await t.signedIn("SPECIALIST");
    await decidedEvaluation(own.client);
    const text = await exportJsonText(await own.client.get("/api/account/export.zip"));
    expect(text).toContain(TEXTS.comments);
  });
});

describe("deleting an evaluation", () => {
  it("leaves its ids and the deletion in the audit log, and none of its free text", async () => {
    // Texts of their own, so what other tests left in the log does not count here.
    const texts = {
      specialistName: "Dr Per Raderad",
      examinationId: "RTG-RADERAD-815",
      comments: "Kommentar som ska försvinna med utvärderingen",
      notes: "Anteckning som ska försvinna med utvärderingen",
    };
    const { doctorId, evaluationId, assessmentId } = await decidedEvaluation(review, texts);
    const entriesOf = () =>
      t.deps.db
        .select()
        .from(auditLog)
        .where(
          or(
            inArray(auditLog.entityId, [evaluationId, assessmentId]),
            eq(auditLog.subjectUserId, doctorId),
          ),
        );
    const before = await entriesOf();
    expect(JSON.stringify(before)).toContain(texts.comments);

    expect((await admin.delete(`/api/signing-rights/evaluations/${evaluationId}`)).status).toBe(
      200,
    );

    const after = await entriesOf();
    // Every entry is still there (create, close, decide, and the assessment), plus the deletion.
    expect(after.map((e) => e.id).sort()).toEqual(
      [
        ...before.map((e) => e.id),
        ...after.filter((e) => e.action === "delete").map((e) => e.id),
      ].sort(),
    );
    expect(after.filter((e) => e.action === "delete")).toMatchObject([
      { entity: "signing-rights-evaluation", entityId: evaluationId, subjectUserId: doctorId },
    ]);
    const assessmentEntry = after.find((e) => e.entityId === assessmentId);
    expect(assessmentEntry?.after).toEqual({
      id: assessmentId,
      evaluationId,
      stDoctorId: doctorId,
    });
    // The whole audit log, not only these entries, holds none of the texts.
    const everything = JSON.stringify(await t.deps.db.select().from(auditLog));
    for (const value of Object.values(texts)) expect(everything).not.toContain(value);
  });
});

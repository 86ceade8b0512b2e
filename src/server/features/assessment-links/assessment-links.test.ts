import { eq } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { expectError } from "../../../../tests/fixtures/expect-response";
import { EXAMINATION, TODAY } from "../../../../tests/fixtures/signing-rights";
import { createTestApp, type TestApp, type TestClient } from "../../../../tests/fixtures/test-app";
import { ASSESSMENT_LINK_MESSAGES as M } from "../../../shared/messages/assessment-links";
import { SIGNING_RIGHTS_MESSAGES } from "../../../shared/messages/signing-rights";
import { STRUCTURED_ASSESSMENT_MESSAGES } from "../../../shared/messages/structured-assessments";
import type {
  TAnswerSigningRightsLink as TAnswerAssessmentLink,
  TAnswerStructuredLink,
} from "../../../shared/schemas/assessment-links";
import {
  assessmentRequests,
  auditLog,
  formalities,
  specialistEvaluations,
  structuredAssessments,
  supervisorAssignments,
} from "../../db/schema";
import { createLogger } from "../../lib/logger";

const logLines: string[] = [];
let t: TestApp;
let admin: TestClient;
let director: TestClient;
let specialist: TestClient;
beforeAll(async () => {
  // Every line the app logs, to show that no token reaches the log.
  const logger = createLogger("info", { write: (line: string) => logLines.push(line) });
  t = await createTestApp({ logger });
  admin = (await t.signedIn("ADMIN")).client;
  director = (await t.signedIn("DIRECTOR")).client;
  specialist = (await t.signedIn("SPECIALIST")).client;
});
afterAll(() => t.close());
afterEach(() => {
  vi.useRealTimers();
});

async function doctorWithSession() {
  const { client, user } = await t.signedIn("ST_DOCTOR");
  return { client, id: user.id, name: `${user.firstName} ${user.lastName}` };
}

async function create(client: TestClient, stDoctorId: string, extra: object = {}) {
  const res = await client.post("/api/assessment-links", {
    stDoctorId,
    kind: "signing-rights",
    procedureId: EXAMINATION,
    ...extra,
  });
  expect(res.status, await res.clone().text()).toBe(201);
  const body = await res.json();
  return { ...body, token: new URL(body.link).hash.slice(1) as string };
}

/** A visitor without a session, each with an address of its own unless named. */
const visitor = (address?: string) => t.client(address);

function answer(token: string, changes: Partial<TAnswerAssessmentLink> = {}) {
  return {
    token,
    kind: "signing-rights",
    clientKey: "nyckel-12345678",
    specialistName: "Dr Sara Berg",
    assessorRole: "Överläkare",
    assessorWorkplace: "Röntgen, Mälarsjukhuset",
    evaluationDate: TODAY,
    evaluationResult: "minor_changes",
    caseDifficulty: "hard",
    stDoctorConfidence: "would_discuss",
    comments: "Bra struktur.",
    ...changes,
  } satisfies TAnswerAssessmentLink;
}

const rowsOf = (requestId: string) =>
  t.deps.db.select().from(assessmentRequests).where(eq(assessmentRequests.id, requestId));
const assessmentsOf = (doctorId: string) =>
  t.deps.db
    .select()
    .from(specialistEvaluations)
    .where(eq(specialistEvaluations.stDoctorId, doctorId));
const auditOf = (requestId: string) =>
  t.deps.db.select().from(auditLog).where(eq(auditLog.entityId, requestId)).orderBy(auditLog.seq);

describe("creating a request", () => {
  it("gives the doctor a link with a long random token in its fragment and a QR code; stores only the hash", async () => {
    const doctor = await doctorWithSession();
    const created = await create(doctor.client, doctor.id);
    const link = new URL(created.link);
    expect(link.pathname).toBe("/bedomning");
    expect(link.search).toBe("");
    expect(created.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(Buffer.from(created.token, "base64url")).toHaveLength(32);
    expect(created.qrSvg).toMatch(/^<svg[\s\S]*<\/svg>\s*$/);
    expect(created.request).toMatchObject({
      state: "sent",
      stDoctorId: doctor.id,
      kind: "signing-rights",
    });
    expect(
      new Date(created.request.expiresAt).getTime() - new Date(created.request.createdAt).getTime(),
    ).toBe(7 * 24 * 3600_000);
    const [row] = await rowsOf(created.request.id);
    expect(row?.tokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(row)).not.toContain(created.token);
    const [entry] = await auditOf(created.request.id);
    expect(entry).toMatchObject({ action: "create", entity: "assessment-request" });
    expect(JSON.stringify(entry)).not.toContain(row?.tokenHash);
    // Two requests never share a token.
    expect((await create(doctor.client, doctor.id)).token).not.toBe(created.token);
  });

  it("stores one request for a repeated create with one Idempotency-Key, and never keeps the link", async () => {
    const doctor = await doctorWithSession();
    const body = { stDoctorId: doctor.id, kind: "signing-rights", procedureId: EXAMINATION };
    const key = { "idempotency-key": crypto.randomUUID() };
    const first = await doctor.client.request("POST", "/api/assessment-links", body, key);
    const again = await doctor.client.request("POST", "/api/assessment-links", body, key);
    expect([first.status, again.status]).toEqual([201, 201]);
    const [a, b] = [await first.json(), await again.json()];
    expect(a.link).toBeDefined();
    expect(b.request.id).toBe(a.request.id);
    expect(b.link).toBeUndefined();
    expect(b.qrSvg).toBeUndefined();
    const rows = await t.deps.db
      .select()
      .from(assessmentRequests)
      .where(eq(assessmentRequests.stDoctorId, doctor.id));
    expect(rows).toHaveLength(1);
  });

  it("mails the link when an e-mail is given", async () => {
    const doctor = await doctorWithSession();
    const created = await create(doctor.client, doctor.id, { assessorEmail: "Eva@Example.se" });
    expect(created.mailed).toBe(true);
    const mail = t.outbox().at(-1);
    expect(mail).toMatchObject({ to: "eva@example.se", subject: M.mailSubject });
    expect(mail?.text).toContain(created.link);
    expect(mail?.text).toContain(doctor.name);
  });

  it("is allowed for an assigned supervisor, a director and an administrator, refused for others", async () => {
    const doctor = await doctorWithSession();
    const other = await doctorWithSession();
    const assigned = await t.signedIn("SUPERVISOR");
    const unassigned = await t.signedIn("SUPERVISOR");
    await t.deps.db
      .insert(supervisorAssignments)
      .values({ stDoctorId: doctor.id, supervisorId: assigned.user.id });
    await create(assigned.client, doctor.id);
    await create(director, doctor.id);
    await create(admin, doctor.id);
    const before = await t.deps.db.select().from(assessmentRequests);
    const refused = [
      [unassigned.client, doctor.id],
      [other.client, doctor.id],
      [specialist, doctor.id],
      [assigned.client, other.id],
    ] as const;
    for (const [client, stDoctorId] of refused) {
      const res = await client.post("/api/assessment-links", {
        stDoctorId,
        kind: "signing-rights",
        procedureId: EXAMINATION,
      });
      await expectError(res, 403, M.noPermission);
    }
    // The list and revoking follow the same rule.
    await expectError(
      await unassigned.client.get(`/api/assessment-links?doctorId=${doctor.id}`),
      403,
      M.noPermission,
    );
    expect(await t.deps.db.select().from(assessmentRequests)).toEqual(before);
  });

  it("refuses an unknown examination, a bad e-mail and an unknown doctor with 400", async () => {
    const doctor = await doctorWithSession();
    const post = (body: object) =>
      director.post("/api/assessment-links", {
        stDoctorId: doctor.id,
        kind: "signing-rights",
        procedureId: EXAMINATION,
        ...body,
      });
    await expectError(await post({ procedureId: "nope" }), 400, M.unknownExamination);
    await expectError(await post({ assessorEmail: "inte-en-adress" }), 400, M.emailInvalid);
    await expectError(await post({ stDoctorId: crypto.randomUUID() }), 400, M.unknownDoctor);
    await expectError(await post({ kind: "annat" }), 400, M.kindRequired);
  });
});

describe("the link's lifecycle", () => {
  it("opens, answers onto the doctor's evaluation 'via länk', then refuses a reuse", async () => {
    const doctor = await doctorWithSession();
    const { request, token } = await create(doctor.client, doctor.id);
    const page = visitor();
    const opened = await page.post("/api/assessment-links/open", { token });
    expect(opened.status).toBe(200);
    expect(await opened.json()).toMatchObject({
      status: "open",
      kind: "signing-rights",
      doctorName: doctor.name,
    });
    const list = async () =>
      (await (await doctor.client.get(`/api/assessment-links?doctorId=${doctor.id}`)).json())
        .requests;
    expect((await list())[0]).toMatchObject({ id: request.id, state: "opened" });

    const sent = await page.post("/api/assessment-links/answer", answer(token));
    expect(sent.status).toBe(200);
    expect((await list())[0]).toMatchObject({
      id: request.id,
      state: "answered",
      assessorName: "Dr Sara Berg",
    });
    const [assessment] = await assessmentsOf(doctor.id);
    expect(assessment).toMatchObject({
      specialistId: null,
      specialistName: "Dr Sara Berg",
      viaLink: true,
      assessorRole: "Överläkare",
      assessorWorkplace: "Röntgen, Mälarsjukhuset",
      evaluationResult: "minor_changes",
      caseDifficulty: "hard",
    });
    // On the evaluation as reviewers see it.
    const detail = await (
      await director.get(`/api/signing-rights/evaluations/${assessment?.signingRightsEvaluationId}`)
    ).json();
    expect(detail.assessments[0]).toMatchObject({
      specialistName: "Dr Sara Berg",
      viaLink: { assessorRole: "Överläkare", assessorWorkplace: "Röntgen, Mälarsjukhuset" },
    });

    // A used link: the page says so, and another send changes nothing.
    expect(await (await page.post("/api/assessment-links/open", { token })).json()).toEqual({
      status: "answered",
      message: M.linkAnswered,
    });
    await expectError(
      await visitor().post(
        "/api/assessment-links/answer",
        answer(token, { clientKey: "annan-nyckel-999" }),
      ),
      409,
      M.linkAnswered,
    );
    expect(await assessmentsOf(doctor.id)).toHaveLength(1);
    // Requested, opened, answered: three entries, none by an account for the link's part.
    const entries = await auditOf(request.id);
    expect(entries.map((e) => [e.action, e.actorId === null])).toEqual([
      ["create", false],
      ["update", true],
      ["update", true],
    ]);
    expect(logLines.join("\n")).not.toContain(token);
  });

  it("takes a double send with one key as one answer", async () => {
    const doctor = await doctorWithSession();
    const { token } = await create(doctor.client, doctor.id);
    const page = visitor();
    const [a, b] = await Promise.all([
      page.post("/api/assessment-links/answer", answer(token)),
      page.post("/api/assessment-links/answer", answer(token)),
    ]);
    expect([a.status, b.status]).toEqual([200, 200]);
    const again = await page.post("/api/assessment-links/answer", answer(token));
    expect(again.status).toBe(200);
    expect(await assessmentsOf(doctor.id)).toHaveLength(1);
  });

  it("refuses fields outside their rules with 400 and stores nothing; the link stays open", async () => {
    const doctor = await doctorWithSession();
    const { request, token } = await create(doctor.client, doctor.id);
    const page = visitor();
    const cases: [Partial<TAnswerAssessmentLink>, string][] = [
      [
        { comments: "Pat 19121212-1212 hade" },
        SIGNING_RIGHTS_MESSAGES.personalIdentityNumber(SIGNING_RIGHTS_MESSAGES.commentsField),
      ],
      [{ assessorRole: "" }, M.assessorRoleRequired],
      [{ assessorWorkplace: "   " }, M.assessorWorkplaceRequired],
      [{ evaluationDate: "2099-01-01" }, SIGNING_RIGHTS_MESSAGES.futureDate],
    ];
    for (const [changes, message] of cases) {
      const res = await page.post("/api/assessment-links/answer", answer(token, changes));
      await expectError(res, 400, message);
    }
    const bad = await page.post("/api/assessment-links/answer", {
      ...answer(token),
      evaluationResult: "kanske",
    });
    expect(bad.status).toBe(400);
    expect(await assessmentsOf(doctor.id)).toHaveLength(0);
    expect((await rowsOf(request.id))[0]).toMatchObject({ answeredAt: null, answerKey: null });
    expect((await page.post("/api/assessment-links/answer", answer(token))).status).toBe(200);
  });

  it("expires after seven days: the page says so and an answer changes nothing", async () => {
    const doctor = await doctorWithSession();
    const { request, token } = await create(doctor.client, doctor.id);
    vi.useFakeTimers({ toFake: ["Date"], now: Date.now() + 7 * 24 * 3600_000 + 1000 });
    const page = visitor();
    expect(await (await page.post("/api/assessment-links/open", { token })).json()).toEqual({
      status: "expired",
      message: M.linkExpired,
    });
    await expectError(
      await page.post("/api/assessment-links/answer", answer(token)),
      409,
      M.linkExpired,
    );
    // The doctor's session has ended with the week too: a reviewer signed in now looks.
    const reviewer = (await t.signedIn("DIRECTOR")).client;
    const listed = await (await reviewer.get(`/api/assessment-links?doctorId=${doctor.id}`)).json();
    expect(listed.requests[0]).toMatchObject({ id: request.id, state: "expired" });
    await expectError(
      await reviewer.post(`/api/assessment-links/${request.id}/revoke`),
      409,
      M.notRevocable,
    );
    expect(await assessmentsOf(doctor.id)).toHaveLength(0);
  });

  it("is revoked by the requester: the page says so, nothing is answered, a second revoke is 409", async () => {
    const doctor = await doctorWithSession();
    const { request, token } = await create(director, doctor.id);
    const revoked = await doctor.client.post(`/api/assessment-links/${request.id}/revoke`);
    expect(revoked.status).toBe(200);
    expect((await revoked.json()).request.state).toBe("revoked");
    expect(await (await visitor().post("/api/assessment-links/open", { token })).json()).toEqual({
      status: "revoked",
      message: M.linkRevoked,
    });
    await expectError(
      await visitor().post("/api/assessment-links/answer", answer(token)),
      409,
      M.linkRevoked,
    );
    await expectError(
      await doctor.client.post(`/api/assessment-links/${request.id}/revoke`),
      409,
      M.notRevocable,
    );
    expect(await assessmentsOf(doctor.id)).toHaveLength(0);
    const entries = await auditOf(request.id);
    expect(entries.at(-1)).toMatchObject({
      action: "update",
      after: expect.objectContaining({ revokedAt: expect.any(String) }),
    });
    // Another doctor cannot revoke, nor learn of, the request.
    const other = await doctorWithSession();
    await expectError(
      await other.client.post(`/api/assessment-links/${request.id}/revoke`),
      403,
      M.noPermission,
    );
  });
});

describe("a wrong token", () => {
  it("gets the same answer whether tampered, truncated or unknown, and stores nothing", async () => {
    const doctor = await doctorWithSession();
    const { token } = await create(doctor.client, doctor.id);
    const page = visitor();
    const flipped = `${token.slice(0, 10)}${token[10] === "A" ? "B" : "A"}${token.slice(11)}`;
    for (const wrong of [flipped, token.slice(0, 42), `${token}A`, "x", "A".repeat(43)]) {
      await expectError(
        await page.post("/api/assessment-links/open", { token: wrong }),
        404,
        M.linkUnknown,
      );
    }
    await expectError(
      await page.post("/api/assessment-links/answer", answer(flipped)),
      404,
      M.linkUnknown,
    );
    expect(await assessmentsOf(doctor.id)).toHaveLength(0);
  });

  it("is refused after ten from one address in a minute, even with a right one; other addresses go on", async () => {
    const doctor = await doctorWithSession();
    const { token } = await create(doctor.client, doctor.id);
    const page = visitor("192.0.2.77");
    for (let i = 0; i < 10; i++) {
      const res = await page.post("/api/assessment-links/open", { token: "B".repeat(43) });
      expect(res.status).toBe(404);
    }
    const held = await page.post("/api/assessment-links/open", { token });
    expect(held.status).toBe(429);
    expect((await held.json()).code).toBe("TOO_MANY_ATTEMPTS");
    expect((await visitor("192.0.2.78").post("/api/assessment-links/open", { token })).status).toBe(
      200,
    );
  });

  it("is counted only when wrong: a right token may be opened again and again", async () => {
    const doctor = await doctorWithSession();
    const { token } = await create(doctor.client, doctor.id);
    const page = visitor("192.0.2.90");
    for (let i = 0; i < 15; i++) {
      expect((await page.post("/api/assessment-links/open", { token })).status).toBe(200);
    }
  });
});

describe("a structured assessment by link (Mini-CEX, DOPS, CbD)", () => {
  /** A doctor on the 2021 model with an ST start saved, as the structured form requires. */
  async function doctorOn2021() {
    const doctor = await doctorWithSession();
    await t.chooseModel(doctor.id, "2021");
    await t.deps.db
      .update(formalities)
      .set({ stStartDate: "2024-01-01", version: 1 })
      .where(eq(formalities.userId, doctor.id));
    return doctor;
  }

  const miniCex = (token: string, changes: Partial<TAnswerStructuredLink> = {}) =>
    ({
      token,
      clientKey: "nyckel-mini-cex-1",
      kind: "mini-cex",
      date: TODAY,
      ratings: {
        history: 4,
        examination: 3,
        communication: 5,
        "clinical-judgement": 4,
        professionalism: 6,
        organisation: null,
        overall: 4,
      },
      caseDifficulty: "medium",
      strengths: "Strukturerad anamnes.",
      suggestions: "Sammanfatta för patienten.",
      assessorName: "Dr Eva Lind",
      assessorRole: "specialist",
      assessorWorkplace: "Medicinkliniken, Västerås",
      ...changes,
    }) satisfies TAnswerStructuredLink;

  const structuredOf = (doctorId: string) =>
    t.deps.db
      .select()
      .from(structuredAssessments)
      .where(eq(structuredAssessments.stDoctorId, doctorId));

  it("lands a Mini-CEX on the doctor's record 'via länk' with the assessor's name, role and workplace", async () => {
    const doctor = await doctorOn2021();
    const { request, token } = await create(doctor.client, doctor.id, {
      kind: "mini-cex",
      procedureId: EXAMINATION,
      goalIds: ["STc1"],
    });
    expect(request).toMatchObject({
      kind: "mini-cex",
      goalIds: ["STc1"],
      procedureId: EXAMINATION,
    });
    const page = visitor();
    const opened = await (await page.post("/api/assessment-links/open", { token })).json();
    expect(opened).toMatchObject({ status: "open", kind: "mini-cex", doctorName: doctor.name });
    expect(opened.goals).toEqual([{ id: "STc1", title: expect.any(String) }]);

    expect((await page.post("/api/assessment-links/answer", miniCex(token))).status).toBe(200);
    const [row] = await structuredOf(doctor.id);
    expect(row).toMatchObject({
      kind: "mini-cex",
      viaLink: true,
      recordedBy: null,
      selfEntered: false,
      assessorName: "Dr Eva Lind",
      assessorRole: "specialist",
      assessorWorkplace: "Medicinkliniken, Västerås",
      goalIds: ["STc1"],
      examinationIds: [EXAMINATION],
    });
    expect((await rowsOf(request.id))[0]).toMatchObject({
      structuredAssessmentId: row?.id,
      assessmentId: null,
      assessorName: "Dr Eva Lind",
    });
    // Where structured assessments are listed, it is marked as answered by link.
    const listed = await (
      await doctor.client.get(`/api/st-doctors/${doctor.id}/structured-assessments`)
    ).json();
    expect(listed.assessments[0]).toMatchObject({
      id: row?.id,
      viaLink: true,
      assessorWorkplace: "Medicinkliniken, Västerås",
      permissions: { canEdit: false, canDelete: false },
    });
    expect(await assessmentsOf(doctor.id)).toHaveLength(0);
    // The assessment and the request's answer are both in the audit log, by no account.
    const [filed] = await auditOf(row?.id ?? "");
    expect(filed).toMatchObject({
      action: "create",
      entity: "structured-assessment",
      actorId: null,
    });
    expect((await auditOf(request.id)).map((e) => e.action)).toEqual([
      "create",
      "update",
      "update",
    ]);
    await expectError(
      await visitor().post(
        "/api/assessment-links/answer",
        miniCex(token, { clientKey: "annan-nyckel-999" }),
      ),
      409,
      M.linkAnswered,
    );
  });

  it("refuses an answer outside the form's rules with 400; nothing is stored and the link stays open", async () => {
    const doctor = await doctorOn2021();
    const { request, token } = await create(doctor.client, doctor.id, {
      kind: "mini-cex",
      procedureId: "",
      goalIds: ["STc1"],
    });
    const page = visitor();
    const { overall: _overall, ...withoutOverall } = miniCex(token).ratings;
    const cases: [Partial<TAnswerStructuredLink>, string | undefined][] = [
      [{ ratings: withoutOverall }, undefined],
      [{ ratings: { ...miniCex(token).ratings, overall: 7 } }, undefined],
      [{ caseDifficulty: "hard" as "high" }, STRUCTURED_ASSESSMENT_MESSAGES.difficultyRequired],
      [
        { assessorRole: "Överläkare" as "other" },
        STRUCTURED_ASSESSMENT_MESSAGES.assessorRoleRequired,
      ],
      [{ assessorWorkplace: " " }, M.assessorWorkplaceRequired],
      [
        { strengths: "Pat 19121212-1212 hade" },
        STRUCTURED_ASSESSMENT_MESSAGES.personalIdentityNumber(
          STRUCTURED_ASSESSMENT_MESSAGES.strengthsField,
        ),
      ],
      [{ date: "2099-01-01" }, STRUCTURED_ASSESSMENT_MESSAGES.futureDate],
      [{ date: "2023-12-31" }, undefined],
      // A DOPS answer to a Mini-CEX request: the kinds must agree.
      [
        {
          kind: "dops",
          ratings: Object.fromEntries(
            [
              "indication-knowledge",
              "consent",
              "preparation",
              "technical-skill",
              "asepsis-safety",
              "complications",
              "communication",
              "professionalism",
              "overall",
            ].map((id) => [id, 4]),
          ),
        },
        M.kindMismatch,
      ],
    ];
    for (const [changes, message] of cases) {
      const res = await page.post("/api/assessment-links/answer", miniCex(token, changes));
      if (message) await expectError(res, 400, message);
      else expect(res.status, JSON.stringify(changes)).toBe(400);
    }
    // A signing-rights answer to a Mini-CEX request is refused as well.
    await expectError(
      await page.post("/api/assessment-links/answer", answer(token)),
      400,
      M.kindMismatch,
    );
    expect(await structuredOf(doctor.id)).toHaveLength(0);
    expect(await assessmentsOf(doctor.id)).toHaveLength(0);
    expect((await rowsOf(request.id))[0]).toMatchObject({ answeredAt: null, answerKey: null });
    expect((await page.post("/api/assessment-links/answer", miniCex(token))).status).toBe(200);
    expect(await structuredOf(doctor.id)).toHaveLength(1);
  });

  it("takes a double send with one key as one answer", async () => {
    const doctor = await doctorOn2021();
    const { token } = await create(doctor.client, doctor.id, {
      kind: "cbd",
      procedureId: "",
      goalIds: ["STc1"],
    });
    const cbd = miniCex(token, {
      kind: "cbd",
      ratings: Object.fromEntries(
        [
          "record-keeping",
          "clinical-assessment",
          "investigations",
          "management",
          "follow-up",
          "professionalism",
          "overall",
        ].map((id) => [id, 5]),
      ),
    });
    const page = visitor();
    const [a, b] = await Promise.all([
      page.post("/api/assessment-links/answer", cbd),
      page.post("/api/assessment-links/answer", cbd),
    ]);
    expect([a.status, b.status]).toEqual([200, 200]);
    expect((await page.post("/api/assessment-links/answer", cbd)).status).toBe(200);
    const rows = await structuredOf(doctor.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ kind: "cbd", viaLink: true, examinationIds: [] });
  });

  it("is created only with a delmål or examination the structured form would take", async () => {
    const doctor = await doctorOn2021();
    const post = (body: object) =>
      doctor.client.post("/api/assessment-links", { stDoctorId: doctor.id, ...body });
    await expectError(await post({ kind: "dops" }), 400, M.linkTargetRequired);
    await expectError(
      await post({ kind: "signing-rights", goalIds: ["STc1"], procedureId: EXAMINATION }),
      400,
      M.goalsNotForSigningRights,
    );
    await expectError(await post({ kind: "signing-rights" }), 400, M.examinationRequired);
    // A delmål of the other model.
    const other = await post({ kind: "dops", goalIds: ["a1"] });
    expect(other.status).toBe(400);
    // An examination alone is enough.
    expect((await post({ kind: "dops", procedureId: EXAMINATION })).status).toBe(201);
  });
});

import { eq } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { expectError } from "../../../../tests/fixtures/expect-response";
import { EXAMINATION, TODAY } from "../../../../tests/fixtures/signing-rights";
import { createTestApp, type TestApp, type TestClient } from "../../../../tests/fixtures/test-app";
import { ASSESSMENT_LINK_MESSAGES as M } from "../../../shared/messages/assessment-links";
import { SIGNING_RIGHTS_MESSAGES } from "../../../shared/messages/signing-rights";
import type { TAnswerAssessmentLink } from "../../../shared/schemas/assessment-links";
import {
  assessmentRequests,
  auditLog,
  specialistEvaluations,
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
  t.deps.db.select().from(auditLog).where(eq(auditLog.entityId, requestId));

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

import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { expectError, expectStatus } from "../../../../tests/fixtures/expect-response";
import { createTestApp, type TestApp, type TestClient } from "../../../../tests/fixtures/test-app";
import { ASSESSMENT_LINK_MESSAGES as M } from "../../../shared/messages/assessment-links";
import { SIGNING_RIGHTS_MESSAGES } from "../../../shared/messages/signing-rights";
import type { TApplication } from "../../../shared/schemas/application";
import type { TAnswerCertificateLink } from "../../../shared/schemas/assessment-links";
import { applicationCertificates, assessmentRequests, auditLog } from "../../db/schema";

/* The signer's data of a certificate on 'Ansökan' asked for by a one-time link (decision 228). */

let t: TestApp;
let specialist: TestClient;
beforeAll(async () => {
  t = await createTestApp();
  specialist = (await t.signedIn("SPECIALIST")).client;
});
afterAll(() => t.close());

/** A 2021-model doctor with a finished rotation and a course, each a certificate of its own. */
async function doctorWithCertificates() {
  const { client, user } = await t.signedIn("ST_DOCTOR");
  await t.chooseModel(user.id, "2021");
  const post = async (type: string, body: object) => {
    const res = await client.post(`/api/st-doctors/${user.id}/records/${type}`, body);
    expect(res.status).toBe(201);
    return (await res.json()).record.id as string;
  };
  const rotation = await post("rotation", {
    name: "Nuklearmedicin",
    startDate: "2024-03",
    endDate: "2024-05",
    goalIds: ["STc4"],
  });
  const course = await post("course", {
    name: "Strålskydd",
    date: "2024-09-10",
    status: "completed",
    goalIds: ["STc3"],
  });
  return { client, id: user.id, rotation, course };
}

async function application(client: TestClient, doctorId: string): Promise<TApplication> {
  const res = await client.get(`/api/st-doctors/${doctorId}/application`);
  expect(res.status).toBe(200);
  return res.json();
}

async function ask(client: TestClient, stDoctorId: string, certificateId: string) {
  const res = await client.post("/api/assessment-links", {
    stDoctorId,
    kind: "certificate",
    certificateId,
  });
  expect(res.status, await res.clone().text()).toBe(201);
  const body = await res.json();
  return { ...body, token: new URL(body.link).hash.slice(1) as string };
}

function signer(token: string, changes: Partial<TAnswerCertificateLink> = {}) {
  return {
    token,
    kind: "certificate",
    clientKey: "nyckel-intyg-1",
    assessorName: "Åsa Öberg",
    assessorSpecialty: "Nuklearmedicin",
    assessorWorkplace: "Skånes universitetssjukhus, Lund",
    ...changes,
  } satisfies TAnswerCertificateLink;
}

const storedOf = (doctorId: string) =>
  t.deps.db
    .select()
    .from(applicationCertificates)
    .where(eq(applicationCertificates.userId, doctorId));

describe("a certificate's signer by link", () => {
  it("shows the certificate, lands the signer's data on it 'via länk' and refuses a reuse", async () => {
    const doctor = await doctorWithCertificates();
    const created = await ask(doctor.client, doctor.id, `rotation.${doctor.rotation}`);
    expect(created.request).toMatchObject({
      kind: "certificate",
      certificateActivity: `rotation.${doctor.rotation}`,
      state: "sent",
    });
    expect(created.request.certificateLabel).toContain("Nuklearmedicin");

    const page = visitor();
    const opened = await page.post("/api/assessment-links/open", { token: created.token });
    expect(opened.status).toBe(200);
    const body = await opened.json();
    expect(body).toMatchObject({
      status: "open",
      kind: "certificate",
      certificate: {
        activities: ["Nuklearmedicin"],
        place: "Nuklearmedicin",
        periodStart: "2024-03-01",
        periodEnd: "2024-05-31",
        signerRole: "course-leader",
      },
    });
    expect(body.goals.map((g: { id: string }) => g.id)).toEqual(["STc4"]);
    // Nothing of other certificates or requests.
    expect(JSON.stringify(body)).not.toContain("Strålskydd");

    const sent = await page.post("/api/assessment-links/answer", signer(created.token));
    expect(sent.status, await sent.clone().text()).toBe(200);

    const app = await application(doctor.client, doctor.id);
    const certificate = app.certificates.find((c) =>
      c.activities.some((a) => a.id === doctor.rotation),
    );
    expect(certificate).toMatchObject({
      signer: {
        name: "Åsa Öberg",
        specialty: "Nuklearmedicin",
        workplace: "Skånes universitetssjukhus, Lund",
      },
      signedViaLink: { assessorName: "Åsa Öberg" },
      version: 1,
    });
    // The course's certificate is untouched, and no signer-missing gap remains for this one.
    expect(app.certificates.filter((c) => c.signedViaLink !== null)).toHaveLength(1);
    expect(app.gaps.find((g) => g.certificateId === certificate?.id)).toBeUndefined();

    const [request] = await t.deps.db
      .select()
      .from(assessmentRequests)
      .where(eq(assessmentRequests.id, created.request.id));
    expect(request).toMatchObject({ assessorName: "Åsa Öberg" });
    expect(request?.answeredAt).not.toBeNull();
    const audit = await t.deps.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.entityId, certificate?.id ?? ""));
    expect(audit).toContainEqual(
      expect.objectContaining({ entity: "application-certificate", actorId: null }),
    );

    // The same send again (a double tap) is the same answer; another send is refused.
    expect((await page.post("/api/assessment-links/answer", signer(created.token))).status).toBe(
      200,
    );
    await expectError(
      await page.post(
        "/api/assessment-links/answer",
        signer(created.token, { clientKey: "en-annan-nyckel", assessorName: "Någon Annan" }),
      ),
      409,
      M.linkAnswered,
    );
    expect((await storedOf(doctor.id))[0]?.signerName).toBe("Åsa Öberg");
  });

  it("keeps what the doctor added and follows the certificate when it is gathered with another", async () => {
    const doctor = await doctorWithCertificates();
    const saved = await doctor.client.put(
      `/api/st-doctors/${doctor.id}/application/certificates/rotation.${doctor.rotation}`,
      {
        version: 0,
        place: "Nuklearmedicin, SUS Lund",
        description: "PET/CT",
        periodStart: "",
        periodEnd: "",
        signerName: "",
        signerSpecialty: "",
        signerWorkplace: "",
        signerRole: "supervisor",
      },
    );
    expect(saved.status, await saved.clone().text()).toBe(200);
    const created = await ask(doctor.client, doctor.id, (await storedOf(doctor.id))[0]?.id ?? "");
    const sent = await visitor().post("/api/assessment-links/answer", signer(created.token));
    expect(sent.status, await sent.clone().text()).toBe(200);
    const [row] = await storedOf(doctor.id);
    expect(row).toMatchObject({
      place: "Nuklearmedicin, SUS Lund",
      description: "PET/CT",
      signerRole: "supervisor",
      signerName: "Åsa Öberg",
      signerViaRequestId: created.request.id,
      version: 2,
    });
  });

  it("drops the mark when the doctor changes the signer afterwards, keeps it for other edits", async () => {
    const doctor = await doctorWithCertificates();
    const created = await ask(doctor.client, doctor.id, `course.${doctor.course}`);
    await visitor().post("/api/assessment-links/answer", signer(created.token));
    const [stored] = await storedOf(doctor.id);
    const path = `/api/st-doctors/${doctor.id}/application/certificates/${stored?.id}`;
    const edit = (version: number, changes: object) =>
      doctor.client.put(path, {
        version,
        place: "",
        description: "",
        periodStart: "",
        periodEnd: "",
        signerName: "Åsa Öberg",
        signerSpecialty: "Nuklearmedicin",
        signerWorkplace: "Skånes universitetssjukhus, Lund",
        signerRole: "course-leader",
        ...changes,
      });
    expect((await edit(1, { description: "Heldag" })).status).toBe(200);
    expect((await storedOf(doctor.id))[0]?.signerViaRequestId).toBe(created.request.id);
    expect((await edit(2, { signerWorkplace: "Lund" })).status).toBe(200);
    const app = await application(doctor.client, doctor.id);
    expect(app.certificates.find((c) => c.id === stored?.id)?.signedViaLink).toBeNull();
  });

  it("refuses a personnummer and missing fields with 400; nothing is stored and the link stays open", async () => {
    const doctor = await doctorWithCertificates();
    const created = await ask(doctor.client, doctor.id, `course.${doctor.course}`);
    const page = visitor();
    await expectError(
      await page.post(
        "/api/assessment-links/answer",
        signer(created.token, { assessorWorkplace: "Lund 19121212-1212" }),
      ),
      400,
      SIGNING_RIGHTS_MESSAGES.personalIdentityNumber(M.assessorWorkplaceField),
    );
    await expectError(
      await page.post("/api/assessment-links/answer", signer(created.token, { assessorName: " " })),
      400,
      M.assessorNameRequired,
    );
    await expectError(
      await page.post(
        "/api/assessment-links/answer",
        signer(created.token, { assessorSpecialty: "" }),
      ),
      400,
      M.assessorSpecialtyRequired,
    );
    // A signer's answer on a signing-rights link (or the other way) is refused.
    await expectStatus(
      page.post("/api/assessment-links/answer", { ...signer(created.token), kind: "dops" }),
      400,
    );
    expect(await storedOf(doctor.id)).toEqual([]);
    const opened = await page.post("/api/assessment-links/open", { token: created.token });
    expect((await opened.json()).status).toBe("open");
  });

  it("says the certificate is gone when its activity was deleted, and changes nothing", async () => {
    const doctor = await doctorWithCertificates();
    const created = await ask(doctor.client, doctor.id, `course.${doctor.course}`);
    const gone = await doctor.client.delete(
      `/api/st-doctors/${doctor.id}/records/course/${doctor.course}`,
    );
    expect(gone.status).toBeLessThan(300);
    const page = visitor();
    const opened = await page.post("/api/assessment-links/open", { token: created.token });
    expect(await opened.json()).toEqual({ status: "gone", message: M.certificateGone });
    await expectError(
      await page.post("/api/assessment-links/answer", signer(created.token)),
      409,
      M.certificateGone,
    );
    expect(await storedOf(doctor.id)).toEqual([]);
  });

  it("is created only for a certificate of the doctor's application, by those who may ask", async () => {
    const doctor = await doctorWithCertificates();
    const other = await doctorWithCertificates();
    const own = `rotation.${doctor.rotation}`;
    const refusals = [
      [doctor.client, { certificateId: `rotation.${other.rotation}` }, 400, M.certificateNotFound],
      [doctor.client, {}, 400, M.certificateRequired],
      [
        doctor.client,
        { kind: "mini-cex", goalIds: ["STc4"], certificateId: own },
        400,
        M.certificateNotForKind,
      ],
      [other.client, { certificateId: own }, 403, M.noPermission],
      [specialist, { certificateId: own }, 403, M.noPermission],
    ] as const;
    for (const [client, body, status, message] of refusals) {
      const request = { stDoctorId: doctor.id, kind: "certificate", ...body };
      await expectError(await client.post("/api/assessment-links", request), status, message);
    }
  });
});

/** A visitor without a session, with an address of its own. */
function visitor() {
  return t.client(`10.9.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`);
}

import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { expectError, expectStatus } from "../../../../tests/fixtures/expect-response";
import { createTestApp, type TestApp, type TestClient } from "../../../../tests/fixtures/test-app";
import { APPLICATION_WRITE_MESSAGES as M } from "../../../shared/messages/application-writes";
import type { TApplication, TApplicationCertificate } from "../../../shared/schemas/application";
import { applicationCertificates } from "../../db/schema";
import { certificateFormJob } from "./application-values";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const application = async (client: TestClient, doctorId: string): Promise<TApplication> => {
  const res = await client.get(`/api/st-doctors/${doctorId}/application`);
  expect(res.status).toBe(200);
  return res.json();
};

async function doctorWithActivities() {
  const signed = await t.signedIn("ST_DOCTOR");
  const { client, user } = signed;
  await t.chooseModel(user.id, "2021");
  const post = async (type: string, body: object) => {
    const res = await client.post(`/api/st-doctors/${user.id}/records/${type}`, body);
    expect(res.status).toBe(201);
    return (await res.json()).record.id as string;
  };
  const ids = {
    nuclear: await post("rotation", {
      name: "Nuklearmedicin",
      startDate: "2024-03",
      endDate: "2024-05",
      goalIds: ["STc4", "STa5"],
    }),
    echo: await post("rotation", {
      name: "Ekokardiografi",
      startDate: "2024-06",
      endDate: "2024-08",
      goalIds: ["STc7"],
    }),
    course: await post("course", {
      name: "Strålskydd",
      date: "2024-09-10",
      status: "completed",
      goalIds: ["STc3"],
    }),
    sitIn: await post("sit-in", {
      topic: "Gastrofysiologi",
      supervisor: "Dr Ek",
      date: "2024-10-01",
      notes: "Manometri och pH-mätning",
      goalIds: ["STc12"],
    }),
  };
  return { ...signed, ids };
}

describe("the application read from the record", () => {
  it("gives one certificate per activity in bilaga order, with the record's facts and the gaps", async () => {
    const { client, user, ids } = await doctorWithActivities();
    const app = await application(client, user.id);
    expect(app.model).toBe("2021");
    expect(app.specialty).toBe("Klinisk fysiologi");
    // 2021: the service list is 1 and the competence form 2; then auskultation, clinical, course.
    expect(app.certificates.map((c) => [c.bilagaNr, c.kind, c.place])).toEqual([
      [3, "auskultation", "Gastrofysiologi"],
      [4, "clinical", "Nuklearmedicin"],
      [5, "clinical", "Ekokardiografi"],
      [6, "course", "Strålskydd"],
    ]);
    const nuclear = app.certificates.find((c) => c.id === `rotation.${ids.nuclear}`);
    expect(nuclear).toMatchObject({
      formKey: "2021-bilaga-9",
      goalIds: ["STa5", "STc4"],
      periodStart: "2024-03-01",
      periodEnd: "2024-05-31",
      version: 0,
      signer: { name: "" },
    });
    // The sit-in names its supervisor, who is the first guess of the signer.
    expect(app.certificates[0]?.signer.name).toBe("Dr Ek");
    const codes = app.gaps.map((g) => g.code);
    expect(codes).toContain("form-missing");
    expect(codes).toContain("goal-not-covered");
    expect(app.gaps).toContainEqual(
      expect.objectContaining({
        code: "signer-missing",
        certificateId: `rotation.${ids.nuclear}`,
        fix: "certificate",
      }),
    );
  });

  it("asks for a model first", async () => {
    const { client, user } = await t.signedIn("ST_DOCTOR");
    expect(await application(client, user.id)).toMatchObject({
      model: "UNSELECTED",
      certificates: [],
      gaps: [],
    });
  });
});

describe("saving, grouping and splitting certificates", () => {
  it("stores the record's certificate on its first save; a stale version changes nothing", async () => {
    const { client, user, ids } = await doctorWithActivities();
    const id = `rotation.${ids.nuclear}`;
    const body = {
      version: 0,
      place: "Nuklearmedicin, Skånes universitetssjukhus Lund",
      description: "Tre månader med PET/CT och scintigrafi.",
      periodStart: "",
      periodEnd: "",
      signerName: "Åsa Öberg",
      signerSpecialty: "Nuklearmedicin",
      signerWorkplace: "SUS Lund",
      signerRole: "supervisor",
    };
    const res = await client.put(`/api/st-doctors/${user.id}/application/certificates/${id}`, body);
    expect(res.status).toBe(200);
    const saved = (await res.json()).application as TApplication;
    const certificate = saved.certificates.find((c) => c.activities[0]?.id === ids.nuclear);
    expect(certificate).toMatchObject({
      version: 1,
      place: body.place,
      signer: { name: "Åsa Öberg", workplace: "SUS Lund" },
      edited: { place: true, period: false, description: true },
      periodStart: "2024-03-01",
    });
    expect(
      saved.gaps.some((g) => g.certificateId === certificate?.id && g.code === "signer-missing"),
    ).toBe(false);
    // The same first save again (another tab): the certificate is stored, version 0 is stale.
    await expectStatus(
      client.put(`/api/st-doctors/${user.id}/application/certificates/${id}`, body),
      409,
    );
    await expectStatus(
      client.put(`/api/st-doctors/${user.id}/application/certificates/${certificate?.id}`, body),
      409,
    );
    const rows = await t.deps.db
      .select()
      .from(applicationCertificates)
      .where(eq(applicationCertificates.userId, user.id));
    expect(rows).toHaveLength(1);
  });

  it("of two first saves at once, one stores the certificate and the other is told it is stale", async () => {
    const { client, user, ids } = await doctorWithActivities();
    const url = `/api/st-doctors/${user.id}/application/certificates/rotation.${ids.echo}`;
    const statuses = await Promise.all(
      ["Karin Holm", "Lars Lindqvist"].map(
        async (signerName) => (await client.put(url, { version: 0, signerName })).status,
      ),
    );
    expect(statuses.sort()).toEqual([200, 409]);
    const rows = await t.deps.db
      .select()
      .from(applicationCertificates)
      .where(eq(applicationCertificates.userId, user.id));
    expect(rows).toHaveLength(1);
  });

  it("refuses half a period and an end before the start", async () => {
    const { client, user, ids } = await doctorWithActivities();
    const url = `/api/st-doctors/${user.id}/application/certificates/rotation.${ids.echo}`;
    await expectError(
      await client.put(url, { version: 0, periodStart: "2024-06-01" }),
      400,
      M.periodHalf,
    );
    await expectError(
      await client.put(url, { version: 0, periodStart: "2024-06-10", periodEnd: "2024-06-01" }),
      400,
      M.periodEndBeforeStart,
    );
  });

  it("gathers two rotations into one certificate and splits them again", async () => {
    const { client, user, ids } = await doctorWithActivities();
    const grouped = await client.post(`/api/st-doctors/${user.id}/application/groups`, {
      certificateIds: [`rotation.${ids.nuclear}`, `rotation.${ids.echo}`],
    });
    expect(grouped.status).toBe(200);
    const app = (await grouped.json()).application as TApplication;
    const clinical = app.certificates.filter((c) => c.kind === "clinical");
    expect(clinical).toHaveLength(1);
    expect(clinical[0]).toMatchObject({
      place: "Nuklearmedicin, Ekokardiografi",
      goalIds: ["STa5", "STc4", "STc7"],
      periodStart: "2024-03-01",
      periodEnd: "2024-08-31",
    });
    await expectError(
      await client.post(`/api/st-doctors/${user.id}/application/groups`, {
        certificateIds: [clinical[0]?.id, `course.${ids.course}`],
      }),
      400,
      M.groupMixedKinds,
    );
    const split = await client.delete(
      `/api/st-doctors/${user.id}/application/certificates/${clinical[0]?.id}`,
    );
    expect(split.status).toBe(200);
    const after = (await split.json()).application as TApplication;
    expect(after.certificates.filter((c) => c.kind === "clinical")).toHaveLength(2);
  });

  it("lets a supervisor of the doctor edit, and refuses another ST doctor", async () => {
    const { user, ids } = await doctorWithActivities();
    const other = await t.signedIn("ST_DOCTOR");
    await expectStatus(other.client.get(`/api/st-doctors/${user.id}/application`), 403);
    await expectStatus(
      other.client.put(
        `/api/st-doctors/${user.id}/application/certificates/rotation.${ids.nuclear}`,
        { version: 0, signerName: "X" },
      ),
      403,
    );
    const specialist = await t.signedIn("SPECIALIST");
    await expectStatus(specialist.client.get(`/api/st-doctors/${user.id}/application`), 403);
  });
});

describe("how it was checked that the delmål are reached (issue 25)", () => {
  it("a certificate says which structured assessments its delmål have, and the STa3 form gets it", async () => {
    const { client, user, ids } = await doctorWithActivities();
    const supervisor = (await t.signedIn("SUPERVISOR")).client;
    const record = (kind: string, date: string, goalIds: string[], ratings: object) =>
      supervisor.post(`/api/st-doctors/${user.id}/structured-assessments`, {
        kind,
        date,
        ratings,
        caseDifficulty: "medium",
        assessorName: "Eva Handledare",
        assessorRole: "supervisor",
        goalIds,
      });
    const miniCex = {
      history: 4,
      examination: 4,
      communication: 4,
      "clinical-judgement": 4,
      professionalism: 4,
      organisation: 4,
      overall: 4,
    };
    const cbd = {
      "record-keeping": 4,
      "clinical-assessment": 4,
      investigations: 4,
      management: 4,
      "follow-up": null,
      professionalism: 4,
      overall: 4,
    };
    for (const res of [
      await record("mini-cex", "2024-10-02", ["STc12"], miniCex),
      await record("mini-cex", "2024-11-05", ["STc12", "STc4"], miniCex),
      await record("cbd", "2024-10-20", ["STc12"], cbd),
      await record("cbd", "2024-10-21", ["STc7"], cbd),
    ]) {
      expect(res.status).toBe(201);
    }
    const app = await application(client, user.id);
    const byId = (id: string) => app.certificates.find((c) => c.id === id);
    expect(byId(`sit-in.${ids.sitIn}`)?.assessment).toBe(
      "Mini-CEX 2 st (senast 2024-11-05), CbD 1 st (2024-10-20)",
    );
    expect(byId(`rotation.${ids.nuclear}`)?.assessment).toBe("Mini-CEX 1 st (2024-11-05)");
    expect(byId(`course.${ids.course}`)?.assessment).toBe("");

    // Only the 2021 form for STa3 has the field; the others' values leave it out.
    const sta3 = { ...(byId(`sit-in.${ids.sitIn}`) as TApplicationCertificate) };
    const applicant = {
      firstName: "A",
      lastName: "B",
      email: "a@example.se",
      personnummer: "",
      headOfDepartment: "",
    };
    const onSta3Form = certificateFormJob(app, applicant, { ...sta3, formKey: "2021-bilaga-12" });
    expect(onSta3Form.values.assessment).toBe(sta3.assessment);
    expect(certificateFormJob(app, applicant, sta3).values.assessment).toBeUndefined();
  });
});

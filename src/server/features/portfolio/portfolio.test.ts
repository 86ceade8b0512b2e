import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { pdfPageTexts } from "../../../../tests/fixtures/pdf-text";
import { putFormalities } from "../../../../tests/fixtures/record-client";
import { addAssessment } from "../../../../tests/fixtures/signing-rights";
import { createTestApp, type TestApp, type TestClient } from "../../../../tests/fixtures/test-app";
import { SHIPPED_GOALS } from "../../../shared/curriculum/goals";
import { RECORD_MESSAGES } from "../../../shared/messages/records";
import { ROLES } from "../../../shared/roles";
import { formatDate } from "../../../shared/rules/display-dates";

/**
 * The portfolio PDF ('Utbildningsbok', decision 150): made from the record, read back as text,
 * and downloadable by exactly those who may read the record.
 */
let t: TestApp;
let admin: TestClient;
beforeAll(async () => {
  t = await createTestApp();
  admin = (await t.signedIn("ADMIN")).client;
});
afterAll(() => t.close());

async function ok(res: Response) {
  if (res.status >= 300) throw new Error(`${res.status} ${await res.text()}`);
  return res.json();
}

const pdfPath = (doctorId: string) => `/api/st-doctors/${doctorId}/portfolio.pdf`;

/** A 2021 doctor with something in every section of the book. */
async function fullRecord(client: TestClient, doctorId: string) {
  await ok(
    await putFormalities(client, doctorId, {
      stModel: "2021",
      stStartDate: "2024-01-01",
      stDurationMonths: 60,
      headOfDepartment: "Göran Ågren",
      directorOfStudies: "Birgitta Öst",
    }),
  );
  const base = `/api/st-doctors/${doctorId}`;
  await ok(
    await client.post(`${base}/records/absence`, {
      mode: "exact",
      startDate: "2025-03-01",
      endDate: "2025-03-10",
      description: "Föräldraledighet",
    }),
  );
  await ok(await client.put(`${base}/goals/STa1`, { status: "completed" }));
  await ok(
    await client.put(`${base}/goals/STb1`, { status: "planned", plannedQuarter: "2026-Q3" }),
  );
  await ok(await client.put(`${base}/procedures/c4-mps`, { status: "completed" }));
  await ok(
    await client.post(`${base}/records/rotation`, {
      name: "Röntgen på Södersjukhuset",
      startDate: "2024-09",
      endDate: "2024-12",
    }),
  );
  await ok(
    await client.post(`${base}/records/course`, {
      name: "Strålskydd för läkare",
      date: "2024-05-14",
      status: "completed",
    }),
  );
  await ok(
    await client.post(`${base}/records/sit-in`, {
      topic: "Myokardscintigrafi",
      supervisor: "Åke Lindén",
      date: "2024-06-01",
      notes: "Självständig bedömning",
    }),
  );
  await ok(
    await client.post(`${base}/records/meeting`, {
      date: "2024-10-02",
      topic: "Halvårsuppföljning",
      supervisor: "Åke Lindén",
      notes: "Planera randning",
      agenda: "Randningsplanen",
      actions: [{ what: "Boka strålskyddskursen", owner: "ST-läkare", dueDate: "2024-11-15" }],
    }),
  );
  await ok(
    await client.post(`${base}/records/development`, {
      title: "Säkrare remissflöde",
      description: "Checklista för arbetsprov",
      startDate: "2024-08-01",
      endDate: "2024-09-30",
      goalIds: ["STa2", "STa7"],
    }),
  );
  await ok(
    await client.put(`${base}/st-project`, {
      topic: "Dosreduktion vid PET",
      supervisor: "Märta Nilsson",
      status: "in_progress",
      summary: "Jämförelse av protokoll",
      version: 0,
    }),
  );
  const { evaluation } = await addAssessment(admin, doctorId, { evaluationDate: "2025-01-15" });
  await ok(
    await admin.post(`/api/signing-rights/evaluations/${evaluation.id}/status`, {
      status: "completed",
    }),
  );
  await ok(
    await admin.post(`/api/signing-rights/evaluations/${evaluation.id}/decision`, {
      decision: "approved",
      notes: "Anteckning som bara granskarna ser",
    }),
  );
}

describe("the portfolio PDF", () => {
  it("is a PDF of the whole record with the name, every goal, the end date and page numbers", async () => {
    const { client, user } = await t.signedIn("ST_DOCTOR", {
      firstName: "Åsa",
      lastName: "Öberg-Ärlig",
    });
    await fullRecord(client, user.id);
    const record = await ok(await client.get(`/api/st-doctors/${user.id}/record`));
    const res = await client.get(pdfPath(user.id));
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("application/pdf");
    expect(res.headers.get("cache-control")).toBe("no-store");
    const name = `Utbildningsbok Åsa Öberg-Ärlig ${record.today}.pdf`;
    expect(res.headers.get("content-disposition")).toBe(
      `attachment; filename="Utbildningsbok Asa Oberg-Arlig ${record.today}.pdf"; filename*=UTF-8''${encodeURIComponent(name)}`,
    );
    const bytes = new Uint8Array(await res.arrayBuffer());
    expect(Buffer.from(bytes.subarray(0, 5)).toString("latin1")).toBe("%PDF-");

    const pages = await pdfPageTexts(bytes);
    const all = pages.join("\n");
    expect(pages.length).toBeGreaterThan(1);
    pages.forEach((page, i) => {
      expect(page).toContain(`Sida ${i + 1} av ${pages.length}`);
      expect(page).toContain("Åsa Öberg-Ärlig");
      expect(page).toContain(`Utskriven ${formatDate(record.today)}`);
    });
    // The end date as the record computes it, ten days of absence later than without them.
    expect(record.formalities.stEndDate).toBe("2029-01-11");
    expect(all).toMatch(/Beräknat slutdatum\s+11 jan 2029/);
    // Every date as the web writes it: a day as '14 maj 2024', a rotation's month as 'september 2024'.
    for (const shown of ["1 mar 2025", "10 mar 2025", "14 maj 2024", "1 jun 2024", "2 okt 2024"]) {
      expect(all).toContain(shown);
    }
    expect(all).toMatch(/september\s+2024/);
    expect(all).toMatch(/december\s+2024/);
    expect(all).not.toMatch(/\b20\d\d-\d\d\b/);
    for (const goal of SHIPPED_GOALS.filter((g) => g.model === "2021")) {
      expect(all).toMatch(new RegExp(`(^|\\s)${goal.id}(\\s|$)`, "m"));
    }
    for (const text of [
      "Göran Ågren",
      "Birgitta Öst",
      "Föräldraledighet",
      "Röntgen på Södersjukhuset",
      "Strålskydd för läkare",
      "Myokardscintigrafi",
      "Halvårsuppföljning",
      "Dagordning:",
      "Boka strålskyddskursen",
      "Dosreduktion vid PET",
      "Utvecklingsarbete",
      "Säkrare remissflöde",
      "STa2 STa7",
      "Signeringsrätt godkänd",
      "Ischemikravet",
    ]) {
      expect(all).toContain(text);
    }
    // A decision's notes stay with the reviewers, in the book as in the record.
    expect(all).not.toContain("Anteckning som bara granskarna ser");
  });

  it("says so when no model is chosen, and still gives the end date", async () => {
    const { client, user } = await t.signedIn("ST_DOCTOR", { firstName: "Örjan", lastName: "Ek" });
    const res = await client.get(pdfPath(user.id));
    expect(res.status).toBe(200);
    const all = (await pdfPageTexts(new Uint8Array(await res.arrayBuffer()))).join("\n");
    expect(all).toContain("Örjan Ek");
    expect(all).toContain("Ingen ST-modell vald");
    expect(all).toContain("Inga poster.");
  });
});

describe("who may download it", () => {
  it("is the doctor's own, and refused to another ST doctor as the record is", async () => {
    const { client, user } = await t.signedIn("ST_DOCTOR");
    expect((await client.get(pdfPath(user.id))).status).toBe(200);
    const other = await t.createUser({ role: "ST_DOCTOR" });
    const refused = await client.get(pdfPath(other.id));
    expect(refused.status).toBe((await client.get(`/api/st-doctors/${other.id}/record`)).status);
    expect(refused.status).toBe(403);
    expect(refused.headers.get("content-type")).toContain("application/json");
  });

  it("is readable by an assigned supervisor", async () => {
    const doctor = await t.createUser({ role: "ST_DOCTOR" });
    const { client, user } = await t.signedIn("SUPERVISOR");
    await ok(
      await admin.put(`/api/st-doctors/${doctor.id}/supervisors`, { supervisorIds: [user.id] }),
    );
    expect((await client.get(pdfPath(doctor.id))).status).toBe(200);
  });

  it.each(ROLES)("follows the record's access for %s", async (role) => {
    const doctor = await t.createUser({ role: "ST_DOCTOR" });
    const { client } = await t.signedIn(role);
    const record = await client.get(`/api/st-doctors/${doctor.id}/record`);
    const res = await client.get(pdfPath(doctor.id));
    expect(res.status).toBe(record.status);
    const allowed = role === "SUPERVISOR" || role === "DIRECTOR" || role === "ADMIN";
    expect(res.status).toBe(allowed ? 200 : 403);
  });

  it("is refused signed out, and 404 for someone who is not an ST doctor", async () => {
    const doctor = await t.createUser({ role: "ST_DOCTOR" });
    expect((await t.client().get(pdfPath(doctor.id))).status).toBe(401);
    const supervisor = await t.createUser({ role: "SUPERVISOR" });
    const res = await admin.get(pdfPath(supervisor.id));
    expect(res.status).toBe(404);
    expect((await res.json()).error).toBe(RECORD_MESSAGES.doctorNotFound);
  });
});

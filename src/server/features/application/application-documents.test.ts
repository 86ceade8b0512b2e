import { execFileSync } from "node:child_process";
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { PDFDocument } from "@cantoo/pdf-lib";
import { eq, sql } from "drizzle-orm";
import { unzipSync } from "fflate";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { blankForm } from "../../../../tests/fixtures/blank-forms";
import { expectError } from "../../../../tests/fixtures/expect-response";
import { createTestApp, type TestApp, type TestClient } from "../../../../tests/fixtures/test-app";
import { CERTIFICATE_FORMS, type FormKey } from "../../../shared/curriculum/certificate-forms";
import { getGoals } from "../../../shared/curriculum/goals";
import { APPLICATION_WRITE_MESSAGES as M } from "../../../shared/messages/application-writes";
import type { TApplication } from "../../../shared/schemas/application";
import { certificateForms } from "../../db/schema";
import { createLogger } from "../../lib/logger";

let t: TestApp;
let admin: TestClient;
/** Every line the server logs, at the most talkative level. */
const logLines: string[] = [];
beforeAll(async () => {
  t = await createTestApp({
    logger: createLogger("trace", { write: (line: string) => logLines.push(line) }),
  });
  admin = (await t.signedIn("ADMIN")).client;
});
afterAll(() => t.close());

const PERSONNUMMER = "19121212-1212";

async function upload(client: TestClient, files: { name: string; bytes: Uint8Array }[]) {
  const form = new FormData();
  for (const f of files)
    form.append("files", new Blob([new Uint8Array(f.bytes)], { type: "application/pdf" }), f.name);
  return client.upload("/api/certificate-forms", form);
}

async function uploadAll(model: "2015" | "2021") {
  const keys = CERTIFICATE_FORMS.filter((f) => f.model === model).map((f) => f.key);
  const files = await Promise.all(
    keys.map(async (key) => ({ name: `${key}.pdf`, bytes: await blankForm(key) })),
  );
  const res = await upload(admin, files);
  expect(res.status).toBe(201);
}

/** A 2021 doctor with a finished rotation and course, both signed, and the ST project. */
async function readyDoctor() {
  const signed = await t.signedIn("ST_DOCTOR", { firstName: "Łukasz", lastName: "Nguyễn Öberg" });
  const { client, user } = signed;
  await t.chooseModel(user.id, "2021");
  const rotation = await client.post(`/api/st-doctors/${user.id}/records/rotation`, {
    name: "Nuklearmedicin, Lund",
    startDate: "2024-03",
    endDate: "2024-05",
    goalIds: ["STc4", "STa5"],
  });
  expect(rotation.status).toBe(201);
  const course = await client.post(`/api/st-doctors/${user.id}/records/course`, {
    name: "Strålskydd",
    date: "2024-09-10",
    status: "completed",
    goalIds: ["STc3"],
  });
  expect(course.status).toBe(201);
  const app: TApplication = await (
    await client.get(`/api/st-doctors/${user.id}/application`)
  ).json();
  for (const c of app.certificates) {
    const res = await client.put(`/api/st-doctors/${user.id}/application/certificates/${c.id}`, {
      version: c.version,
      description: "Rad ett\nRad två",
      signerName: "Åsa Öberg",
      signerSpecialty: "Klinisk fysiologi",
      signerWorkplace: "SUS Lund",
      signerRole: "course-leader",
    });
    expect(res.status).toBe(200);
  }
  return signed;
}

async function fieldsOf(pdf: Uint8Array): Promise<Record<string, string>> {
  const doc = await PDFDocument.load(pdf);
  const out: Record<string, string> = {};
  for (const field of doc.getForm().getFields()) {
    const text = (field as { getText?: () => string | undefined }).getText?.();
    if (text !== undefined) out[field.getName()] = text;
  }
  return out;
}

describe("the administrator's blank forms", () => {
  it("are recognised by their fields, listed, and an unknown PDF refuses the whole upload", async () => {
    await uploadAll("2021");
    const listed = await (await admin.get("/api/certificate-forms")).json();
    const bilaga9 = listed.forms.find((f: { key: FormKey }) => f.key === "2021-bilaga-9");
    expect(bilaga9.active.originalName).toBe("2021-bilaga-9.pdf");
    const notPdf = await upload(admin, [
      { name: "2021-bilaga-9.pdf", bytes: await blankForm("2021-bilaga-9") },
      { name: "brev.pdf", bytes: new TextEncoder().encode("inte en pdf") },
    ]);
    expect(notPdf.status).toBe(400);
    expect((await notPdf.json()).error).toMatch(/^brev\.pdf: /);
    const again = await (await admin.get("/api/certificate-forms")).json();
    expect(again.forms.find((f: { key: FormKey }) => f.key === "2021-bilaga-9").replacedCount).toBe(
      0,
    );
  });

  it("two uploads of one form at once leave exactly one active, the other kept or told to retry", async () => {
    const bytes = await blankForm("2021-bilaga-8");
    const statuses = await Promise.all(
      ["a.pdf", "b.pdf"].map(async (name) => (await upload(admin, [{ name, bytes }])).status),
    );
    expect(statuses.every((s) => s === 201 || s === 409)).toBe(true);
    expect(statuses).toContain(201);
    const rows = await t.deps.db
      .select({ replacedAt: certificateForms.replacedAt })
      .from(certificateForms)
      .where(eq(certificateForms.formKey, "2021-bilaga-8"));
    expect(rows.filter((r) => r.replacedAt === null)).toHaveLength(1);
  });

  it("may only be managed by an administrator", async () => {
    const director = (await t.signedIn("DIRECTOR")).client;
    expect((await director.get("/api/certificate-forms")).status).toBe(403);
    expect(
      (await upload(director, [{ name: "x.pdf", bytes: await blankForm("2021-bilaga-9") }])).status,
    ).toBe(403);
  });
});

describe("generating the application", () => {
  it("fills every form and the list of bilagor, readable back field by field", async () => {
    await uploadAll("2021");
    const { client, user } = await readyDoctor();
    const res = await client.post(`/api/st-doctors/${user.id}/application/documents`, {
      personnummer: "191212121212",
    });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("application/zip");
    expect(res.headers.get("cache-control")).toBe("no-store");
    const zip = new Uint8Array(await res.arrayBuffer());
    const files = unzipSync(zip);
    const names = Object.keys(files);
    expect(names.slice(0, 2)).toEqual(["Bilageförteckning.pdf", "00 Bilaga 5 Ansökan.pdf"]);
    // As people open it: Info-ZIP's unzip writes every name as the portal wrote it, and poppler
    // reads each PDF with its form.
    const dir = mkdtempSync(join(tmpdir(), "st-ansokan-"));
    try {
      writeFileSync(join(dir, "ansokan.zip"), zip);
      execFileSync("unzip", ["-q", join(dir, "ansokan.zip"), "-d", join(dir, "ut")]);
      expect(readdirSync(join(dir, "ut")).sort()).toEqual([...names].sort());
      for (const name of names) {
        const info = execFileSync("pdfinfo", [join(dir, "ut", name)], { encoding: "utf8" });
        expect(info, name).toMatch(/Pages:\s+[1-9]/);
        if (name !== "Bilageförteckning.pdf") expect(info, name).toMatch(/Form:\s+AcroForm/);
      }
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
    // The list, Bilaga 5, 6 and 7, the clinical service and the course.
    expect(names).toHaveLength(6);
    const byForm = (prefix: string) => {
      const name = names.find((n) => n.includes(prefix));
      if (!name) throw new Error(`no ${prefix} in ${names.join(", ")}`);
      return files[name] as Uint8Array;
    };
    const clinical = await fieldsOf(byForm("Bilaga 9"));
    expect(clinical).toMatchObject({
      Efternamn: "Nguyễn Öberg",
      Förnamn: "Łukasz",
      Personnummer: PERSONNUMMER,
      "Specialitet som ansökan avser": "Klinisk fysiologi",
      "Delmål som intyget avser tex STa1 STb1 STc1": "STa5 STc4",
      "Tjänstgöringsställe för klinisk tjänstgöring": "Nuklearmedicin, Lund",
      "Period ååmmdd  ååmmdd": "240301 - 240531",
      "Beskrivning av den kliniska tjänstgöringen": "Rad ett\nRad två",
      Namnförtydligande: "Åsa Öberg",
      Tjänsteställe: "SUS Lund",
      // 1 the service list, 2 the competence form, then the clinical service (no auskultation).
      "Bilaga nr": "3",
    });
    const application = await fieldsOf(byForm("Bilaga 5"));
    expect(application["Bilagor nr.0.0"]).toBe("1");
    expect(application["Bilagor nr.0.1"]).toBe("2");
    expect(application["Bilagor nr.0.3"]).toBe("3");
    expect(application["Bilagor nr.0.4"]).toBe("4");
    const serviceList = await fieldsOf(byForm("Bilaga 6"));
    expect(serviceList["Period ååmmddååmmddRow1"]).toBe("240301 - 240531");
  });

  it("refuses a personnummer that fails its check digit, and gaps that would print a wrong form", async () => {
    await uploadAll("2021");
    const { client, user } = await readyDoctor();
    await expectError(
      await client.post(`/api/st-doctors/${user.id}/application/documents`, {
        personnummer: "19121212-1213",
      }),
      400,
      M.personnummerInvalid,
    );
    // A course added since has no signer yet.
    await client.post(`/api/st-doctors/${user.id}/records/course`, {
      name: "EKG",
      date: "2024-10-01",
      status: "completed",
      goalIds: ["STc5"],
    });
    const blocked = await client.post(`/api/st-doctors/${user.id}/application/documents`, {
      personnummer: PERSONNUMMER,
    });
    expect(blocked.status).toBe(400);
    expect((await blocked.json()).error).toContain("saknar intygsgivare");
  });

  it("names the certificate whose delmål do not fit the form's one line, and makes nothing", async () => {
    await uploadAll("2021");
    const { client, user } = await readyDoctor();
    const all = getGoals("2021").map((g) => g.id);
    const res = await client.post(`/api/st-doctors/${user.id}/records/rotation`, {
      name: "Allt på en gång",
      startDate: "2024-06",
      endDate: "2024-06",
      goalIds: all,
    });
    const rotationId = (await res.json()).record.id;
    await client.put(`/api/st-doctors/${user.id}/application/certificates/rotation.${rotationId}`, {
      version: 0,
      signerName: "Åsa Öberg",
    });
    const refused = await client.post(`/api/st-doctors/${user.id}/application/documents`, {
      personnummer: PERSONNUMMER,
    });
    expect(refused.status).toBe(400);
    const { error } = await refused.json();
    expect(error).toContain("Allt på en gång");
    expect(error).toContain(`de ${all.length} delmålen får inte plats på blankettens rad`);
  });

  it("leaves the personnummer in no row, audit entry, log line or file on the server", async () => {
    await uploadAll("2021");
    const { client, user } = await readyDoctor();
    const one = (await (
      await client.get(`/api/st-doctors/${user.id}/application`)
    ).json()) as TApplication;
    const single = await client.post(`/api/st-doctors/${user.id}/application/documents`, {
      personnummer: PERSONNUMMER,
      certificateId: one.certificates[0]?.id,
    });
    expect(single.status).toBe(200);
    expect(single.headers.get("content-type")).toBe("application/pdf");
    const whole = await client.post(`/api/st-doctors/${user.id}/application/documents`, {
      personnummer: PERSONNUMMER,
    });
    expect(whole.status).toBe(200);

    const digits = ["19121212-1212", "191212121212", "121212-1212", "1212121212"];
    // Every row of every table, as text.
    // Both drivers answer execute() with { rows }; the shared Db type does not say so.
    const tables = (await t.deps.db.execute(
      sql`select table_name as name from information_schema.tables where table_schema = 'public'`,
    )) as unknown as { rows: { name: string }[] };
    for (const { name } of tables.rows) {
      if (name === "certificate_forms") continue; // the blank forms, uploaded before
      const text = JSON.stringify(await t.deps.db.execute(sql.raw(`select * from "${name}"`)));
      for (const d of digits) expect(text, name).not.toContain(d);
    }
    const logged = logLines.join("\n");
    for (const d of digits) expect(logged).not.toContain(d);
    const stored = filesUnder(t.deps.config.dataDir)
      .map((f) => readFileSync(f, "latin1"))
      .join("");
    for (const d of digits) expect(stored).not.toContain(d);
  });
});

describe("what stops the files", () => {
  it("a form not uploaded, and a period that ends after today, each a 400 with the gap", async () => {
    const { client, user } = await t.signedIn("ST_DOCTOR");
    await t.chooseModel(user.id, "2015");
    // The 2015 forms but one (the file's earlier tests uploaded only 2021's).
    const keys = CERTIFICATE_FORMS.filter((f) => f.model === "2015" && f.key !== "2015-bilaga-3");
    const files = await Promise.all(
      keys.map(async (f) => ({ name: `${f.key}.pdf`, bytes: await blankForm(f.key) })),
    );
    expect((await upload(admin, files)).status).toBe(201);
    await client.post(`/api/st-doctors/${user.id}/records/sit-in`, {
      topic: "Ekokardiografi",
      supervisor: "Dr Ek",
      date: "2024-03-01",
      notes: "Bra",
      goalIds: ["c7"],
    });
    const app: TApplication = await (
      await client.get(`/api/st-doctors/${user.id}/application`)
    ).json();
    const sitIn = app.certificates[0];
    const generate = () =>
      client.post(`/api/st-doctors/${user.id}/application/documents`, {
        personnummer: PERSONNUMMER,
      });
    const blockedByForm = await generate();
    expect(blockedByForm.status).toBe(400);
    expect((await blockedByForm.json()).error).toContain("har inte laddats upp");
    const b3 = [{ name: "b3.pdf", bytes: await blankForm("2015-bilaga-3") }];
    expect((await upload(admin, b3)).status).toBe(201);
    const future = await client.put(
      `/api/st-doctors/${user.id}/application/certificates/${sitIn?.id}`,
      { version: sitIn?.version, periodStart: "2024-03-01", periodEnd: "2099-03-01" },
    );
    expect(future.status).toBe(200);
    const blocked = await generate();
    expect(blocked.status).toBe(400);
    expect((await blocked.json()).error).toContain("efter dagens datum");
  });

  it("an upload over its size limit is refused with 413 and stores nothing", async () => {
    const big = new Uint8Array(9 * 1024 * 1024);
    big.set(new TextEncoder().encode("%PDF-1.7\n"));
    const before = await (await admin.get("/api/certificate-forms")).json();
    const res = await upload(admin, [{ name: "stor.pdf", bytes: big }]);
    expect(res.status).toBe(413);
    expect((await res.json()).error).toContain("stor.pdf");
    expect(await (await admin.get("/api/certificate-forms")).json()).toEqual(before);
  });
});

describe("a 2015 doctor's application", () => {
  it("goes on the 2015 forms with 2015 goal ids, its service list inside the application", async () => {
    await uploadAll("2015");
    const { client, user } = await t.signedIn("ST_DOCTOR", { firstName: "Åke", lastName: "Lind" });
    await t.chooseModel(user.id, "2015");
    await client.post(`/api/st-doctors/${user.id}/records/rotation`, {
      name: "Kardiologi, Malmö",
      startDate: "2024-02",
      endDate: "2024-04",
      goalIds: ["c7", "a3"],
    });
    await client.post(`/api/st-doctors/${user.id}/records/course`, {
      name: "Medicinsk etik",
      date: "2024-05-06",
      status: "completed",
      goalIds: ["a2"],
    });
    const app: TApplication = await (
      await client.get(`/api/st-doctors/${user.id}/application`)
    ).json();
    expect(app.certificates.map((c) => c.formKey)).toEqual(["2015-bilaga-4", "2015-bilaga-5"]);
    for (const c of app.certificates) {
      await client.put(`/api/st-doctors/${user.id}/application/certificates/${c.id}`, {
        version: c.version,
        signerName: "Karin Holm",
        signerRole: "course-leader",
      });
    }
    const res = await client.post(`/api/st-doctors/${user.id}/application/documents`, {
      personnummer: PERSONNUMMER,
    });
    expect(res.status).toBe(200);
    const files = unzipSync(new Uint8Array(await res.arrayBuffer()));
    const names = Object.keys(files);
    const pdf = (part: string) =>
      files[names.find((n) => n.includes(part)) as string] as Uint8Array;
    const clinical = await fieldsOf(pdf("Bilaga 4"));
    expect(clinical["Delmål som intyget avser tex a1 b1 c1"]).toBe("a3 c7");
    expect(
      clinical["Tjänstgöringsställe och period ååmmdd  ååmmdd för den kliniska tjänstgöringen"],
    ).toContain("240201 - 240430");
    const application = await fieldsOf(pdf("Bilaga 1"));
    expect(application).toMatchObject({
      Efternamn: "Lind",
      Förnamn: "Åke",
      Personnummer: PERSONNUMMER,
    });
    // The 2015 list of bilagor: 1 the competence form, 2 the clinical service, 3 the course.
    expect(Object.values(application)).toEqual(expect.arrayContaining(["1", "2", "3"]));
  });
});

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? filesUnder(path) : [path];
  });
}

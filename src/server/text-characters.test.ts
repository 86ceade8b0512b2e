import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { expectError } from "../../tests/fixtures/expect-response";
import { INVISIBLE_AND_CONTROL } from "../../tests/fixtures/invisible-characters";
import { assessmentBody } from "../../tests/fixtures/signing-rights";
import { createTestApp, type TestApp, type TestClient } from "../../tests/fixtures/test-app";
import { FILE_MESSAGES } from "../shared/messages/files";
import { RECORD_MESSAGES } from "../shared/messages/records";
import { USER_MESSAGES } from "../shared/messages/users";
import { courses, uploadedFiles, users } from "./db/schema";

/**
 * Names and other short fields are one line of visible text, kept in NFC; notes keep their line
 * breaks; file names follow the names' rule (decision 167). A refused write changes nothing.
 */
let t: TestApp;
let admin: TestClient;
let doctor: TestClient;
let doctorId: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = (await t.signedIn("ADMIN")).client;
  const signedIn = await t.signedIn("ST_DOCTOR");
  doctor = signedIn.client;
  doctorId = signedIn.user.id;
  await t.chooseModel(doctorId, "2015");
});
afterAll(() => t.close());

const userCount = async () => (await t.deps.db.select({ id: users.id }).from(users)).length;
const coursesOfDoctor = () => t.deps.db.select().from(courses).where(eq(courses.userId, doctorId));
const filesOfDoctor = () =>
  t.deps.db.select().from(uploadedFiles).where(eq(uploadedFiles.ownerId, doctorId));

describe("a last name", () => {
  it.each(INVISIBLE_AND_CONTROL)("with %s is refused, and no account is made", async (_k, c) => {
    const before = await userCount();
    const res = await admin.post("/api/users", {
      email: `namn-${crypto.randomUUID()}@example.se`,
      role: "ST_DOCTOR",
      firstName: "Eva",
      lastName: `Lind${c}qvist`,
    });
    await expectError(res, 400, USER_MESSAGES.nameInvalidCharacters);
    expect(await userCount()).toBe(before);
  });

  it("is kept in NFC, as typed on any machine", async () => {
    const res = await admin.post("/api/users", {
      email: `nfc-${crypto.randomUUID()}@example.se`,
      role: "ST_DOCTOR",
      firstName: "A\u030Asa",
      lastName: "O\u0308berg",
    });
    expect(res.status).toBe(201);
    const { user } = await res.json();
    const [row] = await t.deps.db.select().from(users).where(eq(users.id, user.id));
    expect([row?.firstName, row?.lastName]).toEqual(["Åsa", "Öberg"]);
  });
});

describe("short fields of a record", () => {
  it.each(INVISIBLE_AND_CONTROL)("refuse %s in a course name", async (_k, c) => {
    const before = (await coursesOfDoctor()).length;
    const res = await doctor.post(`/api/st-doctors/${doctorId}/records/course`, {
      name: `Kurs${c}i strålskydd`,
      date: "2024-01-01",
      status: "planned",
    });
    await expectError(res, 400, RECORD_MESSAGES.invalidCharacters);
    expect(await coursesOfDoctor()).toHaveLength(before);
  });

  it.each([
    [
      "the head of department",
      "/formalities",
      "PUT",
      (c: string) => ({
        stModel: "2015",
        stStartDate: "2024-01-01",
        stDurationMonths: 60,
        headOfDepartment: `Eva${c}Lind`,
        version: 1,
      }),
    ],
    [
      "a rotation's name",
      "/records/rotation",
      "POST",
      (c: string) => ({
        name: `Kardio${c}logi`,
        startDate: "2024-01",
        endDate: "2024-03",
      }),
    ],
    [
      "the ST project's topic",
      "/st-project",
      "PUT",
      (c: string) => ({
        topic: `Ämne${c}`,
        summary: "",
        version: 0,
      }),
    ],
    [
      "a sit-in's supervisor",
      "/records/sit-in",
      "POST",
      (c: string) => ({
        topic: "Ämne",
        supervisor: `Eva${c}Lind`,
        date: "2024-01-01",
        notes: "n",
      }),
    ],
  ] as const)(
    "refuse a line break and a zero-width space in %s",
    async (_f, path, method, body) => {
      for (const c of ["\n", "\u200B"]) {
        const res = await doctor.request(
          method,
          `/api/st-doctors/${doctorId}${path}`,
          body(`${c}x`),
        );
        await expectError(res, 400, RECORD_MESSAGES.invalidCharacters);
      }
    },
  );

  it("a meeting's notes keep their lines but refuse a line separator", async () => {
    const path = `/api/st-doctors/${doctorId}/records/meeting`;
    const meeting = (notes: string) => ({ date: "2024-01-01", topic: "T", supervisor: "S", notes });
    await expectError(
      await doctor.post(path, meeting("rad ett\u2028rad två")),
      400,
      RECORD_MESSAGES.invalidCharacters,
    );
    const res = await doctor.post(path, meeting("rad ett\r\nrad två\n\tindrag"));
    expect(res.status).toBe(201);
    expect((await res.json()).record.notes).toBe("rad ett\nrad två\n\tindrag");
  });

  it("an assessment's specialist name is one line, its comments several", async () => {
    const specialist = (await t.signedIn("SPECIALIST")).client;
    const path = "/api/signing-rights/assessments";
    for (const c of ["\u200B", "\n", "\u00AD"]) {
      const res = await specialist.post(path, {
        ...assessmentBody(doctorId),
        specialistName: `Eva${c}Lind`,
      });
      await expectError(res, 400, RECORD_MESSAGES.invalidCharacters);
    }
    const ok = await specialist.post(path, {
      ...assessmentBody(doctorId),
      comments: "Bra.\nFortsätt så.",
    });
    expect(ok.status).toBe(201);
    expect((await ok.json()).assessment.comments).toBe("Bra.\nFortsätt så.");
  });
});

const PDF = new TextEncoder().encode(
  "%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n",
);

function uploadPdf(name: string) {
  const form = new FormData();
  form.append("kind", "goal");
  form.append("itemId", "c5");
  form.append("file", new Blob([PDF], { type: "application/pdf" }), name);
  return doctor.upload(`/api/st-doctors/${doctorId}/files`, form);
}

describe("an uploaded file's name", () => {
  it.each([
    ["a zero-width space", "\u200B"],
    ["a left-to-right mark", "\u200E"],
    ["a BOM", "\uFEFF"],
    ["a soft hyphen", "\u00AD"],
    ["a word joiner", "\u2060"],
    ["a line separator", "\u2028"],
    ["a C1 control", "\u0085"],
  ])("with %s is refused, and nothing is stored", async (_k, c) => {
    const before = (await filesOfDoctor()).length;
    const res = await uploadPdf(`intyg${c}.pdf`);
    await expectError(res, 400, FILE_MESSAGES.fileNameInvalidCharacters);
    expect(await filesOfDoctor()).toHaveLength(before);
  });

  it("is kept in NFC", async () => {
    const res = await uploadPdf("intyg-a\u030A.pdf");
    expect(res.status).toBe(201);
    const { file } = await res.json();
    const [row] = await t.deps.db.select().from(uploadedFiles).where(eq(uploadedFiles.id, file.id));
    expect(row?.originalName).toBe("intyg-å.pdf");
  });
});

import { execFile } from "node:child_process";
import { mkdtemp, readdir, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import { eq } from "drizzle-orm";
import { unzipSync } from "fflate";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { expectError } from "../../../../tests/fixtures/expect-response";
import { PERSONAL_DATA_TABLES } from "../../../../tests/fixtures/personal-data-tables";
import {
  createTestApp,
  DEFAULT_CLINIC_ID,
  type TestApp,
  type TestClient,
} from "../../../../tests/fixtures/test-app";
import { ACCOUNT_MESSAGES } from "../../../shared/messages/account";
import { ROLES, type Role } from "../../../shared/roles";
import { accounts, auditLog, uploadedFiles } from "../../db/schema";

let t: TestApp;
let admin: TestClient;
let adminId: string;
beforeAll(async () => {
  t = await createTestApp();
  const signed = await t.signedIn("ADMIN", { firstName: "Adam", lastName: "Admin" });
  admin = signed.client;
  adminId = signed.user.id;
  // A standard plan the doctors of the clinic may apply to their own plans.
  const templatePath = `/api/clinics/${DEFAULT_CLINIC_ID}/plan-template`;
  const { version } = (await (await admin.get(templatePath)).json()) as { version: number };
  const template = {
    rotationStart: { year: 1, quarter: 1 },
    rotations: [],
    courses: [{ name: "Kurs ur standardplanen", year: 1, quarter: 2 }],
    goals: [],
    examinations: [],
  };
  const saved = await admin.put(templatePath, { template, version });
  expect(saved.status, await saved.clone().text()).toBe(200);
});
afterAll(() => t.close());

const pdf = (text: string) =>
  new TextEncoder().encode(`%PDF-1.4\n% ${text}\n1 0 obj<</Type/Catalog>>endobj\n%%EOF\n`);
const PNG = Uint8Array.from([
  0x89,
  0x50,
  0x4e,
  0x47,
  0x0d,
  0x0a,
  0x1a,
  0x0a,
  ...new TextEncoder().encode("bilddata"),
]);

async function upload(
  client: TestClient,
  doctorId: string,
  fields: { kind: string; itemId?: string },
  bytes: Uint8Array<ArrayBuffer>,
  name: string,
  type: string,
) {
  const form = new FormData();
  form.append("kind", fields.kind);
  if (fields.itemId) form.append("itemId", fields.itemId);
  form.append("file", new Blob([bytes], { type }), name);
  const res = await client.upload(`/api/st-doctors/${doctorId}/files`, form);
  expect(res.status, await res.clone().text()).toBe(201);
  return ((await res.json()) as { file: { id: string } }).file.id;
}

async function post(client: TestClient, path: string, body: object) {
  const res = await client.post(path, body);
  expect(res.status, await res.clone().text()).toBeLessThan(300);
  return res.json();
}

interface ExportJson {
  account: Record<string, unknown>;
  exportedBy: { id: string };
  files: { id: string; originalName: string; pathInZip: string | null }[];
  auditLog: { entity: string; action: string; subjectUserId: string | null }[];
  [kind: string]: unknown;
}

async function unzip(res: Response) {
  expect(res.status, res.status === 200 ? "" : await res.clone().text()).toBe(200);
  expect(res.headers.get("content-type")).toBe("application/zip");
  // Everything about a person in one file: no shared or browser cache keeps a copy.
  expect(res.headers.get("cache-control")).toBe("private, no-store");
  expect(res.headers.get("content-disposition")).toMatch(
    /^attachment; filename="st-portalen-uppgifter-\d{4}-\d{2}-\d{2}\.zip"$/,
  );
  const entries = unzipSync(new Uint8Array(await res.arrayBuffer()));
  const json = JSON.parse(new TextDecoder().decode(entries["uppgifter.json"])) as ExportJson;
  return { entries, json };
}

/** An ST doctor with something of every kind, and three files (two of one name). */
async function doctorWithRecord() {
  const { client, user } = await t.signedIn("ST_DOCTOR", { firstName: "Åsa", lastName: "Öberg" });
  await t.chooseModel(user.id, "2021");
  const supervisor = await t.createUser({
    role: "SUPERVISOR",
    firstName: "Karin",
    lastName: "Holm",
  });
  expect(
    (await admin.put(`/api/st-doctors/${user.id}/supervisors`, { supervisorIds: [supervisor.id] }))
      .status,
  ).toBe(200);
  const base = `/api/st-doctors/${user.id}`;
  expect((await client.put(`${base}/goals/STa1`, { status: "completed" })).status).toBe(200);
  expect((await client.put(`${base}/procedures/c4-mps`, { status: "completed" })).status).toBe(200);
  await post(client, "/api/assessment-links", {
    stDoctorId: user.id,
    kind: "mini-cex",
    goalIds: ["STc4"],
  });
  const rotation = await post(client, `${base}/records/rotation`, {
    name: "Kardiologi",
    startDate: "2025-01",
    endDate: "2025-03",
  });
  await post(client, `${base}/records/course`, {
    name: "Strålskydd",
    date: "2025-02-01",
    status: "planned",
  });
  const sitIn = await post(client, `${base}/records/sit-in`, {
    topic: "Myokardscint",
    supervisor: "Karin",
    date: "2025-01-10",
    notes: "Bra",
  });
  await post(client, `${base}/records/meeting`, {
    date: "2025-01-20",
    topic: "Uppföljning",
    supervisor: "Karin",
    notes: "N",
    agenda: "Kurser",
    actions: [{ what: "Boka kurs", owner: "ST-läkare", dueDate: "2025-02-20" }],
  });
  await post(client, `${base}/records/absence`, {
    mode: "exact",
    startDate: "2025-03-01",
    endDate: "2025-03-05",
    description: "Sjuk",
  });
  await post(client, `${base}/records/credit`, {
    mode: "exact",
    startDate: "2024-01-01",
    endDate: "2024-01-10",
    description: "Tjänst",
  });
  expect((await client.put(`${base}/st-project`, { topic: "Ämne", version: 0 })).status).toBe(200);
  await post(client, `${base}/records/development`, {
    title: "Remissflöde",
    description: "Checklista",
    startDate: "2025-01-01",
    endDate: "2025-02-01",
    goalIds: ["STa2"],
  });
  // What the doctor adds to a certificate of the application is theirs too.
  expect(
    (
      await client.put(`${base}/application/certificates/rotation.${rotation.record.id}`, {
        version: 0,
        signerName: "Karin Holm",
      })
    ).status,
  ).toBe(200);
  await post(client, `${base}/plan-template/applications`, {});
  await post(client, "/api/account/calendar-feed", {});
  const bytes = { a: pdf("första"), b: pdf("andra"), c: PNG };
  const ids = {
    a: await upload(
      client,
      user.id,
      { kind: "goal", itemId: "STa1" },
      bytes.a,
      "intyg.pdf",
      "application/pdf",
    ),
    b: await upload(
      client,
      user.id,
      { kind: "rotation", itemId: rotation.record.id },
      bytes.b,
      "intyg.pdf",
      "application/pdf",
    ),
    c: await upload(
      client,
      user.id,
      { kind: "sit-in", itemId: sitIn.record.id },
      bytes.c,
      "Kontrakt å.png",
      "image/png",
    ),
  };
  return { client, user, bytes, ids };
}

describe("the personal data export", () => {
  it("gives an ST doctor every record kind, the audit entries and the files by their names", async () => {
    const { client, user, bytes, ids } = await doctorWithRecord();
    // A name stored before the file-name rule could still hold a path: it never leaves the folder.
    await t.deps.db
      .update(uploadedFiles)
      .set({ originalName: "../../etc/Kontrakt å.png" })
      .where(eq(uploadedFiles.id, ids.c));
    const { entries, json } = await unzip(await client.get("/api/account/export.zip"));
    expect(Object.keys(entries).sort()).toEqual([
      "filer/Kontrakt å.png",
      "filer/intyg (2).pdf",
      "filer/intyg.pdf",
      "uppgifter.json",
    ]);
    expect(entries["filer/intyg.pdf"]).toEqual(bytes.a);
    expect(entries["filer/intyg (2).pdf"]).toEqual(bytes.b);
    expect(entries["filer/Kontrakt å.png"]).toEqual(bytes.c);
    expect(json.files.map((f) => [f.id, f.pathInZip])).toEqual([
      [ids.a, "filer/intyg.pdf"],
      [ids.b, "filer/intyg (2).pdf"],
      [ids.c, "filer/Kontrakt å.png"],
    ]);
    expect(json.account).toMatchObject({
      id: user.id,
      email: user.email,
      displayName: "Åsa Öberg",
    });
    expect(json.exportedBy.id).toBe(user.id);
    for (const kind of [
      "goals",
      "examinations",
      "rotations",
      "courses",
      "sitIns",
      "supervisorMeetings",
      "supervisorMeetingActions",
      "absences",
      "credits",
      "developmentWorks",
      "applicationCertificates",
      "certificates",
    ])
      expect((json[kind] as unknown[]).length, kind).toBeGreaterThan(0);
    // Every table listed as exported is a key of the document (decision 270).
    for (const place of Object.values(PERSONAL_DATA_TABLES))
      if ("exportedAs" in place) expect(json).toHaveProperty(place.exportedAs.split(/[ .;]/)[0]!);
    expect(json.clinics).toMatchObject([{ clinicId: DEFAULT_CLINIC_ID }]);
    // The session the test signed in with, without anything that would open it.
    expect(json.sessions).toHaveLength(1);
    expect(Object.keys((json.sessions as object[])[0]!).sort()).toEqual([
      "createdAt",
      "expiresAt",
      "ipAddress",
      "userAgent",
    ]);
    expect(json.calendarFeed).toMatchObject({ createdAt: expect.any(String) });
    expect(json.identityProviderLinks).toEqual([]);
    expect(json.standardPlanApplications).toMatchObject([
      { appliedBy: { id: user.id, displayName: "Åsa Öberg" }, undoneAt: null, undoneBy: null },
    ]);
    expect(json.formalities).toMatchObject({ stModel: "2021" });
    expect(json.supervisorMeetings).toMatchObject([{ agenda: "Kurser" }]);
    expect(json.supervisorMeetingActions).toMatchObject([{ what: "Boka kurs", doneOn: null }]);
    expect(json.stProject).toMatchObject({ topic: "Ämne" });
    expect(json.supervisors).toMatchObject([{ displayName: "Karin Holm" }]);
    expect(json.signingRightsDecisions).toEqual([]);
    // Reminders are on until turned off, and none has been mailed yet.
    expect(json.reminders).toEqual({ remindersEnabled: true, mails: [] });
    expect(json.structuredAssessments).toEqual([]);
    // A request by link made by the doctor, without anything that could open the link.
    expect(json.assessmentLinkRequests).toMatchObject([
      { kind: "mini-cex", stDoctorId: user.id, requestedBy: user.id, answeredAt: null },
    ]);
    expect(JSON.stringify(json.assessmentLinkRequests)).not.toMatch(/token|[0-9a-f]{64}/i);
    const entities = new Set(json.auditLog.map((e) => e.entity));
    for (const entity of ["goal", "rotation", "certificate", "supervisors"])
      expect(entities.has(entity), entity).toBe(true);
    // Nothing that opens the account: no password hash, no session token.
    const [credential] = await t.deps.db
      .select()
      .from(accounts)
      .where(eq(accounts.userId, user.id));
    const text = new TextDecoder().decode(entries["uppgifter.json"]);
    expect(text).not.toContain(credential!.password!);
    expect(text).not.toMatch(/"password"|"token"|tokenHash/);
    // The export itself is in the log, with the doctor as subject and actor.
    const logged = await t.deps.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.subjectUserId, user.id));
    expect(logged.filter((e) => e.entity === "data-export")).toMatchObject([
      { actorId: user.id, action: "create" },
    ]);
  });

  it("lets an administrator export anyone, also an account that is no ST doctor", async () => {
    const { user: doctor } = await doctorWithRecord();
    const doctorZip = await unzip(await admin.get(`/api/users/${doctor.id}/export.zip`));
    expect(doctorZip.json.account.id).toBe(doctor.id);
    expect(doctorZip.json.exportedBy.id).toBe(adminId);
    expect(Object.keys(doctorZip.entries)).toHaveLength(4);

    // A supervisor's export: the account, the doctors they supervise, the entries they made.
    const { client: supervisorClient, user: supervisor } = await t.signedIn("SUPERVISOR");
    expect(
      (
        await admin.put(`/api/st-doctors/${doctor.id}/supervisors`, {
          supervisorIds: [supervisor.id],
        })
      ).status,
    ).toBe(200);
    expect(
      (
        await supervisorClient.put(`/api/st-doctors/${doctor.id}/goals/STa2`, {
          status: "planned",
          plannedQuarter: "2026-Q1",
        })
      ).status,
    ).toBe(200);
    const { entries, json } = await unzip(
      await admin.get(`/api/users/${supervisor.id}/export.zip`),
    );
    expect(Object.keys(entries)).toEqual(["uppgifter.json"]);
    expect(json.account).toMatchObject({ id: supervisor.id, role: "SUPERVISOR" });
    expect(json.supervisedDoctors).toMatchObject([{ userId: doctor.id, displayName: "Åsa Öberg" }]);
    // A supervisor's clinics are memberships, each with the day it was made.
    expect(json.clinics).toMatchObject([
      { clinicId: DEFAULT_CLINIC_ID, memberSince: expect.any(String) },
    ]);
    expect(json.auditLog.some((e) => e.entity === "goal" && e.subjectUserId === doctor.id)).toBe(
      true,
    );

    const logged = await t.deps.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.subjectUserId, supervisor.id));
    expect(logged.filter((e) => e.entity === "data-export")).toMatchObject([{ actorId: adminId }]);
  });

  it.each(ROLES.filter((r): r is Exclude<Role, "ADMIN"> => r !== "ADMIN"))(
    "refuses a %s someone else's export, but gives their own",
    async (role) => {
      const { client, user } = await t.signedIn(role);
      const other = await t.createUser({ role: "ST_DOCTOR" });
      const before = await t.deps.db
        .select()
        .from(auditLog)
        .where(eq(auditLog.subjectUserId, other.id));
      await expectError(
        await client.get(`/api/users/${other.id}/export.zip`),
        403,
        ACCOUNT_MESSAGES.exportNotAllowed,
      );
      // An id that does not exist gets the same refusal.
      await expectError(
        await client.get("/api/users/finns-inte/export.zip"),
        403,
        ACCOUNT_MESSAGES.exportNotAllowed,
      );
      const after = await t.deps.db
        .select()
        .from(auditLog)
        .where(eq(auditLog.subjectUserId, other.id));
      expect(after).toEqual(before);
      const own = await unzip(await client.get(`/api/users/${user.id}/export.zip`));
      expect(own.json.account.id).toBe(user.id);
    },
  );

  it("answers 404 to an administrator for an unknown user and 401 without a session", async () => {
    expect((await admin.get("/api/users/finns-inte/export.zip")).status).toBe(404);
    expect((await t.client().get("/api/account/export.zip")).status).toBe(401);
  });

  it("leaves out a stored file that has gone missing, and says so in the JSON", async () => {
    const { client, ids } = await doctorWithRecord();
    const [row] = await t.deps.db.select().from(uploadedFiles).where(eq(uploadedFiles.id, ids.b));
    await t.deps.files.remove(row!.storagePath);
    const { entries, json } = await unzip(await client.get("/api/account/export.zip"));
    expect(Object.keys(entries).sort()).toEqual([
      "filer/Kontrakt å.png",
      "filer/intyg.pdf",
      "uppgifter.json",
    ]);
    expect(json.files.find((f) => f.id === ids.b)?.pathInZip).toBeNull();
  });

  it("names each file by its type, and Info-ZIP's unzip extracts the names as written", async () => {
    const { client, user } = await t.signedIn("ST_DOCTOR");
    await t.chooseModel(user.id, "2021");
    // A PNG sent as a PDF, and a PDF stored before the rule under a PNG's name.
    const png = await upload(
      client,
      user.id,
      { kind: "goal", itemId: "STa2" },
      PNG,
      "Intyg delmål STa2 – åäö.pdf",
      "application/pdf",
    );
    const old = await upload(
      client,
      user.id,
      { kind: "goal", itemId: "STa2" },
      pdf("gammal"),
      "gammal.pdf",
      "application/pdf",
    );
    await t.deps.db
      .update(uploadedFiles)
      .set({ originalName: "Äldre intyg.png" })
      .where(eq(uploadedFiles.id, old));
    const res = await client.get("/api/account/export.zip");
    const bytes = new Uint8Array(await res.clone().arrayBuffer());
    const { entries, json } = await unzip(res);
    expect(Object.keys(entries).sort()).toEqual([
      "filer/Intyg delmål STa2 – åäö.png",
      "filer/Äldre intyg.pdf",
      "uppgifter.json",
    ]);
    expect(json.files.find((f) => f.id === png)?.pathInZip).toBe(
      "filer/Intyg delmål STa2 – åäö.png",
    );

    const dir = await mkdtemp(join(tmpdir(), "st-export-"));
    try {
      await writeFile(join(dir, "export.zip"), bytes);
      await promisify(execFile)("unzip", ["-q", join(dir, "export.zip"), "-d", join(dir, "ut")]);
      expect((await readdir(join(dir, "ut", "filer"))).sort()).toEqual([
        "Intyg delmål STa2 – åäö.png",
        "Äldre intyg.pdf",
      ]);
      expect(
        new Uint8Array(await readFile(join(dir, "ut", "filer", "Intyg delmål STa2 – åäö.png"))),
      ).toEqual(PNG);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});

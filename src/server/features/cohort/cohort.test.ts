import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { expectError } from "../../../../tests/fixtures/expect-response";
import { countQueries } from "../../../../tests/fixtures/query-counter";
import { createTestApp, type TestApp, type TestClient } from "../../../../tests/fixtures/test-app";
import { getGoals } from "../../../shared/curriculum/goals";
import type { Role } from "../../../shared/roles";
import { cohortView } from "../../../shared/rules/cohort-view";
import { calculateGoalProgress, calculateMatrixState } from "../../../shared/rules/matrix";
import { calculateStProgress } from "../../../shared/rules/st-period";
import {
  type TCohortResponse,
  type TCohortRow,
  type TCohortView,
  ZCohortPageQuerySchema,
  ZCohortViewSchema,
} from "../../../shared/schemas/cohort";
import type { SessionActor } from "../../context";
import { auditLog, users } from "../../db/schema";
import { toCsv } from "../../lib/csv";
import { cohortRowsFromScratch } from "./cohort.service";
import { COHORT_CSV_HEADER, cohortCsvCells } from "./cohort-csv";
import { getCohortPage } from "./cohort-page.service";

let t: TestApp;
let admin: TestClient;
let adminActor: SessionActor;
beforeAll(async () => {
  t = await createTestApp();
  const signed = await t.signedIn("ADMIN");
  admin = signed.client;
  adminActor = { ...signed.user, role: "ADMIN" } as SessionActor;
});
afterAll(() => t.close());

/** Every page of the cohort, its rows together. */
async function cohortOf(client: TestClient, query = ""): Promise<TCohortResponse> {
  let all: TCohortResponse | undefined;
  for (let page = 1; ; page++) {
    const res = await client.get(`/api/cohort?pageSize=100&page=${page}${query}`);
    expect(res.status, await res.clone().text()).toBe(200);
    const answer: TCohortResponse = await res.json();
    all = all ? { ...answer, rows: [...all.rows, ...answer.rows] } : answer;
    if (answer.rows.length < 100) return all;
  }
}

const rowOf = (cohort: TCohortResponse, id: string) => cohort.rows.find((r) => r.doctorId === id);

async function assign(doctorId: string, supervisorIds: string[]) {
  const res = await admin.put(`/api/st-doctors/${doctorId}/supervisors`, { supervisorIds });
  expect(res.status).toBe(200);
}

/** A doctor in the middle of the 2021 model with a little of everything. */
async function doctorWithRecord() {
  const doctor = await t.createUser({ role: "ST_DOCTOR" });
  await t.chooseModel(doctor.id, "2021");
  const base = `/api/st-doctors/${doctor.id}`;
  for (const [path, body] of [
    [`${base}/goals/STa1`, { status: "completed" }],
    [`${base}/goals/STa2`, { status: "planned", plannedQuarter: "2024-Q2" }],
    [`${base}/procedures/c4-mps`, { status: "completed" }],
  ] as const) {
    expect((await admin.put(path, body)).status).toBe(200);
  }
  for (const [type, body] of [
    ["course", { name: "Kurs", date: "2025-03-10", status: "completed" }],
    ["meeting", { date: "2025-03-12", topic: "Träff", supervisor: "H", notes: "N" }],
    [
      "absence",
      { mode: "exact", startDate: "2025-05-01", endDate: "2025-05-10", description: "S" },
    ],
  ] as const) {
    expect((await admin.post(`${base}/records/${type}`, body)).status).toBe(201);
  }
  return doctor;
}

describe("who sees the cohort", () => {
  it.each<[Role, number]>([
    ["ST_DOCTOR", 403],
    ["SPECIALIST", 403],
    ["SUPERVISOR", 200],
    ["DIRECTOR", 200],
    ["ADMIN", 200],
  ])("%s gets %i, for the page and for the file", async (role, status) => {
    const { client } = await t.signedIn(role);
    const page = await client.get("/api/cohort");
    const file = await client.get("/api/cohort.csv");
    expect([page.status, file.status]).toEqual([status, status]);
    if (status === 403) {
      // No cohort data at all, only the reason.
      expect(Object.keys(await page.json())).toEqual(["error", "code"]);
      expect(await file.text()).not.toContain(";");
    }
  });

  it("lists active ST doctors only, and marks a supervisor's own", async () => {
    const { client, user: supervisor } = await t.signedIn("SUPERVISOR");
    const mine = await t.createUser({ role: "ST_DOCTOR" });
    const other = await t.createUser({ role: "ST_DOCTOR" });
    const inactive = await t.createUser({ role: "ST_DOCTOR", isActive: false });
    await assign(mine.id, [supervisor.id]);
    const cohort = await cohortOf(client);
    expect(rowOf(cohort, mine.id)?.assignedToMe).toBe(true);
    // Supervisors may view every ST doctor (decision 112): the others are there, not marked.
    expect(rowOf(cohort, other.id)?.assignedToMe).toBe(false);
    expect(rowOf(cohort, inactive.id)).toBeUndefined();
    expect(rowOf(cohort, supervisor.id)).toBeUndefined();
    expect(cohort.rows.every((r) => r.doctorId !== inactive.id)).toBe(true);
    // The file with the page's starting filter for a supervisor holds their own doctors only.
    const csv = await (await client.get("/api/cohort.csv?scope=mine")).text();
    expect(csv).toContain(mine.email);
    expect(csv).not.toContain(other.email);
  });
});

describe("a row", () => {
  it("has the figures of the doctor's overview", async () => {
    const doctor = await doctorWithRecord();
    const row = rowOf(await cohortOf(admin), doctor.id) as TCohortRow;
    const record = await (await admin.get(`/api/st-doctors/${doctor.id}/record`)).json();
    const { procedures } = await (await admin.get("/api/catalog/procedures/in-use")).json();
    // The overview's own computations (use-overview.ts, progress-card.tsx) on the record it reads.
    const goals = calculateGoalProgress(getGoals("2021"), record.goals);
    const matrix = calculateMatrixState(procedures, record.procedures);
    const { stStartDate, stEndDate } = record.formalities;
    expect(row).toMatchObject({
      stModel: "2021",
      stStartDate,
      stEndDate,
      stPercent: Math.round(
        calculateStProgress({ startDate: stStartDate, endDate: stEndDate }, record.today),
      ),
      goals,
      examinations: {
        ...matrix.examinationProgress,
        ischemiaOk: matrix.ischemiaOk,
        optionalA: matrix.optionalA.shown,
        optionalARequired: 5,
      },
      lastMeetingDate: "2025-03-12",
      // The completed goal and the completed course have no certificate.
      uncertifiedCount: 2,
      supervisors: [],
    });
    // The absence moved the end date ten days past the five years.
    expect(stEndDate).toBe("2029-01-11");
    expect(row.warnings.map((w) => w.kind)).toEqual([
      "no-supervisor",
      "meeting-gap",
      "progress-gap",
      "overdue-items",
      "uncertified",
    ]);
  });

  it("names the latest signing-rights decision per examination", async () => {
    const doctor = await t.createUser({ role: "ST_DOCTOR" });
    const { evaluation } = await (
      await admin.post("/api/signing-rights/assessments", {
        procedureId: "c4-mps",
        stDoctorId: doctor.id,
        evaluationDate: "2025-01-15",
        specialistName: "Dr Matris",
        evaluationResult: "no_changes",
        caseDifficulty: "medium",
        stDoctorConfidence: "would_sign",
      })
    ).json();
    const path = `/api/signing-rights/evaluations/${evaluation.id}`;
    expect((await admin.post(`${path}/status`, { status: "completed" })).status).toBe(200);
    expect((await admin.post(`${path}/decision`, { decision: "approved", notes: "" })).status).toBe(
      200,
    );
    const row = rowOf(await cohortOf(admin), doctor.id) as TCohortRow;
    // One examination, shown once though its sync group spans several matrix areas.
    expect(row.signingRights).toEqual([
      { name: expect.any(String), decision: "approved", decisionDate: expect.any(String) },
    ]);
  });

  it("is read in three statements whatever the number of doctors, once its figures are stored", async () => {
    const actor = { ...(await t.createUser({ role: "DIRECTOR" })), role: "DIRECTOR" as const };
    const query = ZCohortPageQuerySchema.parse({});
    // The first read stores what is stale; the next finds nothing stale: the check, the limits
    // and the page (decision 259).
    await getCohortPage(t.database.db, actor, query);
    const counted = countQueries(t.database);
    const before = (await getCohortPage(counted.db, actor, query)).unfiltered;
    expect(counted.count()).toBe(3);
    for (let i = 0; i < 5; i++) await doctorWithRecord();
    await getCohortPage(t.database.db, actor, query);
    counted.reset();
    const after = (await getCohortPage(counted.db, actor, query)).unfiltered;
    expect(after).toBe(before + 5);
    expect(counted.count()).toBe(3);
  });
});

describe("the early-warning limits", () => {
  it.each<Role>(["ST_DOCTOR", "SPECIALIST", "SUPERVISOR", "DIRECTOR", "ADMIN"])(
    "are read by %s",
    async (role) => {
      const { client } = await t.signedIn(role);
      const res = await client.get("/api/warning-settings");
      expect(res.status).toBe(200);
      expect((await res.json()).settings).toHaveProperty("meetingGapMonths");
    },
  );

  it.each<Role>(["ST_DOCTOR", "SPECIALIST", "SUPERVISOR", "DIRECTOR"])(
    "are not changed by %s",
    async (role) => {
      const { client } = await t.signedIn(role);
      await expectError(
        await client.put("/api/warning-settings", {
          meetingGapMonths: 6,
          progressGapPoints: 20,
          endingSoonMonths: 6,
        }),
        403,
        "Endast administratörer kan ändra gränserna för tidiga varningar.",
      );
    },
  );

  it.each([
    [{ meetingGapMonths: 0, progressGapPoints: 20, endingSoonMonths: 6 }, "månader", 24],
    [{ meetingGapMonths: 3, progressGapPoints: 101, endingSoonMonths: 6 }, "procentenheter", 100],
    [{ meetingGapMonths: 3, progressGapPoints: 20, endingSoonMonths: 2.5 }, "månader", 24],
    [{ meetingGapMonths: 3, progressGapPoints: "20", endingSoonMonths: 6 }, "procentenheter", 100],
  ])("refuse %j with a Swedish message", async (body, unit, max) => {
    await expectError(
      await admin.put("/api/warning-settings", body),
      400,
      `Ange ett heltal mellan 1 och ${max} ${unit}.`,
    );
  });

  it("are saved by an admin, audited, and move the warnings", async () => {
    const doctor = await t.createUser({ role: "ST_DOCTOR" });
    await t.chooseModel(doctor.id, "2021"); // started 2024-01-01, never a meeting
    const kinds = async () =>
      (rowOf(await cohortOf(admin), doctor.id) as TCohortRow).warnings.map((w) => w.kind);
    expect(await kinds()).toContain("meeting-gap");
    const wide = { meetingGapMonths: 24, progressGapPoints: 100, endingSoonMonths: 1 };
    const saved = await admin.put("/api/warning-settings", wide);
    expect(saved.status).toBe(200);
    expect(await saved.json()).toMatchObject({
      message: "Gränserna för tidiga varningar har sparats.",
      settings: wide,
    });
    // The start is more than 24 months back, so the meeting gap stays; 100 points is never passed.
    expect((await cohortOf(admin)).thresholds).toEqual(wide);
    expect(await kinds()).not.toContain("progress-gap");
    const audit = await t.deps.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.entity, "warning-settings"))
      .orderBy(auditLog.seq);
    expect(audit.at(-1)?.after).toEqual(wide);
    // Back to the defaults for the other tests of this file.
    const defaults = { meetingGapMonths: 3, progressGapPoints: 20, endingSoonMonths: 6 };
    expect((await admin.put("/api/warning-settings", defaults)).status).toBe(200);
    expect(await kinds()).toContain("meeting-gap");
  });
});

/** RFC 4180 with semicolons: quoted fields may hold ; " and line breaks. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = "";
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i];
    if (quoted) {
      if (ch === '"' && text[i + 1] === '"') {
        field += '"';
        i++;
      } else if (ch === '"') quoted = false;
      else field += ch;
    } else if (ch === '"') quoted = true;
    else if (ch === ";") {
      row.push(field);
      field = "";
    } else if (ch === "\r" && text[i + 1] === "\n") {
      row.push(field);
      rows.push(row);
      row = [];
      field = "";
      i++;
    } else field += ch;
  }
  return rows;
}

describe("the CSV export", () => {
  it("parses back: BOM, semicolons, quoting, dates, decimal comma, no formulas", async () => {
    const doctor = await t.createUser({
      role: "ST_DOCTOR",
      firstName: '=HYPERLINK("http://x")',
      lastName: "Ek; Al",
    });
    await t.chooseModel(doctor.id, "2021");
    expect(
      (await admin.put(`/api/st-doctors/${doctor.id}/goals/STa1`, { status: "completed" })).status,
    ).toBe(200);
    const res = await admin.get(`/api/cohort.csv?search=${encodeURIComponent("Ek; Al")}&sort=end`);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(res.headers.get("cache-control")).toBe("private, no-store");
    expect(res.headers.get("content-disposition")).toMatch(
      /^attachment; filename="st-lakare-\d{4}-\d{2}-\d{2}\.csv"/,
    );
    const bytes = new Uint8Array(await res.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = new TextDecoder("utf-8", { ignoreBOM: true }).decode(bytes);
    const [header, ...rows] = parseCsv(text.slice(1));
    expect(header?.slice(0, 6)).toEqual([
      "Namn",
      "E-post",
      "ST-modell",
      "ST-start",
      "Beräknat ST-slut",
      "ST-tid (%)",
    ]);
    // The search keeps this one doctor: the filter of the page applies to the file.
    expect(rows).toHaveLength(1);
    const cells = Object.fromEntries(header!.map((name, i) => [name, rows[0]![i]]));
    expect(cells).toMatchObject({
      Namn: `'=HYPERLINK("http://x") Ek; Al`,
      "ST-modell": "2021",
      "ST-start": "2024-01-01",
      "Beräknat ST-slut": "2029-01-01",
      "Delmål avklarade": `1 av ${getGoals("2021").length}`,
      "Delmål (%)": String(Math.round((100 / getGoals("2021").length) * 10) / 10).replace(".", ","),
      "Ischemi OK": "Nej",
      "Senaste handledarträff": "",
      "Avklarade utan intyg": "1",
    });
    // Several warnings are lines of one quoted cell.
    expect(cells["Tidiga varningar"]?.split("\n")).toEqual(
      expect.arrayContaining([
        "Ingen aktiv handledare är tilldelad.",
        "1 avklarad aktivitet saknar intyg.",
      ]),
    );
    // Every line of the file has the header's number of fields.
    expect(rows.every((r) => r.length === header!.length)).toBe(true);
  });

  it("refuses an unknown filter with a Swedish message", async () => {
    await expectError(
      await admin.get("/api/cohort.csv?sort=salary"),
      400,
      "Ogiltigt filter för ST-läkare.",
    );
  });
});

describe("paging, filter and order on the server (decision 259)", () => {
  const NAMES = ["Åsa", "Anna", "Örjan", "Bo", "émile", "Östen", "Zeke", "ärla", "Ann-Marie"];
  let supervisor: Awaited<ReturnType<TestApp["signedIn"]>>;
  beforeAll(async () => {
    supervisor = await t.signedIn("SUPERVISOR");
    for (const [i, firstName] of NAMES.entries()) {
      const doctor = await t.createUser({ role: "ST_DOCTOR", firstName, lastName: "Sidprov" });
      if (i % 3 !== 0) await t.chooseModel(doctor.id, i % 2 ? "2021" : "2015");
      if (i % 4 === 0) await assign(doctor.id, [supervisor.user.id]);
      if (i % 2 === 0)
        expect(
          (
            await admin.post(`/api/st-doctors/${doctor.id}/records/meeting`, {
              date: `2025-0${1 + (i % 8)}-10`,
              topic: "Träff",
              supervisor: "H",
              notes: "N",
            })
          ).status,
        ).toBe(201);
    }
  });

  it.each<Partial<Record<keyof TCohortView, string>>>([
    {},
    { order: "desc" },
    { sort: "model" },
    { sort: "goals", order: "desc" },
    { sort: "lastMeeting" },
    { sort: "warnings", order: "desc" },
    { sort: "stTime" },
    { scope: "mine" },
    { warning: "no-supervisor", sort: "end" },
    { warning: "none" },
    { search: "  SIDPROV ", sort: "uncertified" },
  ])("pages %j as the shared rule orders it, on every page", async (input) => {
    const view = ZCohortViewSchema.parse({ search: "sidprov", ...input });
    const actor = { ...supervisor.user, role: "SUPERVISOR" } as SessionActor;
    const expected = cohortView(await cohortRowsFromScratch(t.deps.db, actor), view);
    const query = new URLSearchParams({ ...view, pageSize: "4" });
    const ids: string[] = [];
    for (let page = 1; page <= 4; page++) {
      query.set("page", String(page));
      const res = await supervisor.client.get(`/api/cohort?${query}`);
      expect(res.status, await res.clone().text()).toBe(200);
      const answer: TCohortResponse = await res.json();
      expect(answer).toMatchObject({ total: expected.length, page, pageSize: 4 });
      expect(answer.rows.length).toBeLessThanOrEqual(4);
      ids.push(...answer.rows.map((r) => r.doctorId));
      // The rows of a page are the rows the rule gives, field by field.
      for (const row of answer.rows)
        expect(row).toEqual(expected.find((e) => e.doctorId === row.doctorId));
    }
    expect(ids).toEqual(expected.map((r) => r.doctorId));
    expect(expected.length).toBeGreaterThan(0);
  });

  it("orders names as Swedish does: å, ä, ö after z, accents and case aside", async () => {
    const res = await admin.get("/api/cohort?search=sidprov&pageSize=100");
    const names = ((await res.json()) as TCohortResponse).rows.map((r) => r.displayName);
    expect(names).toEqual([
      "Ann-Marie Sidprov",
      "Anna Sidprov",
      "Bo Sidprov",
      "émile Sidprov",
      "Zeke Sidprov",
      "Åsa Sidprov",
      "ärla Sidprov",
      "Örjan Sidprov",
      "Östen Sidprov",
    ]);
  });

  it.each([
    ["page=0", "Ogiltig sida för ST-läkare."],
    ["page=abc", "Ogiltig sida för ST-läkare."],
    ["pageSize=101", "Ange mellan 1 och 100 ST-läkare per sida."],
    ["pageSize=-1", "Ange mellan 1 och 100 ST-läkare per sida."],
    ["sort=salary", "Ogiltigt filter för ST-läkare."],
    ["warning=late", "Ogiltigt filter för ST-läkare."],
    ["scope=everyone", "Ogiltigt filter för ST-läkare."],
    [`search=${"x".repeat(201)}`, "Sökningen får vara högst 200 tecken."],
  ])("refuses %s with a Swedish message", async (query, message) => {
    await expectError(await admin.get(`/api/cohort?${query}`), 400, message);
  });

  it("keeps to the reader's clinics: another clinic's director sees none of these", async () => {
    const region = await t.signedIn("ADMIN");
    await t.deps.db.update(users).set({ isRegionAdmin: true }).where(eq(users.id, region.user.id));
    const made = await region.client.post("/api/clinics", {
      name: "Klinik utan sidprov",
      hospital: "SUS",
      region: "Skåne",
    });
    expect(made.status).toBe(201);
    const { clinic } = (await made.json()) as { clinic: { id: string } };
    const far = await t.signedIn("DIRECTOR", { clinicIds: [clinic.id] });
    const res = await far.client.get("/api/cohort?search=sidprov");
    expect(await res.json()).toMatchObject({ rows: [], total: 0, unfiltered: 0 });
    const file = await (await far.client.get("/api/cohort.csv?search=sidprov")).text();
    expect(file.trim().split("\r\n")).toHaveLength(1);
  });

  it("answers a page past the end with no rows and the total", async () => {
    const res = await admin.get("/api/cohort?search=sidprov&page=50&pageSize=4");
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ rows: [], total: NAMES.length, page: 50 });
  });

  it("streams the file the whole cohort would have given at once, byte for byte", async () => {
    for (const input of [{}, { sort: "end", order: "desc" }, { warning: "any", sort: "goals" }]) {
      const view = ZCohortViewSchema.parse(input);
      const rows = cohortView(await cohortRowsFromScratch(t.deps.db, adminActor), view);
      const res = await admin.get(`/api/cohort.csv?${new URLSearchParams(view)}`);
      expect(res.status).toBe(200);
      const text = new TextDecoder("utf-8", { ignoreBOM: true }).decode(await res.arrayBuffer());
      expect(text).toBe(toCsv(COHORT_CSV_HEADER, rows.map(cohortCsvCells)));
    }
  });
});

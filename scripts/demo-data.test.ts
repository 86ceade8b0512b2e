import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { formalities, userProcedures, users } from "../src/server/db/schema";
import { getGoals } from "../src/shared/curriculum/goals";
import { DEFAULT_PROCEDURE_CATALOGUE } from "../src/shared/curriculum/shipped-procedures";
import { carriedActionsOf, openActionsOf } from "../src/shared/rules/meeting-actions";
import { quarterFromDate, stPeriodQuarters } from "../src/shared/rules/quarters";
import type { TApplication } from "../src/shared/schemas/application";
import type { TDoctorRecord } from "../src/shared/schemas/doctor-record";
import type { TIup } from "../src/shared/schemas/iup";
import { createTestApp, type TestApp } from "../tests/fixtures/test-app";
import { DEMO_PASSWORD, seedDemo } from "./demo-data";

/** The day the demo is seeded in these tests: the plan is laid out around it. */
const TODAY = "2026-11-23";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe("the demo clinic", () => {
  it("has one user of each role, three ST doctors at different stages, and is safe to run twice", async () => {
    const created = await seedDemo(t.deps.db, "granskning@demo.local", { today: TODAY });
    expect(await seedDemo(t.deps.db, "granskning@demo.local", { today: "2027-06-01" })).toEqual([]);
    const rows = await t.deps.db.select().from(users);
    const roles = new Set(rows.map((r) => r.role));
    expect([...roles].sort()).toEqual([
      "ADMIN",
      "DIRECTOR",
      "SPECIALIST",
      "ST_DOCTOR",
      "SUPERVISOR",
    ]);
    expect(created).toContain("st2015@demo.local");

    const models = await t.deps.db
      .select({ email: users.email, model: formalities.stModel, start: formalities.stStartDate })
      .from(formalities)
      .innerJoin(users, eq(users.id, formalities.userId));
    expect(models.map((m) => m.model).sort()).toEqual(["2015", "2021", "2021", "2021"]);
    expect(new Set(models.map((m) => m.start)).size).toBe(4);
    // One of them trains in nuklearmedicin, the second specialty (issue 27).
    const specialties = await t.deps.db
      .select({ email: users.email, specialty: formalities.specialty })
      .from(formalities)
      .innerJoin(users, eq(users.id, formalities.userId));
    expect(specialties.filter((s) => s.specialty === "nuklearmedicin")).toEqual([
      { email: "stnm@demo.local", specialty: "nuklearmedicin" },
    ]);

    // Every demo account signs in with the README's password, and sees its own record.
    const client = t.client();
    const signIn = await client.post("/api/session/sign-in", {
      email: "st2015@demo.local",
      password: DEMO_PASSWORD,
    });
    expect(signIn.status).toBe(200);
    const me = (await signIn.json()).user.id;
    const record = await (await client.get(`/api/st-doctors/${me}/record`)).json();
    expect(record.formalities.stModel).toBe("2015");
    expect(record.supervisors.map((s: { displayName: string }) => s.displayName)).toEqual([
      "Karin Holm",
    ]);
    expect(record.rotations.length).toBeGreaterThan(0);
    // The examination in a sync group was written for the whole group, as the rules require.
    const synced = await t.deps.db
      .select()
      .from(userProcedures)
      .where(eq(userProcedures.userId, me));
    expect(synced.filter((p) => p.procedureId.endsWith("-mps")).length).toBeGreaterThan(1);
  });

  it("gives the 2021 doctor midway a whole plan around the day it was seeded", async () => {
    // Already seeded when the test above ran: then this run changes nothing.
    await seedDemo(t.deps.db, "granskning@demo.local", { today: TODAY });
    const client = t.client();
    const signIn = await client.post("/api/session/sign-in", {
      email: "st2021a@demo.local",
      password: DEMO_PASSWORD,
    });
    const me = (await signIn.json()).user.id;
    const record: TDoctorRecord = await (await client.get(`/api/st-doctors/${me}/record`)).json();
    const { stStartDate: start } = record.formalities;
    const end = record.formalities.stEndDate;
    expect(start).toBe("2024-05-01");
    expect(end).toBe("2029-05-01");
    const quarters = stPeriodQuarters(start, end);
    const now = quarterFromDate(TODAY);
    const inPeriod = (date: string) => date >= start.slice(0, date.length) && date <= end;

    // Every goal of the model has progress; planned ones name a quarter of the ST period.
    const goals = new Map(record.goals.map((g) => [g.goalId, g]));
    for (const goal of getGoals("2021")) {
      const progress = goals.get(goal.id);
      expect(progress?.status, goal.id).toBeDefined();
      expect(progress?.status).not.toBe("not_started");
      expect(progress?.plannedQuarter !== null).toBe(progress?.status === "planned");
      if (progress?.plannedQuarter) expect(quarters).toContain(progress.plannedQuarter);
    }
    // Every examination of the catalogue is placed in a quarter, under way or done.
    const procedures = new Map(record.procedures.map((p) => [p.procedureId, p]));
    for (const entry of DEFAULT_PROCEDURE_CATALOGUE) {
      const progress = procedures.get(entry.id);
      expect(["planned", "in_progress", "completed"], entry.id).toContain(progress?.status);
      if (progress?.plannedQuarter) expect(quarters).toContain(progress.plannedQuarter);
      expect(progress?.achievedLevel !== null).toBe(progress?.status === "completed");
    }
    const items = [...record.goals, ...record.procedures];
    expect(items.filter((i) => i.status === "completed").length).toBeGreaterThan(20);
    expect(items.filter((i) => i.status === "in_progress").length).toBeGreaterThan(2);
    // Some are overdue: still planned in a quarter that has passed.
    const overdue = items.filter((i) => i.plannedQuarter && i.plannedQuarter < now);
    expect(overdue.length).toBeGreaterThanOrEqual(3);
    expect(record.goals.some((g) => g.plannedQuarter && g.plannedQuarter < now)).toBe(true);

    // Rotations back to back: none overlaps the next, all within ST.
    const rotations = [...record.rotations].sort((a, b) => a.startDate.localeCompare(b.startDate));
    expect(rotations.length).toBeGreaterThanOrEqual(10);
    for (const [i, r] of rotations.entries()) {
      expect(r.endDate >= r.startDate).toBe(true);
      expect(inPeriod(r.startDate) && inPeriod(r.endDate)).toBe(true);
      const next = rotations[i + 1];
      if (next) expect(next.startDate > r.endDate).toBe(true);
    }
    // Courses taken behind, planned ahead, dated within ST.
    expect(record.courses.every((c) => inPeriod(c.date))).toBe(true);
    expect(record.courses.some((c) => c.status === "completed" && c.date < TODAY)).toBe(true);
    expect(record.courses.some((c) => c.status === "planned" && c.date > TODAY)).toBe(true);
    expect(record.courses.map((c) => c.name)).toContain("Strålskydd");
    // Sit-ins and meetings behind today, about every other month and monthly.
    for (const entry of [...record.sitIns, ...record.meetings]) {
      expect(inPeriod(entry.date) && entry.date < TODAY).toBe(true);
    }
    expect(record.meetings.length).toBe(30);
    expect(record.sitIns.length).toBe(15);
  });
});

describe("Maja Berg's supervisor meetings", () => {
  it("have agendas and actions, some done and some open, carried on, one of them overdue", async () => {
    await seedDemo(t.deps.db, "granskning@demo.local", { today: TODAY });
    const client = t.client();
    const signIn = await client.post("/api/session/sign-in", {
      email: "st2021a@demo.local",
      password: DEMO_PASSWORD,
    });
    const me = (await signIn.json()).user.id;
    const record: TDoctorRecord = await (await client.get(`/api/st-doctors/${me}/record`)).json();
    const withActions = record.meetings.filter((m) => m.actions.length > 0);
    expect(withActions).toHaveLength(3);
    expect(record.meetings.filter((m) => m.agenda !== "")).toHaveLength(4);
    const actions = record.meetings.flatMap((m) => m.actions);
    expect(actions.filter((a) => a.doneOn !== null)).toHaveLength(2);
    const open = openActionsOf(record.meetings, TODAY);
    expect(open).toHaveLength(3);
    expect(open.filter((o) => o.isOverdue).map((o) => o.action.what)).toEqual([
      "Läsa SBU-rapporten om myokardskintigrafi",
    ]);
    // The latest meeting agreed nothing new, and shows the three open actions carried to it.
    const [latest] = [...record.meetings].sort((a, b) => b.date.localeCompare(a.date));
    expect(latest && carriedActionsOf(latest, record.meetings)).toHaveLength(3);
  });
});

/** The application of a demo doctor, as that doctor reads it after signing in. */
async function demoApplication(email: string): Promise<TApplication> {
  await seedDemo(t.deps.db, "granskning@demo.local", { today: TODAY });
  const client = t.client();
  const signIn = await client.post("/api/session/sign-in", { email, password: DEMO_PASSWORD });
  const me = (await signIn.json()).user.id;
  return (await client.get(`/api/st-doctors/${me}/application`)).json();
}

describe("the demo application for the specialist certificate", () => {
  it("is nearly complete for Maja Berg: one delmål uncovered and one course without signer", async () => {
    const application = await demoApplication("st2021a@demo.local");
    // The forms are the administrator's to upload; apart from them, two gaps are left to fix.
    const gaps = application.gaps.filter((g) => g.code !== "form-missing");
    expect(gaps.map((g) => [g.code, g.goalId ?? g.certificateId?.length])).toEqual([
      ["goal-not-covered", "STc13"],
      ["signer-missing", 36],
    ]);
    const kinds = new Set(application.certificates.map((c) => c.kind));
    expect([...kinds].sort()).toEqual(
      ["auskultation", "clinical", "course", "development", "scientific"].sort(),
    );
  });

  it("gives the late 2015 doctor certificates with 2015 goal ids and a development work", async () => {
    const application = await demoApplication("st2015@demo.local");
    expect(application.model).toBe("2015");
    expect(application.certificates.some((c) => c.kind === "development")).toBe(true);
    expect(application.certificates.flatMap((c) => c.goalIds)).toContain("a4");
    expect(
      application.certificates.every((c) => c.goalIds.every((id) => !id.startsWith("ST"))),
    ).toBe(true);
  });
});

describe("the demo structured assessments (issue 25)", () => {
  it("gives Maja Berg eight of each kind, linked to delmål and examinations, as evidence on 'Ansökan'", async () => {
    const application = await demoApplication("st2021a@demo.local");
    const client = t.client();
    await client.post("/api/session/sign-in", {
      email: "st2021a@demo.local",
      password: DEMO_PASSWORD,
    });
    const [maja] = await t.deps.db
      .select()
      .from(users)
      .where(eq(users.email, "st2021a@demo.local"));
    const { assessments } = await (
      await client.get(`/api/st-doctors/${maja!.id}/structured-assessments`)
    ).json();
    const count = (kind: string) => assessments.filter((a: { kind: string }) => a.kind === kind);
    expect([count("mini-cex").length, count("dops").length, count("cbd").length]).toEqual([
      8, 8, 8,
    ]);
    for (const a of assessments) {
      expect(a.goalIds.length).toBeGreaterThan(0);
      expect(a.examinationIds.length).toBe(1);
      expect(a.date < TODAY).toBe(true);
    }
    expect(assessments.filter((a: { selfEntered: boolean }) => a.selfEntered)).toHaveLength(2);
    expect(
      application.certificates.some((c) => /^(Mini-CEX|DOPS|CbD) \d+ st/.test(c.assessment)),
    ).toBe(true);
  });
});

describe("the demo IUP", () => {
  it("gives Maja Berg two acknowledged revisions and a draft, with Karin Holm as main supervisor", async () => {
    const client = t.client();
    const signIn = await client.post("/api/session/sign-in", {
      email: "st2021a@demo.local",
      password: DEMO_PASSWORD,
    });
    const me = (await signIn.json()).user.id;
    const iup: TIup = await (await client.get(`/api/st-doctors/${me}/iup`)).json();
    expect(iup.revisions.map((r) => [r.number, r.state])).toEqual([
      [3, "draft"],
      [2, "acknowledged"],
      [1, "acknowledged"],
    ]);
    expect(iup.mainSupervisor?.displayName).toBe("Karin Holm");
    expect(iup.permissions.canAcknowledgeAs).toBe("doctor");
    expect(iup.nextFollowUp).not.toBeNull();
  });

  it("has two clinics, a director each seeing their own, and a doctor who moved (issue 27)", async () => {
    await seedDemo(t.deps.db, "granskning@demo.local", { today: TODAY });
    const doctorsOf = async (email: string) => {
      const client = t.client();
      await client.post("/api/session/sign-in", { email, password: DEMO_PASSWORD });
      const { doctors } = await (await client.get("/api/st-doctors")).json();
      return { client, emails: doctors.map((d: { email: string }) => d.email).sort() };
    };
    const lund = await doctorsOf("studierektor@demo.local");
    expect(lund.emails).toEqual([
      "st2015@demo.local",
      "st2021a@demo.local",
      "st2021b@demo.local",
      "stnm@demo.local",
    ]);
    const malmo = await doctorsOf("studierektor.malmo@demo.local");
    expect(malmo.emails).toEqual(["st.flyttad@demo.local"]);
    const moved = await t.deps.db
      .select()
      .from(users)
      .where(eq(users.email, "st.flyttad@demo.local"));
    const history = await (
      await malmo.client.get(`/api/st-doctors/${moved[0]!.id}/history`)
    ).json();
    expect(JSON.stringify(history)).toContain("Malmö");
    const region = await doctorsOf("region@demo.local");
    expect(region.emails).toHaveLength(5);
  });
});

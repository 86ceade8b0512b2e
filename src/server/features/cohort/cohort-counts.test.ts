import { inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seededRandom } from "../../../../tests/fixtures/seeded-random";
import { createTestApp, type TestApp, type TestClient } from "../../../../tests/fixtures/test-app";
import { getGoals } from "../../../shared/curriculum/goals";
import { DEFAULT_PROCEDURE_CATALOGUE } from "../../../shared/curriculum/shipped-procedures";
import { ACTIVITY_STATUSES, COURSE_STATUSES } from "../../../shared/rules/activity-status";
import { addDays } from "../../../shared/rules/dates";
import { countUncertified, lastMeetingDate } from "../../../shared/rules/early-warnings";
import { iupFollowUpStatus } from "../../../shared/rules/iup-follow-up";
import { calculateGoalProgress } from "../../../shared/rules/matrix";
import { buildOverviewEvents, countOverdueItems } from "../../../shared/rules/overview-events";
import { countOverdue } from "../../../shared/rules/plan-warnings";
import { addQuarters, quarterFromDate, quarterStartDate } from "../../../shared/rules/quarters";
import type { TDoctorRecord } from "../../../shared/schemas/doctor-record";
import type { TIup } from "../../../shared/schemas/iup";
import type { SessionActor } from "../../context";
import {
  absences,
  certificates,
  courses,
  credits,
  formalities,
  iupFollowUpDates,
  iupRevisions,
  rotations,
  sitIns,
  supervisorAssignments,
  supervisorMeetings,
  uploadedFiles,
  userGoals,
  userProcedures,
  users,
} from "../../db/schema";
import { loadActiveCatalogue } from "../catalogue";
import { todayInSweden } from "../records";
import { loadCohortDoctors } from "./cohort.repo";
import { cohortRowsFromScratch } from "./cohort.service";

/*
 * The cohort counts in its query what the overview works out with the shared rules (decision 148).
 * On generated records with a little of everything, each count of the query must equal the rule's
 * answer on the record the overview reads, and the cohort's row the overview's figures.
 */

let t: TestApp;
let admin: SessionActor;
let adminClient: TestClient;
const today = todayInSweden();
const DOCTORS = 50;
const doctorIds: string[] = [];

async function generateRecord(doctorId: string, seed: number, supervisorIds: string[]) {
  const rnd = seededRandom(seed);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(rnd() * list.length)] as T;
  const some = <T>(list: readonly T[], p: number) => list.filter(() => rnd() < p);
  const current = quarterFromDate(today);
  // Every rule turns on a boundary: today, this month, this quarter. Dates fall on them often.
  const thisMonth = `${today.slice(0, 7)}-01`;
  const boundaryDays = [-1, 0, 1].map((n) => addDays(today, n));
  boundaryDays.push(quarterStartDate(current), addDays(quarterStartDate(current), -1));
  const boundaryMonths = [addDays(thisMonth, -1), thisMonth, addDays(thisMonth, 32)];
  const day = (from: number, span: number) =>
    rnd() < 0.25 ? pick(boundaryDays) : addDays(today, from + Math.floor(rnd() * span));
  const month = (from: number, span: number) =>
    (rnd() < 0.3 ? pick(boundaryMonths) : day(from * 30, span * 30)).slice(0, 7);
  const quarter = () =>
    pick([
      null,
      addQuarters(current, -1 - Math.floor(rnd() * 8)),
      current,
      addQuarters(current, 1 + Math.floor(rnd() * 8)),
      `${Number(current.slice(0, 4)) - 1}-Q0`,
      "snart",
    ]);
  const db = t.database.db;
  if (rnd() < 0.85) {
    await db.insert(formalities).values({
      userId: doctorId,
      stModel: pick(["2015", "2021", "2021", "UNSELECTED"]),
      stStartDate: day(-2400, 2700),
      stDurationMonths: pick([60, 66, 72]),
    });
  }
  // Some doctors have nothing recorded yet.
  if (seed % 8 === 0) return;
  // Rows of both models and of none: a changed model leaves the other's rows in the record.
  const goalIds = [...getGoals("2015"), ...getGoals("2021")].map((g) => g.id).concat("X9");
  const goalRows = some(goalIds, 0.5).map((goalId) => ({
    userId: doctorId,
    goalId,
    status: pick(ACTIVITY_STATUSES),
    plannedQuarter: quarter(),
  }));
  const procedureRows = some(DEFAULT_PROCEDURE_CATALOGUE, 0.5).map((p) => ({
    userId: doctorId,
    procedureId: p.id,
    status: pick(ACTIVITY_STATUSES),
    plannedQuarter: quarter(),
    achievedLevel: pick([null, "A", "B"]),
  }));
  const id = () => crypto.randomUUID();
  const courseRows = Array.from({ length: Math.floor(rnd() * 12) }, (_, i) => ({
    id: id(),
    userId: doctorId,
    name: `Kurs ${i}`,
    date: day(-1000, 1400),
    status: pick(COURSE_STATUSES),
  }));
  const rotationRows = Array.from({ length: Math.floor(rnd() * 5) }, (_, i) => {
    const startMonth = month(-40, 44);
    return {
      id: id(),
      userId: doctorId,
      name: `Placering ${i}`,
      startMonth,
      endMonth: rnd() < 0.3 ? startMonth : month(-36, 44),
    };
  });
  const dated = (n: number, from: number, span: number) =>
    Array.from({ length: n }, (_, i) => ({
      id: id(),
      userId: doctorId,
      date: day(from, span),
      topic: `Ämne ${i}`,
      supervisor: "Handledare",
      notes: "Anteckning",
    }));
  const sitInRows = dated(Math.floor(rnd() * 6), -300, 400);
  const meetingRows = dated(Math.floor(rnd() * 4), -400, 500);
  for (const [table, rows] of [
    [userGoals, goalRows],
    [userProcedures, procedureRows],
    [courses, courseRows],
    [rotations, rotationRows],
    [sitIns, sitInRows],
    [supervisorMeetings, meetingRows],
  ] as const) {
    // The rows belong to the table they are listed with.
    if (rows.length > 0) await db.insert(table).values(rows as never[]);
  }
  const periods = (n: number) =>
    Array.from({ length: n }, () => {
      const startDate = day(-1500, 1600);
      return {
        id: id(),
        userId: doctorId,
        startDate,
        endDate: addDays(startDate, 30),
        description: "",
      };
    });
  const absenceRows = periods(rnd() < 0.3 ? 2 : 0);
  const creditRows = periods(rnd() < 0.2 ? 1 : 0);
  if (absenceRows.length > 0) await db.insert(absences).values(absenceRows);
  if (creditRows.length > 0) await db.insert(credits).values(creditRows);
  // Certificates: on some items one, on some several, and one on an item that is gone.
  const items = [
    ...goalRows.map((g) => ["goal", g.goalId] as const),
    ...procedureRows.map((p) => ["procedure", p.procedureId] as const),
    ...courseRows.map((c) => ["course", c.id] as const),
    ...rotationRows.map((r) => ["rotation", r.id] as const),
    ...sitInRows.map((s) => ["sit-in", s.id] as const),
    ["course", "borttagen"] as const,
  ];
  const certified = some(items, 0.4).flatMap((item) => (rnd() < 0.3 ? [item, item] : [item]));
  for (const [itemKind, itemId] of certified) {
    const fileId = id();
    await db.insert(uploadedFiles).values({
      id: fileId,
      ownerId: doctorId,
      storagePath: `${doctorId}/${fileId}.pdf`,
      originalName: "intyg.pdf",
      fileType: "application/pdf",
      fileSize: 1,
    });
    await db.insert(certificates).values({ fileId, userId: doctorId, itemKind, itemId });
  }
  // IUP revisions, each with its follow-up dates: only the latest's count (decision 200).
  const revisionCount = rnd() < 0.5 ? 1 + Math.floor(rnd() * 3) : 0;
  for (let number = 1; number <= revisionCount; number++) {
    const revisionId = id();
    await db.insert(iupRevisions).values({
      id: revisionId,
      stDoctorId: doctorId,
      number,
      revisionDate: day(-800, 400),
      authorName: "Handledare",
    });
    const dates = [...new Set(Array.from({ length: Math.floor(rnd() * 4) }, () => day(-400, 800)))];
    if (dates.length > 0)
      await db
        .insert(iupFollowUpDates)
        .values(dates.map((followUpDate) => ({ revisionId, stDoctorId: doctorId, followUpDate })));
  }
  const assigned = some(supervisorIds, 0.4);
  if (assigned.length > 0)
    await db
      .insert(supervisorAssignments)
      .values(assigned.map((supervisorId) => ({ stDoctorId: doctorId, supervisorId })));
}

beforeAll(async () => {
  t = await createTestApp();
  const signedIn = await t.signedIn("ADMIN");
  admin = { ...signedIn.user, role: "ADMIN" };
  adminClient = signedIn.client;
  const supervisors = [
    await t.createUser({ role: "SUPERVISOR" }),
    await t.createUser({ role: "SUPERVISOR" }),
    await t.createUser({ role: "SUPERVISOR", isActive: false }),
  ];
  for (let seed = 1; seed <= DOCTORS; seed++) {
    const doctor = await t.createUser({ role: "ST_DOCTOR" });
    doctorIds.push(doctor.id);
    await generateRecord(
      doctor.id,
      seed,
      supervisors.map((s) => s.id),
    );
  }
}, 60_000);
afterAll(() => t.close());

/** The overview's figures, worked out by the shared rules from the record it reads. */
async function overviewOf(doctorId: string) {
  const res = await adminClient.get(`/api/st-doctors/${doctorId}/record`);
  expect(res.status, await res.clone().text()).toBe(200);
  const record: TDoctorRecord = await res.json();
  const iup: TIup = await (await adminClient.get(`/api/st-doctors/${doctorId}/iup`)).json();
  const catalogue = await loadActiveCatalogue(t.database.db);
  const goals = getGoals(record.formalities.stModel);
  const events = buildOverviewEvents({
    goals,
    goalProgress: record.goals,
    procedures: catalogue,
    procedureProgress: record.procedures,
    courses: record.courses,
    rotations: record.rotations,
    sitIns: record.sitIns,
    meetings: record.meetings,
    today,
  });
  return {
    record,
    goals,
    completedGoals: calculateGoalProgress(goals, record.goals).achieved,
    // Goals and courses only: the part the query counts (examinations are left to the rule).
    overdueGoalsAndCourses: countOverdueItems({
      goals,
      goalProgress: record.goals,
      procedures: [],
      procedureProgress: [],
      courses: record.courses,
      today,
    }),
    overdue: countOverdue(events, today),
    uncertifiedCount: countUncertified({
      goalIds: new Set(goals.map((g) => g.id)),
      goals: record.goals,
      courses: record.courses,
      rotations: record.rotations,
      sitIns: record.sitIns,
      today,
    }),
    lastMeetingDate: lastMeetingDate(
      record.meetings.map((m) => m.date),
      today,
    ),
    passedIupFollowUp: iupFollowUpStatus(iup.revisions[0]?.followUpDates ?? [], today).passed,
  };
}

describe("the cohort's counts in its query", () => {
  it("equal the shared rules' answers on each generated record", async () => {
    const rows = await loadCohortDoctors(t.database.db, inArray(users.id, doctorIds), today);
    expect(rows.map((r) => r.id).sort()).toEqual([...doctorIds].sort());
    const seen = { overdue: 0, uncertified: 0, completed: 0, passedIupFollowUp: 0 };
    for (const row of rows) {
      const overview = await overviewOf(row.id);
      expect({ id: row.id, ...pickCounts(row) }).toEqual({ id: row.id, ...pickCounts(overview) });
      if (overview.overdueGoalsAndCourses > 0) seen.overdue++;
      if (overview.uncertifiedCount > 0) seen.uncertified++;
      if (overview.completedGoals > 0) seen.completed++;
      if (overview.passedIupFollowUp) seen.passedIupFollowUp++;
    }
    // The records differ enough for the comparison to mean something: some with, some without.
    for (const count of Object.values(seen)) {
      expect(count).toBeGreaterThan(3);
      expect(count).toBeLessThan(DOCTORS);
    }
  });

  it("give rows with the overview's figures and overdue count", async () => {
    const cohort = { rows: await cohortRowsFromScratch(t.database.db, admin) };
    const rows = cohort.rows.filter((r) => doctorIds.includes(r.doctorId));
    expect(rows).toHaveLength(DOCTORS);
    let overdue = 0;
    for (const row of rows) {
      const overview = await overviewOf(row.doctorId);
      const warned = row.warnings.find((w) => w.kind === "overdue-items");
      expect({ id: row.doctorId, overdue: warned?.count ?? 0 }).toEqual({
        id: row.doctorId,
        overdue: overview.overdue,
      });
      expect(row).toMatchObject({
        stModel: overview.record.formalities.stModel,
        stEndDate: overview.record.formalities.stEndDate,
        lastMeetingDate: overview.lastMeetingDate,
        uncertifiedCount: overview.uncertifiedCount,
        goals:
          overview.goals.length > 0
            ? calculateGoalProgress(overview.goals, overview.record.goals)
            : null,
        supervisors: overview.record.supervisors
          .filter((s) => s.isActive)
          .map((s) => ({ id: s.id, displayName: s.displayName })),
      });
      if (overview.overdue > overview.overdueGoalsAndCourses) overdue++;
    }
    // Some rows owe part of their count to examinations planned for a past quarter.
    expect(overdue).toBeGreaterThan(3);
  });
});

function pickCounts(figures: {
  completedGoals: number;
  overdueGoalsAndCourses: number;
  uncertifiedCount: number;
  lastMeetingDate: string | null;
  passedIupFollowUp: string | null;
}) {
  return {
    completedGoals: figures.completedGoals,
    overdueGoalsAndCourses: figures.overdueGoalsAndCourses,
    uncertifiedCount: figures.uncertifiedCount,
    lastMeetingDate: figures.lastMeetingDate,
    passedIupFollowUp: figures.passedIupFollowUp,
  };
}

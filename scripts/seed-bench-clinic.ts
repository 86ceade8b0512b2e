import { hashPassword } from "better-auth/crypto";
import type { PgTable } from "drizzle-orm/pg-core";
import type { Db } from "../src/server/db/client";
import {
  accounts,
  clinicMemberships,
  clinics,
  courses,
  formalities,
  rotations,
  sitIns,
  stProjects,
  supervisorAssignments,
  supervisorMeetings,
  userGoals,
  userProcedures,
  users,
} from "../src/server/db/schema";
import { seedCatalogue } from "../src/server/features/catalogue/catalogue.repo";
import { seedGoalCatalogue } from "../src/server/features/catalogue/goal-catalogue.repo";
import { SHIPPED_GOALS } from "../src/shared/curriculum/goals";
import { DEFAULT_PROCEDURE_CATALOGUE } from "../src/shared/curriculum/shipped-procedures";
import type { Role } from "../src/shared/roles";
import { seedSigningRightsBench } from "./bench-signing-rights";
import { type DemoRecord, midwayRecord } from "./demo-data";
import { countPlanEvents, type DemoPlanScale, FULL_PLAN_SCALE } from "./demo-plan";
import { CLINIC_PASSWORD } from "./seed-clinic";

/*
 * The HTTP benchmark's region, written straight into the database before the server starts:
 * `doctors` ST doctors spread evenly over ten clinics, the first `fullPlans` of them (the same
 * share of each clinic) with the whole five-year plan of decision 130 at the benchmark's scale and
 * the others with a lighter plan midway through ST, a supervisor per ten doctors, directors of
 * every clinic, and signing-rights assessments for the measured clinic's doctors. One password
 * hash for every account; every table is written set-based, thousands of rows a statement.
 */

export interface BenchClinicSize {
  /** Clinics in the database; the measured one ('klinik-1', issue 27) is the first. */
  clinics: number;
  /** ST doctors in all clinics together. */
  doctors: number;
  /** Of them, those with the whole five-year plan; the rest get LIGHT_PLAN_SCALE. */
  fullPlans: number;
  supervisorsPerClinic: number;
  /** Directors of every clinic: who read the cohort and search among every doctor. */
  directors: number;
  assessments: number;
  largeEvaluation: number;
}

/** The region at `doctors` ST doctors: 300 with the whole plan at most, 10 per supervisor. */
export function benchClinicSize(doctors: number): BenchClinicSize {
  return {
    clinics: 10,
    doctors,
    fullPlans: Math.min(doctors, 300),
    supervisorsPerClinic: Math.max(3, Math.round(doctors / 100)),
    directors: 5,
    assessments: 20_000,
    largeEvaluation: 1000,
  };
}

/**
 * A doctor midway through ST with the 22 goals and 56 examinations placed as in the whole plan,
 * but fewer rotations, courses, sit-ins and meetings: about a quarter of the full plan's rows.
 */
const LIGHT_PLAN_SCALE: DemoPlanScale = { rotations: 6, courses: 8, sitIns: 10, meetings: 12 };

interface Account {
  id: string;
  email: string;
}

export interface BenchClinic {
  password: string;
  /** Clinics in the database, ST doctors in all of them, and those with the whole plan. */
  clinics: number;
  allDoctors: number;
  fullPlans: number;
  /** The measured clinic's ST doctors (those with the whole plan first) and supervisors. */
  doctors: Account[];
  supervisors: Account[];
  directors: Account[];
  largeEvaluationId: string;
  evaluations: number;
  assessments: number;
  /** Events of one doctor's whole and light plan, and the rows written for all plans. */
  planEvents: number;
  lightPlanEvents: number;
  planRows: number;
  seconds: number;
}

/** The clinic every installation starts with (migration 'clinics'): the measured one. */
const BENCH_CLINIC_ID = "klinik-1";

/** Parameters per insert statement stay well under PostgreSQL's limit of 65,535. */
const MAX_PARAMETERS = 30_000;

async function insertMany(db: Db, table: PgTable, rows: readonly object[]) {
  if (rows.length === 0) return;
  const perRow = Object.keys(rows[0] as object).length;
  const chunk = Math.max(1, Math.floor(MAX_PARAMETERS / perRow));
  for (let i = 0; i < rows.length; i += chunk)
    await db.insert(table).values(rows.slice(i, i + chunk) as PgTable["$inferInsert"][]);
}

/** The same plan for every doctor, as rows of each table (what insertRecord writes one by one). */
async function insertPlans(db: Db, doctorIds: readonly string[], plan: DemoRecord) {
  const owned = <T extends object>(rows: readonly T[]) =>
    doctorIds.flatMap((userId) => rows.map((row) => ({ userId, ...row })));
  const withIds = <T extends object>(rows: readonly T[]) =>
    doctorIds.flatMap((userId) => rows.map((row) => ({ id: crypto.randomUUID(), userId, ...row })));
  const tables: [PgTable, readonly object[]][] = [
    [
      formalities,
      doctorIds.map((userId) => ({
        userId,
        stModel: plan.model,
        stStartDate: plan.startDate,
        stDurationMonths: 60,
        headOfDepartment: "Vera Lund",
        directorOfStudies: "Eva Ekström",
      })),
    ],
    [userGoals, owned(plan.goals)],
    [userProcedures, owned(plan.procedures)],
    [rotations, withIds(plan.rotations)],
    [courses, withIds(plan.courses)],
    [sitIns, withIds(plan.sitIns)],
    [supervisorMeetings, withIds(plan.meetings)],
    [stProjects, plan.project ? owned([plan.project]) : []],
  ];
  let rows = 0;
  for (const [table, values] of tables) {
    await insertMany(db, table, values);
    rows += values.length;
  }
  return rows;
}

const FIRST_NAMES =
  "Åsa Björn Cecilia Dragan Elin Fatima Göran Hanna Ismail Johanna Kerstin Leif Märta Nils Örjan Petra Rasmus Sofia Tove Ulf Viktor Yasmin Zara".split(
    " ",
  );
const LAST_NAMES =
  "Andersson Bäckström Carlsson Dahl Ek Forsberg Gustafsson Hellström Isaksson Johansson Karlsson Lindqvist Mohammed Nordin Öberg Persson Sandberg Åberg Wallin".split(
    " ",
  );
const pad = (n: number, width: number) => String(n).padStart(width, "0");

function person(index: number, email: string, role: Role, clinicId: string | null) {
  const firstName = FIRST_NAMES[index % FIRST_NAMES.length] as string;
  const lastName = LAST_NAMES[Math.floor(index / FIRST_NAMES.length) % LAST_NAMES.length] as string;
  return {
    id: crypto.randomUUID(),
    name: `${firstName} ${lastName}`,
    email,
    emailVerified: true,
    role,
    firstName,
    lastName,
    clinicId,
  };
}

/** Every account, membership and assignment of the region, set-based. */
async function insertPeople(db: Db, size: BenchClinicSize, clinicIds: readonly string[]) {
  const hash = await hashPassword(CLINIC_PASSWORD);
  const people: ReturnType<typeof person>[] = [];
  const memberships: { userId: string; clinicId: string }[] = [];
  const assignments: { stDoctorId: string; supervisorId: string }[] = [];
  const perClinic = Math.floor(size.doctors / size.clinics);
  const fullPerClinic = Math.floor(size.fullPlans / size.clinics);
  const full: string[] = [];
  const light: string[] = [];
  const measured = { doctors: [] as Account[], supervisors: [] as Account[] };
  clinicIds.forEach((clinicId, c) => {
    // seedClinic's addresses: the measured clinic's without a prefix.
    const prefix = c === 0 ? "" : `k${c + 1}-`;
    const supervisors = Array.from({ length: size.supervisorsPerClinic }, (_, i) =>
      person(i * 7 + 3, `${prefix}handledare-${pad(i + 1, 3)}@klinik.local`, "SUPERVISOR", null),
    );
    const doctors = Array.from({ length: perClinic }, (_, i) =>
      person(c * perClinic + i, `${prefix}st-${pad(i + 1, 4)}@klinik.local`, "ST_DOCTOR", clinicId),
    );
    people.push(...supervisors, ...doctors);
    for (const s of supervisors) memberships.push({ userId: s.id, clinicId });
    doctors.forEach((d, i) => {
      (i < fullPerClinic ? full : light).push(d.id);
      const first = supervisors[i % supervisors.length] as Account;
      const second = supervisors[(i + 1) % supervisors.length] as Account;
      // Every third doctor has a second supervisor.
      assignments.push({ stDoctorId: d.id, supervisorId: first.id });
      if (i % 3 === 0 && second !== first)
        assignments.push({ stDoctorId: d.id, supervisorId: second.id });
    });
    if (c === 0) {
      measured.doctors = doctors.map(({ id, email }) => ({ id, email }));
      measured.supervisors = supervisors.map(({ id, email }) => ({ id, email }));
    }
  });
  const directors = Array.from({ length: size.directors }, (_, i) =>
    person(i * 5 + 1, `studierektor-${pad(i + 1, 2)}@klinik.local`, "DIRECTOR", null),
  );
  people.push(...directors);
  for (const d of directors)
    for (const clinicId of clinicIds) memberships.push({ userId: d.id, clinicId });
  await insertMany(db, users, people);
  await insertMany(
    db,
    accounts,
    people.map((p) => ({
      id: crypto.randomUUID(),
      accountId: p.id,
      providerId: "credential",
      userId: p.id,
      password: hash,
    })),
  );
  await insertMany(db, clinicMemberships, memberships);
  await insertMany(db, supervisorAssignments, assignments);
  return {
    ...measured,
    directors: directors.map(({ id, email }) => ({ id, email })),
    full,
    light,
  };
}

export async function seedBenchClinic(
  db: Db,
  today: string,
  size: BenchClinicSize = benchClinicSize(3000),
): Promise<BenchClinic> {
  const began = performance.now();
  // The server seeds the catalogues too; the plans' examinations refer to them.
  await seedCatalogue(db, DEFAULT_PROCEDURE_CATALOGUE);
  await seedGoalCatalogue(db, SHIPPED_GOALS);
  const clinicIds = [BENCH_CLINIC_ID];
  for (let n = 2; n <= size.clinics; n++) clinicIds.push(`bench-klinik-${n}`);
  if (size.clinics > 1)
    await db
      .insert(clinics)
      .values(clinicIds.slice(1).map((id, i) => ({ id, name: `Klinik ${i + 2}` })))
      .onConflictDoNothing();
  const people = await db.transaction((tx) => insertPeople(tx, size, clinicIds));
  const supervisorNames = ["Handledare Ett", "Handledare Två"];
  const plan = midwayRecord(today, supervisorNames, FULL_PLAN_SCALE);
  const lightPlan = midwayRecord(today, supervisorNames, LIGHT_PLAN_SCALE);
  const planRows = await db.transaction(
    async (tx) =>
      (await insertPlans(tx, people.full, plan)) + (await insertPlans(tx, people.light, lightPlan)),
  );
  const signing = await db.transaction((tx) =>
    seedSigningRightsBench(tx, {
      doctorIds: people.doctors.map((d) => d.id),
      specialistId: people.supervisors[0]?.id as string,
      today,
      large: size.largeEvaluation,
      ordinary: 0,
      total: size.assessments,
    }),
  );
  return {
    password: CLINIC_PASSWORD,
    clinics: size.clinics,
    allDoctors: people.full.length + people.light.length,
    fullPlans: people.full.length,
    doctors: people.doctors,
    supervisors: people.supervisors,
    directors: people.directors,
    largeEvaluationId: signing.largeId,
    evaluations: signing.evaluations,
    assessments: signing.assessments,
    planEvents: countPlanEvents(plan),
    lightPlanEvents: countPlanEvents(lightPlan),
    planRows,
    seconds: (performance.now() - began) / 1000,
  };
}

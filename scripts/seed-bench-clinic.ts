import type { PgTable } from "drizzle-orm/pg-core";
import type { Db } from "../src/server/db/client";
import {
  clinics,
  courses,
  formalities,
  rotations,
  sitIns,
  stProjects,
  supervisorMeetings,
  userGoals,
  userProcedures,
} from "../src/server/db/schema";
import { seedCatalogue } from "../src/server/features/catalogue/catalogue.repo";
import { seedGoalCatalogue } from "../src/server/features/catalogue/goal-catalogue.repo";
import { SHIPPED_GOALS } from "../src/shared/curriculum/goals";
import { DEFAULT_PROCEDURE_CATALOGUE } from "../src/shared/curriculum/procedures";
import { seedSigningRightsBench } from "./bench-signing-rights";
import { type DemoRecord, midwayRecord } from "./demo-data";
import { countPlanEvents, FULL_PLAN_SCALE } from "./demo-plan";
import { CLINIC_PASSWORD, seedClinic } from "./seed-clinic";

/*
 * The HTTP benchmark's clinic, written straight into the database before the server starts:
 * 300 ST doctors, each with a whole five-year plan (decision 130's builder at the benchmark's
 * scale), 30 supervisors, and 20,000 signing-rights assessments over one evaluation per doctor,
 * the first doctor's with 1000. One password hash for every account; rows go in many at a time.
 */

export interface BenchClinicSize {
  /** Clinics of this size in the database, the measured one first (issue 27). */
  clinics: number;
  doctors: number;
  supervisors: number;
  assessments: number;
  largeEvaluation: number;
}

export const BENCH_CLINIC: BenchClinicSize = {
  clinics: 10,
  doctors: 300,
  supervisors: 30,
  assessments: 20_000,
  largeEvaluation: 1000,
};

export interface BenchClinic {
  password: string;
  /** Clinics in the database, and ST doctors in all of them. */
  clinics: number;
  allDoctors: number;
  doctors: { id: string; email: string }[];
  supervisors: { id: string; email: string }[];
  largeEvaluationId: string;
  evaluations: number;
  assessments: number;
  /** Events of one doctor's plan, and the rows written for all plans. */
  planEvents: number;
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

export async function seedBenchClinic(
  db: Db,
  today: string,
  size: BenchClinicSize = BENCH_CLINIC,
): Promise<BenchClinic> {
  const began = performance.now();
  // The server seeds the catalogues too; the plans' examinations refer to them.
  await seedCatalogue(db, DEFAULT_PROCEDURE_CATALOGUE);
  await seedGoalCatalogue(db, SHIPPED_GOALS);
  const { doctorIds, supervisorIds } = await seedClinic(db, size, { clinicId: BENCH_CLINIC_ID });
  const plan = midwayRecord(today, ["Handledare Ett", "Handledare Två"], FULL_PLAN_SCALE);
  let planRows = await db.transaction((tx) => insertPlans(tx, doctorIds, plan));
  // The region's other clinics, as large and with the same plans: the measured clinic's people
  // see only their own, among every clinic's doctors in one database.
  let allDoctors = doctorIds.length;
  for (let n = 2; n <= size.clinics; n++) {
    const clinicId = `bench-klinik-${n}`;
    await db
      .insert(clinics)
      .values({ id: clinicId, name: `Klinik ${n}` })
      .onConflictDoNothing();
    const other = await seedClinic(db, size, { clinicId, prefix: `k${n}-` });
    planRows += await db.transaction((tx) => insertPlans(tx, other.doctorIds, plan));
    allDoctors += other.doctorIds.length;
  }
  const signing = await db.transaction((tx) =>
    seedSigningRightsBench(tx, {
      doctorIds,
      specialistId: supervisorIds[0] as string,
      today,
      large: size.largeEvaluation,
      ordinary: 0,
      total: size.assessments,
    }),
  );
  const pad = (n: number, width: number) => String(n).padStart(width, "0");
  return {
    password: CLINIC_PASSWORD,
    clinics: size.clinics,
    allDoctors,
    // seedClinic's addresses, in its order.
    doctors: doctorIds.map((id, i) => ({ id, email: `st-${pad(i + 1, 4)}@klinik.local` })),
    supervisors: supervisorIds.map((id, i) => ({
      id,
      email: `handledare-${pad(i + 1, 3)}@klinik.local`,
    })),
    largeEvaluationId: signing.largeId,
    evaluations: signing.evaluations,
    assessments: signing.assessments,
    planEvents: countPlanEvents(plan),
    planRows,
    seconds: (performance.now() - began) / 1000,
  };
}

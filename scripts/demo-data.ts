import { hashPassword } from "better-auth/crypto";
import { eq } from "drizzle-orm";
import type { Db } from "../src/server/db/client";
import {
  courses,
  formalities,
  rotations,
  sitIns,
  stProjects,
  supervisorAssignments,
  supervisorMeetings,
  userGoals,
  userProcedures,
} from "../src/server/db/schema";
import { findUserByEmail, insertUserWithPassword } from "../src/server/features/users/users.repo";
import { getGoals } from "../src/shared/curriculum/goals";
import { RECOMMENDED_ROTATIONS } from "../src/shared/curriculum/rotations";
import { DEFAULT_PROCEDURE_CATALOGUE } from "../src/shared/curriculum/shipped-procedures";
import { DEFAULT_SPECIALTY, type Specialty } from "../src/shared/curriculum/specialties";
import type { Role } from "../src/shared/roles";
import { isoDateInTimeZone } from "../src/shared/rules/dates";
import { calculateStEndDate } from "../src/shared/rules/st-period";
import { seedDemoApplication } from "./demo-application";
import {
  DEMO_LUND,
  DEMO_MALMO,
  markRegionAdmin,
  seedDemoClinics,
  seedDemoMove,
} from "./demo-clinics";
import { seedDemoIup } from "./demo-iup";
import { seedDemoMeetingActions } from "./demo-meeting-actions";
import {
  buildDemoPlan,
  type DemoPlan,
  type DemoPlanScale,
  midwayStartDate,
  progressFromEdits,
} from "./demo-plan";
import { seedSigningRights } from "./demo-signing-rights";
import { seedDemoStructuredAssessments } from "./demo-structured-assessments";

/** The one password of every demo account; the README lists the accounts. Never for production. */
export const DEMO_PASSWORD = "demo1234";

export interface DemoAccount {
  email: string;
  firstName: string;
  lastName: string;
  role: Role;
  /** Malmö's people (issue 27); everyone else is Lund's, the installation's first clinic. */
  clinic?: "malmo";
}

export function demoAccounts(reviewAccountEmail: string): DemoAccount[] {
  return [
    { email: "admin@demo.local", firstName: "Anna", lastName: "Admin", role: "ADMIN" },
    { email: "studierektor@demo.local", firstName: "Eva", lastName: "Ekström", role: "DIRECTOR" },
    { email: "handledare@demo.local", firstName: "Karin", lastName: "Holm", role: "SUPERVISOR" },
    {
      email: "handledare2@demo.local",
      firstName: "Lars",
      lastName: "Lindqvist",
      role: "SUPERVISOR",
    },
    { email: "specialist@demo.local", firstName: "Sara", lastName: "Sjöberg", role: "SPECIALIST" },
    { email: reviewAccountEmail, firstName: "Granskning", lastName: "", role: "SPECIALIST" },
    { email: "st2015@demo.local", firstName: "Oskar", lastName: "Nyström", role: "ST_DOCTOR" },
    { email: "st2021a@demo.local", firstName: "Maja", lastName: "Berg", role: "ST_DOCTOR" },
    { email: "st2021b@demo.local", firstName: "Ali", lastName: "Hassan", role: "ST_DOCTOR" },
    // An ST doctor of nuklearmedicin, the second specialty (issue 27).
    { email: "stnm@demo.local", firstName: "Nora", lastName: "Lindgren", role: "ST_DOCTOR" },
    // The second clinic (issue 27): its director, the region's administrator, and a doctor who
    // moved there from Lund.
    {
      email: "studierektor.malmo@demo.local",
      firstName: "Mikael",
      lastName: "Mårtensson",
      role: "DIRECTOR",
      clinic: "malmo",
    },
    {
      email: "region@demo.local",
      firstName: "Rut",
      lastName: "Regnér",
      role: "ADMIN",
      clinic: "malmo",
    },
    { email: "st.flyttad@demo.local", firstName: "Fredrik", lastName: "Flodin", role: "ST_DOCTOR" },
  ];
}

/** Which demo ST doctor has which demo supervisors. */
const DEMO_SUPERVISION: Record<string, string[]> = {
  "st2015@demo.local": ["handledare@demo.local"],
  "st2021a@demo.local": ["handledare@demo.local", "handledare2@demo.local"],
  "st2021b@demo.local": ["handledare2@demo.local"],
  "stnm@demo.local": ["handledare@demo.local"],
};

/** The demo doctors whose application is left empty: one just started, one of nuklearmedicin. */
const WITHOUT_APPLICATION = new Set(["st2021b@demo.local", "stnm@demo.local"]);

/**
 * Creates the demo clinic's accounts that do not exist yet, and (unless `records` is false) the three
 * ST doctors' records at different stages and their signing-rights evaluations; returns the e-mails
 * it created. `today` (default: today in Sweden) is the day the midway doctor's plan and the
 * evaluations' dates are laid out around.
 */
export async function seedDemo(
  db: Db,
  reviewAccountEmail: string,
  options: { records?: boolean; today?: string } = {},
): Promise<string[]> {
  const today = options.today ?? isoDateInTimeZone(new Date());
  const created: string[] = [];
  const hash = await hashPassword(DEMO_PASSWORD);
  await db.transaction(async (tx) => {
    const ids = new Map<string, string>();
    await seedDemoClinics(tx);
    for (const { clinic, ...account } of demoAccounts(reviewAccountEmail)) {
      const existing = await findUserByEmail(tx, account.email);
      if (existing) {
        ids.set(account.email, existing.id);
        continue;
      }
      const row = await insertUserWithPassword(
        tx,
        { id: crypto.randomUUID(), ...account, mustChangePassword: false },
        hash,
        [clinic === "malmo" ? DEMO_MALMO : DEMO_LUND],
      );
      ids.set(account.email, row.id);
      created.push(account.email);
    }
    await markRegionAdmin(tx, ids.get("region@demo.local")!);
    await seedDemoMove(tx, ids.get("st.flyttad@demo.local")!, ids.get("region@demo.local")!);
    for (const [doctor, supervisors] of Object.entries(DEMO_SUPERVISION)) {
      const stDoctorId = ids.get(doctor)!;
      for (const supervisor of supervisors) {
        await tx
          .insert(supervisorAssignments)
          .values({ stDoctorId, supervisorId: ids.get(supervisor)! })
          .onConflictDoNothing();
      }
    }
    if (options.records !== false) {
      for (const [email, seed] of Object.entries(demoRecords(today))) {
        const written = await seedRecord(tx, ids.get(email)!, seed);
        if (written && email === "st2021a@demo.local")
          await seedDemoMeetingActions(tx, ids.get(email)!, today);
        // The two doctors nearest the end have an application under way (issue 24).
        if (written && !WITHOUT_APPLICATION.has(email)) {
          await seedDemoApplication(tx, ids.get(email)!, seed.model, today);
        }
        if (written && email === "st2021a@demo.local") {
          await seedDemoStructuredAssessments(
            tx,
            ids.get(email)!,
            (e) => ids.get(e)!,
            seed.startDate,
            today,
          );
        }
        if (written && email === "st2021a@demo.local")
          await seedDemoIup(tx, ids.get(email)!, ids.get("handledare@demo.local")!, today);
      }
      await seedSigningRights(tx, today, (email) => ids.get(email)!, reviewAccountEmail);
    }
  });
  return created;
}

/** One ST doctor's record as rows; the examinations as the examination rule wrote them. */
export interface DemoRecord extends DemoPlan {
  model: "2015" | "2021";
  /** Klinisk fysiologi when left out. */
  specialty?: Specialty;
  startDate: string;
  project?: { topic: string; supervisor: string; status: string; summary: string };
}

/**
 * A 2021 doctor midway through 60 months on `today`, with the whole plan of decision 130: every
 * goal and examination done, under way or placed in a quarter, rotations back to back, courses,
 * sit-ins and meetings. `scale` gives the benchmark's larger record.
 */
export function midwayRecord(
  today: string,
  supervisors: readonly string[],
  scale?: Partial<DemoPlanScale>,
): DemoRecord {
  const startDate = midwayStartDate(today);
  const plan = buildDemoPlan({
    startDate,
    endDate: calculateStEndDate({ startDate, durationMonths: 60 }),
    today,
    goals: getGoals("2021"),
    procedures: DEFAULT_PROCEDURE_CATALOGUE,
    rotations: RECOMMENDED_ROTATIONS,
    supervisors,
    ...(scale ? { scale } : {}),
  });
  return {
    model: "2021",
    startDate,
    ...plan,
    project: {
      topic: "Ergospirometri vid oklar ansträngningsdyspné",
      supervisor: supervisors[supervisors.length - 1] ?? "",
      status: "in_progress",
      summary: "Registerstudie av 150 patienter; datainsamlingen pågår.",
    },
  };
}

/** Three ST doctors at different stages: late in the 2015 model, midway and just started in 2021. */
const demoRecords = (today: string): Record<string, DemoRecord> => ({
  "st2015@demo.local": {
    model: "2015",
    startDate: "2022-09-01",
    goals: [
      { goalId: "a1", status: "completed", plannedQuarter: null },
      { goalId: "a2", status: "completed", plannedQuarter: null },
      { goalId: "b1", status: "completed", plannedQuarter: null },
      { goalId: "c1", status: "in_progress", plannedQuarter: null },
      { goalId: "c2", status: "planned", plannedQuarter: "2027-Q1" },
    ],
    procedures: progressFromEdits(DEFAULT_PROCEDURE_CATALOGUE, [
      ["c4-mps", { status: "completed" }],
      ["c7-tee", { status: "completed", achievedLevel: "A" }],
      ["c6-tilt", { status: "in_progress" }],
    ]),
    rotations: [
      { name: "Kardiologi", startMonth: "2023-02", endMonth: "2023-03" },
      { name: "Röntgenkliniken", startMonth: "2024-01", endMonth: "2024-02" },
    ],
    courses: [
      { name: "Strålskydd för läkare", date: "2023-05-10", status: "completed" },
      { name: "Nuklearmedicinsk fysik", date: "2026-04-15", status: "completed" },
    ],
    sitIns: [
      {
        topic: "Myokardskintigrafi",
        supervisor: "Karin Holm",
        date: "2024-10-02",
        notes: "Granskade tio undersökningar tillsammans.",
      },
    ],
    meetings: [
      {
        date: "2026-10-05",
        topic: "Halvårsuppföljning",
        supervisor: "Karin Holm",
        notes: "Planerade randning och ST-arbetets slutskede.",
      },
    ],
    project: {
      topic: "Stressekokardiografi vid misstänkt kranskärlssjukdom",
      supervisor: "Karin Holm",
      status: "in_progress",
      summary: "Retrospektiv studie av 200 patienter.",
    },
  },
  "st2021a@demo.local": midwayRecord(today, ["Karin Holm", "Lars Lindqvist"]),
  "st2021b@demo.local": {
    model: "2021",
    startDate: "2026-09-01",
    goals: [],
    procedures: [],
    rotations: [],
    courses: [],
    sitIns: [],
    meetings: [],
  },
  // Nuklearmedicin has no examination matrix: goals, courses and meetings only (decision 238).
  "stnm@demo.local": {
    model: "2021",
    specialty: "nuklearmedicin",
    startDate: "2025-09-01",
    goals: [
      { goalId: "STa1", status: "completed", plannedQuarter: null },
      { goalId: "STc2", status: "completed", plannedQuarter: null },
      { goalId: "STc5", status: "in_progress", plannedQuarter: null },
      { goalId: "STc11", status: "planned", plannedQuarter: "2027-Q2" },
    ],
    procedures: [],
    rotations: [{ name: "Radiologi", startMonth: "2026-02", endMonth: "2026-04" }],
    courses: [{ name: "Radiofarmaci", date: "2026-03-12", status: "completed" }],
    sitIns: [],
    meetings: [
      {
        date: "2026-10-12",
        topic: "Uppföljning av första året",
        supervisor: "Karin Holm",
        notes: "Hybrid imaging och terapi står i tur.",
      },
    ],
  },
});

/**
 * A demo doctor's record, written once: a doctor who already has formalities is left alone.
 * Whether it was written.
 */
async function seedRecord(tx: Db, userId: string, seed: DemoRecord): Promise<boolean> {
  const [existing] = await tx.select().from(formalities).where(eq(formalities.userId, userId));
  if (existing) return false;
  await insertRecord(tx, userId, seed);
  return true;
}

/** Writes a whole record for a doctor who has none, one statement per table. */
export async function insertRecord(tx: Db, userId: string, seed: DemoRecord): Promise<void> {
  await tx.insert(formalities).values({
    userId,
    stModel: seed.model,
    specialty: seed.specialty ?? DEFAULT_SPECIALTY,
    stStartDate: seed.startDate,
    stDurationMonths: 60,
    headOfDepartment: "Vera Lund",
    directorOfStudies: "Eva Ekström",
  });
  const owned = <T extends object>(rows: readonly T[]) => rows.map((row) => ({ userId, ...row }));
  const withIds = <T extends object>(rows: readonly T[]) =>
    rows.map((row) => ({ id: crypto.randomUUID(), userId, ...row }));
  if (seed.goals.length) await tx.insert(userGoals).values(owned(seed.goals));
  if (seed.procedures.length) await tx.insert(userProcedures).values(owned(seed.procedures));
  if (seed.rotations.length) await tx.insert(rotations).values(withIds(seed.rotations));
  if (seed.courses.length) await tx.insert(courses).values(withIds(seed.courses));
  if (seed.sitIns.length) await tx.insert(sitIns).values(withIds(seed.sitIns));
  if (seed.meetings.length) await tx.insert(supervisorMeetings).values(withIds(seed.meetings));
  if (seed.project) await tx.insert(stProjects).values({ userId, ...seed.project });
}

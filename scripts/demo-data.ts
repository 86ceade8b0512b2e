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
import { DEFAULT_PROCEDURE_CATALOGUE } from "../src/shared/curriculum/procedures";
import type { Role } from "../src/shared/roles";
import { applyProcedureEdit } from "../src/shared/rules/procedure-edit";

/** The one password of every demo account; the README lists the accounts. Never for production. */
export const DEMO_PASSWORD = "demo1234";

export interface DemoAccount {
  email: string;
  firstName: string;
  lastName: string;
  role: Role;
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
  ];
}

/** Which demo ST doctor has which demo supervisors. */
const DEMO_SUPERVISION: Record<string, string[]> = {
  "st2015@demo.local": ["handledare@demo.local"],
  "st2021a@demo.local": ["handledare@demo.local", "handledare2@demo.local"],
  "st2021b@demo.local": ["handledare2@demo.local"],
};

/**
 * Creates the demo clinic's accounts that do not exist yet, and (unless `records` is false) the three
 * ST doctors' records at different stages; returns the e-mails it created.
 */
export async function seedDemo(
  db: Db,
  reviewAccountEmail: string,
  options: { records?: boolean } = {},
): Promise<string[]> {
  const created: string[] = [];
  const hash = await hashPassword(DEMO_PASSWORD);
  await db.transaction(async (tx) => {
    const ids = new Map<string, string>();
    for (const account of demoAccounts(reviewAccountEmail)) {
      const existing = await findUserByEmail(tx, account.email);
      if (existing) {
        ids.set(account.email, existing.id);
        continue;
      }
      const row = await insertUserWithPassword(
        tx,
        { id: crypto.randomUUID(), ...account, mustChangePassword: false },
        hash,
      );
      ids.set(account.email, row.id);
      created.push(account.email);
    }
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
      for (const [email, seed] of Object.entries(DEMO_RECORDS))
        await seedRecord(tx, ids.get(email)!, seed);
    }
  });
  return created;
}

interface DemoRecord {
  model: "2015" | "2021";
  startDate: string;
  goals: { goalId: string; status: string; plannedQuarter?: string }[];
  procedures: {
    procedureId: string;
    status: "completed" | "in_progress";
    achievedLevel?: "A" | "B";
  }[];
  rotations: { name: string; startMonth: string; endMonth: string }[];
  courses: { name: string; date: string; status: string }[];
  sitIns: { topic: string; supervisor: string; date: string; notes: string }[];
  meetings: { date: string; topic: string; supervisor: string; notes: string }[];
  project?: { topic: string; supervisor: string; status: string; summary: string };
}

/** Three ST doctors at different stages: late in the 2015 model, midway and just started in 2021. */
const DEMO_RECORDS: Record<string, DemoRecord> = {
  "st2015@demo.local": {
    model: "2015",
    startDate: "2022-09-01",
    goals: [
      { goalId: "a1", status: "completed" },
      { goalId: "a2", status: "completed" },
      { goalId: "b1", status: "completed" },
      { goalId: "c1", status: "in_progress" },
      { goalId: "c2", status: "planned", plannedQuarter: "2027-Q1" },
    ],
    procedures: [
      { procedureId: "c4-mps", status: "completed" },
      { procedureId: "c7-tee", status: "completed", achievedLevel: "A" },
      { procedureId: "c6-tilt", status: "in_progress" },
    ],
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
  "st2021a@demo.local": {
    model: "2021",
    startDate: "2024-03-01",
    goals: [
      { goalId: "STa1", status: "completed" },
      { goalId: "STc1", status: "in_progress" },
      { goalId: "STc2", status: "planned", plannedQuarter: "2027-Q2" },
    ],
    procedures: [{ procedureId: "c5-langtids-ekg", status: "in_progress" }],
    rotations: [{ name: "Kärlmottagningen", startMonth: "2027-01", endMonth: "2027-01" }],
    courses: [{ name: "Ekokardiografi grundkurs", date: "2027-03-08", status: "planned" }],
    sitIns: [],
    meetings: [
      {
        date: "2026-09-14",
        topic: "Individuell utbildningsplan",
        supervisor: "Karin Holm, Lars Lindqvist",
        notes: "Gick igenom delmålen för året.",
      },
    ],
  },
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
};

/** A demo doctor's record, written once: a doctor who already has formalities is left alone. */
async function seedRecord(tx: Db, userId: string, seed: DemoRecord) {
  const [existing] = await tx.select().from(formalities).where(eq(formalities.userId, userId));
  if (existing) return;
  await tx.insert(formalities).values({
    userId,
    stModel: seed.model,
    stStartDate: seed.startDate,
    stDurationMonths: 60,
    headOfDepartment: "Vera Lund",
    directorOfStudies: "Eva Ekström",
  });
  for (const goal of seed.goals) {
    await tx.insert(userGoals).values({
      userId,
      goalId: goal.goalId,
      status: goal.status,
      plannedQuarter: goal.plannedQuarter ?? null,
    });
  }
  let progress: {
    procedureId: string;
    status: "completed" | "in_progress" | "not_started" | "planned" | "under_review";
    plannedQuarter: string | null;
    achievedLevel: "A" | "B" | "C" | null;
  }[] = [];
  for (const edit of seed.procedures) {
    const result = applyProcedureEdit(
      DEFAULT_PROCEDURE_CATALOGUE,
      progress,
      edit.procedureId,
      edit,
    );
    if (!result.ok) throw new Error(`demo examination ${edit.procedureId}: ${result.message}`);
    const changed = new Map(result.value.map((row) => [row.procedureId, row]));
    progress = [...progress.filter((p) => !changed.has(p.procedureId)), ...result.value];
  }
  for (const row of progress) await tx.insert(userProcedures).values({ userId, ...row });
  for (const r of seed.rotations)
    await tx.insert(rotations).values({ id: crypto.randomUUID(), userId, ...r });
  for (const c of seed.courses)
    await tx.insert(courses).values({ id: crypto.randomUUID(), userId, ...c });
  for (const s of seed.sitIns)
    await tx.insert(sitIns).values({ id: crypto.randomUUID(), userId, ...s });
  for (const m of seed.meetings)
    await tx.insert(supervisorMeetings).values({ id: crypto.randomUUID(), userId, ...m });
  if (seed.project) await tx.insert(stProjects).values({ userId, ...seed.project });
}

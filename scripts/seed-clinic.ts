import { pathToFileURL } from "node:url";
import { parseArgs } from "node:util";
import { hashPassword } from "better-auth/crypto";
import { inArray } from "drizzle-orm";
import type { Db } from "../src/server/db/client";
import { supervisorAssignments, users } from "../src/server/db/schema";
import { insertUserWithPassword } from "../src/server/features/users/users.repo";
import type { Role } from "../src/shared/roles";

/** The password of every account this script makes. Never for production. */
export const CLINIC_PASSWORD = "klinik1234";

export interface ClinicSize {
  doctors: number;
  supervisors: number;
}

const FIRST_NAMES = [
  "Åsa",
  "Björn",
  "Cecilia",
  "Dragan",
  "Elin",
  "Fatima",
  "Göran",
  "Hanna",
  "Ismail",
  "Johanna",
  "Kerstin",
  "Leif",
  "Märta",
  "Nils",
  "Örjan",
  "Petra",
  "Rasmus",
  "Sofia",
  "Tove",
  "Ulf",
  "Viktor",
  "Yasmin",
  "Zara",
] as const;

const LAST_NAMES = [
  "Andersson",
  "Bäckström",
  "Carlsson",
  "Dahl",
  "Ek",
  "Forsberg",
  "Gustafsson",
  "Hellström",
  "Isaksson",
  "Johansson",
  "Karlsson",
  "Lindqvist",
  "Mohammed",
  "Nordin",
  "Öberg",
  "Persson",
  "Sandberg",
  "Åberg",
  "Wallin",
] as const;

function nameOf(index: number) {
  return {
    firstName: FIRST_NAMES[index % FIRST_NAMES.length]!,
    lastName: LAST_NAMES[Math.floor(index / FIRST_NAMES.length) % LAST_NAMES.length]!,
  };
}

const pad = (n: number, width: number) => String(n).padStart(width, "0");

/**
 * A clinic at scale for measuring the panels: `doctors` ST doctors and `supervisors` supervisors,
 * each doctor with one or two supervisors. Accounts that exist already (same e-mail) are kept, so
 * it is safe to run twice; returns the ids of the clinic's doctors and supervisors.
 */
export async function seedClinic(
  db: Db,
  size: ClinicSize = { doctors: 300, supervisors: 30 },
  /** `clinicId`: the clinic its people belong to (issue 27), `prefix` telling its addresses apart. */
  options: { password?: string; clinicId?: string; prefix?: string } = {},
): Promise<{ doctorIds: string[]; supervisorIds: string[] }> {
  const prefix = options.prefix ?? "";
  const accounts: { email: string; firstName: string; lastName: string; role: Role }[] = [];
  for (let i = 0; i < size.supervisors; i++)
    accounts.push({
      email: `${prefix}handledare-${pad(i + 1, 3)}@klinik.local`,
      ...nameOf(i * 7 + 3),
      role: "SUPERVISOR",
    });
  for (let i = 0; i < size.doctors; i++)
    accounts.push({
      email: `${prefix}st-${pad(i + 1, 4)}@klinik.local`,
      ...nameOf(i),
      role: "ST_DOCTOR",
    });

  const hash = await hashPassword(options.password ?? CLINIC_PASSWORD);
  return db.transaction(async (tx) => {
    const existing = new Map<string, string>();
    const emails = accounts.map((a) => a.email);
    for (let i = 0; i < emails.length; i += 500) {
      const rows = await tx
        .select({ id: users.id, email: users.email })
        .from(users)
        .where(inArray(users.email, emails.slice(i, i + 500)));
      for (const row of rows) existing.set(row.email, row.id);
    }
    const ids = new Map<string, string>(existing);
    for (const account of accounts) {
      if (ids.has(account.email)) continue;
      const row = await insertUserWithPassword(
        tx,
        { id: crypto.randomUUID(), ...account, mustChangePassword: false },
        hash,
        options.clinicId ? [options.clinicId] : undefined,
      );
      ids.set(account.email, row.id);
    }
    const supervisorIds = accounts
      .filter((a) => a.role === "SUPERVISOR")
      .map((a) => ids.get(a.email)!);
    const doctorIds = accounts.filter((a) => a.role === "ST_DOCTOR").map((a) => ids.get(a.email)!);
    const assignments = doctorIds.flatMap((stDoctorId, i) => {
      if (supervisorIds.length === 0) return [];
      const first = supervisorIds[i % supervisorIds.length]!;
      const second = supervisorIds[(i + 1) % supervisorIds.length]!;
      // Every third doctor has a second supervisor.
      const chosen = i % 3 === 0 && second !== first ? [first, second] : [first];
      return chosen.map((supervisorId) => ({ stDoctorId, supervisorId }));
    });
    for (let i = 0; i < assignments.length; i += 500)
      await tx
        .insert(supervisorAssignments)
        .values(assignments.slice(i, i + 500))
        .onConflictDoNothing();
    return { doctorIds, supervisorIds };
  });
}

/** `npx tsx scripts/seed-clinic.ts [--doctors 300] [--supervisors 30]` on DATABASE_URL or DATA_DIR. */
async function main() {
  const { values } = parseArgs({
    options: {
      doctors: { type: "string", default: "300" },
      supervisors: { type: "string", default: "30" },
    },
  });
  const size = { doctors: Number(values.doctors), supervisors: Number(values.supervisors) };
  if (!Number.isInteger(size.doctors) || !Number.isInteger(size.supervisors))
    throw new Error("--doctors and --supervisors take whole numbers");
  const { readEnv } = await import("../src/server/env");
  const { openDatabase } = await import("../src/server/db/client");
  const env = readEnv();
  const database = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.dataDir });
  try {
    const seeded = await seedClinic(database.db, size);
    process.stdout.write(
      `Kliniken har ${seeded.doctorIds.length} ST-läkare och ${seeded.supervisorIds.length} handledare (lösenord ${CLINIC_PASSWORD}).\n`,
    );
  } finally {
    await database.close();
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) await main();

import { hashPassword } from "better-auth/crypto";
import type { Db } from "../src/server/db/client";
import { supervisorAssignments } from "../src/server/db/schema";
import { findUserByEmail, insertUserWithPassword } from "../src/server/features/users/users.repo";
import type { Role } from "../src/shared/roles";

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

/** Creates the demo clinic's accounts that do not exist yet; returns the e-mails it created. */
export async function seedDemo(db: Db, reviewAccountEmail: string): Promise<string[]> {
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
  });
  return created;
}

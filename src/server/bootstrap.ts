import { hashPassword } from "better-auth/crypto";
import { sql } from "drizzle-orm";
import type { Db } from "./db/client";
import { generateOneTimePassword } from "./features/users/user-passwords.service";
import { countUsers, insertUserWithPassword } from "./features/users/users.repo";
import type { Logger } from "./lib/logger";

export interface BootstrapResult {
  email: string;
  /** Set only when the password was generated; the caller prints it once. */
  generatedPassword?: string;
}

/** Any number, the same in every instance: the advisory lock held while the first is created. */
const BOOTSTRAP_LOCK = 7_142_002;

/**
 * On an empty database, creates the first administrator. There is no fixed default password: it
 * comes from ADMIN_EMAIL/ADMIN_PASSWORD, or it is generated, printed once and must be changed at
 * the first sign-in.
 */
export async function bootstrapFirstAdmin(
  db: Db,
  logger: Logger,
  admin: { email?: string; password?: string },
): Promise<BootstrapResult | undefined> {
  if ((await countUsers(db)) > 0) return undefined;
  const generatedPassword = admin.password ? undefined : generateOneTimePassword();
  const email = (admin.email ?? "admin@st-portalen.local").toLowerCase();
  const passwordHash = await hashPassword(admin.password ?? generatedPassword!);
  const created = await db.transaction(async (tx) => {
    // Instances started together on an empty database: the first creates the administrator, the
    // others wait here, then find it.
    await tx.execute(sql`select pg_advisory_xact_lock(${BOOTSTRAP_LOCK})`);
    if ((await countUsers(tx)) > 0) return false;
    await insertUserWithPassword(
      tx,
      {
        id: crypto.randomUUID(),
        email,
        firstName: "Administratör",
        lastName: "",
        role: "ADMIN",
        mustChangePassword: generatedPassword !== undefined,
      },
      passwordHash,
    );
    return true;
  });
  if (!created) return undefined;
  logger.info({ email }, "first administrator created");
  return { email, ...(generatedPassword ? { generatedPassword } : {}) };
}

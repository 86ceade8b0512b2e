import { eq, sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { signInFailures } from "../db/schema";

/**
 * Attempts allowed per window before further ones are refused: failed sign-ins per account and per
 * client address, and reset-link requests per address and per e-mail.
 */
export const THROTTLE = {
  windowMinutes: 15,
  perAccount: 5,
  perAddress: 20,
  resetPerEmail: 3,
  resetPerAddress: 10,
} as const;

export const accountKey = (email: string) => `email:${email.trim().toLowerCase()}`;
export const addressKey = (ip: string) => `ip:${ip}`;
export const resetEmailKey = (email: string) => `reset:email:${email.trim().toLowerCase()}`;
export const resetAddressKey = (ip: string) => `reset:ip:${ip}`;

/** Minutes until the key may try again, or 0 when it may try now. */
export async function minutesLocked(db: Db, key: string, limit: number, now = new Date()) {
  const [row] = await db.select().from(signInFailures).where(eq(signInFailures.key, key));
  if (!row || row.count < limit) return 0;
  const endsAt = row.windowStart.getTime() + THROTTLE.windowMinutes * 60_000;
  const left = endsAt - now.getTime();
  return left > 0 ? Math.ceil(left / 60_000) : 0;
}

/** One atomic statement, so concurrent failures on PostgreSQL are all counted. */
export async function countAttempt(db: Db, key: string) {
  const windowExpired = sql`${signInFailures.windowStart} < now() - make_interval(mins => ${THROTTLE.windowMinutes})`;
  await db
    .insert(signInFailures)
    .values({ key, count: 1 })
    .onConflictDoUpdate({
      target: signInFailures.key,
      set: {
        count: sql`case when ${windowExpired} then 1 else ${signInFailures.count} + 1 end`,
        windowStart: sql`case when ${windowExpired} then now() else ${signInFailures.windowStart} end`,
      },
    });
}

export async function clearAttempts(db: Db, key: string) {
  await db.delete(signInFailures).where(eq(signInFailures.key, key));
}

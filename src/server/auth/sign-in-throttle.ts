import { and, eq, like, or, sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { signInFailures } from "../db/schema";

/**
 * Attempts allowed per window before further ones are refused: sign-ins per account-and-address
 * pair and per client address, reset-link requests per address and per e-mail, reset tokens tried
 * per address (the status and the confirm route share the count), and wrong current passwords
 * when changing one's own (per account: only its session can try). There is no sign-in limit per
 * account alone: that would let anyone lock an account out from everywhere.
 */
export const THROTTLE = {
  windowMinutes: 15,
  perAccountAndAddress: 5,
  perAddress: 20,
  resetPerEmail: 3,
  resetPerAddress: 10,
  resetTokenPerAddress: 20,
  passwordChange: 5,
} as const;

const normalEmail = (email: string) => email.trim().toLowerCase();
export const accountAddressKey = (email: string, ip: string) => `pair:${ip}:${normalEmail(email)}`;
export const addressKey = (ip: string) => `ip:${ip}`;
export const resetEmailKey = (email: string) => `reset:email:${normalEmail(email)}`;
export const resetAddressKey = (ip: string) => `reset:ip:${ip}`;
export const resetTokenAddressKey = (ip: string) => `reset-token:ip:${ip}`;
/** Callbacks from the identity provider that were refused, per client address (decision 248). */
export const providerCallbackKey = (ip: string) => `provider:ip:${ip}`;
export const passwordChangeKey = (userId: string) => `change:${userId}`;

const windowExpired = (minutes: number) =>
  sql`${signInFailures.windowStart} < now() - make_interval(mins => ${minutes})`;

/** Unknown tokens of assessment links tried per client address and minute (decision 215). */
export const LINK_TOKEN_THROTTLE = { windowMinutes: 1, perAddress: 10 } as const;
export const linkTokenAddressKey = (ip: string) => `link-token:ip:${ip}`;

/**
 * Takes one attempt for the key if it has any left, in a single statement: the row lock of
 * ON CONFLICT DO UPDATE makes a parallel burst on PostgreSQL take turns, so at most `limit`
 * succeed per window. Returns 0 when taken, else the minutes until the key may try again.
 */
export async function reserveAttempt(
  db: Db,
  key: string,
  limit: number,
  windowMinutes: number = THROTTLE.windowMinutes,
): Promise<number> {
  const expired = windowExpired(windowMinutes);
  const taken = await db
    .insert(signInFailures)
    .values({ key, count: 1 })
    .onConflictDoUpdate({
      target: signInFailures.key,
      set: {
        count: sql`case when ${expired} then 1 else ${signInFailures.count} + 1 end`,
        windowStart: sql`case when ${expired} then now() else ${signInFailures.windowStart} end`,
      },
      setWhere: sql`${expired} or ${signInFailures.count} < ${limit}`,
    })
    .returning({ count: signInFailures.count });
  if (taken.length > 0) return 0;
  const [row] = await db
    .select({ windowStart: signInFailures.windowStart })
    .from(signInFailures)
    .where(eq(signInFailures.key, key));
  const endsAt = (row?.windowStart.getTime() ?? Date.now()) + windowMinutes * 60_000;
  return Math.max(1, Math.ceil((endsAt - Date.now()) / 60_000));
}

/** Gives back an attempt that turned out not to be a failure. */
export async function releaseAttempt(db: Db, key: string) {
  await db
    .update(signInFailures)
    .set({ count: sql`greatest(${signInFailures.count} - 1, 0)` })
    .where(eq(signInFailures.key, key));
}

export async function clearAttempts(db: Db, key: string) {
  await db.delete(signInFailures).where(eq(signInFailures.key, key));
}

/**
 * Forgets every counter that names the account (its address or id), when the account is deleted:
 * the counters of a person who is gone are no longer any use, and the address is personal data.
 */
export async function forgetAccountAttempts(db: Db, email: string, userId: string) {
  const address = normalEmail(email);
  await db.delete(signInFailures).where(
    or(
      eq(signInFailures.key, resetEmailKey(address)),
      eq(signInFailures.key, passwordChangeKey(userId)),
      // pair:<ip>:<email>; the address is matched at the end, so its own % and _ need no escape.
      and(
        like(signInFailures.key, "pair:%"),
        sql`right(${signInFailures.key}, ${address.length + 1}) = ${`:${address}`}`,
      ),
    ),
  );
}

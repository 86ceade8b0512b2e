import { and, eq, inArray, isNotNull, isNull, sql } from "drizzle-orm";
import { type ReminderState, remindedKey } from "../../../shared/rules/reminders";
import type { Db } from "../../db/client";
import { reminderDigests, remindersSent, userSettings, users } from "../../db/schema";

export interface Recipient {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
}

/** Of these users, the active ones who have not turned reminders off (no settings row: on). */
export async function loadRecipients(db: Db, userIds: readonly string[]): Promise<Recipient[]> {
  if (userIds.length === 0) return [];
  return db
    .select({
      id: users.id,
      email: users.email,
      firstName: users.firstName,
      lastName: users.lastName,
    })
    .from(users)
    .leftJoin(userSettings, eq(userSettings.userId, users.id))
    .where(
      and(
        inArray(users.id, [...userIds]),
        eq(users.isActive, true),
        sql`coalesce(${userSettings.remindersEnabled}, true)`,
      ),
    )
    .orderBy(users.id);
}

/**
 * What of these items was already reminded to these users, as remindedKey gives it, per user: only
 * the keys due now, so what was reminded long ago is not read again on every pass.
 */
export async function loadReminded(
  db: Db,
  userIds: readonly string[],
  itemKeys: readonly string[],
): Promise<Map<string, Set<string>>> {
  const result = new Map<string, Set<string>>();
  if (userIds.length === 0 || itemKeys.length === 0) return result;
  const rows = await db
    .select()
    .from(remindersSent)
    .where(
      and(
        inArray(remindersSent.userId, [...userIds]),
        inArray(remindersSent.itemKey, [...new Set(itemKeys)]),
      ),
    );
  for (const row of rows) {
    const set = result.get(row.userId) ?? new Set<string>();
    set.add(remindedKey(row.itemKey, row.state as ReminderState));
    result.set(row.userId, set);
  }
  return result;
}

/**
 * Claims of one digest in a day, at most: a mail the server keeps refusing (a bad address) is not
 * tried every pass all day. What it held is still unreminded, so the next day's digest tries again.
 */
const MAX_DIGEST_ATTEMPTS = 5;

/**
 * Takes the user's digest of the day for this instance, in one statement: a new row, or a row not
 * yet sent whose lease has run out (its instance crashed or its send failed). Two instances at once:
 * the row lock makes the second wait, and it then sees the first's lease and gets nothing.
 * Whether the claim is ours.
 */
export async function claimDigest(
  db: Db,
  claim: { userId: string; day: string; instanceId: string; now: Date; leaseMs: number },
): Promise<boolean> {
  const leaseExpiresAt = new Date(claim.now.getTime() + claim.leaseMs);
  const rows = await db
    .insert(reminderDigests)
    .values({
      userId: claim.userId,
      day: claim.day,
      claimedBy: claim.instanceId,
      leaseExpiresAt,
    })
    .onConflictDoUpdate({
      target: [reminderDigests.userId, reminderDigests.day],
      set: {
        claimedBy: claim.instanceId,
        leaseExpiresAt,
        attempts: sql`${reminderDigests.attempts} + 1`,
      },
      setWhere: and(
        isNull(reminderDigests.sentAt),
        sql`${reminderDigests.attempts} < ${MAX_DIGEST_ATTEMPTS}`,
        sql`${reminderDigests.leaseExpiresAt} <= ${claim.now.toISOString()}::timestamptz`,
      ),
    })
    .returning({ userId: reminderDigests.userId });
  return rows.length === 1;
}

/** Gives a claim back after a failed send, so the next pass tries again at once. */
export async function releaseDigest(
  db: Db,
  claim: { userId: string; day: string; instanceId: string; now: Date },
): Promise<void> {
  await db.update(reminderDigests).set({ leaseExpiresAt: claim.now }).where(ownClaim(claim));
}

/**
 * The digest sent, and each item remembered in its state, in one transaction. False when the
 * claim was no longer ours (the lease ran out during the send and another instance took it).
 */
export async function markDigestSent(
  db: Db,
  claim: { userId: string; day: string; instanceId: string; now: Date },
  items: readonly { key: string; state: ReminderState }[],
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const marked = await tx
      .update(reminderDigests)
      .set({ sentAt: claim.now, items: items.map(({ key, state }) => ({ key, state })) })
      .where(ownClaim(claim))
      .returning({ userId: reminderDigests.userId });
    await tx
      .insert(remindersSent)
      .values(
        items.map((item) => ({
          userId: claim.userId,
          itemKey: item.key,
          state: item.state,
          day: claim.day,
        })),
      )
      .onConflictDoNothing();
    return marked.length === 1;
  });
}

function ownClaim(claim: { userId: string; day: string; instanceId: string }) {
  return and(
    eq(reminderDigests.userId, claim.userId),
    eq(reminderDigests.day, claim.day),
    eq(reminderDigests.claimedBy, claim.instanceId),
    isNull(reminderDigests.sentAt),
  );
}

/** A person's reminder setting and the reminder mails sent to them, for their data export. */
export async function remindersOf(db: Db, userId: string) {
  const [settings] = await db
    .select({ remindersEnabled: userSettings.remindersEnabled })
    .from(userSettings)
    .where(eq(userSettings.userId, userId));
  const mails = await db
    .select({
      day: reminderDigests.day,
      sentAt: reminderDigests.sentAt,
      items: reminderDigests.items,
    })
    .from(reminderDigests)
    .where(and(eq(reminderDigests.userId, userId), isNotNull(reminderDigests.sentAt)))
    .orderBy(reminderDigests.day);
  return { remindersEnabled: settings?.remindersEnabled ?? true, mails };
}

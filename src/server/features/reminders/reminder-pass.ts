import { displayName } from "../../../shared/roles";
import { isoDateInTimeZone } from "../../../shared/rules/dates";
import { buildReminderDigest, itemsToRemind } from "../../../shared/rules/reminders";
import type { Db } from "../../db/client";
import type { Logger } from "../../lib/logger";
import type { Mailer } from "../../lib/mail";
import { supervisorsToRemind } from "./recipients.repo";
import type { DueItem, ReminderSource } from "./reminder-source";
import {
  claimDigest,
  loadRecipients,
  loadReminded,
  markDigestSent,
  releaseDigest,
} from "./reminders.repo";
import { REMINDER_SOURCES } from "./sources";

/**
 * How long a claimed digest is an instance's alone. Longer than a send can take (nodemailer's
 * own timeouts are minutes at most), so a lease runs out only when its instance is gone.
 */
export const DIGEST_LEASE_MS = 10 * 60_000;

export interface ReminderPassDeps {
  db: Db;
  mailer: Mailer;
  logger: Logger;
  publicUrl: string;
}

export interface ReminderPassOptions {
  /** The clock: the Swedish day the pass runs for, and the leases' times. */
  now: Date;
  /** Names this instance's claims (one per process). */
  instanceId: string;
  sources?: readonly ReminderSource[];
  leaseMs?: number;
}

/**
 * One reminder pass (decisions 209, 210): what is due, by person; for each person with something
 * not yet reminded in its present state, the day's digest is claimed in the database, sent, and
 * then marked sent with its items. Safe to run on many instances at once. Returns how many mails
 * this instance sent.
 */
export async function runReminderPass(
  deps: ReminderPassDeps,
  options: ReminderPassOptions,
): Promise<number> {
  const { db } = deps;
  const { now, instanceId } = options;
  const leaseMs = options.leaseMs ?? DIGEST_LEASE_MS;
  const day = isoDateInTimeZone(now);
  const due = (
    await Promise.all((options.sources ?? REMINDER_SOURCES).map((source) => source(db, day)))
  ).flat();
  const byPerson = await itemsByPerson(db, due);
  const people = await loadRecipients(db, [...byPerson.keys()]);
  const keys = due.map((item) => item.key);
  const reminded = await loadReminded(
    db,
    people.map((p) => p.id),
    keys,
  );
  let sent = 0;
  for (const person of people) {
    const items = byPerson.get(person.id) ?? [];
    if (itemsToRemind(items, reminded.get(person.id) ?? new Set()).length === 0) continue;
    const claim = { userId: person.id, day, instanceId, now };
    if (!(await claimDigest(db, { ...claim, leaseMs }))) continue;
    // Read again under the claim: an instance that sent before ours began may have reminded some.
    const fresh = (await loadReminded(db, [person.id], keys)).get(person.id) ?? new Set();
    const chosen = itemsToRemind(items, fresh);
    if (chosen.length === 0) {
      await releaseDigest(db, claim);
      continue;
    }
    const digest = buildReminderDigest({
      recipientName: displayName(person),
      items: chosen,
      publicUrl: deps.publicUrl,
    });
    try {
      await deps.mailer.send({
        to: person.email,
        ...digest,
        messageId: digestMessageId(person.id, day, deps.publicUrl),
      });
    } catch (error) {
      deps.logger.warn(
        { userId: person.id, day, err: error instanceof Error ? error.message : String(error) },
        "reminder mail not sent; the next pass tries again",
      );
      await releaseDigest(db, claim);
      continue;
    }
    sent += 1;
    if (!(await markDigestSent(db, claim, chosen))) {
      deps.logger.warn(
        { userId: person.id, day },
        "reminder digest sent after its lease ran out; another instance may send it too",
      );
    }
  }
  return sent;
}

/** Everyone who hears of each item: the doctor (when the item says so) and the main supervisors. */
async function itemsByPerson(db: Db, due: readonly DueItem[]): Promise<Map<string, DueItem[]>> {
  const supervisors = await supervisorsToRemind(db, [...new Set(due.map((i) => i.doctorId))]);
  const byPerson = new Map<string, DueItem[]>();
  for (const item of due) {
    const people = new Set(supervisors.get(item.doctorId) ?? []);
    if (item.recipients === "doctor-and-main-supervisor") people.add(item.doctorId);
    for (const person of people) {
      const list = byPerson.get(person) ?? [];
      list.push(item);
      byPerson.set(person, list);
    }
  }
  return byPerson;
}

/**
 * The digest's Message-ID, from its key (person and day): a mail sent again after a crash between
 * sending and marking it sent has the same one, so it is recognisable as the same mail.
 */
export function digestMessageId(userId: string, day: string, publicUrl: string): string {
  return `<reminder.${userId}.${day}@${new URL(publicUrl).hostname}>`;
}

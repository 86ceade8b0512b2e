import { createHash, randomBytes } from "node:crypto";
import { ACCOUNT_MESSAGES as M } from "../../../shared/messages/account";
import { displayName } from "../../../shared/roles";
import { buildCalendar, type CalendarEvent, monthSpan } from "../../../shared/rules/icalendar";
import type { TCalendarFeedCreated, TCalendarFeedStatus } from "../../../shared/schemas/account";
import type { SessionActor } from "../../context";
import type { Db } from "../../db/client";
import type { Deps } from "../../deps";
import { writeAudit } from "../audit";
import {
  deleteFeed,
  findFeed,
  findFeedOwner,
  loadPlannedItems,
  type PlannedItems,
  replaceFeed,
} from "./calendar.repo";

/** 32 random bytes in base64url: 43 characters, no padding. */
const TOKEN = /^[A-Za-z0-9_-]{43}$/;

const hashOf = (token: string) => createHash("sha256").update(token).digest("hex");

export async function calendarFeedStatus(
  db: Db,
  actor: SessionActor,
): Promise<TCalendarFeedStatus> {
  const feed = await findFeed(db, actor.id);
  return { feed: feed ? { createdAt: feed.createdAt.toISOString() } : null };
}

/**
 * A new secret address for the doctor's feed. Only its hash is stored, so this answer is the one
 * time the address is seen; an earlier address stops working in the same transaction.
 */
export async function createCalendarFeed(
  { db, config }: Deps,
  actor: SessionActor,
): Promise<TCalendarFeedCreated> {
  const token = randomBytes(32).toString("base64url");
  const row = await db.transaction(async (tx) => {
    const replaced = await findFeed(tx, actor.id);
    const created = await replaceFeed(tx, actor.id, hashOf(token));
    await writeAudit(tx, {
      actorId: actor.id,
      subjectUserId: actor.id,
      action: replaced ? "update" : "create",
      entity: "calendar-feed",
      entityId: actor.id,
      // Never the secret or its hash: the log is read by others.
      after: { createdAt: created.createdAt.toISOString() },
    });
    return created;
  });
  const url = new URL(`/api/calendar/${token}.ics`, config.publicUrl).toString();
  return { url, createdAt: row.createdAt.toISOString(), message: M.calendarCreated };
}

export async function revokeCalendarFeed(db: Db, actor: SessionActor) {
  const revoked = await db.transaction(async (tx) => {
    const deleted = await deleteFeed(tx, actor.id);
    if (deleted) {
      await writeAudit(tx, {
        actorId: actor.id,
        subjectUserId: actor.id,
        action: "delete",
        entity: "calendar-feed",
        entityId: actor.id,
      });
    }
    return deleted;
  });
  return { revoked, message: revoked ? M.calendarRevoked : M.calendarNone };
}

/**
 * Ends the doctor's address when their password changes, whoever changed it (decision 172): the
 * address reads the plan without a password, so it must not outlive one that may have leaked.
 * Runs in the transaction of the change and is logged as a removal by whoever made the change.
 */
export async function endCalendarFeed(tx: Db, userId: string, actorId: string) {
  if (!(await deleteFeed(tx, userId))) return;
  await writeAudit(tx, {
    actorId,
    subjectUserId: userId,
    action: "delete",
    entity: "calendar-feed",
    entityId: userId,
  });
}

/** The events of the feed: every planned item as an all-day event with a stable UID. */
export function feedEvents(items: PlannedItems): CalendarEvent[] {
  const uid = (kind: string, id: string) => `${kind}-${id}@st-portalen`;
  return [
    ...items.rotations.map((r) => ({
      uid: uid("rotation", r.id),
      summary: M.rotation(r.name),
      start: monthSpan(r.start).start,
      end: monthSpan(r.end).end,
    })),
    ...items.courses.map((c) => ({
      uid: uid("course", c.id),
      summary: M.course(c.name),
      start: c.date,
      end: c.date,
    })),
    ...items.meetings.map((m) => ({
      uid: uid("meeting", m.id),
      summary: M.meeting(m.topic),
      description: M.meetingSupervisor(m.supervisor),
      start: m.date,
      end: m.date,
    })),
  ];
}

/**
 * The feed behind a secret address `<token>.ics`, or null for anything else: malformed, unknown,
 * revoked, or a doctor no longer active. A malformed one costs no query; the rest one indexed
 * lookup of the hash (decision 153).
 */
export async function renderCalendarFeed(
  db: Db,
  file: string,
  now: Date,
  today: string,
): Promise<string | null> {
  const token = file.endsWith(".ics") ? file.slice(0, -4) : "";
  if (!TOKEN.test(token)) return null;
  const owner = await findFeedOwner(db, hashOf(token));
  if (!owner) return null;
  const items = await loadPlannedItems(db, owner.id, today);
  return buildCalendar({
    name: M.calendarName(displayName(owner)),
    stamp: now,
    events: feedEvents(items),
  });
}

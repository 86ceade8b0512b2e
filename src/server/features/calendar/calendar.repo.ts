import { and, asc, eq, gte } from "drizzle-orm";
import type { Db } from "../../db/client";
import { calendarFeeds, courses, rotations, supervisorMeetings, users } from "../../db/schema";

/** The doctor a feed's secret belongs to, while that doctor is an active ST doctor. One lookup. */
export async function findFeedOwner(db: Db, tokenHash: string) {
  const [row] = await db
    .select({
      id: users.id,
      email: users.email,
      firstName: users.firstName,
      lastName: users.lastName,
    })
    .from(calendarFeeds)
    .innerJoin(users, eq(users.id, calendarFeeds.userId))
    .where(
      and(
        eq(calendarFeeds.tokenHash, tokenHash),
        eq(users.role, "ST_DOCTOR"),
        eq(users.isActive, true),
      ),
    );
  return row;
}

export async function findFeed(db: Db, userId: string) {
  const [row] = await db.select().from(calendarFeeds).where(eq(calendarFeeds.userId, userId));
  return row;
}

/** The doctor's one feed gets this secret; an earlier secret stops working in the same write. */
export async function replaceFeed(tx: Db, userId: string, tokenHash: string) {
  const [row] = await tx
    .insert(calendarFeeds)
    .values({ userId, tokenHash })
    .onConflictDoUpdate({
      target: calendarFeeds.userId,
      set: { tokenHash, createdAt: new Date() },
    })
    .returning();
  if (!row) throw new Error("upsert returned no row");
  return row;
}

/** Whether there was a feed to delete. */
export async function deleteFeed(tx: Db, userId: string): Promise<boolean> {
  const deleted = await tx
    .delete(calendarFeeds)
    .where(eq(calendarFeeds.userId, userId))
    .returning({ userId: calendarFeeds.userId });
  return deleted.length > 0;
}

/**
 * What the feed shows (decision 153): rotations not yet over (end month this month or later),
 * courses whose status is planned, and supervisor meetings from today on.
 */
export async function loadPlannedItems(db: Db, userId: string, today: string) {
  const thisMonth = today.slice(0, 7);
  const [rotationRows, courseRows, meetingRows] = await Promise.all([
    db
      .select({
        id: rotations.id,
        name: rotations.name,
        start: rotations.startMonth,
        end: rotations.endMonth,
      })
      .from(rotations)
      .where(and(eq(rotations.userId, userId), gte(rotations.endMonth, thisMonth)))
      .orderBy(asc(rotations.startMonth), asc(rotations.id)),
    db
      .select({ id: courses.id, name: courses.name, date: courses.date })
      .from(courses)
      .where(and(eq(courses.userId, userId), eq(courses.status, "planned")))
      .orderBy(asc(courses.date), asc(courses.id)),
    db
      .select({
        id: supervisorMeetings.id,
        topic: supervisorMeetings.topic,
        supervisor: supervisorMeetings.supervisor,
        date: supervisorMeetings.date,
      })
      .from(supervisorMeetings)
      .where(and(eq(supervisorMeetings.userId, userId), gte(supervisorMeetings.date, today)))
      .orderBy(asc(supervisorMeetings.date), asc(supervisorMeetings.id)),
  ]);
  return { rotations: rotationRows, courses: courseRows, meetings: meetingRows };
}

export type PlannedItems = Awaited<ReturnType<typeof loadPlannedItems>>;

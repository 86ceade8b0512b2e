import { and, asc, eq, inArray, ne, type SQL, sql } from "drizzle-orm";
import type { Role } from "../../../shared/roles";
import type { TClinic } from "../../../shared/schemas/clinics";
import type { Db } from "../../db/client";
import { clinicMemberships, clinics, supervisorAssignments, users } from "../../db/schema";

export type ClinicRow = typeof clinics.$inferSelect;

/**
 * Every clinic by name, each with how many ST doctors belong to it. A join, not a correlated
 * subquery: Drizzle writes a column inside `sql` unqualified, which inside a subquery on `users`
 * would name the user's own id and count nothing.
 */
export async function listClinics(db: Db): Promise<TClinic[]> {
  return db
    .select({
      id: clinics.id,
      name: clinics.name,
      hospital: clinics.hospital,
      region: clinics.region,
      doctorCount: sql<number>`count(${users.id})::int`,
    })
    .from(clinics)
    .leftJoin(users, and(eq(users.clinicId, clinics.id), eq(users.role, "ST_DOCTOR")))
    .groupBy(clinics.id)
    .orderBy(asc(clinics.name), asc(clinics.id));
}

export async function findClinic(db: Db, id: string): Promise<ClinicRow | undefined> {
  const [row] = await db.select().from(clinics).where(eq(clinics.id, id));
  return row;
}

export async function insertClinic(
  tx: Db,
  values: { name: string; hospital: string; region: string },
): Promise<ClinicRow> {
  const [row] = await tx
    .insert(clinics)
    .values({ id: crypto.randomUUID(), ...values })
    .returning();
  if (!row) throw new Error("insert returned no row");
  return row;
}

export async function updateClinicRow(
  tx: Db,
  id: string,
  values: { name: string; hospital: string; region: string },
): Promise<ClinicRow | undefined> {
  const [row] = await tx
    .update(clinics)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(clinics.id, id))
    .returning();
  return row;
}

/**
 * The clinic's row, locked until the transaction ends: for its deletion ("update"), or against
 * it while a doctor is moved in ("share"), so the two never cross (decision 271).
 */
export async function lockClinic(
  tx: Db,
  id: string,
  strength: "update" | "share",
): Promise<ClinicRow | undefined> {
  const [row] = await tx.select().from(clinics).where(eq(clinics.id, id)).for(strength);
  return row;
}

/**
 * Who belongs to the clinic besides `exceptUserId`: its ST doctors and its other members, as a
 * count (deleting the clinic would leave them without it).
 */
export async function otherPeopleOfClinic(tx: Db, id: string, exceptUserId: string) {
  const count = sql<number>`count(*)::int`;
  const [[doctors], [members]] = await Promise.all([
    tx.select({ n: count }).from(users).where(eq(users.clinicId, id)),
    tx
      .select({ n: count })
      .from(clinicMemberships)
      .where(and(eq(clinicMemberships.clinicId, id), ne(clinicMemberships.userId, exceptUserId))),
  ]);
  return (doctors?.n ?? 0) + (members?.n ?? 0);
}

/** Removes the clinic with the caller's membership; its standard plan and limits cascade. */
export async function deleteClinicRow(tx: Db, id: string): Promise<void> {
  await tx.delete(clinicMemberships).where(eq(clinicMemberships.clinicId, id));
  await tx.delete(clinics).where(eq(clinics.id, id));
}

/** The clinics a supervisor, director or administrator belongs to (not an ST doctor's). */
export async function membershipClinicIds(db: Db, userId: string): Promise<string[]> {
  const rows = await db
    .select({ id: clinicMemberships.clinicId })
    .from(clinicMemberships)
    .where(eq(clinicMemberships.userId, userId));
  return rows.map((r) => r.id);
}

/** Each given user's clinics: an ST doctor's one, anyone else's memberships. */
export async function clinicIdsByUser(
  db: Db,
  people: readonly { id: string; clinicId: string | null }[],
): Promise<Map<string, string[]>> {
  const map = new Map<string, string[]>();
  for (const p of people) map.set(p.id, p.clinicId ? [p.clinicId] : []);
  const ids = people.map((p) => p.id);
  if (ids.length === 0) return map;
  const rows = await db
    .select({ userId: clinicMemberships.userId, clinicId: clinicMemberships.clinicId })
    .from(clinicMemberships)
    .where(inArray(clinicMemberships.userId, ids))
    .orderBy(asc(clinicMemberships.createdAt), asc(clinicMemberships.clinicId));
  for (const row of rows) map.get(row.userId)?.push(row.clinicId);
  return map;
}

/**
 * Whether the actor manages the clinics and moves doctors: the 'Regionadministratör' flag, or an
 * administrator who belongs to every clinic (decision 230). Read now, never from the session.
 */
export async function isRegionWide(db: Db, actorId: string): Promise<boolean> {
  const [row] = await db
    .select({
      regionWide: sql<boolean>`(${users.isRegionAdmin} or (${users.role} = 'ADMIN' and not exists (
        select 1 from ${clinics} c where not exists (
          select 1 from ${clinicMemberships} m where m.clinic_id = c.id and m.user_id = ${actorId}))))`,
    })
    .from(users)
    .where(eq(users.id, actorId));
  return row?.regionWide === true;
}

/** The one clinic of an installation that has exactly one, else none. */
export async function soleClinicId(db: Db): Promise<string | undefined> {
  const rows = await db.select({ id: clinics.id }).from(clinics).limit(2);
  return rows.length === 1 ? rows[0]?.id : undefined;
}

/**
 * Puts a user in their clinics: an ST doctor in the one given (their column), anyone else as a
 * member of each. Replaces what the user had.
 */
export async function placeInClinics(tx: Db, userId: string, role: Role, clinicIds: string[]) {
  await tx.delete(clinicMemberships).where(eq(clinicMemberships.userId, userId));
  if (role === "ST_DOCTOR") {
    await tx
      .update(users)
      .set({ clinicId: clinicIds[0] ?? null })
      .where(eq(users.id, userId));
    return;
  }
  await tx.update(users).set({ clinicId: null }).where(eq(users.id, userId));
  if (clinicIds.length > 0) {
    await tx
      .insert(clinicMemberships)
      .values(clinicIds.map((clinicId) => ({ userId, clinicId })))
      .onConflictDoNothing();
  }
}

/** How many of the given ids are clinics. */
export async function countClinics(db: Db, ids: readonly string[]): Promise<number> {
  if (ids.length === 0) return 0;
  const rows = await db.select({ id: clinics.id }).from(clinics).where(inArray(clinics.id, ids));
  return rows.length;
}

/** The doctor's clinic becomes `clinicId`. */
export async function setDoctorClinic(tx: Db, doctorId: string, clinicId: string) {
  await tx
    .update(users)
    .set({ clinicId, updatedAt: new Date() })
    .where(and(eq(users.id, doctorId), eq(users.role, "ST_DOCTOR")));
}

/**
 * Ends the doctor's assignments to supervisors who do not belong to `clinicId`: after a move the
 * old clinic's supervisors lose the doctor (decision 234). Answers the ids of those kept.
 */
export async function endAssignmentsOutside(tx: Db, doctorId: string, clinicId: string) {
  const outside: SQL = sql`not exists (select 1 from ${clinicMemberships} m
    where m.user_id = ${supervisorAssignments.supervisorId} and m.clinic_id = ${clinicId})`;
  const ended = await tx
    .delete(supervisorAssignments)
    .where(and(eq(supervisorAssignments.stDoctorId, doctorId), outside))
    .returning({ id: supervisorAssignments.supervisorId });
  const kept = await tx
    .select({ id: supervisorAssignments.supervisorId })
    .from(supervisorAssignments)
    .where(eq(supervisorAssignments.stDoctorId, doctorId));
  return { ended: ended.map((r) => r.id), kept: kept.map((r) => r.id) };
}

/** Adds one membership, if not held already. */
export async function placeMember(tx: Db, userId: string, clinicId: string) {
  await tx.insert(clinicMemberships).values({ userId, clinicId }).onConflictDoNothing();
}

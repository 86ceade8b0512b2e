import { type AnyColumn, and, asc, count, desc, eq, inArray, or, type SQL, sql } from "drizzle-orm";
import { displayName, ROLE_LABELS, ROLES, type Role, toRole } from "../../../shared/roles";
import { withEffectiveMain } from "../../../shared/rules/main-supervisor";
import type { TSortOrder, TUser, TUserSort } from "../../../shared/schemas/users";
import type { Db } from "../../db/client";
import {
  accounts,
  clinicMemberships,
  clinics,
  searchFolded,
  sessions,
  supervisorAssignments,
  users,
} from "../../db/schema";

export type UserRow = typeof users.$inferSelect;

export function toUserDto(row: UserRow, clinicIds: string[] = []): TUser {
  return {
    clinicIds,
    isRegionAdmin: row.isRegionAdmin,
    id: row.id,
    email: row.email,
    firstName: row.firstName,
    lastName: row.lastName,
    displayName: displayName(row),
    role: toRole(row.role),
    isActive: row.isActive,
    mustChangePassword: row.mustChangePassword,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** The user with this id, if `within` (a policy condition on `users`) keeps them. */
export async function findUserById(db: Db, id: string, within?: SQL): Promise<UserRow | undefined> {
  const [row] = await db
    .select()
    .from(users)
    .where(within ? and(eq(users.id, id), within) : eq(users.id, id));
  return row;
}

export async function findUserByEmail(db: Db, email: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.email, email.trim().toLowerCase()));
  return row;
}

export async function countUsers(db: Db): Promise<number> {
  const rows = await db.select({ id: users.id }).from(users).limit(1);
  return rows.length;
}

const LIST_LIMIT = 1000;

/**
 * Rows whose `folded` text (a column folded by `searchFolded`, or one the database keeps folded)
 * contains `text`, its own %, _ and backslash matched literally.
 */
function contains(folded: SQL | AnyColumn, text: string): SQL {
  const pattern = `%${text.toLowerCase().replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;
  return sql`${folded} like ${pattern}`;
}

/** Name or e-mail, in the columns kept folded, which trigram indexes answer (decision 262). */
const nameOrEmailContains = (text: string) =>
  or(contains(users.searchEmail, text), contains(users.searchName, text));

/**
 * A sort key for names in Swedish order whatever the database's collation: byte order (C), with
 * å, ä and ö mapped past z in that order (a plain byte order puts ä before å).
 */
const swedishKey = (column: AnyColumn) =>
  sql`translate(lower(${column}), 'ÅÄÖÉÈÜåäöéèü', '{|}eey{|}eey') collate "C"`;

// Roles sort by their Swedish label, as the table shows them.
const roleRank = sql.join(
  [
    sql`case ${users.role}`,
    ...[...ROLES]
      .sort((a, b) => ROLE_LABELS[a].localeCompare(ROLE_LABELS[b], "sv"))
      .map((role, i) => sql`when ${role} then ${sql.raw(String(i))}`),
    sql`end`,
  ],
  sql` `,
);

const SORT_KEYS: Record<TUserSort, SQL | AnyColumn> = {
  name: swedishKey(users.name),
  email: users.email,
  role: roleRank,
  active: users.isActive,
  created: users.createdAt,
};

export interface UserPageQuery {
  search?: string;
  role?: Role;
  page: number;
  pageSize: number;
  sort: TUserSort;
  order: TSortOrder;
}

/**
 * One page of the accounts that match, in a stable order (ties broken by id), and how many match
 * in all: one query each.
 */
export async function listUsersPage(
  db: Db,
  query: UserPageQuery,
  within: SQL,
): Promise<{ rows: UserRow[]; total: number }> {
  const conditions: SQL[] = [within];
  if (query.role) conditions.push(eq(users.role, query.role));
  if (query.search) {
    const text = query.search;
    const match = or(
      contains(users.searchEmail, text),
      contains(searchFolded(users.firstName), text),
      contains(searchFolded(users.lastName), text),
      contains(users.searchName, text),
    );
    if (match) conditions.push(match);
  }
  const where = conditions.length ? and(...conditions) : undefined;
  const direction = query.order === "asc" ? asc : desc;
  const rows = await db
    .select()
    .from(users)
    .where(where)
    .orderBy(direction(SORT_KEYS[query.sort]), direction(users.id))
    .limit(query.pageSize)
    .offset((query.page - 1) * query.pageSize);
  const [counted] = await db.select({ total: count() }).from(users).where(where);
  return { rows, total: counted?.total ?? 0 };
}

/** The active ST doctors that `accessible` (the policy's condition for the actor) keeps. */
/**
 * The active ST doctors within `accessible`, by name, at most `limit` (the whole list's bound
 * without one); `search` narrows to those whose name or e-mail contains it, case-folded as the
 * supervisors' search. `hasMore` says that more match.
 */
export async function listActiveDoctors(
  db: Db,
  accessible: SQL,
  { search, limit = LIST_LIMIT, id }: { search?: string; limit?: number; id?: string } = {},
) {
  // The outer doctor's id, qualified: inside the subquery a bare "id" could name another table's.
  const doctorId = sql`${users}.${sql.identifier(users.id.name)}`;
  const conditions: (SQL | undefined)[] = [
    eq(users.role, "ST_DOCTOR"),
    eq(users.isActive, true),
    accessible,
  ];
  if (search) conditions.push(nameOrEmailContains(search));
  if (id !== undefined) conditions.push(eq(users.id, id));
  const rows = await db
    .select({
      id: users.id,
      email: users.email,
      firstName: users.firstName,
      lastName: users.lastName,
      // In the same statement, not a second one naming every doctor's id (decision 100).
      supervisorIds: sql<string[]>`coalesce((
        select json_agg(a.supervisor_id order by a.created_at, a.supervisor_id)
        from ${supervisorAssignments} a where a.st_doctor_id = ${doctorId}), '[]'::json)`,
    })
    .from(users)
    .where(and(...conditions))
    .orderBy(asc(users.firstName), asc(users.lastName), asc(users.email), asc(users.id))
    .limit(limit + 1);
  return { rows: rows.slice(0, limit), hasMore: rows.length > limit };
}

/**
 * The active supervisors whose name or address contains `search`, by name, at most `limit` of
 * them; `hasMore` says that more match.
 */
export async function listSupervisors(
  db: Db,
  { search, limit, within }: { search?: string; limit: number; within: SQL },
): Promise<{ rows: UserRow[]; hasMore: boolean }> {
  const conditions: (SQL | undefined)[] = [
    eq(users.role, "SUPERVISOR"),
    eq(users.isActive, true),
    within,
  ];
  if (search) conditions.push(nameOrEmailContains(search));
  const rows = await db
    .select()
    .from(users)
    .where(and(...conditions))
    .orderBy(asc(swedishKey(users.name)), asc(users.id))
    .limit(limit + 1);
  return { rows: rows.slice(0, limit), hasMore: rows.length > limit };
}

/** supervisorIds per ST doctor, for the given doctors only. */
export async function supervisorIdsByDoctor(db: Db, doctorIds: string[]) {
  const map = new Map<string, string[]>();
  if (doctorIds.length === 0) return map;
  const rows = await db
    .select()
    .from(supervisorAssignments)
    .where(inArray(supervisorAssignments.stDoctorId, doctorIds))
    .orderBy(asc(supervisorAssignments.createdAt));
  for (const row of rows) {
    const list = map.get(row.stDoctorId) ?? [];
    list.push(row.supervisorId);
    map.set(row.stDoctorId, list);
  }
  return map;
}

export async function insertUserWithPassword(
  db: Db,
  user: {
    id: string;
    email: string;
    firstName: string;
    lastName: string;
    role: Role;
    mustChangePassword: boolean;
  },
  passwordHash: string,
  clinicIds?: string[],
): Promise<UserRow> {
  // Without clinics named, the installation's only clinic, if it has one (decision 233).
  const places = clinicIds ?? (await soleClinic(db));
  const [row] = await db
    .insert(users)
    .values({
      ...user,
      name: displayName(user),
      emailVerified: true,
      clinicId: user.role === "ST_DOCTOR" ? (places[0] ?? null) : null,
    })
    .returning();
  if (user.role !== "ST_DOCTOR" && places.length > 0) {
    await db
      .insert(clinicMemberships)
      .values(places.map((clinicId) => ({ userId: user.id, clinicId })));
  }
  await db.insert(accounts).values({
    id: crypto.randomUUID(),
    accountId: user.id,
    providerId: "credential",
    userId: user.id,
    password: passwordHash,
  });
  if (!row) throw new Error("insert returned no row");
  return row;
}

async function soleClinic(db: Db): Promise<string[]> {
  const rows = await db.select({ id: clinics.id }).from(clinics).limit(2);
  return rows.length === 1 && rows[0] ? [rows[0].id] : [];
}

/** Replaces the password and ends every session of the user, so an old password opens nothing. */
/** Whether the account still has the password it was created with (never replaced since). */
export async function isPasswordAsCreated(db: Db, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ createdAt: accounts.createdAt, updatedAt: accounts.updatedAt })
    .from(accounts)
    .where(and(eq(accounts.userId, userId), eq(accounts.providerId, "credential")));
  return Boolean(row && row.updatedAt.getTime() <= row.createdAt.getTime());
}

export async function replacePassword(db: Db, userId: string, passwordHash: string) {
  const updated = await db
    .update(accounts)
    .set({ password: passwordHash, updatedAt: new Date() })
    .where(and(eq(accounts.userId, userId), eq(accounts.providerId, "credential")))
    .returning({ id: accounts.id });
  if (updated.length === 0) {
    await db.insert(accounts).values({
      id: crypto.randomUUID(),
      accountId: userId,
      providerId: "credential",
      userId,
      password: passwordHash,
    });
  }
  await db.delete(sessions).where(eq(sessions.userId, userId));
}

/** The assigned supervisors of each given ST doctor, named, active or not, in assignment order. */
export async function assignedSupervisorsByDoctor(db: Db, doctorIds: string[]) {
  const map = new Map<
    string,
    { id: string; displayName: string; isActive: boolean; isMain: boolean }[]
  >();
  if (doctorIds.length === 0) return map;
  const rows = await db
    .select({
      doctorId: supervisorAssignments.stDoctorId,
      supervisor: users,
      isMain: supervisorAssignments.isMain,
    })
    .from(supervisorAssignments)
    .innerJoin(users, eq(users.id, supervisorAssignments.supervisorId))
    .where(inArray(supervisorAssignments.stDoctorId, doctorIds))
    .orderBy(asc(supervisorAssignments.createdAt));
  for (const { doctorId, supervisor, isMain } of rows) {
    const list = map.get(doctorId) ?? [];
    list.push({
      id: supervisor.id,
      displayName: displayName(supervisor),
      isActive: supervisor.isActive,
      isMain,
    });
    map.set(doctorId, list);
  }
  for (const [doctorId, list] of map) map.set(doctorId, withEffectiveMain(list));
  return map;
}

export async function setMustChangePassword(db: Db, userId: string, mustChange: boolean) {
  await db
    .update(users)
    .set({ mustChangePassword: mustChange, updatedAt: new Date() })
    .where(eq(users.id, userId));
}

/** The user has chosen a password of their own. */
export async function clearMustChangePassword(db: Db, userId: string) {
  await setMustChangePassword(db, userId, false);
}

/** An administrator's edit; the stored display name follows the names. */
export async function updateUserRow(
  db: Db,
  id: string,
  changes: {
    email: string;
    firstName: string;
    lastName: string;
    role?: Role;
    isActive?: boolean;
    mustChangePassword?: boolean;
  },
): Promise<UserRow | undefined> {
  const [row] = await db
    .update(users)
    .set({ ...changes, name: displayName(changes), updatedAt: new Date() })
    .where(eq(users.id, id))
    .returning();
  return row;
}

/** The account row; sessions, assignments and the user's data go with it by cascade. */
export async function deleteUserRow(db: Db, id: string) {
  await db.delete(users).where(eq(users.id, id));
}

export async function endSessions(db: Db, userId: string) {
  await db.delete(sessions).where(eq(sessions.userId, userId));
}

export async function endAssignmentsAsDoctor(db: Db, doctorId: string) {
  await db.delete(supervisorAssignments).where(eq(supervisorAssignments.stDoctorId, doctorId));
}

export async function endAssignmentsAsSupervisor(db: Db, supervisorId: string) {
  await db
    .delete(supervisorAssignments)
    .where(eq(supervisorAssignments.supervisorId, supervisorId));
}

/** Locks the user's row until the transaction ends, so two writes about the user take turns. */
export async function lockUserRow(tx: Db, id: string) {
  await tx.select({ id: users.id }).from(users).where(eq(users.id, id)).for("update");
}

/** Those of the given ids that belong to supervisors `within` keeps, active or not. */
export async function findSupervisorsByIds(
  db: Db,
  ids: string[],
  within: SQL,
): Promise<{ id: string; isActive: boolean }[]> {
  if (ids.length === 0) return [];
  return db
    .select({ id: users.id, isActive: users.isActive })
    .from(users)
    .where(and(inArray(users.id, ids), eq(users.role, "SUPERVISOR"), within));
}

/** The doctor's assignments become exactly the given supervisors, in the given order. */
export async function replaceAssignments(
  tx: Db,
  doctorId: string,
  supervisorIds: string[],
  mainSupervisorId: string | null,
) {
  await endAssignmentsAsDoctor(tx, doctorId);
  if (supervisorIds.length === 0) return;
  await tx.insert(supervisorAssignments).values(
    supervisorIds.map((supervisorId) => ({
      stDoctorId: doctorId,
      supervisorId,
      isMain: supervisorId === mainSupervisorId,
    })),
  );
}

/** The marked main supervisor of the doctor, if any (not the rule's sole-supervisor fallback). */
export async function markedMainSupervisorId(db: Db, doctorId: string) {
  const [row] = await db
    .select({ id: supervisorAssignments.supervisorId })
    .from(supervisorAssignments)
    .where(
      and(eq(supervisorAssignments.stDoctorId, doctorId), eq(supervisorAssignments.isMain, true)),
    );
  return row?.id ?? null;
}

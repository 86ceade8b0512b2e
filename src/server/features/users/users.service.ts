import { randomInt } from "node:crypto";
import { hashPassword } from "better-auth/crypto";
import { and, eq, inArray } from "drizzle-orm";
import { USER_MESSAGES } from "../../../shared/messages/users";
import { displayName, toRole } from "../../../shared/roles";
import type {
  TCreateUserRequest,
  TCreateUserResponse,
  TUpdateUserRequest,
  TUserListItem,
  TUserListQuery,
} from "../../../shared/schemas/users";
import { endResetLinks } from "../../auth/reset-links";
import { isReviewAccount, mustChangePassword } from "../../auth/review-account";
import type { SessionActor } from "../../context";
import type { Db } from "../../db/client";
import { sessions, supervisorAssignments, users } from "../../db/schema";
import type { Deps } from "../../deps";
import { badRequest, conflict, notFound } from "../../lib/errors";
import { userPermissions } from "../../permissions";
import { accessibleDoctorsWhere, authorize } from "../../policy";
import { writeAudit } from "../audit";
import { sendResetLink } from "../password-reset";
import {
  assignedSupervisorsByDoctor,
  findUserByEmail,
  findUserById,
  insertUserWithPassword,
  listActiveDoctors,
  listUsers,
  replacePassword,
  supervisorIdsByDoctor,
  toUserDto,
  type UserRow,
} from "./users.repo";

/** Readable one-time passwords without look-alike characters (no 0/O, 1/l/I). */
const PASSWORD_ALPHABET = "abcdefghjkmnpqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ23456789";
export function generateOneTimePassword(length = 14): string {
  let out = "";
  for (let i = 0; i < length; i++) out += PASSWORD_ALPHABET[randomInt(PASSWORD_ALPHABET.length)];
  return out;
}

const auditView = (row: UserRow) => {
  const { id, email, firstName, lastName, role, isActive } = row;
  return { id, email, firstName, lastName, role, isActive };
};

type Config = Deps["config"];

const target = (row: UserRow, config: Config) => ({
  id: row.id,
  role: toRole(row.role),
  isReviewAccount: isReviewAccount(config, row.email),
});

/** The stored flag, except that the review account's password is never one-time. */
const userDto = (row: UserRow, config: Config) => ({
  ...toUserDto(row),
  mustChangePassword: mustChangePassword(config, row),
});

async function loadUser(db: Db, id: string) {
  const row = await findUserById(db, id);
  if (!row) throw notFound(USER_MESSAGES.userNotFound);
  return row;
}

function isUniqueViolation(error: unknown): boolean {
  const cause = (error as { cause?: { code?: string }; code?: string }) ?? {};
  return cause.code === "23505" || cause.cause?.code === "23505";
}

const emailTaken = () => conflict(USER_MESSAGES.emailTaken, "email");

/** Refuses an address another account holds, before any work is done for the write. */
async function refuseTakenEmail(db: Db, email: string | undefined, ownId?: string) {
  if (!email) return;
  const other = await findUserByEmail(db, email);
  if (other && other.id !== ownId) throw emailTaken();
}

/** The unique index settles a race the check above cannot: the loser gets the same answer. */
async function withUniqueEmail<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error)) throw emailTaken();
    throw error;
  }
}

export async function listUsersFor(
  { db, config }: Deps,
  actor: SessionActor,
  query: TUserListQuery,
): Promise<TUserListItem[]> {
  authorize(actor, { type: "users:list" });
  const rows = await listUsers(db, query);
  const supervisors = await assignedSupervisorsByDoctor(
    db,
    rows.filter((r) => r.role === "ST_DOCTOR").map((r) => r.id),
  );
  return rows.map((row) => {
    const t = target(row, config);
    return {
      ...userDto(row, config),
      isReviewAccount: t.isReviewAccount,
      supervisorIds: (supervisors.get(row.id) ?? []).map((s) => s.id),
      supervisors: supervisors.get(row.id) ?? [],
      permissions: userPermissions(actor, t),
    };
  });
}

/** The active ST doctors the actor may view, filtered in the one query that lists them. */
export async function listDoctorsFor(db: Db, actor: SessionActor) {
  authorize(actor, { type: "doctors:list" });
  const rows = await listActiveDoctors(db, accessibleDoctorsWhere(actor, "view"));
  const supervisors = await supervisorIdsByDoctor(
    db,
    rows.map((r) => r.id),
  );
  return rows.map((row) => {
    const { id, email, firstName, lastName, displayName } = toUserDto(row);
    return {
      id,
      email,
      firstName,
      lastName,
      displayName,
      supervisorIds: supervisors.get(id) ?? [],
    };
  });
}

export async function createUser(
  deps: Deps,
  actor: SessionActor,
  input: TCreateUserRequest,
): Promise<TCreateUserResponse> {
  const reviewAccount = isReviewAccount(deps.config, input.email);
  authorize(actor, { type: "users:create", role: input.role, isReviewAccount: reviewAccount });
  const generated = input.password ? undefined : generateOneTimePassword();
  const password = input.password || generated!;
  await refuseTakenEmail(deps.db, input.email);
  const hash = await hashPassword(password);
  const row = await withUniqueEmail(() =>
    deps.db.transaction(async (tx) => {
      const created = await insertUserWithPassword(
        tx,
        {
          id: crypto.randomUUID(),
          email: input.email,
          firstName: input.firstName,
          lastName: input.lastName,
          role: input.role,
          // A password someone else chose or generated is known to them: the owner replaces it.
          // The review account has no single owner; its password is shared and stays.
          mustChangePassword: !reviewAccount,
        },
        hash,
      );
      await writeAudit(tx, {
        actorId: actor.id,
        subjectUserId: created.id,
        action: "create",
        entity: "user",
        entityId: created.id,
        after: auditView(created),
      });
      return created;
    }),
  );
  return {
    user: userDto(row, deps.config),
    ...(generated ? { oneTimePassword: generated } : {}),
  };
}

export async function updateUser(
  { db, config }: Deps,
  actor: SessionActor,
  id: string,
  input: TUpdateUserRequest,
) {
  const before = await loadUser(db, id);
  authorize(actor, {
    type: "users:update",
    target: target(before, config),
    changes: { role: input.role, isActive: input.isActive },
  });
  if (input.email !== before.email) await refuseTakenEmail(db, input.email, id);
  const after = await withUniqueEmail(() =>
    db.transaction(async (tx) => {
      const next = {
        email: input.email ?? before.email,
        firstName: input.firstName ?? before.firstName,
        lastName: input.lastName ?? before.lastName,
      };
      const [row] = await tx
        .update(users)
        .set({
          ...next,
          name: displayName(next),
          ...(input.role ? { role: input.role } : {}),
          ...(input.isActive !== undefined ? { isActive: input.isActive } : {}),
          // An account that becomes the review account keeps no pending one-time change.
          ...(isReviewAccount(config, next.email) ? { mustChangePassword: false } : {}),
          updatedAt: new Date(),
        })
        .where(eq(users.id, id))
        .returning();
      if (!row) throw notFound(USER_MESSAGES.userNotFound);
      if (input.isActive === false) await tx.delete(sessions).where(eq(sessions.userId, id));
      // Assignments only make sense between an ST doctor and a supervisor; a role change ends them.
      if (row.role !== "ST_DOCTOR")
        await tx.delete(supervisorAssignments).where(eq(supervisorAssignments.stDoctorId, id));
      if (row.role !== "SUPERVISOR")
        await tx.delete(supervisorAssignments).where(eq(supervisorAssignments.supervisorId, id));
      await writeAudit(tx, {
        actorId: actor.id,
        subjectUserId: id,
        action: "update",
        entity: "user",
        entityId: id,
        before: auditView(before),
        after: auditView(row),
      });
      return row;
    }),
  );
  return userDto(after, config);
}

/** The account, its sessions, its assignments and (by cascade) all its data go in one transaction. */
export async function deleteUser({ db, config }: Deps, actor: SessionActor, id: string) {
  const before = await loadUser(db, id);
  authorize(actor, { type: "users:delete", target: target(before, config) });
  await db.transaction(async (tx) => {
    await tx.delete(users).where(eq(users.id, id));
    await writeAudit(tx, {
      actorId: actor.id,
      subjectUserId: null,
      action: "delete",
      entity: "user",
      entityId: id,
      before: auditView(before),
    });
  });
}

/**
 * Sets another user's password: a one-time password the owner replaces at the next sign-in, except
 * on the review account, where it is the shared password every specialist uses.
 */
export async function setUserPassword(
  { db, config }: Deps,
  actor: SessionActor,
  id: string,
  password: string,
): Promise<{ isReviewAccount: boolean }> {
  const row = await loadUser(db, id);
  const t = target(row, config);
  authorize(actor, { type: "users:set-password", target: t });
  const hash = await hashPassword(password);
  await db.transaction(async (tx) => {
    await replacePassword(tx, id, hash);
    await endResetLinks(tx, id);
    await tx
      .update(users)
      .set({ mustChangePassword: !t.isReviewAccount, updatedAt: new Date() })
      .where(eq(users.id, id));
    await writeAudit(tx, {
      actorId: actor.id,
      subjectUserId: id,
      action: "update",
      entity: "user-password",
      entityId: id,
    });
  });
  return { isReviewAccount: t.isReviewAccount };
}

export async function sendUserResetLink(deps: Deps, actor: SessionActor, id: string) {
  const row = await loadUser(deps.db, id);
  authorize(actor, { type: "users:send-reset", target: target(row, deps.config) });
  await sendResetLink(deps.auth, row.email);
}

export async function assignSupervisors(
  db: Db,
  actor: SessionActor,
  doctorId: string,
  supervisorIds: string[],
) {
  authorize(actor, { type: "supervisors:assign", doctorId });
  const doctor = await loadUser(db, doctorId);
  if (doctor.role !== "ST_DOCTOR") throw badRequest(USER_MESSAGES.notAnStDoctor);
  return db.transaction(async (tx) => {
    // Two assignments for one doctor at once would both clear and both insert; take turns.
    await tx.select({ id: users.id }).from(users).where(eq(users.id, doctorId)).for("update");
    const found =
      supervisorIds.length > 0
        ? await tx
            .select({ id: users.id, isActive: users.isActive })
            .from(users)
            .where(and(inArray(users.id, supervisorIds), eq(users.role, "SUPERVISOR")))
        : [];
    if (found.length !== supervisorIds.length)
      throw badRequest(USER_MESSAGES.notASupervisor, "supervisorIds");
    const before = (await supervisorIdsByDoctor(tx, [doctorId])).get(doctorId) ?? [];
    // A deactivated supervisor may stay assigned, but is never newly assigned (decision 073).
    if (found.some((s) => !s.isActive && !before.includes(s.id)))
      throw badRequest(USER_MESSAGES.supervisorInactive, "supervisorIds");
    await tx.delete(supervisorAssignments).where(eq(supervisorAssignments.stDoctorId, doctorId));
    if (supervisorIds.length) {
      await tx
        .insert(supervisorAssignments)
        .values(supervisorIds.map((supervisorId) => ({ stDoctorId: doctorId, supervisorId })));
    }
    await writeAudit(tx, {
      actorId: actor.id,
      subjectUserId: doctorId,
      action: "update",
      entity: "supervisors",
      entityId: doctorId,
      before: { supervisorIds: before },
      after: { supervisorIds },
    });
    return supervisorIds;
  });
}

import { hashPassword } from "better-auth/crypto";
import { USER_MESSAGES } from "../../../shared/messages/users";
import { displayName } from "../../../shared/roles";
import type {
  TCreateUserRequest,
  TCreateUserResponse,
  TUpdateUserRequest,
  TUserListQuery,
  TUserListResponse,
} from "../../../shared/schemas/users";
import { endResetLinks } from "../../auth/reset-links";
import { isReviewAccount, mustChangePassword } from "../../auth/review-account";
import { forgetAccountAttempts } from "../../auth/sign-in-throttle";
import type { SessionActor } from "../../context";
import type { Db } from "../../db/client";
import type { Deps } from "../../deps";
import { conflict, notFound } from "../../lib/errors";
import { userPermissions } from "../../permissions";
import { accessibleDoctorsWhere, authorize } from "../../policy";
import { writeAudit } from "../audit";
import { providerLinkedUserIds } from "./provider-identity.service";
import { generateOneTimePassword } from "./user-passwords.service";
import { type Config, loadUser, userTarget } from "./user-target";
import {
  assignedSupervisorsByDoctor,
  deleteUserRow,
  endAssignmentsAsDoctor,
  endAssignmentsAsSupervisor,
  endSessions,
  findUserByEmail,
  insertUserWithPassword,
  listActiveDoctors,
  listUsersPage,
  toUserDto,
  type UserRow,
  updateUserRow,
} from "./users.repo";

const auditView = (row: UserRow) => {
  const { id, email, firstName, lastName, role, isActive } = row;
  return { id, email, firstName, lastName, role, isActive };
};

/** The stored flag, except that the review account's password is never one-time. */
const userDto = (row: UserRow, config: Config) => ({
  ...toUserDto(row),
  mustChangePassword: mustChangePassword(config, row),
});

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

/** One page of the accounts, each with its supervisors (for ST doctors) and the actor's rights. */
export async function listUsersFor(
  { db, config }: Deps,
  actor: SessionActor,
  query: TUserListQuery,
): Promise<TUserListResponse> {
  const { rows, total } = await listUsersPage(db, query);
  const supervisors = await assignedSupervisorsByDoctor(
    db,
    rows.filter((r) => r.role === "ST_DOCTOR").map((r) => r.id),
  );
  const linked = await providerLinkedUserIds(
    db,
    rows.map((r) => r.id),
  );
  const page = rows.map((row) => {
    const t = userTarget(row, config);
    return {
      ...userDto(row, config),
      isReviewAccount: t.isReviewAccount,
      supervisorIds: (supervisors.get(row.id) ?? []).map((s) => s.id),
      supervisors: supervisors.get(row.id) ?? [],
      permissions: userPermissions(actor, t),
      providerLinked: linked.has(row.id),
    };
  });
  return { users: page, total, page: query.page, pageSize: query.pageSize };
}

/** The active ST doctors the actor may view, filtered in the one query that lists them. */
export async function listDoctorsFor(db: Db, actor: SessionActor) {
  const rows = await listActiveDoctors(db, accessibleDoctorsWhere(actor, "view"));
  return rows.map((row) => ({ ...row, displayName: displayName(row) }));
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
    target: userTarget(before, config),
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
      const row = await updateUserRow(tx, id, {
        ...next,
        ...(input.role ? { role: input.role } : {}),
        ...(input.isActive !== undefined ? { isActive: input.isActive } : {}),
        // An account that becomes the review account keeps no pending one-time change.
        ...(isReviewAccount(config, next.email) ? { mustChangePassword: false } : {}),
      });
      if (!row) throw notFound(USER_MESSAGES.userNotFound);
      if (input.isActive === false) await endSessions(tx, id);
      // Assignments only make sense between an ST doctor and a supervisor; a role change ends them.
      if (row.role !== "ST_DOCTOR") await endAssignmentsAsDoctor(tx, id);
      if (row.role !== "SUPERVISOR") await endAssignmentsAsSupervisor(tx, id);
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

/**
 * The account and everything about the person go in one transaction (decision 156): by cascade its
 * sessions, assignments, record, file rows, calendar feed and the audit entries about it; here its
 * reset links and sign-in counters, which name it without a foreign key. What stays is the entry
 * naming the deleting administrator, with the deleted account's id and role but not its name or
 * address. The stored files leave the store once this has committed (the route).
 */
export async function deleteUser({ db, config }: Deps, actor: SessionActor, id: string) {
  const before = await loadUser(db, id);
  authorize(actor, { type: "users:delete", target: userTarget(before, config) });
  await db.transaction(async (tx) => {
    await endResetLinks(tx, id);
    await forgetAccountAttempts(tx, before.email, id);
    await deleteUserRow(tx, id);
    await writeAudit(tx, {
      actorId: actor.id,
      subjectUserId: null,
      action: "delete",
      entity: "user",
      entityId: id,
      before: { id, role: before.role },
    });
  });
}

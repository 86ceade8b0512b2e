import { hashPassword } from "better-auth/crypto";
import { CLINIC_MESSAGES } from "../../../shared/messages/clinics";
import { RECORD_MESSAGES } from "../../../shared/messages/records";
import { USER_MESSAGES } from "../../../shared/messages/users";
import { displayName, type Role, toRole } from "../../../shared/roles";
import {
  DOCTOR_OPTIONS_MAX,
  type TCreateUserRequest,
  type TCreateUserResponse,
  type TDoctorListQuery,
  type TUpdateUserRequest,
  type TUserListQuery,
  type TUserListResponse,
} from "../../../shared/schemas/users";
import { endResetLinks } from "../../auth/reset-links";
import { isReviewAccount, mustChangePassword } from "../../auth/review-account";
import { forgetAccountAttempts } from "../../auth/sign-in-throttle";
import type { SessionActor } from "../../context";
import type { Db } from "../../db/client";
import type { Deps } from "../../deps";
import { badRequest, conflict, forbidden, notFound } from "../../lib/errors";
import { userPermissions } from "../../permissions";
import { accessibleDoctorsWhere, authorize, manageableUsersWhere } from "../../policy";
import { forgetSignIns, writeAudit } from "../audit";
import {
  clinicIdsByUser,
  countClinics,
  isRegionWide,
  membershipClinicIds,
  placeInClinics,
  soleClinicId,
} from "../clinics";
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

const auditView = (row: UserRow, clinicIds: string[]) => {
  const { id, email, firstName, lastName, role, isActive, isRegionAdmin } = row;
  return { id, email, firstName, lastName, role, isActive, isRegionAdmin, clinicIds };
};

/** The stored flag, except that the review account's password is never one-time. */
const userDto = (row: UserRow, config: Config, clinicIds: string[]) => ({
  ...toUserDto(row, clinicIds),
  mustChangePassword: mustChangePassword(config, row),
});

/** The user's clinics now: an ST doctor's one, anyone else's memberships. */
async function clinicsOf(db: Db, row: UserRow): Promise<string[]> {
  return (await clinicIdsByUser(db, [row])).get(row.id) ?? [];
}

/**
 * The clinics an account is given (decision 233): those asked for, each a clinic and, unless the
 * actor is a region administrator, one of the actor's own; else the actor's own clinics, or the
 * installation's only clinic. An ST doctor has exactly one.
 */
async function clinicsToGive(
  db: Db,
  actor: SessionActor,
  role: Role,
  requested: string[] | undefined,
): Promise<string[]> {
  const own = await membershipClinicIds(db, actor.id);
  let chosen: string[];
  if (requested) {
    if ((await countClinics(db, requested)) !== requested.length)
      throw badRequest(CLINIC_MESSAGES.clinicNotFound, "clinicIds");
    const ownSet = new Set(own);
    if (requested.some((id) => !ownSet.has(id)) && !(await isRegionWide(db, actor.id)))
      throw forbidden(CLINIC_MESSAGES.clinicOutsideYours);
    chosen = requested;
  } else {
    const sole = await soleClinicId(db);
    chosen = own.length > 0 ? own : sole ? [sole] : [];
  }
  if (chosen.length === 0) throw badRequest(CLINIC_MESSAGES.clinicsRequired, "clinicIds");
  if (role === "ST_DOCTOR" && chosen.length !== 1)
    throw badRequest(CLINIC_MESSAGES.oneClinicForDoctor, "clinicIds");
  return chosen;
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

/** One page of the accounts, each with its supervisors (for ST doctors) and the actor's rights. */
export async function listUsersFor(
  { db, config }: Deps,
  actor: SessionActor,
  query: TUserListQuery,
): Promise<TUserListResponse> {
  const { rows, total } = await listUsersPage(db, query, manageableUsersWhere(actor));
  const clinicIds = await clinicIdsByUser(db, rows);
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
      ...userDto(row, config, clinicIds.get(row.id) ?? []),
      isReviewAccount: t.isReviewAccount,
      supervisorIds: (supervisors.get(row.id) ?? []).map((s) => s.id),
      supervisors: supervisors.get(row.id) ?? [],
      permissions: userPermissions(actor, t),
      providerLinked: linked.has(row.id),
    };
  });
  return { users: page, total, page: query.page, pageSize: query.pageSize };
}

/**
 * The active ST doctors the actor may view, filtered in the one query that lists them; with `q`
 * or `limit` (the selector's search) bounded to DOCTOR_OPTIONS_MAX (decision 254).
 */
export async function listDoctorsFor(db: Db, actor: SessionActor, query: TDoctorListQuery = {}) {
  const { rows, hasMore } = await listActiveDoctors(db, accessibleDoctorsWhere(actor, "view"), {
    search: query.q,
    limit:
      query.q === undefined && query.limit === undefined
        ? undefined
        : (query.limit ?? DOCTOR_OPTIONS_MAX),
  });
  return { doctors: rows.map((row) => ({ ...row, displayName: displayName(row) })), hasMore };
}

/**
 * One active ST doctor the actor may view. Another clinic's doctor is 404 exactly as an unknown or
 * deactivated id, so the answer never tells that a doctor exists; an ST doctor asking for another
 * is 403 whatever the id, as for records (decisions 231, 254).
 */
export async function getDoctorFor(db: Db, actor: SessionActor, id: string) {
  authorize(actor, { type: "doctor:view", doctorId: id });
  const { rows } = await listActiveDoctors(db, accessibleDoctorsWhere(actor, "view"), {
    id,
    limit: 1,
  });
  const [row] = rows;
  if (!row) throw notFound(RECORD_MESSAGES.doctorNotFound);
  return { doctor: { ...row, displayName: displayName(row) } };
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
  const clinicIds = await clinicsToGive(deps.db, actor, input.role, input.clinicIds);
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
        clinicIds,
      );
      await writeAudit(tx, {
        actorId: actor.id,
        subjectUserId: created.id,
        action: "create",
        entity: "user",
        entityId: created.id,
        after: auditView(created, clinicIds),
      });
      return created;
    }),
  );
  return {
    user: userDto(row, deps.config, clinicIds),
    ...(generated ? { oneTimePassword: generated } : {}),
  };
}

export async function updateUser(
  { db, config }: Deps,
  actor: SessionActor,
  id: string,
  input: TUpdateUserRequest,
) {
  const before = await loadUser(db, id, actor);
  authorize(actor, {
    type: "users:update",
    target: userTarget(before, config),
    changes: { role: input.role, isActive: input.isActive },
  });
  if (input.isRegionAdmin !== undefined && input.isRegionAdmin !== before.isRegionAdmin)
    authorize(actor, { type: "clinics:manage", regionWide: await isRegionWide(db, actor.id) });
  const clinicsBefore = await clinicsOf(db, before);
  const nextClinics = await clinicsAfterUpdate(db, actor, before, clinicsBefore, input);
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
        ...(input.isRegionAdmin !== undefined ? { isRegionAdmin: input.isRegionAdmin } : {}),
        // An account that becomes the review account keeps no pending one-time change.
        ...(isReviewAccount(config, next.email) ? { mustChangePassword: false } : {}),
      });
      if (!row) throw notFound(USER_MESSAGES.userNotFound);
      if (nextClinics) await placeInClinics(tx, id, toRole(row.role), nextClinics);
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
        before: auditView(before, clinicsBefore),
        after: auditView(row, nextClinics ?? clinicsBefore),
      });
      return row;
    }),
  );
  return userDto(after, config, nextClinics ?? clinicsBefore);
}

/**
 * The clinics an edit leaves the account in, or undefined for no change. An ST doctor changes
 * clinic only by a move (decision 234); a role change carries the clinics over.
 */
async function clinicsAfterUpdate(
  db: Db,
  actor: SessionActor,
  before: UserRow,
  current: string[],
  input: TUpdateUserRequest,
): Promise<string[] | undefined> {
  const role = input.role ?? toRole(before.role);
  const roleChanged = role !== before.role;
  if (!input.clinicIds && !roleChanged) return undefined;
  if (role === "ST_DOCTOR" && before.role === "ST_DOCTOR") {
    const same = input.clinicIds?.length === 1 && input.clinicIds[0] === before.clinicId;
    if (!same) throw badRequest(CLINIC_MESSAGES.moveInstead, "clinicIds");
    return undefined;
  }
  if (!input.clinicIds) {
    if (role === "ST_DOCTOR" && current.length !== 1)
      throw badRequest(CLINIC_MESSAGES.oneClinicForDoctor, "clinicIds");
    return current.length > 0 ? current : clinicsToGive(db, actor, role, undefined);
  }
  // Clinics the actor does not belong to may be neither added nor taken away, except by a region
  // administrator.
  const changed = [
    ...input.clinicIds.filter((c) => !current.includes(c)),
    ...current.filter((c) => !input.clinicIds?.includes(c)),
  ];
  if (changed.length === 0 && !roleChanged) return undefined;
  const own = new Set(await membershipClinicIds(db, actor.id));
  if (changed.some((c) => !own.has(c)) && !(await isRegionWide(db, actor.id)))
    throw forbidden(CLINIC_MESSAGES.clinicOutsideYours);
  if ((await countClinics(db, input.clinicIds)) !== input.clinicIds.length)
    throw badRequest(CLINIC_MESSAGES.clinicNotFound, "clinicIds");
  if (role === "ST_DOCTOR" && input.clinicIds.length !== 1)
    throw badRequest(CLINIC_MESSAGES.oneClinicForDoctor, "clinicIds");
  return input.clinicIds;
}

/**
 * The account and everything about the person go in one transaction (decision 156): by cascade its
 * sessions, assignments, record, file rows, calendar feed and the audit entries about it; here its
 * reset links, sign-in counters and the audit entries of its sign-ins, which name it without a
 * foreign key. What stays is the entry
 * naming the deleting administrator, with the deleted account's id and role but not its name or
 * address. The stored files leave the store once this has committed (the route).
 */
export async function deleteUser({ db, config }: Deps, actor: SessionActor, id: string) {
  const before = await loadUser(db, id, actor);
  authorize(actor, { type: "users:delete", target: userTarget(before, config) });
  await db.transaction(async (tx) => {
    await endResetLinks(tx, id);
    await forgetAccountAttempts(tx, before.email, id);
    await forgetSignIns(tx, id);
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

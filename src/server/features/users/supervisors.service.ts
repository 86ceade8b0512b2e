import { USER_MESSAGES } from "../../../shared/messages/users";
import {
  SUPERVISOR_OPTIONS_MAX,
  type TAssignSupervisorsRequest,
  type TSupervisorListQuery,
  type TSupervisorListResponse,
} from "../../../shared/schemas/users";
import type { SessionActor } from "../../context";
import type { Db } from "../../db/client";
import { badRequest } from "../../lib/errors";
import { authorize, manageableUsersWhere } from "../../policy";
import { writeAudit } from "../audit";
import { loadUser } from "./user-target";
import {
  assignedSupervisorsByDoctor,
  findSupervisorsByIds,
  listSupervisors,
  lockUserRow,
  markedMainSupervisorId,
  replaceAssignments,
  supervisorIdsByDoctor,
  toUserDto,
} from "./users.repo";

/** The supervisors that can be assigned, for those who assign them: searched, by name, bounded. */
export async function listAssignableSupervisors(
  db: Db,
  actor: SessionActor,
  query: TSupervisorListQuery,
): Promise<TSupervisorListResponse> {
  // The supervisors of the actor's clinics (decision 232).
  const { rows, hasMore } = await listSupervisors(db, {
    search: query.search,
    limit: SUPERVISOR_OPTIONS_MAX,
    within: manageableUsersWhere(actor),
  });
  return {
    supervisors: rows.map((row) => {
      const { id, email, displayName } = toUserDto(row);
      return { id, email, displayName };
    }),
    hasMore,
  };
}

/** The ST doctor's supervisors as the assignment dialog starts from them, deactivated ones named. */
export async function assignedSupervisorsOf(db: Db, actor: SessionActor, doctorId: string) {
  authorize(actor, { type: "supervisors:assign", doctorId });
  const doctor = await loadUser(db, doctorId, actor);
  if (doctor.role !== "ST_DOCTOR") throw badRequest(USER_MESSAGES.notAnStDoctor);
  return (await assignedSupervisorsByDoctor(db, [doctorId])).get(doctorId) ?? [];
}

export async function assignSupervisors(
  db: Db,
  actor: SessionActor,
  doctorId: string,
  { supervisorIds, mainSupervisorId }: TAssignSupervisorsRequest,
) {
  authorize(actor, { type: "supervisors:assign", doctorId });
  const doctor = await loadUser(db, doctorId, actor);
  if (doctor.role !== "ST_DOCTOR") throw badRequest(USER_MESSAGES.notAnStDoctor);
  return db.transaction(async (tx) => {
    // Two assignments for one doctor at once would both clear and both insert; take turns.
    await lockUserRow(tx, doctorId);
    const found = await findSupervisorsByIds(tx, supervisorIds, manageableUsersWhere(actor));
    if (found.length !== supervisorIds.length)
      throw badRequest(USER_MESSAGES.notASupervisor, "supervisorIds");
    const before = (await supervisorIdsByDoctor(tx, [doctorId])).get(doctorId) ?? [];
    const mainBefore = await markedMainSupervisorId(tx, doctorId);
    // Left out, the marked main supervisor stays while still assigned (decision 198).
    const requestedMain = mainSupervisorId === undefined ? mainBefore : mainSupervisorId;
    const main =
      requestedMain !== null && supervisorIds.includes(requestedMain) ? requestedMain : null;
    if (mainSupervisorId && main === null)
      throw badRequest(USER_MESSAGES.mainSupervisorNotAssigned, "mainSupervisorId");
    // A deactivated supervisor may stay assigned, but is never newly assigned (decision 073).
    if (found.some((s) => !s.isActive && !before.includes(s.id)))
      throw badRequest(USER_MESSAGES.supervisorInactive, "supervisorIds");
    await replaceAssignments(tx, doctorId, supervisorIds, main);
    await writeAudit(tx, {
      actorId: actor.id,
      subjectUserId: doctorId,
      action: "update",
      entity: "supervisors",
      entityId: doctorId,
      before: { supervisorIds: before, mainSupervisorId: mainBefore },
      after: { supervisorIds, mainSupervisorId: main },
    });
    return { supervisorIds, mainSupervisorId: main };
  });
}

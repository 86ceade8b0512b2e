import { CLINIC_MESSAGES } from "../../../shared/messages/clinics";
import { RECORD_MESSAGES } from "../../../shared/messages/records";
import type { TClinicListResponse, TClinicRequest } from "../../../shared/schemas/clinics";
import type { SessionActor } from "../../context";
import type { Db } from "../../db/client";
import { badRequest, conflict, notFound } from "../../lib/errors";
import { accessibleDoctorsWhere, authorize } from "../../policy";
import { findStDoctor } from "../access";
import { writeAudit } from "../audit";
import {
  type ClinicRow,
  deleteClinicRow,
  endAssignmentsOutside,
  findClinic,
  insertClinic,
  isRegionWide,
  listClinics,
  lockClinic,
  membershipClinicIds,
  otherPeopleOfClinic,
  placeMember,
  setDoctorClinic,
  updateClinicRow,
} from "./clinics.repo";

const clinicView = ({ name, hospital, region }: ClinicRow) => ({ name, hospital, region });

function isUniqueViolation(error: unknown): boolean {
  const cause = (error as { cause?: { code?: string }; code?: string }) ?? {};
  return cause.code === "23505" || cause.cause?.code === "23505";
}

async function withUniqueName<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(CLINIC_MESSAGES.nameTaken, "name");
    throw error;
  }
}

/** Every clinic (their names are no secret: the user form names them), and the caller's part. */
export async function listClinicsFor(db: Db, actor: SessionActor): Promise<TClinicListResponse> {
  const [clinics, regionWide, ownClinicIds] = await Promise.all([
    listClinics(db),
    isRegionWide(db, actor.id),
    membershipClinicIds(db, actor.id),
  ]);
  return { clinics, regionWide, ownClinicIds };
}

async function requireRegionWide(db: Db, actor: SessionActor) {
  authorize(actor, { type: "clinics:manage", regionWide: await isRegionWide(db, actor.id) });
}

async function clinicDto(db: Db, id: string) {
  const found = (await listClinics(db)).find((c) => c.id === id);
  if (!found) throw notFound(CLINIC_MESSAGES.clinicNotFound);
  return found;
}

/**
 * A new clinic. Its creator becomes a member, so that an administrator of every clinic stays one
 * (decision 230).
 */
export async function createClinic(db: Db, actor: SessionActor, input: TClinicRequest) {
  await requireRegionWide(db, actor);
  const created = await withUniqueName(() =>
    db.transaction(async (tx) => {
      const row = await insertClinic(tx, input);
      if (actor.role !== "ST_DOCTOR") await placeMember(tx, actor.id, row.id);
      await writeAudit(tx, {
        actorId: actor.id,
        subjectUserId: null,
        action: "create",
        entity: "clinic",
        entityId: row.id,
        after: clinicView(row),
      });
      return row;
    }),
  );
  return clinicDto(db, created.id);
}

export async function updateClinic(db: Db, actor: SessionActor, id: string, input: TClinicRequest) {
  await requireRegionWide(db, actor);
  const before = await findClinic(db, id);
  if (!before) throw notFound(CLINIC_MESSAGES.clinicNotFound);
  await withUniqueName(() =>
    db.transaction(async (tx) => {
      const row = await updateClinicRow(tx, id, input);
      if (!row) throw notFound(CLINIC_MESSAGES.clinicNotFound);
      await writeAudit(tx, {
        actorId: actor.id,
        subjectUserId: null,
        action: "update",
        entity: "clinic",
        entityId: id,
        before: clinicView(before),
        after: clinicView(row),
      });
    }),
  );
  return clinicDto(db, id);
}

/**
 * Deletes a clinic made by mistake or no longer used (decision 271): only when nobody but the
 * caller belongs to it, and never the caller's last own clinic. The row is locked first, so a
 * doctor being moved in at the same time either is counted or finds the clinic gone.
 */
export async function deleteClinic(db: Db, actor: SessionActor, id: string) {
  await requireRegionWide(db, actor);
  await db.transaction(async (tx) => {
    const clinic = await lockClinic(tx, id, "update");
    if (!clinic) throw notFound(CLINIC_MESSAGES.clinicNotFound);
    if ((await otherPeopleOfClinic(tx, id, actor.id)) > 0)
      throw conflict(CLINIC_MESSAGES.clinicInUse);
    const own = await membershipClinicIds(tx, actor.id);
    if (own.length === 1 && own[0] === id) throw conflict(CLINIC_MESSAGES.lastOwnClinic);
    await deleteClinicRow(tx, id);
    await writeAudit(tx, {
      actorId: actor.id,
      subjectUserId: null,
      action: "delete",
      entity: "clinic",
      entityId: id,
      before: clinicView(clinic),
    });
  });
  return { message: CLINIC_MESSAGES.deleted };
}

/**
 * Moves an ST doctor to another clinic (decision 234). The record, files and history are keyed by
 * the doctor and stay theirs; what changes is the clinic, and with it who reaches them: the old
 * clinic's people lose access on their next request, since every scope reads the clinic from the
 * database. Supervisors who do not belong to the new clinic are no longer assigned. One audited
 * write, in the doctor's Historik.
 */
export async function moveDoctor(db: Db, actor: SessionActor, doctorId: string, clinicId: string) {
  const regionWide = await isRegionWide(db, actor.id);
  // Who may never move is refused before anything is read, as by the role.
  if (!regionWide && actor.role !== "ADMIN")
    authorize(actor, { type: "doctor:move", regionWide, adminOfBoth: false });
  const doctor = await findStDoctor(
    db,
    doctorId,
    regionWide ? undefined : accessibleDoctorsWhere(actor, "edit"),
  );
  if (!doctor) throw notFound(RECORD_MESSAGES.doctorNotFound);
  const target = await findClinic(db, clinicId);
  if (!target) throw badRequest(CLINIC_MESSAGES.clinicNotFound, "clinicId");
  const own = new Set(await membershipClinicIds(db, actor.id));
  authorize(actor, {
    type: "doctor:move",
    regionWide,
    adminOfBoth: doctor.clinicId !== null && own.has(doctor.clinicId) && own.has(clinicId),
  });
  if (doctor.clinicId === clinicId) throw conflict(CLINIC_MESSAGES.alreadyInClinic, "clinicId");
  const source = doctor.clinicId ? await findClinic(db, doctor.clinicId) : undefined;
  await db.transaction(async (tx) => {
    // A clinic deleted since it was read is "not found", not a failed reference (decision 271).
    if (!(await lockClinic(tx, clinicId, "share")))
      throw badRequest(CLINIC_MESSAGES.clinicNotFound, "clinicId");
    await setDoctorClinic(tx, doctorId, clinicId);
    const { ended } = await endAssignmentsOutside(tx, doctorId, clinicId);
    await writeAudit(tx, {
      actorId: actor.id,
      subjectUserId: doctorId,
      action: "update",
      entity: "clinic",
      entityId: doctorId,
      before: { clinic: source?.name ?? null, clinicId: doctor.clinicId },
      after: { clinic: target.name, clinicId, endedSupervisorIds: ended },
    });
  });
  return { clinicId };
}

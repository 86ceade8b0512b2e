import { and, eq, inArray, sql } from "drizzle-orm";
import { findGoal, modelOfGoal } from "../../../shared/curriculum/goals";
import { PROGRESS_MESSAGES } from "../../../shared/messages/progress";
import { RECORD_MESSAGES, type RecordTypeName } from "../../../shared/messages/records";
import { displayName } from "../../../shared/roles";
import { normalizeGoalEdit } from "../../../shared/rules/activity-status";
import {
  canChangeStModel,
  hasActivityData,
  isProgressRow,
  isStModelLocked,
} from "../../../shared/rules/model-lock";
import type { ProcedureProgress } from "../../../shared/rules/procedure-edit";
import { applyProcedureEdit } from "../../../shared/rules/procedure-edit";
import { calculateStEndDate } from "../../../shared/rules/st-period";
import type { TDoctorRecord } from "../../../shared/schemas/doctor-record";
import type { TUpdateFormalitiesRequest } from "../../../shared/schemas/formalities";
import { ZVersionedSchema } from "../../../shared/schemas/primitives";
import type {
  TUpdateGoalProgressRequest,
  TUpdateProcedureProgressRequest,
} from "../../../shared/schemas/progress";
import { EMPTY_ST_PROJECT, type TUpdateStProjectRequest } from "../../../shared/schemas/st-project";
import type { SessionActor } from "../../context";
import type { Db } from "../../db/client";
import {
  absences,
  courses,
  credits,
  formalities,
  rotations,
  sitIns,
  stProjects,
  supervisorMeetings,
  userGoals,
  userProcedures,
  users,
} from "../../db/schema";
import { transactionWithRetry } from "../../db/transaction";
import { recordAudit } from "../../lib/audit";
import { badRequest, forbidden, notFound, staleWrite } from "../../lib/errors";
import { authorize, can } from "../../policy";
import { loadActiveCatalogue } from "../catalogue/catalogue.repo";
import {
  certificateFileIdsOf,
  deleteCertificatesOfItem,
  deleteFileRowsOfOwner,
  groupCertificateLinks,
  toUploadedFileDto,
} from "../files/files.repo";
import { findStDoctor, supervisorIdsByDoctor } from "../users/users.repo";
import { refuseUncountablePeriod } from "./period-checks";
import { RECORD_TYPES, type RecordTypeId } from "./record-types";
import {
  doctorHasActivity,
  type FormalitiesRow,
  loadHistory,
  loadRecordRows,
  modelOf,
  readFormalities,
  todayInSweden,
} from "./records.repo";

/** The ST doctor a record route is about; anyone else's id is "not found". */
export async function loadDoctor(db: Db, doctorId: string) {
  const row = await findStDoctor(db, doctorId);
  if (!row) throw notFound(RECORD_MESSAGES.doctorNotFound);
  return row;
}

async function authorizeRecord(
  db: Db,
  actor: SessionActor,
  doctorId: string,
  type: "doctor:view" | "doctor:edit",
) {
  authorize(actor, { type, doctorId });
  return loadDoctor(db, doctorId);
}

const formalitiesAudit = (row: FormalitiesRow) => ({
  stModel: row.stModel,
  stStartDate: row.stStartDate,
  stDurationMonths: row.stDurationMonths,
  headOfDepartment: row.headOfDepartment,
  directorOfStudies: row.directorOfStudies,
  stContractFileId: row.stContractFileId,
});

export async function getRecord(
  db: Db,
  actor: SessionActor,
  doctorId: string,
): Promise<TDoctorRecord> {
  const doctor = await authorizeRecord(db, actor, doctorId, "doctor:view");
  const today = todayInSweden();
  const [form, rows, catalogue, supervisors] = await Promise.all([
    readFormalities(db, doctorId, today),
    loadRecordRows(db, doctorId),
    loadActiveCatalogue(db),
    supervisorIdsByDoctor(db, [doctorId]),
  ]);
  // The rows are loaded anyway; counting them again in the database would be six more queries.
  const hasActivity = hasActivityData({
    goals: rows.goals.filter(isProgressRow).length,
    procedures: rows.procedures.filter(isProgressRow).length,
    courses: rows.courses.length,
    rotations: rows.rotations.length,
    sitIns: rows.sitIns.length,
    meetings: rows.meetings.length,
  });
  const certificatesOf = groupCertificateLinks(rows.certificateLinks);
  const absenceDtos = rows.absences.map(RECORD_TYPES.absence.toDto);
  const creditDtos = rows.credits.map(RECORD_TYPES.credit.toDto);
  const model = modelOf(form);
  const canEdit = can(actor, { type: "doctor:edit", doctorId });
  const canChangeModel =
    canEdit &&
    canChangeStModel({
      actorRole: actor.role,
      actorId: actor.id,
      doctorId,
      currentModel: model,
      hasActivity,
    });
  return {
    doctor: {
      id: doctor.id,
      email: doctor.email,
      firstName: doctor.firstName,
      lastName: doctor.lastName,
      displayName: displayName(doctor),
    },
    supervisors: await supervisorsOf(db, supervisors.get(doctorId) ?? []),
    today,
    formalities: {
      userId: doctorId,
      stModel: model,
      stStartDate: form.stStartDate,
      stDurationMonths: form.stDurationMonths,
      headOfDepartment: form.headOfDepartment,
      directorOfStudies: form.directorOfStudies,
      stContractFileId: form.stContractFileId,
      supervisorIds: supervisors.get(doctorId) ?? [],
      absences: absenceDtos,
      credits: creditDtos,
      stEndDate: calculateStEndDate({
        startDate: form.stStartDate,
        durationMonths: form.stDurationMonths,
        absences: absenceDtos,
        credits: creditDtos,
      }),
      isModelLocked: isStModelLocked(model, hasActivity),
      version: form.version,
      permissions: { canEdit, canChangeModel },
    },
    goals: goalsWithCertificates(rows.goals, rows.certificateLinks),
    procedures: rows.procedures.map((p) => ({
      procedureId: p.procedureId,
      status: p.status as TDoctorRecord["procedures"][number]["status"],
      plannedQuarter: p.plannedQuarter,
      achievedLevel: p.achievedLevel as TDoctorRecord["procedures"][number]["achievedLevel"],
      certificateFileIds: certificatesOf("procedure", p.procedureId),
    })),
    catalogue,
    rotations: rows.rotations.map((r) => ({
      ...RECORD_TYPES.rotation.toDto(r),
      certificateFileIds: certificatesOf("rotation", r.id),
    })),
    courses: rows.courses.map((c) => ({
      ...RECORD_TYPES.course.toDto(c),
      certificateFileIds: certificatesOf("course", c.id),
    })),
    sitIns: rows.sitIns.map((r) => ({
      ...RECORD_TYPES["sit-in"].toDto(r),
      certificateFileIds: certificatesOf("sit-in", r.id),
    })),
    meetings: rows.meetings.map(RECORD_TYPES.meeting.toDto),
    stProject: rows.stProject
      ? {
          topic: rows.stProject.topic,
          supervisor: rows.stProject.supervisor,
          status: rows.stProject.status as TDoctorRecord["stProject"]["status"],
          summary: rows.stProject.summary,
          version: rows.stProject.version,
        }
      : EMPTY_ST_PROJECT,
    files: rows.files.map(toUploadedFileDto),
    permissions: {
      canEdit,
      canReset: can(actor, { type: "record:reset", doctorId }),
      canChangeModel,
      canAssignSupervisors: can(actor, { type: "supervisors:assign", doctorId }),
    },
  };
}

type GoalProgressDto = TDoctorRecord["goals"][number];

/**
 * The goals with progress, each with its certificates, plus every goal that has certificates but no
 * progress row (a certificate alone records no progress, so it creates none) as 'not started'.
 */
function goalsWithCertificates(
  goalRows: readonly (typeof userGoals.$inferSelect)[],
  links: Parameters<typeof groupCertificateLinks>[0],
): GoalProgressDto[] {
  const certificatesOf = groupCertificateLinks(links);
  const goals: GoalProgressDto[] = goalRows.map((g) => ({
    goalId: g.goalId,
    status: g.status as GoalProgressDto["status"],
    plannedQuarter: g.plannedQuarter,
    certificateFileIds: certificatesOf("goal", g.goalId),
  }));
  const known = new Set(goals.map((g) => g.goalId));
  for (const link of links) {
    if (link.itemKind !== "goal" || known.has(link.itemId)) continue;
    known.add(link.itemId);
    goals.push({
      goalId: link.itemId,
      status: "not_started",
      plannedQuarter: null,
      certificateFileIds: certificatesOf("goal", link.itemId),
    });
  }
  return goals.sort((a, b) => (a.goalId < b.goalId ? -1 : a.goalId > b.goalId ? 1 : 0));
}

async function supervisorsOf(db: Db, ids: string[]) {
  if (ids.length === 0) return [];
  const rows = await db.select().from(users).where(inArray(users.id, ids));
  const byId = new Map(rows.map((r) => [r.id, r]));
  return ids.flatMap((id) => {
    const row = byId.get(id);
    return row
      ? [{ id, displayName: displayName(row), email: row.email, isActive: row.isActive }]
      : [];
  });
}

/**
 * Creates the formalities row with its defaults if missing, then locks it for this transaction:
 * `update` to change the model, `share` for an activity write, so that a model change and the first
 * activity (which locks the model) cannot both pass on PostgreSQL.
 */
async function lockFormalities(
  tx: Db,
  doctorId: string,
  today: string,
  mode: "update" | "share" = "update",
): Promise<FormalitiesRow> {
  await tx
    .insert(formalities)
    .values({ userId: doctorId, stStartDate: today })
    .onConflictDoNothing();
  const [row] = await tx
    .select()
    .from(formalities)
    .where(eq(formalities.userId, doctorId))
    .for(mode);
  return row!;
}

export async function updateFormalities(
  db: Db,
  actor: SessionActor,
  doctorId: string,
  input: TUpdateFormalitiesRequest,
) {
  await authorizeRecord(db, actor, doctorId, "doctor:edit");
  const today = todayInSweden();
  const { version: expected, ...values } = input;
  const version = await db.transaction(async (tx) => {
    const before = await lockFormalities(tx, doctorId, today);
    // A missing row was created above with version 0, the version a never-saved form reads.
    if (before.version !== expected) throw staleWrite(RECORD_MESSAGES.staleWrite);
    if (values.stModel !== before.stModel) {
      const allowed = canChangeStModel({
        actorRole: actor.role,
        actorId: actor.id,
        doctorId,
        currentModel: modelOf(before),
        hasActivity: await doctorHasActivity(tx, doctorId),
      });
      if (!allowed) {
        // The lock explains a refusal only to the doctor; for others it is the role.
        const reason =
          actor.role === "ST_DOCTOR"
            ? RECORD_MESSAGES.modelLocked
            : RECORD_MESSAGES.modelChangeNotAllowed;
        throw forbidden(reason, "MODEL_LOCKED");
      }
    }
    const [after] = await tx
      .update(formalities)
      .set({ ...values, version: sql`${formalities.version} + 1`, updatedAt: new Date() })
      .where(and(eq(formalities.userId, doctorId), eq(formalities.version, expected)))
      .returning();
    if (!after) throw staleWrite(RECORD_MESSAGES.staleWrite);
    await recordAudit(tx, {
      actorId: actor.id,
      subjectUserId: doctorId,
      action: "update",
      entity: "formalities",
      entityId: doctorId,
      before: formalitiesAudit(before),
      after: formalitiesAudit(after),
    });
    return after.version;
  });
  return { message: RECORD_MESSAGES.formalitiesSaved, version };
}

export async function updateGoal(
  db: Db,
  actor: SessionActor,
  doctorId: string,
  goalId: string,
  input: TUpdateGoalProgressRequest,
) {
  await authorizeRecord(db, actor, doctorId, "doctor:edit");
  if (modelOfGoal(goalId) === undefined) throw notFound(PROGRESS_MESSAGES.goalUnknown);
  const edit = normalizeGoalEdit(input);
  if (!edit.ok) throw badRequest(edit.message, edit.field);
  const today = todayInSweden();
  await db.transaction(async (tx) => {
    // Goals belong to a model: none can be recorded before one is chosen, nor of the other model.
    const model = modelOf(await lockFormalities(tx, doctorId, today, "share"));
    if (model === "UNSELECTED") throw badRequest(RECORD_MESSAGES.modelRequired, "stModel");
    if (!findGoal(model, goalId)) throw notFound(PROGRESS_MESSAGES.goalUnknown);
    const [before] = await tx
      .select()
      .from(userGoals)
      .where(and(eq(userGoals.userId, doctorId), eq(userGoals.goalId, goalId)))
      .for("update");
    await tx
      .insert(userGoals)
      .values({ userId: doctorId, goalId, ...edit.value })
      .onConflictDoUpdate({
        target: [userGoals.userId, userGoals.goalId],
        set: { ...edit.value, updatedAt: new Date() },
      });
    await recordAudit(tx, {
      actorId: actor.id,
      subjectUserId: doctorId,
      action: before ? "update" : "create",
      entity: "goal",
      entityId: goalId,
      before: before ? { status: before.status, plannedQuarter: before.plannedQuarter } : null,
      after: edit.value,
    });
  });
  return { message: PROGRESS_MESSAGES.goalUpdated, goal: { goalId, ...edit.value } };
}

/** An examination edit applies to every catalogue entry of its sync group (spec section 4). */
export async function updateProcedure(
  db: Db,
  actor: SessionActor,
  doctorId: string,
  procedureId: string,
  input: TUpdateProcedureProgressRequest,
) {
  await authorizeRecord(db, actor, doctorId, "doctor:edit");
  const catalogue = await loadActiveCatalogue(db);
  if (!catalogue.some((p) => p.id === procedureId))
    throw notFound(PROGRESS_MESSAGES.procedureUnknown);
  const today = todayInSweden();
  // Concurrent edits of one group write the same rows: they take the row locks in one order
  // (procedure id) so they queue instead of deadlocking, and a race lost anyway is run again.
  const rows = await transactionWithRetry(db, async (tx) => {
    await lockFormalities(tx, doctorId, today, "share");
    const current = await tx
      .select()
      .from(userProcedures)
      .where(eq(userProcedures.userId, doctorId))
      .orderBy(userProcedures.procedureId)
      .for("update");
    const progress: ProcedureProgress[] = current.map((p) => ({
      procedureId: p.procedureId,
      status: p.status as ProcedureProgress["status"],
      plannedQuarter: p.plannedQuarter,
      achievedLevel: p.achievedLevel as ProcedureProgress["achievedLevel"],
    }));
    const result = applyProcedureEdit(catalogue, progress, procedureId, input);
    if (!result.ok) throw badRequest(result.message, result.field);
    const inLockOrder = [...result.value].sort((a, b) =>
      a.procedureId < b.procedureId ? -1 : a.procedureId > b.procedureId ? 1 : 0,
    );
    for (const row of inLockOrder) {
      const values = {
        status: row.status,
        plannedQuarter: row.plannedQuarter,
        achievedLevel: row.achievedLevel,
      };
      await tx
        .insert(userProcedures)
        .values({ userId: doctorId, procedureId: row.procedureId, ...values })
        .onConflictDoUpdate({
          target: [userProcedures.userId, userProcedures.procedureId],
          set: { ...values, updatedAt: new Date() },
        });
    }
    // History names the edited entry first, then its siblings.
    for (const row of result.value) {
      const before = progress.find((p) => p.procedureId === row.procedureId);
      await recordAudit(tx, {
        actorId: actor.id,
        subjectUserId: doctorId,
        action: before ? "update" : "create",
        entity: "procedure",
        entityId: row.procedureId,
        before: before ?? null,
        after: row,
      });
    }
    return result.value;
  });
  return { message: PROGRESS_MESSAGES.procedureUpdated, procedures: rows };
}

/**
 * The definition of a record type. Its table, schema, columns and mapping belong together, but
 * TypeScript cannot follow that through a union of six tables, so the generic functions below pass
 * values on with `as never`; each definition is typed on its own in record-types.ts.
 */
function recordType(type: string) {
  // Own keys only: a path such as /records/constructor must not reach Object.prototype.
  if (!Object.hasOwn(RECORD_TYPES, type)) throw notFound(RECORD_MESSAGES.unknownRecordType);
  return RECORD_TYPES[type as RecordTypeId];
}

/** The version a whole-form write names; a missing or malformed one is a 400. */
function parseVersion(body: unknown): number {
  const parsed = ZVersionedSchema.safeParse(body);
  if (!parsed.success) throw badRequest(RECORD_MESSAGES.versionRequired, "version");
  return parsed.data.version;
}

/** The version is bookkeeping, not something Historik should list as a change. */
function withoutVersion<T extends { version: number }>({ version: _version, ...rest }: T) {
  return rest;
}

/** Validates a record request with its type's schema; the first problem is a 400. */
export function parseRecordRequest(type: string, body: unknown) {
  const definition = recordType(type);
  const parsed = definition.request.safeParse(body);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw badRequest(
      issue?.message ?? RECORD_MESSAGES.allFieldsRequired,
      issue?.path.join(".") || undefined,
    );
  }
  return parsed.data;
}

/** Absences and credits are checked against each other, so their writes take turns. */
const lockModeOf = (type: string) => (type === "absence" || type === "credit" ? "update" : "share");

export async function createRecord(
  db: Db,
  actor: SessionActor,
  doctorId: string,
  type: string,
  body: unknown,
) {
  const definition = recordType(type);
  const input = parseRecordRequest(type, body);
  await authorizeRecord(db, actor, doctorId, "doctor:edit");
  const columns = definition.toColumns(input as never, todayInSweden());
  const row = await db.transaction(async (tx) => {
    const form = await lockFormalities(tx, doctorId, todayInSweden(), lockModeOf(type));
    await refuseUncountablePeriod(tx, type, form, columns);
    const [created] = await tx
      .insert(definition.table)
      .values({ id: crypto.randomUUID(), userId: doctorId, ...columns } as never)
      .returning();
    const dto = definition.toDto(created as never);
    await recordAudit(tx, {
      actorId: actor.id,
      subjectUserId: doctorId,
      action: "create",
      entity: type,
      entityId: dto.id,
      after: withoutVersion(dto),
    });
    return definition.hasCertificate ? { ...dto, certificateFileIds: [] } : dto;
  });
  return { message: RECORD_MESSAGES.added(type as RecordTypeName), record: row };
}

export async function updateRecord(
  db: Db,
  actor: SessionActor,
  doctorId: string,
  type: string,
  recordId: string,
  body: unknown,
) {
  const definition = recordType(type);
  const input = parseRecordRequest(type, body);
  const expected = parseVersion(body);
  await authorizeRecord(db, actor, doctorId, "doctor:edit");
  const columns = definition.toColumns(input as never, todayInSweden());
  const table = definition.table;
  const row = await db.transaction(async (tx) => {
    const form = await lockFormalities(tx, doctorId, todayInSweden(), lockModeOf(type));
    const where = and(eq(table.id, recordId), eq(table.userId, doctorId));
    const [before] = await tx.select().from(table).where(where).for("update");
    if (!before) throw notFound(RECORD_MESSAGES.recordNotFound(type as RecordTypeName));
    if (before.version !== expected) throw staleWrite(RECORD_MESSAGES.staleWrite);
    await refuseUncountablePeriod(tx, type, form, columns, recordId);
    const [after] = await tx
      .update(table)
      .set({ ...columns, version: sql`${table.version} + 1`, updatedAt: new Date() } as never)
      .where(and(where, eq(table.version, expected)))
      .returning();
    if (!after) throw staleWrite(RECORD_MESSAGES.staleWrite);
    const dto = definition.toDto(after as never);
    await recordAudit(tx, {
      actorId: actor.id,
      subjectUserId: doctorId,
      action: "update",
      entity: type,
      entityId: recordId,
      before: withoutVersion(definition.toDto(before as never)),
      after: withoutVersion(dto),
    });
    if (!definition.hasCertificate) return dto;
    return { ...dto, certificateFileIds: await certificateFileIdsOf(tx, doctorId, type, recordId) };
  });
  return { message: RECORD_MESSAGES.updated(type as RecordTypeName), record: row };
}

/** Deletes the record; a certificate linked to it goes too. Returns storage paths to remove. */
export async function deleteRecord(
  db: Db,
  actor: SessionActor,
  doctorId: string,
  type: string,
  recordId: string,
) {
  const definition = recordType(type);
  await authorizeRecord(db, actor, doctorId, "doctor:edit");
  const table = definition.table;
  const removedPaths = await db.transaction(async (tx) => {
    const where = and(eq(table.id, recordId), eq(table.userId, doctorId));
    const [before] = await tx.delete(table).where(where).returning();
    if (!before) throw notFound(RECORD_MESSAGES.recordNotFound(type as RecordTypeName));
    // Its certificates go with it: the files' rows (and so the links) now, the bytes after commit.
    const paths = definition.hasCertificate
      ? // Only rotations, courses and sit-ins have certificates (hasCertificate).
        await deleteCertificatesOfItem(
          tx,
          doctorId,
          type as "rotation" | "course" | "sit-in",
          recordId,
        )
      : [];
    await recordAudit(tx, {
      actorId: actor.id,
      subjectUserId: doctorId,
      action: "delete",
      entity: type,
      entityId: recordId,
      before: withoutVersion(definition.toDto(before as never)),
    });
    return paths;
  });
  return { message: RECORD_MESSAGES.deleted(type as RecordTypeName), removedPaths };
}

export async function updateStProject(
  db: Db,
  actor: SessionActor,
  doctorId: string,
  input: TUpdateStProjectRequest,
) {
  await authorizeRecord(db, actor, doctorId, "doctor:edit");
  const { version: expected, ...values } = input;
  const version = await db.transaction(async (tx) => {
    const [before] = await tx
      .select()
      .from(stProjects)
      .where(eq(stProjects.userId, doctorId))
      .for("update");
    if ((before?.version ?? 0) !== expected) throw staleWrite(RECORD_MESSAGES.staleWrite);
    // One conditional upsert: a missing row is version 0, so of two racing first saves on
    // PostgreSQL the second meets the first's row (version 1) and changes nothing.
    const [after] = await tx
      .insert(stProjects)
      .values({ userId: doctorId, ...values, version: expected + 1 })
      .onConflictDoUpdate({
        target: stProjects.userId,
        set: { ...values, version: sql`${stProjects.version} + 1`, updatedAt: new Date() },
        setWhere: eq(stProjects.version, expected),
      })
      .returning();
    if (!after) throw staleWrite(RECORD_MESSAGES.staleWrite);
    await recordAudit(tx, {
      actorId: actor.id,
      subjectUserId: doctorId,
      action: before ? "update" : "create",
      entity: "st-project",
      entityId: doctorId,
      before: before
        ? {
            topic: before.topic,
            supervisor: before.supervisor,
            status: before.status,
            summary: before.summary,
          }
        : null,
      after: values,
    });
    return after.version;
  });
  return { message: RECORD_MESSAGES.stProjectSaved, version };
}

/**
 * Reset of the own profile (spec section 4): goals, examinations, courses, rotations, sit-ins,
 * meetings, absences and credits go; the model returns to UNSELECTED without a contract; the ST
 * project is emptied. The doctor's files go with the links to them. Returns storage paths to remove.
 */
export async function resetRecord(db: Db, actor: SessionActor, doctorId: string) {
  authorize(actor, { type: "record:reset", doctorId });
  await loadDoctor(db, doctorId);
  const today = todayInSweden();
  const removedPaths = await db.transaction(async (tx) => {
    const before = await lockFormalities(tx, doctorId, today);
    for (const table of [
      userGoals,
      userProcedures,
      courses,
      rotations,
      sitIns,
      supervisorMeetings,
      absences,
      credits,
    ]) {
      await tx.delete(table).where(eq(table.userId, doctorId));
    }
    await tx
      .update(formalities)
      .set({
        stModel: "UNSELECTED",
        stContractFileId: null,
        // An open Formellt form was based on what the reset replaced.
        version: sql`${formalities.version} + 1`,
        updatedAt: new Date(),
      })
      .where(eq(formalities.userId, doctorId));
    await tx
      .insert(stProjects)
      .values({ userId: doctorId, ...EMPTY_ST_PROJECT })
      .onConflictDoUpdate({
        target: stProjects.userId,
        set: {
          ...EMPTY_ST_PROJECT,
          version: sql`${stProjects.version} + 1`,
          updatedAt: new Date(),
        },
      });
    const paths = await deleteFileRowsOfOwner(tx, doctorId);
    await recordAudit(tx, {
      actorId: actor.id,
      subjectUserId: doctorId,
      action: "delete",
      entity: "profile-reset",
      entityId: doctorId,
      before: formalitiesAudit(before),
      after: { stModel: "UNSELECTED", stContractFileId: null },
    });
    return paths;
  });
  return { message: RECORD_MESSAGES.profileReset, removedPaths };
}

export async function getHistory(db: Db, actor: SessionActor, doctorId: string) {
  await authorizeRecord(db, actor, doctorId, "doctor:view");
  return { entries: await loadHistory(db, doctorId) };
}

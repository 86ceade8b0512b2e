import { RECORD_MESSAGES, type RecordTypeName } from "../../../shared/messages/records";
import type { TMeetingRequest } from "../../../shared/schemas/records";
import type { SessionActor } from "../../context";
import type { Db } from "../../db/client";
import { notFound, staleWrite } from "../../lib/errors";
import { requireDoctorAccess } from "../../policy";
import { writeAudit } from "../audit";
import { certificateFileIdsOf, deleteCertificatesOfItem } from "../files";
import { lockFormalities } from "./formalities.repo";
import { loadMeetingActions, replaceMeetingActions } from "./meeting-actions.repo";
import { refuseUncountablePeriod } from "./period-checks";
import { loadRecordDerived } from "./record-derived";
import {
  deleteRecordRow,
  insertRecordRow,
  lockRecordRow,
  updateRecordRow,
} from "./record-list.repo";
import { RECORD_TYPES, type RecordTypeId } from "./record-types";
import { todayInSweden } from "./today";

/**
 * The definition of a record type. Its table, columns and mapping belong together, but TypeScript
 * cannot follow that through a union of six tables, so the generic functions below pass values on
 * with `as never`; each definition is typed on its own in record-types.ts.
 */
const recordType = (type: RecordTypeId) => RECORD_TYPES[type];

/** The version is bookkeeping, not something Historik should list as a change. */
export function withoutVersion<T extends { version: number }>({ version: _version, ...rest }: T) {
  return rest;
}

/** Historik's entry for a record write, always about the doctor whose record it is. */
const auditRecord = (
  tx: Db,
  actor: SessionActor,
  doctorId: string,
  type: string,
  entry: {
    action: "create" | "update" | "delete";
    entityId: string;
    before?: unknown;
    after?: unknown;
  },
) => writeAudit(tx, { actorId: actor.id, subjectUserId: doctorId, entity: type, ...entry });

/**
 * What a record holds besides its own row, written and answered with it in its transaction: a
 * meeting's agreed actions (decision 206). Other types have none.
 */
async function writeRecordParts(
  tx: Db,
  doctorId: string,
  type: RecordTypeId,
  recordId: string,
  input: object,
) {
  if (type !== "meeting") return {};
  const { actions } = input as TMeetingRequest;
  return { actions: await replaceMeetingActions(tx, doctorId, recordId, actions) };
}

async function readRecordParts(tx: Db, doctorId: string, type: RecordTypeId, recordId: string) {
  if (type !== "meeting") return {};
  return { actions: await loadMeetingActions(tx, doctorId, recordId) };
}

/** Absences and credits are checked against each other, so their writes take turns. */
const lockFormalitiesFor = (tx: Db, doctorId: string, type: string) =>
  lockFormalities(
    tx,
    doctorId,
    todayInSweden(),
    type === "absence" || type === "credit" ? "update" : "share",
  );

/**
 * Access, then the columns to write. The body was validated against the type's shared schema by
 * the route (its first problem is the 400), so it is the type's request as parsed.
 */
async function checkRecordWrite(
  db: Db,
  actor: SessionActor,
  doctorId: string,
  type: RecordTypeId,
  input: object,
) {
  const definition = recordType(type);
  await requireDoctorAccess(db, actor, "edit", doctorId);
  return { definition, columns: definition.toColumns(input as never, todayInSweden()) };
}

export async function createRecord(
  db: Db,
  actor: SessionActor,
  doctorId: string,
  type: RecordTypeId,
  input: object,
) {
  const { definition, columns } = await checkRecordWrite(db, actor, doctorId, type, input);
  const row = await db.transaction(async (tx) => {
    const form = await lockFormalitiesFor(tx, doctorId, type);
    await refuseUncountablePeriod(tx, type, form, columns);
    const created = await insertRecordRow(tx, definition.table, doctorId, columns);
    const createdDto = definition.toDto(created as never);
    const dto = {
      ...createdDto,
      ...(await writeRecordParts(tx, doctorId, type, createdDto.id, input)),
    };
    await auditRecord(tx, actor, doctorId, type, {
      action: "create",
      entityId: dto.id,
      after: withoutVersion(dto),
    });
    return definition.hasCertificate ? { ...dto, certificateFileIds: [] } : dto;
  });
  return {
    message: RECORD_MESSAGES.added(type as RecordTypeName),
    record: row,
    derived: await loadRecordDerived(db, actor, doctorId),
  };
}

export async function updateRecord(
  db: Db,
  actor: SessionActor,
  doctorId: string,
  type: RecordTypeId,
  recordId: string,
  { version: expected, ...input }: { version: number },
) {
  const { definition, columns } = await checkRecordWrite(db, actor, doctorId, type, input);
  const row = await db.transaction(async (tx) => {
    const form = await lockFormalitiesFor(tx, doctorId, type);
    const before = await lockRecordRow(tx, definition.table, doctorId, recordId);
    if (!before) throw notFound(RECORD_MESSAGES.recordNotFound(type as RecordTypeName));
    if (before.version !== expected) throw staleWrite(RECORD_MESSAGES.staleWrite);
    await refuseUncountablePeriod(tx, type, form, columns, recordId);
    const partsBefore = await readRecordParts(tx, doctorId, type, recordId);
    const after = await updateRecordRow(
      tx,
      definition.table,
      doctorId,
      recordId,
      expected,
      columns,
    );
    if (!after) throw staleWrite(RECORD_MESSAGES.staleWrite);
    const dto = {
      ...definition.toDto(after as never),
      ...(await writeRecordParts(tx, doctorId, type, recordId, input)),
    };
    await auditRecord(tx, actor, doctorId, type, {
      action: "update",
      entityId: recordId,
      before: withoutVersion({ ...definition.toDto(before as never), ...partsBefore }),
      after: withoutVersion(dto),
    });
    if (!definition.hasCertificate) return dto;
    return { ...dto, certificateFileIds: await certificateFileIdsOf(tx, doctorId, type, recordId) };
  });
  return {
    message: RECORD_MESSAGES.updated(type as RecordTypeName),
    record: row,
    derived: await loadRecordDerived(db, actor, doctorId),
  };
}

/** Deletes the record; a certificate linked to it goes too. Returns storage paths to remove. */
export async function deleteRecord(
  db: Db,
  actor: SessionActor,
  doctorId: string,
  type: RecordTypeId,
  recordId: string,
) {
  const definition = recordType(type);
  await requireDoctorAccess(db, actor, "edit", doctorId);
  const removedPaths = await db.transaction(async (tx) => {
    const partsBefore = await readRecordParts(tx, doctorId, type, recordId);
    // A meeting's actions go with it (the foreign key cascades).
    const before = await deleteRecordRow(tx, definition.table, doctorId, recordId);
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
    await auditRecord(tx, actor, doctorId, type, {
      action: "delete",
      entityId: recordId,
      before: withoutVersion({ ...definition.toDto(before as never), ...partsBefore }),
    });
    return paths;
  });
  return {
    message: RECORD_MESSAGES.deleted(type as RecordTypeName),
    derived: await loadRecordDerived(db, actor, doctorId),
    removedPaths,
  };
}

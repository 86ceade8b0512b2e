import { RECORD_MESSAGES, type RecordTypeName } from "../../../shared/messages/records";
import type { SessionActor } from "../../context";
import type { Db } from "../../db/client";
import { notFound, staleWrite } from "../../lib/errors";
import { requireDoctorAccess } from "../../policy";
import { writeAudit } from "../audit";
import { certificateFileIdsOf, deleteCertificatesOfItem } from "../files";
import { lockFormalities } from "./formalities.repo";
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
    const dto = definition.toDto(created as never);
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
    const after = await updateRecordRow(
      tx,
      definition.table,
      doctorId,
      recordId,
      expected,
      columns,
    );
    if (!after) throw staleWrite(RECORD_MESSAGES.staleWrite);
    const dto = definition.toDto(after as never);
    await auditRecord(tx, actor, doctorId, type, {
      action: "update",
      entityId: recordId,
      before: withoutVersion(definition.toDto(before as never)),
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
      before: withoutVersion(definition.toDto(before as never)),
    });
    return paths;
  });
  return {
    message: RECORD_MESSAGES.deleted(type as RecordTypeName),
    derived: await loadRecordDerived(db, actor, doctorId),
    removedPaths,
  };
}

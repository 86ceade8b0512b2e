import { RECORD_MESSAGES, type RecordTypeName } from "../../../shared/messages/records";
import { ZVersionedSchema } from "../../../shared/schemas/primitives";
import type { SessionActor } from "../../context";
import type { Db } from "../../db/client";
import { badRequest, notFound, staleWrite } from "../../lib/errors";
import { requireDoctorAccess } from "../../policy";
import { writeAudit } from "../audit";
import { certificateFileIdsOf, deleteCertificatesOfItem } from "../files";
import { lockFormalities } from "./formalities.repo";
import { refuseUncountablePeriod } from "./period-checks";
import {
  deleteRecordRow,
  insertRecordRow,
  lockRecordRow,
  updateRecordRow,
} from "./record-list.repo";
import { RECORD_TYPES, type RecordTypeId } from "./record-types";
import { todayInSweden } from "./today";

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
export function withoutVersion<T extends { version: number }>({ version: _version, ...rest }: T) {
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

const noVersion = () => null;

/**
 * What a create and an update check before their transaction, in this order: the type, the
 * body, the version an update names, then access. Gives the columns to write.
 */
async function checkRecordWrite<V>(
  db: Db,
  actor: SessionActor,
  doctorId: string,
  type: string,
  body: unknown,
  readVersion: (body: unknown) => V,
) {
  const definition = recordType(type);
  const input = parseRecordRequest(type, body);
  const expected = readVersion(body);
  await requireDoctorAccess(db, actor, "edit", doctorId);
  return { definition, expected, columns: definition.toColumns(input as never, todayInSweden()) };
}

export async function createRecord(
  db: Db,
  actor: SessionActor,
  doctorId: string,
  type: string,
  body: unknown,
) {
  const checked = await checkRecordWrite(db, actor, doctorId, type, body, noVersion);
  const { definition, columns } = checked;
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
  const checked = await checkRecordWrite(db, actor, doctorId, type, body, parseVersion);
  const { definition, columns, expected } = checked;
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
  return { message: RECORD_MESSAGES.deleted(type as RecordTypeName), removedPaths };
}

import { RECORD_MESSAGES } from "@/shared/messages/records";
import type { TDoctorRecord, TRecordDerived } from "@/shared/schemas/doctor-record";
import { call, isApiError } from "@/web/lib/api-client";
import { sendOnce } from "@/web/lib/idempotency";
import { withDerived } from "./record-answers";
import { saveFailedToast, useRecordMutation } from "./use-record-mutation";

/** The list-like record types, as the API names them (POST /records/:type). */
export type { RecordItemType } from "@/shared/api/records";

import type { RecordItemType } from "@/shared/api/records";

/** What every row of such a list has: its id and the version a save is based on (decision 065). */
export interface RecordItem {
  id: string;
  version: number;
}

/** Rows shown before the server has answered carry this prefix and offer no actions yet. */
export const PENDING_ID_PREFIX = "pending-";

/**
 * One list-like record type for the shared create/update/delete hooks: where its rows live in the
 * record and how a request looks as a row before the server has answered.
 */
export interface RecordItemDefinition<Item extends RecordItem, Req> {
  type: RecordItemType;
  read: (record: TDoctorRecord) => readonly Item[];
  write: (record: TDoctorRecord, items: Item[]) => TDoctorRecord;
  /** The row as it will be stored; `previous` is the row being edited. */
  preview: (request: Req, id: string, previous: Item | undefined, record: TDoctorRecord) => Item;
  /** The order the record lists the rows in, kept when a row is added or changed. */
  compare?: (a: Item, b: Item) => number;
}

/** A list at the top of the record (rotations, courses, sit-ins, meetings, development works). */
export function topLevelList<
  K extends "rotations" | "courses" | "sitIns" | "meetings" | "developmentWorks",
>(key: K) {
  return {
    read: (record: TDoctorRecord): TDoctorRecord[K] => record[key],
    write: (record: TDoctorRecord, items: TDoctorRecord[K][number][]): TDoctorRecord => ({
      ...record,
      [key]: items,
    }),
  };
}

/** The absences or credits, kept under the service details. */
export function formalitiesList(key: "absences" | "credits") {
  return {
    read: (record: TDoctorRecord) => record.formalities[key],
    write: (record: TDoctorRecord, items: TDoctorRecord["formalities"][typeof key]) => ({
      ...record,
      formalities: { ...record.formalities, [key]: items },
    }),
  };
}

// ---------- pure list changes (optimistic and confirmed) ----------

/**
 * The row put in place of the one with its id, or added at the end; then in the definition's
 * order, if it has one (a stable sort: rows the order cannot tell apart stay as they were).
 */
export function withItem<Item extends RecordItem>(
  definition: Pick<RecordItemDefinition<Item, unknown>, "read" | "write" | "compare">,
  record: TDoctorRecord,
  item: Item,
): TDoctorRecord {
  const list = definition.read(record);
  const exists = list.some((i) => i.id === item.id);
  const items = exists ? list.map((i) => (i.id === item.id ? item : i)) : [...list, item];
  return definition.write(record, definition.compare ? items.sort(definition.compare) : items);
}

export function withoutItem<Item extends RecordItem>(
  definition: Pick<RecordItemDefinition<Item, unknown>, "read" | "write">,
  record: TDoctorRecord,
  id: string,
): TDoctorRecord {
  return definition.write(
    record,
    definition.read(record).filter((i) => i.id !== id),
  );
}

// ---------- the requests ----------

/**
 * Create and update answer with the row as stored (its id, version and server-made values), and
 * every write with the values the server derives from the whole record (decision 118). The route
 * keys are typed per record type; these hooks are generic over the type, so the answer is narrowed
 * to the definition's item here, the one place that knows they belong together.
 */
interface ItemAnswer<Item> {
  message: string;
  record: Item;
  derived: TRecordDerived;
}

function createItem<Item>(doctorId: string, type: RecordItemType, body: unknown, key: string) {
  return call(`POST /api/st-doctors/{doctorId}/records/${type}`, {
    params: { doctorId },
    body: body as never,
    idempotencyKey: key,
  }) as Promise<unknown> as Promise<ItemAnswer<Item>>;
}

function updateItem<Item>(doctorId: string, type: RecordItemType, recordId: string, body: unknown) {
  return call(`PUT /api/st-doctors/{doctorId}/records/${type}/{recordId}`, {
    params: { doctorId, recordId },
    body: body as never,
  }) as Promise<unknown> as Promise<ItemAnswer<Item>>;
}

function deleteItem(doctorId: string, type: RecordItemType, recordId: string) {
  return call(`DELETE /api/st-doctors/{doctorId}/records/${type}/{recordId}`, {
    params: { doctorId, recordId },
  });
}

export interface CreateItemVars<Req> {
  request: Req;
  /** The opened form's key: the same on every retry, so the server stores one row (decision 158). */
  key: string;
}

export interface UpdateItemVars<Req> {
  id: string;
  request: Req;
  /** The version the row had when the form opened (decision 065). */
  version: number;
}

// ---------- the hooks ----------

/**
 * Adds a row: 'Randning tillagd!' / 'Kunde inte lägga till randning.' and so on per type. A second
 * save of the same form while the first is on its way starts nothing. `keptOffline`: a save that
 * finds no network is kept on the device by the page (decision 220), which says so instead.
 */
export function useCreateRecordItem<Item extends RecordItem, Req>(
  doctorId: string,
  definition: RecordItemDefinition<Item, Req>,
  { keptOffline = false }: { keptOffline?: boolean } = {},
) {
  const mutation = useRecordMutation({
    doctorId,
    mutationFn: ({ request, key }: CreateItemVars<Req>) =>
      createItem<Item>(doctorId, definition.type, request, key),
    optimistic: (record, { request }) =>
      withItem(
        definition,
        record,
        definition.preview(request, `${PENDING_ID_PREFIX}${Date.now()}`, undefined, record),
      ),
    confirm: (record, answer) =>
      withDerived(withItem(definition, record, answer.record), answer.derived),
    derived: true,
    successMessage: RECORD_MESSAGES.added(definition.type),
    errorMessage: (error) =>
      keptOffline && isApiError(error) && error.isNetworkError
        ? undefined
        : saveFailedToast(RECORD_MESSAGES.addFailed(definition.type), error),
  });
  return { ...mutation, mutate: sendOnce(mutation.mutate) };
}

/** Changes a row: 'Randning uppdaterad!' / 'Kunde inte uppdatera randning.' and so on. */
export function useUpdateRecordItem<Item extends RecordItem, Req>(
  doctorId: string,
  definition: RecordItemDefinition<Item, Req>,
) {
  return useRecordMutation({
    doctorId,
    mutationFn: ({ id, request, version }: UpdateItemVars<Req>) =>
      updateItem<Item>(doctorId, definition.type, id, { ...(request as object), version }),
    optimistic: (record, { id, request }) => {
      const previous = definition.read(record).find((i) => i.id === id);
      // A row removed meanwhile (by a delete still on its way) is not brought back.
      if (!previous) return record;
      return withItem(definition, record, definition.preview(request, id, previous, record));
    },
    confirm: (record, answer) =>
      withDerived(withItem(definition, record, answer.record), answer.derived),
    derived: true,
    successMessage: RECORD_MESSAGES.updated(definition.type),
    errorMessage: RECORD_MESSAGES.updateFailed(definition.type),
    handlesStaleWrite: true,
  });
}

/** Removes a row: 'Randning borttagen!' / 'Kunde inte ta bort randning.' and so on. */
export function useDeleteRecordItem<Item extends RecordItem, Req>(
  doctorId: string,
  definition: RecordItemDefinition<Item, Req>,
) {
  return useRecordMutation({
    doctorId,
    mutationFn: (id: string) => deleteItem(doctorId, definition.type, id),
    optimistic: (record, id) => withoutItem(definition, record, id),
    confirm: (record, answer, id) =>
      withDerived(withoutItem(definition, record, id), answer.derived),
    derived: true,
    successMessage: RECORD_MESSAGES.deleted(definition.type),
    errorMessage: RECORD_MESSAGES.deleteFailed(definition.type),
  });
}

import type { ReactNode } from "react";
import type { ZodType } from "zod";
import type { CertificateKind } from "@/shared/curriculum/certificate-forms";
import type { TDoctorRecord } from "@/shared/schemas/doctor-record";
import {
  type RecordItemDefinition,
  type RecordItemType,
  topLevelList,
} from "@/web/entities/record/api/record-items";

/** The record types this module serves, as the API names them (POST /records/:type). */
export type ActivityType = Exclude<RecordItemType, "absence" | "credit">;
/** Where each type's rows live in the doctor's record. */
export type ActivityListKey = "rotations" | "courses" | "sitIns" | "meetings" | "developmentWorks";
export type ActivityItem<K extends ActivityListKey> = TDoctorRecord[K][number];

/**
 * Every form field holds text; the definition turns the values into the request. A 'goals' field
 * holds its goal ids as one text ('STc4,STc5', entities/goal/goal-options).
 */
export type FormValues = Record<string, string>;

export interface FieldDefinition {
  name: string;
  label: string;
  kind: "text" | "textarea" | "date" | "month" | "select" | "goals" | "actions";
  /** May be left empty (a meeting's agenda); every other field is required. */
  optional?: boolean;
  /** A 'goals' field: the certificate the activity makes, whose recommended goals come first. */
  goalKind?: CertificateKind;
  options?: readonly { value: string; label: string }[];
  placeholder?: string;
  description?: string;
  /** Shown only when this holds (the free-text name after choosing 'Annan'). */
  visible?: (values: FormValues) => boolean;
}

/** What a cell may need beyond its row: a meeting's cell shows actions carried from the others. */
export interface ColumnContext<Item> {
  doctorId: string;
  items: readonly Item[];
  canEdit: boolean;
}

export interface ColumnDefinition<Item> {
  header: string;
  render: (item: Item, context: ColumnContext<Item>) => ReactNode;
}

export interface ActivityTexts {
  intro: string;
  listTitle: string;
  add: string;
  addTitle: string;
  editTitle: string;
  emptyTitle: string;
  emptyText: string;
  emptyTextReadOnly: string;
  deleteText: (name: string) => string;
}

/**
 * One record type of the generic list + form module: its fields, columns, texts and how form
 * values become the request (validated with the shared request schema) and, for the optimistic
 * update, a row. Everything else (list, form, confirm, toasts) is shared.
 */
export interface ActivityDefinition<K extends ActivityListKey, Req> {
  type: ActivityType;
  listKey: K;
  texts: ActivityTexts;
  fields: readonly FieldDefinition[];
  columns: readonly ColumnDefinition<ActivityItem<K>>[];
  /** Names the row in button labels and the confirm text. */
  itemLabel: (item: ActivityItem<K>) => string;
  compare: (a: ActivityItem<K>, b: ActivityItem<K>) => number;
  schema: ZodType<Req>;
  emptyValues: FormValues;
  toValues: (item: ActivityItem<K>) => FormValues;
  toRequest: (values: FormValues) => unknown;
  /** Maps an error of a request field to the form field that shows it (default: same name). */
  errorField?: (requestField: string, values: FormValues) => string;
  toItem: (request: Req, id: string, previous: ActivityItem<K> | undefined) => ActivityItem<K>;
  /** The certificate kind when rows carry a certificate (rotations, courses, sit-ins). */
  certificateKind?: "rotation" | "course" | "sit-in";
}

/** The definition as the shared record-item hooks take it (entities/record/api/record-items). */
export function activityItems<K extends ActivityListKey, Req>(
  definition: ActivityDefinition<K, Req>,
): RecordItemDefinition<ActivityItem<K>, Req> {
  return {
    type: definition.type,
    ...topLevelList(definition.listKey),
    preview: (request, id, previous) => definition.toItem(request, id, previous),
  };
}

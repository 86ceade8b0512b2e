import { CERTIFICATE_KIND_LABELS } from "@/shared/curriculum/certificate-forms";
import { isStModel, ST_MODEL_LABELS } from "@/shared/curriculum/goal-models";
import { isRole, ROLE_LABELS } from "@/shared/roles";
import { ACTIVITY_STATUS_LABELS, isActivityStatus } from "@/shared/rules/activity-status";
import { isIsoDate, isYearMonth } from "@/shared/rules/dates";
import { isQuarterLabel, quarterText } from "@/shared/rules/quarters";
import { CERTIFICATE_KINDS, type CertificateKind } from "@/shared/schemas/files";
import { formatDate, formatMonth } from "@/web/lib/dates";
import { HISTORY_UI_MESSAGES as M } from "@/web/lib/messages/history";

export interface FieldChange {
  field: string;
  before?: string;
  after?: string;
}

/** Internal keys that say nothing to a reader. */
const HIDDEN_FIELDS = new Set([
  "id",
  "userId",
  "procedureId",
  "goalId",
  "mode",
  "fileSize",
  "fileType",
  "storagePath",
  "uploadedBy",
  "ownerId",
  "itemName",
  "fileId",
]);

/** Reading order: what the item is, when, its state, then the rest. */
const FIELD_ORDER = [
  "firstName",
  "lastName",
  "email",
  "role",
  "isActive",
  "name",
  "originalName",
  "topic",
  "stModel",
  "date",
  "startDate",
  "stStartDate",
  "endDate",
  "stDurationMonths",
  "status",
  "plannedQuarter",
  "achievedLevel",
  "supervisor",
  "headOfDepartment",
  "directorOfStudies",
  "description",
  "notes",
  "summary",
];
const orderOf = (field: string) => {
  const index = FIELD_ORDER.indexOf(field);
  return index === -1 ? FIELD_ORDER.length : index;
};

/** Record and file ids mean nothing to a reader; a change between two of them is left out. */
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const isIdOrEmpty = (value: unknown) =>
  value === null || value === undefined || (typeof value === "string" && UUID.test(value));
const MAX_VALUE_LENGTH = 80;

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

function shorten(text: string): string {
  return text.length > MAX_VALUE_LENGTH ? `${text.slice(0, MAX_VALUE_LENGTH - 1)}…` : text;
}

const isCertificateKind = (value: unknown): value is CertificateKind =>
  typeof value === "string" && (CERTIFICATE_KINDS as readonly string[]).includes(value);

/** Codes stored in the log and the words a reader knows them by. */
function codeLabel(field: string, value: unknown): string | undefined {
  if (field === "status" && isActivityStatus(value)) return ACTIVITY_STATUS_LABELS[value];
  if (field === "stModel" && isStModel(value)) return ST_MODEL_LABELS[value];
  if (field === "role" && isRole(value)) return ROLE_LABELS[value];
  if (field === "kind" && isCertificateKind(value)) return M.certificateKinds[value];
  // The kind of an application's certificate ('clinical').
  if (
    field === "kind" &&
    typeof value === "string" &&
    Object.hasOwn(CERTIFICATE_KIND_LABELS, value)
  )
    return CERTIFICATE_KIND_LABELS[value as keyof typeof CERTIFICATE_KIND_LABELS];
  if (field === "signerRole" && typeof value === "string") return M.signerRoles[value];
  // The delmål of an activity by their ids: 'STc4, STc5'.
  if (field === "goalIds" && Array.isArray(value))
    return value.length > 0 ? shorten(value.join(", ")) : M.empty_value;
  return undefined;
}

/** One value as a short Swedish text: codes translated, lists counted, empties as '–'. */
export function formatValue(field: string, value: unknown): string {
  if (value === null || value === undefined || value === "") return M.empty_value;
  const code = codeLabel(field, value);
  if (code) return code;
  if (Array.isArray(value)) return M.count(value.length);
  if (typeof value === "boolean") return value ? M.yes : M.no;
  if (typeof value === "string") {
    if (isIsoDate(value)) return formatDate(value);
    if (isYearMonth(value)) return formatMonth(value);
    if (isQuarterLabel(value)) return quarterText(value);
    return shorten(value);
  }
  if (typeof value === "number") return String(value);
  return shorten(JSON.stringify(value));
}

/** The Swedish name of a field; a field without one is not shown (never an English key). */
export function fieldLabel(field: string): string | undefined {
  return Object.hasOwn(M.fields, field) ? M.fields[field] : undefined;
}

export function entityLabel(entity: string): string {
  return Object.hasOwn(M.entities, entity) ? (M.entities[entity] ?? M.otherEntity) : M.otherEntity;
}

/**
 * The item a certificate entry is about, from its id 'kind:itemId': 'Delmål STa1', 'ST-kontrakt';
 * a rotation, course or sit-in by its kind only (its id is a uuid; the name comes with the entry).
 */
export function certificateTarget(entityId: string | null | undefined): string | undefined {
  const separator = entityId?.indexOf(":") ?? -1;
  if (!entityId || separator < 1) return undefined;
  const kind = entityId.slice(0, separator);
  if (!isCertificateKind(kind)) return undefined;
  const label = M.certificateKinds[kind];
  return kind === "goal" ? `${label} ${entityId.slice(separator + 1)}` : label;
}

/**
 * The fields an entry touched: for a change only those that differ, before → after; for a
 * creation the values set, for a removal the values that went.
 */
export function describeChange(before: unknown, after: unknown): FieldChange[] {
  const b = isObject(before) ? before : {};
  const a = isObject(after) ? after : {};
  const fields = [...new Set([...Object.keys(b), ...Object.keys(a)])]
    .filter(
      (f) =>
        !HIDDEN_FIELDS.has(f) &&
        fieldLabel(f) !== undefined &&
        !(isIdOrEmpty(b[f]) && isIdOrEmpty(a[f])),
    )
    .sort((x, y) => orderOf(x) - orderOf(y));
  const changes: FieldChange[] = [];
  for (const field of fields) {
    const inBefore = isObject(before) && field in b;
    const inAfter = isObject(after) && field in a;
    if (inBefore && inAfter && JSON.stringify(b[field]) === JSON.stringify(a[field])) continue;
    changes.push({
      field,
      ...(inBefore ? { before: formatValue(field, b[field]) } : {}),
      ...(inAfter ? { after: formatValue(field, a[field]) } : {}),
    });
  }
  return changes;
}

function firstText(before: unknown, after: unknown, keys: readonly string[]) {
  for (const source of [after, before]) {
    if (!isObject(source)) continue;
    for (const key of keys) {
      const value = source[key];
      if (typeof value === "string" && value !== "") return shorten(value);
    }
  }
  return undefined;
}

/** A name for the changed item, from its values: name, topic or description. */
export function itemName(before: unknown, after: unknown): string | undefined {
  return firstText(before, after, [
    "name",
    "topic",
    "title",
    "description",
    "originalName",
    "what",
  ]);
}

/** Where a certificate entry may carry the name of the goal, rotation, course or sit-in. */
const CERTIFICATE_ITEM_KEYS = ["itemName", "name"];

export interface EntryIdentity {
  entity: string;
  entityId?: string | null;
  before: unknown;
  after: unknown;
}

const lengthOf = (source: unknown, key: string) => {
  const value = isObject(source) ? source[key] : undefined;
  return Array.isArray(value) ? value.length : 0;
};

/**
 * An application of the clinic's standard plan by what it did: 'inlagd: 6 placeringar, 2 kurser,
 * 10 delmål, 20 undersökningar', or 'ångrad' (after the entity's name, 'Standardplan').
 */
export function planTemplateSummary(entry: EntryIdentity): string {
  const P = M.planTemplate;
  const after = isObject(entry.after) ? entry.after : {};
  // An undo's entry keeps what the user had changed since ('kept'); an application's, what it added.
  if ("kept" in after) {
    const kept = lengthOf(after.kept, "goals") + lengthOf(after.kept, "examinations");
    return kept > 0 ? `${P.undone}; ${P.kept(kept)}` : P.undone;
  }
  const counts = (["rotations", "courses", "goals", "examinations"] as const)
    .map((key) => [key, lengthOf(after, key)] as const)
    .filter(([, n]) => n > 0)
    .map(([key, n]) => P[key](n));
  return P.applied(counts);
}

/**
 * What an entry's heading names: an examination by its catalogue name, a certificate by the item it
 * belongs to ('Delmål STa1', 'Kurs – Ekokardiografi'), anything else by its own values.
 */
export function entryName(
  entry: EntryIdentity,
  procedureNames: ReadonlyMap<string, string>,
): string | undefined {
  if (entry.entity === "plan-template-application") return planTemplateSummary(entry);
  if (entry.entity === "procedure" && entry.entityId) {
    const name = procedureNames.get(entry.entityId);
    if (name) return name;
  }
  if (entry.entity === "certificate") {
    const target = certificateTarget(entry.entityId);
    const name = firstText(entry.before, entry.after, CERTIFICATE_ITEM_KEYS);
    // A goal's stored name already starts with its id ('STa1 Titel'): say 'Delmål STa1 Titel'.
    if (name && target?.startsWith(`${M.certificateKinds.goal} `))
      return `${M.certificateKinds.goal} ${name}`;
    const parts = [...new Set([target, name])].filter((p) => p !== undefined);
    if (parts.length > 0) return parts.join(" – ");
  }
  return itemName(entry.before, entry.after);
}

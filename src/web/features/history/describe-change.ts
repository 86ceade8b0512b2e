import { ACTIVITY_STATUS_LABELS, isActivityStatus } from "@/shared/rules/activity-status";
import { isIsoDate } from "@/shared/rules/dates";
import { isQuarterLabel, quarterHeading } from "@/shared/rules/quarters";
import { formatDate } from "@/web/lib/dates";
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
  // A certificate entry's item; shown as the entry's name, not as a field.
  "itemName",
]);

/** Reading order: what the item is, when, its state, then the rest. */
const FIELD_ORDER = [
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

/** One value as a short Swedish text: statuses translated, lists counted, empties as '–'. */
export function formatValue(field: string, value: unknown): string {
  if (value === null || value === undefined || value === "") return M.empty_value;
  if (field === "status" && isActivityStatus(value)) return ACTIVITY_STATUS_LABELS[value];
  if (Array.isArray(value)) return M.count(value.length);
  if (typeof value === "string") {
    if (isIsoDate(value)) return formatDate(value);
    if (isQuarterLabel(value)) return quarterHeading(value);
    return shorten(value);
  }
  if (typeof value === "number" || typeof value === "boolean") return String(value);
  return shorten(JSON.stringify(value));
}

export function fieldLabel(field: string): string {
  return M.fields[field] ?? field;
}

/**
 * The fields an entry touched: for a change only those that differ, before → after; for a
 * creation the values set, for a removal the values that went.
 */
export function describeChange(before: unknown, after: unknown): FieldChange[] {
  const b = isObject(before) ? before : {};
  const a = isObject(after) ? after : {};
  const fields = [...new Set([...Object.keys(b), ...Object.keys(a)])]
    .filter((f) => !HIDDEN_FIELDS.has(f) && !(isIdOrEmpty(b[f]) && isIdOrEmpty(a[f])))
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

/**
 * A name for the changed item, from its values: a certificate's item ('a1 Titel', the course's
 * name), else name, topic, description or file name.
 */
export function itemName(before: unknown, after: unknown): string | undefined {
  for (const source of [after, before]) {
    if (!isObject(source)) continue;
    for (const key of ["itemName", "name", "topic", "description", "originalName"]) {
      const value = source[key];
      if (typeof value === "string" && value !== "") return shorten(value);
    }
  }
  return undefined;
}

import { REMINDER_MESSAGES as M } from "../messages/reminders";
import { addDays, addMonthsClamped, compareDates } from "./dates";
import { formatDate } from "./display-dates";
import { compareSwedish } from "./swedish-order";

/**
 * E-mail reminders (decisions 209, 210). Rules never read the clock: the caller passes `today`.
 * An item is reminded at most twice to each person: once while it is due within
 * DUE_SOON_DAYS, once when it has passed.
 */
export const DUE_SOON_DAYS = 7;

export type ReminderState = "due-soon" | "overdue";

/** Where a due date stands on `today`: null while it is further away than DUE_SOON_DAYS. */
export function reminderState(dueDate: string, today: string): ReminderState | null {
  if (compareDates(today, dueDate) > 0) return "overdue";
  if (compareDates(addDays(today, DUE_SOON_DAYS), dueDate) >= 0) return "due-soon";
  return null;
}

export interface ReminderItem {
  /** Stable across days: the same thing due is the same key (e.g. `meeting-gap:<doctor>:<date>`). */
  readonly key: string;
  readonly state: ReminderState;
  readonly dueDate: string;
  /** One Swedish line. */
  readonly text: string;
  /** The page to link, from the site's root (`/meetings?st=…`). */
  readonly path: string;
}

/** The set key of an item reminded in a state, as `alreadyReminded` holds them. */
export const remindedKey = (key: string, state: ReminderState) => `${state}|${key}`;

/**
 * What to remind today, given what was reminded before: an item not yet reminded in its present
 * state. One that has passed is not reminded as due soon afterwards (its overdue reminder says
 * more). Duplicates (one item from two sources) are reminded once. Sorted: passed first, then by
 * due date, then by text.
 */
export function itemsToRemind<T extends ReminderItem>(
  items: readonly T[],
  alreadyReminded: ReadonlySet<string>,
): T[] {
  const chosen = new Map<string, T>();
  for (const item of items) {
    if (alreadyReminded.has(remindedKey(item.key, item.state))) continue;
    if (!chosen.has(item.key)) chosen.set(item.key, item);
  }
  return [...chosen.values()].sort(
    (a, b) =>
      (a.state === b.state ? 0 : a.state === "overdue" ? -1 : 1) ||
      compareDates(a.dueDate, b.dueDate) ||
      compareSwedish(a.text, b.text),
  );
}

export interface MeetingGapInput {
  readonly today: string;
  readonly stStartDate: string;
  readonly stEndDate: string;
  /** The last meeting on or before today, or null. */
  readonly lastMeetingDate: string | null;
  readonly meetingGapMonths: number;
}

/**
 * The meeting-gap reminder: the same gap as the early warning (earlyWarnings' 'meeting-gap'),
 * overdue exactly when the warning holds, and due soon in the week before. The last day without a
 * warning is the due date. Only while the ST period runs, as the warning.
 */
export function meetingGapDue(
  input: MeetingGapInput,
): { since: string; dueDate: string; state: ReminderState } | null {
  const { today, stStartDate, stEndDate, lastMeetingDate } = input;
  const running = compareDates(today, stStartDate) >= 0 && compareDates(today, stEndDate) <= 0;
  if (!running) return null;
  const since =
    lastMeetingDate && compareDates(lastMeetingDate, stStartDate) > 0
      ? lastMeetingDate
      : stStartDate;
  const dueDate = addMonthsClamped(since, input.meetingGapMonths);
  const state = reminderState(dueDate, today);
  return state ? { since, dueDate, state } : null;
}

/** The line of a meeting-gap reminder. */
export function meetingGapText(
  doctorName: string,
  gap: { since: string; dueDate: string; state: ReminderState },
  lastMeetingDate: string | null,
  months: number,
): string {
  const since =
    lastMeetingDate === null ? `${M.stStartWord} ${formatDate(gap.since)}` : formatDate(gap.since);
  return gap.state === "overdue"
    ? M.meetingGapOverdue(doctorName, since, months)
    : M.meetingGapDueSoon(doctorName, since, months, formatDate(gap.dueDate));
}

/** An agreed action of a supervisor meeting (decision 207), due soon or passed. */
export function meetingActionText(
  doctorName: string,
  action: { what: string; owner: string; dueDate: string },
  state: ReminderState,
): string {
  const write = state === "overdue" ? M.actionOverdue : M.actionDueSoon;
  return write(doctorName, action.what, action.owner, formatDate(action.dueDate));
}

/** An agreed follow-up date of the latest IUP revision (decision 200), due soon or passed. */
export function iupFollowUpText(doctorName: string, date: string, state: ReminderState): string {
  const write = state === "overdue" ? M.iupFollowUpOverdue : M.iupFollowUpDueSoon;
  return write(doctorName, formatDate(date));
}

export interface DigestInput {
  readonly recipientName: string;
  /** Already chosen and sorted by itemsToRemind; at least one. */
  readonly items: readonly ReminderItem[];
  /** The site's address without a trailing slash (PUBLIC_URL). */
  readonly publicUrl: string;
}

/** The day's one mail to a person: subject and plain text, passed items first. */
export function buildReminderDigest(input: DigestInput): { subject: string; text: string } {
  const { items, publicUrl } = input;
  const section = (heading: string, list: readonly ReminderItem[]) =>
    list.length === 0
      ? []
      : [
          heading,
          ...list.flatMap((item) => [`- ${item.text}`, M.link(`${publicUrl}${item.path}`)]),
          "",
        ];
  const lines = [
    M.greeting(input.recipientName),
    "",
    M.intro,
    "",
    ...section(
      M.overdueHeading,
      items.filter((i) => i.state === "overdue"),
    ),
    ...section(
      M.dueSoonHeading,
      items.filter((i) => i.state === "due-soon"),
    ),
    M.turnOff(`${publicUrl}/profile`),
    M.automatic,
  ];
  return { subject: M.subject(items.length), text: `${lines.join("\n")}\n` };
}

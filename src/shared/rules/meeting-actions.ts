/**
 * The actions agreed at supervisor meetings and where they show (issue 25, decision 207).
 *
 * An action is agreed at one meeting and shown there. While it is open it is carried to every
 * meeting on a later date; marked done on a day, it is carried to no meeting on or after that day
 * (it was closed by then), but still to the meetings before it, at which it was open. Meetings on
 * the same date as the one that agreed it are not 'later'. Dates are ISO dates ('YYYY-MM-DD'),
 * which compare as text.
 */

export interface ActionLike {
  id: string;
  dueDate: string;
  doneOn: string | null;
}

export interface MeetingLike<A extends ActionLike> {
  id: string;
  date: string;
  actions: readonly A[];
}

/** An action as another meeting or the overview shows it: with the date it was agreed on. */
export interface AgreedAction<A extends ActionLike> {
  action: A;
  agreedOn: string;
}

/** Whether an action agreed on `agreedOn` was still open at a meeting on `meetingDate`. */
export function isCarriedTo(agreedOn: string, doneOn: string | null, meetingDate: string): boolean {
  return agreedOn < meetingDate && (doneOn === null || doneOn > meetingDate);
}

export function isOverdue(action: ActionLike, today: string): boolean {
  return action.doneOn === null && action.dueDate < today;
}

/** A total order, so that a list never depends on the order the rows came in. */
function compareAgreed<A extends ActionLike>(a: AgreedAction<A>, b: AgreedAction<A>): number {
  return (
    compareText(a.agreedOn, b.agreedOn) ||
    compareText(a.action.dueDate, b.action.dueDate) ||
    compareText(a.action.id, b.action.id)
  );
}

function compareText(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

function agreedActionsOf<A extends ActionLike>(
  meetings: readonly MeetingLike<A>[],
): AgreedAction<A>[] {
  return meetings.flatMap((m) => m.actions.map((action) => ({ action, agreedOn: m.date })));
}

/**
 * The actions carried to a meeting: agreed at an earlier meeting and still open at its date,
 * oldest agreement first.
 */
export function carriedActionsOf<A extends ActionLike>(
  meeting: Pick<MeetingLike<A>, "id" | "date">,
  meetings: readonly MeetingLike<A>[],
): AgreedAction<A>[] {
  return agreedActionsOf(meetings)
    .filter(({ action, agreedOn }) => isCarriedTo(agreedOn, action.doneOn, meeting.date))
    .sort(compareAgreed);
}

/**
 * The doctor's open actions for the overview: the overdue ones first, then by the date they are
 * due (and the agreement, then the id, so equal dates keep one order).
 */
export function openActionsOf<A extends ActionLike>(
  meetings: readonly MeetingLike<A>[],
  today: string,
): (AgreedAction<A> & { isOverdue: boolean })[] {
  return agreedActionsOf(meetings)
    .filter(({ action }) => action.doneOn === null)
    .map((agreed) => ({ ...agreed, isOverdue: isOverdue(agreed.action, today) }))
    .sort(
      (a, b) =>
        Number(b.isOverdue) - Number(a.isOverdue) ||
        compareText(a.action.dueDate, b.action.dueDate) ||
        compareAgreed(a, b),
    );
}

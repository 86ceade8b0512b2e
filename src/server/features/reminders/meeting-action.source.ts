import { and, eq, inArray } from "drizzle-orm";
import { displayName } from "../../../shared/roles";
import { addDays } from "../../../shared/rules/dates";
import { DUE_SOON_DAYS, meetingActionText, reminderState } from "../../../shared/rules/reminders";
import { users } from "../../db/schema";
import { listOpenActionsDue } from "../records";
import type { DueItem, ReminderSource } from "./reminder-source";

/**
 * The agreed actions of supervisor meetings (decision 207) that are open and due within a week or
 * passed, to the doctor and the main supervisor. The key is the action's id: a changed date is
 * the same action, reminded again only in a state it was not yet reminded in.
 */
export const meetingActionSource: ReminderSource = async (db, today) => {
  const actions = await listOpenActionsDue(db, addDays(today, DUE_SOON_DAYS));
  if (actions.length === 0) return [];
  const doctorIds = [...new Set(actions.map((a) => a.doctorId))];
  const doctors = await db
    .select({
      id: users.id,
      email: users.email,
      firstName: users.firstName,
      lastName: users.lastName,
    })
    .from(users)
    .where(and(inArray(users.id, doctorIds), eq(users.isActive, true)));
  const names = new Map(doctors.map((d) => [d.id, displayName(d)]));
  const items: DueItem[] = [];
  for (const action of actions) {
    const name = names.get(action.doctorId);
    const state = reminderState(action.dueDate, today);
    if (name === undefined || state === null) continue;
    items.push({
      doctorId: action.doctorId,
      recipients: "doctor-and-main-supervisor",
      key: `action:${action.actionId}`,
      dueDate: action.dueDate,
      state,
      text: meetingActionText(name, action, state),
      path: `/meetings?st=${encodeURIComponent(action.doctorId)}`,
    });
  }
  return items;
};

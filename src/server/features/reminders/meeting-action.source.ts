import { addDays } from "../../../shared/rules/dates";
import { DUE_SOON_DAYS, meetingActionText, reminderState } from "../../../shared/rules/reminders";
import { listOpenActionsDue } from "../records";
import { activeDoctorNames } from "./doctor-names.repo";
import type { DueItem, ReminderSource } from "./reminder-source";

/**
 * The agreed actions of supervisor meetings (decision 207) that are open and due within a week or
 * passed, to the doctor and the main supervisor. The key is the action's id: a changed date is
 * the same action, reminded again only in a state it was not yet reminded in.
 */
export const meetingActionSource: ReminderSource = async (db, today) => {
  const actions = await listOpenActionsDue(db, addDays(today, DUE_SOON_DAYS));
  const names = await activeDoctorNames(
    db,
    actions.map((a) => a.doctorId),
  );
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

import { addDays } from "../../../shared/rules/dates";
import { DUE_SOON_DAYS, iupFollowUpText, reminderState } from "../../../shared/rules/reminders";
import { iupFollowUpsDueBetween } from "../iup";
import { activeDoctorNames } from "./doctor-names.repo";
import type { DueItem, ReminderSource } from "./reminder-source";

/** Every follow-up that has passed is read: each is reminded once as passed, however old. */
const EARLIEST = "1900-01-01";

/**
 * The agreed follow-up dates of each doctor's latest IUP revision (decision 200), due within a
 * week or passed without a new revision, to the doctor and the main supervisor. A new revision
 * replaces the dates, so its own dates are new items.
 */
export const iupFollowUpSource: ReminderSource = async (db, today) => {
  const followUps = await iupFollowUpsDueBetween(db, EARLIEST, addDays(today, DUE_SOON_DAYS));
  const names = await activeDoctorNames(
    db,
    followUps.map((f) => f.doctorId),
  );
  const items: DueItem[] = [];
  for (const followUp of followUps) {
    const name = names.get(followUp.doctorId);
    const state = reminderState(followUp.date, today);
    if (name === undefined || state === null) continue;
    items.push({
      doctorId: followUp.doctorId,
      recipients: "doctor-and-main-supervisor",
      key: `iup-follow-up:${followUp.revisionId}:${followUp.date}`,
      dueDate: followUp.date,
      state,
      text: iupFollowUpText(name, followUp.date, state),
      path: `/iup?st=${encodeURIComponent(followUp.doctorId)}`,
    });
  }
  return items;
};

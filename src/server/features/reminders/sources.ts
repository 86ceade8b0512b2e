import { iupFollowUpSource } from "./iup-follow-up.source";
import { meetingActionSource } from "./meeting-action.source";
import { meetingGapSource } from "./meeting-gap.source";
import type { ReminderSource } from "./reminder-source";

/** Every source of reminders, read on each pass. */
export const REMINDER_SOURCES: readonly ReminderSource[] = [
  meetingGapSource,
  meetingActionSource,
  iupFollowUpSource,
];

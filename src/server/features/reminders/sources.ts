import { meetingGapSource } from "./meeting-gap.source";
import type { ReminderSource } from "./reminder-source";

/**
 * Every source of reminders, read on each pass. IUP follow-ups and open meeting actions (due
 * within 7 days, and passed) join the meeting gap here.
 */
export const REMINDER_SOURCES: readonly ReminderSource[] = [meetingGapSource];

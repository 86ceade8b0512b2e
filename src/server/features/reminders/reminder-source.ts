import type { ReminderItem } from "../../../shared/rules/reminders";
import type { Db } from "../../db/client";

/**
 * Something due about one ST doctor, from one source. `recipients` says who hears of it: the doctor
 * and the main supervisor (IUP follow-ups, agreed actions), or only the main supervisor (a missing
 * meeting).
 */
export interface DueItem extends ReminderItem {
  readonly doctorId: string;
  readonly recipients: "doctor-and-main-supervisor" | "main-supervisor";
}

/** Reads what is due on `today` (Swedish date); never writes, never reads the clock. */
export type ReminderSource = (db: Db, today: string) => Promise<DueItem[]>;

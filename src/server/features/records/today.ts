import { isoDateInTimeZone } from "../../../shared/rules/dates";

/** The date in Sweden: what a record calls today (an ST start date default, a quarter). */
export function todayInSweden(now = new Date()): string {
  return isoDateInTimeZone(now);
}

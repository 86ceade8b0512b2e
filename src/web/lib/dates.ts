import dayjs from "dayjs";
import "dayjs/locale/sv";

dayjs.locale("sv");

/** Every date the user sees goes through here: '22 nov 2026'. */
export function formatDate(value: string | Date | null | undefined): string {
  if (!value) return "";
  const date = dayjs(value);
  return date.isValid() ? date.format("D MMM YYYY") : "";
}

/** '22 nov 2026 14:05' */
export function formatDateTime(value: string | Date | null | undefined): string {
  if (!value) return "";
  const date = dayjs(value);
  return date.isValid() ? date.format("D MMM YYYY HH:mm") : "";
}

/** 'mars 2026' for a year-month (rotations are planned in months). */
export function formatMonth(value: string): string {
  const date = dayjs(`${value}-01`);
  return date.isValid() ? date.format("MMMM YYYY") : value;
}

export { dayjs };

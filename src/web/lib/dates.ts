/**
 * Every date the user sees goes through the shared formatter ('22 nov 2026'), so the page, the
 * early warnings and the portfolio PDF write a date the same way (decision 190).
 */
export {
  formatDate,
  formatDateTime,
  formatMonth,
  formatMonthName,
  formatShortMonth,
} from "@/shared/rules/display-dates";

import { isCurrentQuarter, quarterEndDate, quarterStartDate } from "@/shared/rules/quarters";
import type { FormValues } from "@/web/features/activities";

export type WizardActivityType = "course" | "rotation" | "sit-in" | "meeting";

/**
 * A new item's starting dates in the wizard's quarter: today when that is the current quarter
 * (a sit-in or meeting is most often logged the day it happened), else the quarter's first day;
 * a rotation covers the quarter's three months. The user changes them freely.
 */
export function wizardDefaults(
  type: WizardActivityType,
  quarter: string,
  today: string,
): FormValues {
  const day = isCurrentQuarter(quarter, today) ? today : quarterStartDate(quarter);
  switch (type) {
    case "course":
      return { date: day, status: "planned" };
    case "rotation":
      return {
        startDate: quarterStartDate(quarter).slice(0, 7),
        endDate: quarterEndDate(quarter).slice(0, 7),
      };
    case "sit-in":
    case "meeting":
      return { date: day };
  }
}

import { parseDate } from "@/shared/rules/dates";
import type { TPlanTemplateApplication } from "@/shared/schemas/plan-template";
import { PLAN_TEMPLATE_UI_MESSAGES as M } from "@/web/lib/messages/plan-template";

type Counts = TPlanTemplateApplication["added"];

/** '6 placeringar, 1 kurs, 2 delmål': what an application added, leaving out what it did not. */
export function countsText(added: Counts): string {
  const parts = [
    added.rotations > 0 ? M.counts.rotations(added.rotations) : undefined,
    added.courses > 0 ? M.counts.courses(added.courses) : undefined,
    added.goals > 0 ? M.counts.goals(added.goals) : undefined,
    added.examinations > 0 ? M.counts.examinations(added.examinations) : undefined,
  ].filter((part) => part !== undefined);
  return parts.length > 0 ? parts.join(", ") : M.counts.nothing;
}

/** A planned rotation's length in months, both months counted ('2027-01' to '2027-03' is 3). */
export function monthsOf(startMonth: string, endMonth: string): number {
  const start = parseDate(`${startMonth}-01`);
  const end = parseDate(`${endMonth}-01`);
  return (end.year - start.year) * 12 + (end.month - start.month) + 1;
}

import type { TimelineEventType } from "@/shared/rules/timeline-layout";

/** Texts of the overview's 'Att se över' card (decision 129). Quarters come as 'YYYY-Qn'. */
export const PLAN_WARNINGS_MESSAGES = {
  title: "Att se över",
  /** Read after the title by screen readers; the badge shows the bare number. */
  count: (n: number) => (n === 1 ? "1 punkt" : `${n} punkter`),
  /** Delmål is neuter (ett delmål): 'planerat', 'avklarat'; examinations and courses are not. */
  overdue: (type: TimelineEventType, quarter: string) =>
    type === "goal"
      ? `Planerat till ${quarter} men inte avklarat.`
      : `Planerad till ${quarter} men inte avklarad.`,
  /** `when` is 'i mars 2025' or 'under mars–maj 2025' (overlapPeriod). */
  overlap: (first: string, second: string, when: string) =>
    `Randningarna ${first} och ${second} överlappar ${when}.`,
  overlapInMonth: (month: string) => `i ${month}`,
  overlapDuring: (from: string, to: string) => `under ${from}–${to}`,
  emptyQuarter: (quarter: string) => `Inget planerat under ${quarter}.`,
  emptyQuarters: (first: string, last: string, count: number) =>
    `Inget planerat under ${first}–${last} (${count}\u00a0kvartal).`,
  unplannedGoals: (n: number) =>
    n === 1
      ? "1 delmål är inte planerat och mindre än ett år av ST-tiden återstår."
      : `${n} delmål är inte planerade och mindre än ett år av ST-tiden återstår.`,
  /** Visible action labels; each button's accessible name adds the item (unique on the card). */
  edit: "Ändra",
  add: "Lägg till",
  plan: "Planera",
  editEventName: (title: string, typeLabel: string, quarter: string) =>
    `Ändra ${title} (${typeLabel}, ${quarter})`,
  editRotationName: (first: string, second: string) => `Ändra ${first} (överlappar ${second})`,
  addToQuarterName: (quarter: string) => `Lägg till i ${quarter}`,
  planGoalsName: (n: number) => `Planera ${n} delmål`,
  showAll: (n: number) => `Visa alla (${n})`,
  showFewer: "Visa färre",
} as const;

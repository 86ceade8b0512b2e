/** Swedish texts for the ST period: remaining time and duration (spec section 9). */
function plural(n: number, one: string, many: string): string {
  return `${n} ${n === 1 ? one : many}`;
}

export const ST_PERIOD_MESSAGES = {
  remainingPast: "ST-perioden är avslutad",
  remainingToday: "ST-perioden avslutas idag",
  remainingDays: (days: number) => `${plural(days, "dag", "dagar")} kvar`,
  remainingMonths: (months: number, days: number) =>
    days === 0
      ? `${plural(months, "månad", "månader")} kvar`
      : `${plural(months, "månad", "månader")} och ${plural(days, "dag", "dagar")} kvar`,
  remainingYears: (years: number, months: number) =>
    months === 0
      ? `${years} år kvar`
      : `${years} år och ${plural(months, "månad", "månader")} kvar`,
  durationYears: (years: string) => `${years} år`,
  /** The description of an absence or credit entered as a number of months back from today. */
  periodDescription: (text: string, months: number) =>
    `${text} (${plural(months, "månad", "månader")})`,
} as const;

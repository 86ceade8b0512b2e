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
  /** Refusals of an absence or credit that would not count, or would swallow ST (decision 070). */
  absenceBeforeStart:
    "Frånvaron ligger helt före ST-periodens start och påverkar inte slutdatumet. Kontrollera datumen.",
  absenceAfterEnd:
    "Frånvaron börjar efter ST-periodens beräknade slutdatum och påverkar inte slutdatumet. Kontrollera datumen.",
  creditsTooLong:
    "Tillgodoräknandena kan inte vara lika långa som hela ST-tiden eller längre. Kontrollera datumen.",
  /** Warnings shown in the form before saving. */
  daysBeforeStart: (days: number) =>
    `${plural(days, "dag", "dagar")} ligger före ST-periodens start och räknas inte.`,
  overlapDays: (days: number, other: string) =>
    `${plural(days, "dag", "dagar")} överlappar ${other} och räknas bara en gång.`,
  creditsCapped:
    "Tillgodoräknandena är lika långa som hela ST-tiden eller längre och har begränsats så att slutdatumet hamnar efter starten. Kontrollera tillgodoräknandena.",
  outsidePeriod: "Räknas inte: utanför ST-perioden",
} as const;

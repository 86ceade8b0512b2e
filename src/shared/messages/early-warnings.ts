/** Swedish texts of the early warnings (decision 145) and of their thresholds' form. */
const plural = (n: number, one: string, many: string) => (n === 1 ? one : many);

export const EARLY_WARNING_MESSAGES = {
  titles: {
    "meeting-gap": "Handledarträff saknas",
    "overdue-items": "Planerat ej utfört",
    "progress-gap": "Delmål efter ST-tiden",
    "no-supervisor": "Handledare saknas",
    "ending-soon": "ST slutar snart",
    uncertified: "Intyg saknas",
    "iup-follow-up": "IUP-uppföljning passerad",
  },
  iupFollowUp: (date: string) => `Uppföljningen av IUP:n ${date} har passerat utan en ny revision.`,
  meetingGapSince: (date: string, months: number) =>
    `Senaste handledarträffen var ${date}, för mer än ${months} ${plural(months, "månad", "månader")} sedan.`,
  meetingGapNever: (months: number) =>
    `Ingen handledarträff är registrerad under ST, som har pågått i mer än ${months} ${plural(months, "månad", "månader")}.`,
  overdueItems: (count: number) =>
    `${count} ${plural(count, "planerad aktivitet har", "planerade aktiviteter har")} ett kvartal som har passerat.`,
  progressGap: (stPercent: number, goalPercent: number, points: number) =>
    `${stPercent} % av ST-tiden har gått men ${goalPercent} % av delmålen är avklarade, mer än ${points} procentenheter efter.`,
  noSupervisor: "Ingen aktiv handledare är tilldelad.",
  endingSoon: (date: string, goalsLeft: number) =>
    `ST slutar ${date} och ${goalsLeft} delmål återstår.`,
  ended: (date: string, goalsLeft: number) =>
    `ST slutade ${date} men ${goalsLeft} delmål återstår.`,
  uncertified: (count: number) =>
    `${count} ${plural(count, "avklarad aktivitet saknar", "avklarade aktiviteter saknar")} intyg.`,
  settings: {
    title: "Tidiga varningar",
    description: "Gränser för varningarna på sidan ST-läkare och på ST-läkarens översikt.",
    meetingGapMonths: "Handledarträff saknas efter (månader)",
    progressGapPoints: "Delmål efter ST-tiden med mer än (procentenheter)",
    endingSoonMonths: "ST slutar inom (månader)",
    clinic: "Klinik",
    clinicHint: "Gränserna gäller den valda kliniken.",
    save: "Spara gränser",
    saved: "Gränserna för tidiga varningar har sparats.",
    saveFailed: "Kunde inte spara gränserna.",
    outOfRange: (min: number, max: number, unit: string) =>
      `Ange ett heltal mellan ${min} och ${max} ${unit}.`,
    noPermission: "Endast administratörer kan ändra gränserna för tidiga varningar.",
  },
} as const;

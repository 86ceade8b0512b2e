/**
 * Swedish texts of the portfolio PDF ('Utbildningsbok'). Section headings are the page names
 * (PAGE_LABELS) and statuses the shared status labels, so the PDF says what the app says.
 */
export const PORTFOLIO_MESSAGES = {
  title: "Utbildningsbok",
  /** The button on Översikt, and the link on the cohort view. */
  download: "Ladda ned utbildningsbok (PDF)",
  /** A download that failed without a reason of the server's own. */
  downloadFailed: "Utbildningsboken kunde inte laddas ned. Försök igen.",
  printed: (date: string) => `Utskriven ${date}`,
  page: (n: number, of: number) => `Sida ${n} av ${of}`,
  /** The file name without its extension: 'Utbildningsbok Åsa Öberg 2025-03-01'. */
  fileName: (name: string, date: string) => `Utbildningsbok ${name} ${date}`.trim(),
  none: "Inga poster.",
  /** Refused with 429: this person already has as many books being made as one may. */
  busyPerson:
    "Dina tidigare utbildningsböcker håller fortfarande på att skapas. Vänta några sekunder och försök igen.",
  /** Refused with 503: the server is making as many books as it can take at once. */
  busyServer: "Många utbildningsböcker skapas just nu. Försök igen om en stund.",
  yes: "Ja",
  no: "Nej",
  dash: "–",
  formalities: {
    doctor: "ST-läkare",
    email: "E-postadress",
    model: "ST-modell",
    startDate: "Startdatum",
    duration: "ST-tidens längd",
    endDate: "Beräknat slutdatum",
    remaining: "Återstående tid",
    stTime: "ST-tid som gått",
    headOfDepartment: "Verksamhetschef",
    directorOfStudies: "Studierektor",
    supervisors: "Handledare",
    inactive: "inaktiv",
    contract: "ST-kontrakt",
    absences: "Frånvaro",
    credits: "Tillgodoräknanden",
  },
  progress: {
    title: "Progression",
    goals: "Delmål",
    goalsValue: (done: number, total: number) => `${done} av ${total} avklarade`,
    examinations: "Undersökningar",
    examinationsValue: (done: number, total: number, percent: number) =>
      `${done} av ${total} krav uppfyllda (${percent} %)`,
    ischemia: "Ischemikravet",
    ischemiaMissing: "Inte uppfyllt",
    optionalA: "Valbara på nivå A",
    stTimeValue: (percent: number) => `${percent} %`,
    modelMissing: "Ingen ST-modell vald",
  },
  columns: {
    goal: "Delmål",
    title: "Rubrik",
    status: "Status",
    quarter: "Planerat",
    certificate: "Intyg",
    level: "Nivå",
    area: "Område",
    examination: "Undersökning",
    achievedLevel: "Uppnådd",
    requirement: "Krav",
    name: "Namn",
    from: "Från",
    to: "Till",
    date: "Datum",
    topic: "Ämne",
    supervisor: "Handledare",
    notes: "Anteckningar",
    agreedActions: "Åtgärder",
    decision: "Beslut",
    description: "Beskrivning",
  },
  /** A meeting's agenda above its notes, and each agreed action on a line of its own. */
  agenda: (agenda: string) => `Dagordning: ${agenda}`,
  action: (what: string, owner: string, due: string, doneOn: string | null) =>
    `${what} (${owner}, senast ${due}${doneOn ? `; klar ${doneOn}` : ""})`,
  stProject: {
    topic: "Ämne/titel",
    supervisor: "Handledare",
    status: "Status",
    summary: "Sammanfattning",
  },
  /** An examination no longer in the catalogue still shows its decision, under its id. */
  retiredExamination: (id: string) => `${id} (inte längre i katalogen)`,
} as const;

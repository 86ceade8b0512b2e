/** Swedish texts of the individual training programme (IUP, issue 25). */
export const IUP_MESSAGES = {
  dateRequired: "Ange revisionens datum.",
  followUpBeforeRevision: (date: string) =>
    `Uppföljningsdatumet ${date} är före revisionens datum. Välj ett datum på eller efter revisionens.`,
  goalOfOtherModel: (id: string) =>
    `Delmålet ${id} hör inte till ST-läkarens målbeskrivning. Välj delmål ur den egna modellen.`,
  examinationNotInUse: (id: string) =>
    `Undersökningen ${id} finns inte eller används inte längre. Ta bort den ur målen.`,
  activityNotFound: "En planerad aktivitet finns inte längre i journalen. Ladda om sidan.",
  modelRequired: "Välj ST-modell under Formellt innan IUP:n kan skrivas.",
  tooManyLinks: (max: number) => `Högst ${max} länkar per rubrik.`,
  tooManyDates: (max: number) => `Högst ${max} uppföljningsdatum.`,
  revisionNotFound: "Revisionen finns inte. Ladda om sidan.",
  draftExists:
    "Det finns redan ett utkast till en ny revision. Ladda om sidan och fortsätt i utkastet.",
  acknowledgedCannotChange:
    "Revisionen är godkänd och ändras inte. Ladda om sidan: en ändring blir en ny revision.",
  onlyLatest: "Bara den senaste revisionen kan godkännas.",
  acknowledgeNotAllowed: "Bara ST-läkaren själv och huvudhandledaren kan godkänna IUP:n.",
  alreadyAcknowledged: "Du har redan godkänt den här revisionen.",
  saved: "IUP:n sparad!",
  newRevision: (n: number) => `Revision ${n} sparad som utkast. Den behöver godkännas igen.`,
  acknowledged: "IUP:n godkänd.",
} as const;

/** The customary headings of an IUP, in the document's order (keys of src/shared/rules/iup-compare). */
export const IUP_HEADING_LABELS = {
  background: "Bakgrund och tidigare erfarenhet",
  goals: "Mål för kommande period",
  activities: "Planerade aktiviteter",
  supervision: "Handledning",
  assessment: "Hur progressionen bedöms",
  followUp: "Överenskomna uppföljningar",
} as const;

/** Texts the page and the printed revision share. */
export const IUP_PRINT_MESSAGES = {
  title: (n: number) => `Individuell utbildningsplan (IUP), revision ${n}`,
  fileName: (name: string, n: number, date: string) => `IUP ${name} revision ${n} ${date}`.trim(),
  aboutRevision: "Om revisionen",
  revisionDate: "Datum",
  author: "Skriven av",
  state: "Status",
  stateLabels: { draft: "Utkast", partly: "Delvis godkänd", acknowledged: "Godkänd" },
  goalsLinked: "Delmål",
  examinationsLinked: "Undersökningar",
  activitiesLinked: "Aktiviteter i journalen",
  mainSupervisor: "Huvudhandledare",
  otherSupervisors: "Övriga handledare",
  meetingFrequency: "Hur ofta handledning sker",
  followUpDates: "Uppföljningsdatum",
  acknowledgements: "Godkännande",
  byDoctor: "ST-läkare",
  bySupervisor: "Huvudhandledare",
  notAcknowledged: "Inte godkänd",
  acknowledgedBy: (name: string, date: string) => `Godkänd av ${name} ${date}`,
  none: "–",
} as const;

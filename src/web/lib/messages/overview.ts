/** Web texts of the Översikt page: greeting, views, progress card, legend, year view, dialogs. */
export const OVERVIEW_MESSAGES = {
  loading: "Laddar översikt...",
  eventTypes: {
    goal: "Delmål",
    procedure: "Undersökning",
    course: "Kurs",
    rotation: "Randning",
    "sit-in": "Sit-in",
    meeting: "Handledarträff",
  },
  /** The first letter of each type's name, on cards and bars where space is tight. */
  eventTypeTags: {
    goal: "D",
    procedure: "U",
    course: "K",
    rotation: "R",
    "sit-in": "S",
    meeting: "H",
  },
  greetingOwn: (firstName: string) => `Hej ${firstName}!`,
  greetingReviewer: (name: string) => `Du följer ${name}`,
  viewLabel: "Visa som",
  yearView: "Årsöversikt",
  timeline: "Tidslinje",

  progressTitle: "Progression",
  goals: "Delmål",
  goalsValue: (done: number, total: number) => `${done} av ${total} avklarade`,
  goalsProgressLabel: "Avklarade delmål",
  examinations: "Undersökningar",
  stTime: "ST-tid",
  stTimeValue: (percent: number) => `${percent} % av ST-tiden har gått`,
  stTimeProgressLabel: "Förbrukad ST-tid",
  endDate: "Beräknat slutdatum",
  remaining: "Återstående tid",
  modelMissing: "Ingen ST-modell vald: välj den under Formellt för att planera delmål.",

  legendTitle: "Förklaringar",
  legendTypes: "Typer",
  legendStatuses: "Status",

  yearTitle: (year: number) => `${year}`,
  yearCount: (count: number) => (count === 1 ? "1 händelse" : `${count} händelser`),
  quarterLabel: (quarter: string, markers: string) =>
    markers ? `${quarter}, ${markers}` : quarter,
  currentQuarter: "Nuvarande kvartal",
  emptyQuarter: "Inget planerat",
  add: "+ Lägg till",
  addLabel: (quarter: string) => `Lägg till aktivitet i ${quarter}`,
  dragHint:
    "Dra delmål, undersökningar och kurser till ett annat kvartal, eller använd menyn vid händelsen. Randningar, sit-ins och handledarträffar ligger fast på sina datum.",

  eventDetails: (type: string, status: string, quarter: string) =>
    `, ${type}, ${status}, ${quarter}`,
  eventMenu: (title: string) => `Åtgärder för ${title}`,
  openEvent: "Öppna",
  moveToQuarter: "Flytta till kvartal",

  chooseQuarterTitle: "Välj kvartal",
  chooseQuarterText: (title: string) => `Vart ska ${title} flyttas?`,
  chooseQuarterCurrent: "nu",
  close: "Stäng",

  drag: {
    roleDescription: "flyttbar händelse",
    instructions:
      "Tryck på mellanslag för att ta upp händelsen. Flytta den till ett annat kvartal med piltangenterna och släpp den med mellanslag eller Enter. Escape avbryter. Enter öppnar händelsen.",
    start: (title: string, quarter: string) =>
      `${title} är upptagen från ${quarter}. Välj kvartal med piltangenterna.`,
    over: (title: string, quarter: string) => `${title} är över ${quarter}.`,
    outside: (title: string) => `${title} är inte över något kvartal.`,
    moved: (title: string, quarter: string) => `${title} flyttades till ${quarter}.`,
    same: (title: string, quarter: string) => `${title} ligger kvar i ${quarter}.`,
    cancelled: (title: string, quarter: string) =>
      `Flytten avbröts. ${title} ligger kvar i ${quarter}.`,
  },

  wizard: {
    title: (quarter: string) => `Lägg till aktivitet i ${quarter}`,
    step: (n: number) => `Steg ${n} av 2`,
    chooseType: "Vad vill du lägga till?",
    back: "Tillbaka",
    goalSearch: "Sök delmål",
    goalSearchPlaceholder: "Titel eller id",
    noGoals: "Inga delmål matchar din sökning.",
    procedureSearch: "Sök undersökning",
    procedureSearchPlaceholder: "Namn, nivå eller område",
    pickHint:
      "Välj ett delmål eller en undersökning som inte är påbörjad för att planera det i kvartalet. Är det redan påbörjat öppnas det för ändring.",
  },

  /** A move the ended session cut off (decision 159): named at the login and offered again here. */
  moveSubject: {
    goal: (goalId: string) => `delmål ${goalId}`,
    procedure: (name: string) => `undersökningen ${name}`,
    course: (name: string) => `kursen ${name}`,
  },
  moveNotSaved: (subject: string, quarter: string) =>
    `Flytten av ${subject} till ${quarter} hann inte sparas.`,
  lostMovesTitle: "Ändringar som inte sparades",
  lostMovesIntro: "Sessionen hade gått ut när du gjorde dem:",
  lostMovesResend: "Skicka igen",
  lostMovesDismiss: "Ignorera",
} as const;

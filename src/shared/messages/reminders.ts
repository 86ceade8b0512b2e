/** Swedish texts of the e-mail reminders (decision 210) and their setting on Min Profil. */
const plural = (n: number, one: string, many: string) => (n === 1 ? one : many);

export const REMINDER_MESSAGES = {
  subject: (count: number) => `ST-portalen: ${count} ${plural(count, "påminnelse", "påminnelser")}`,
  greeting: (name: string) => `Hej ${name}!`,
  intro: "Det här är aktuellt för dig i ST-portalen:",
  overdueHeading: "Har passerat:",
  dueSoonHeading: "Inom 7 dagar:",
  link: (url: string) => `  Öppna: ${url}`,
  turnOff: (url: string) =>
    `Du får det här brevet för att e-postpåminnelser är påslagna. Du kan stänga av dem under Min Profil: ${url}`,
  automatic: "Brevet är skickat automatiskt; svar på det läses inte.",
  meetingGapOverdue: (doctor: string, since: string, months: number) =>
    `Ingen handledarträff med ${doctor} sedan ${since}: gränsen på ${months} ${plural(months, "månad", "månader")} har passerats.`,
  meetingGapDueSoon: (doctor: string, since: string, months: number, dueDate: string) =>
    `Ingen handledarträff med ${doctor} sedan ${since}: gränsen på ${months} ${plural(months, "månad", "månader")} nås ${dueDate}.`,
  stStartWord: "ST-starten",
  iupFollowUpOverdue: (doctor: string, date: string) =>
    `Uppföljningen av IUP:n för ${doctor} den ${date} har passerat utan att en ny revision gjorts.`,
  iupFollowUpDueSoon: (doctor: string, date: string) =>
    `Uppföljning av IUP:n för ${doctor} är överenskommen till ${date}.`,
  actionOverdue: (doctor: string, what: string, owner: string, dueDate: string) =>
    `Överenskommen åtgärd för ${doctor} (${owner}): ”${what}” skulle vara klar ${dueDate}.`,
  actionDueSoon: (doctor: string, what: string, owner: string, dueDate: string) =>
    `Överenskommen åtgärd för ${doctor} (${owner}): ”${what}” ska vara klar senast ${dueDate}.`,
  settings: {
    title: "E-postpåminnelser",
    intro:
      "Högst ett brev om dagen med det som snart ska göras eller har passerat: uppföljningar, överenskomna åtgärder och handledarträffar som saknas.",
    label: "Skicka e-postpåminnelser till mig",
    turnedOn: "E-postpåminnelser är påslagna.",
    turnedOff: "E-postpåminnelser är avstängda.",
  },
} as const;

/** Web-only texts of the calendar link, the reminders and the data export on 'Min Profil'. */
export const ACCOUNT_UI_MESSAGES = {
  calendarTitle: "Kalenderlänk",
  calendarIntro:
    "Prenumerera på dina planerade randningar, kurser och handledarträffar i din egen kalender (Outlook, Google, Apple). Länken är hemlig: den som har den kan se din plan.",
  /** Said by the calendar card and the password form: a new password ends the address (decision 172). */
  calendarPasswordNote:
    "Byter du lösenord slutar kalenderlänken att fungera. Skapa då en ny och lägg in den i kalendern igen.",
  calendarActive: (date: string) => `Du har en kalenderlänk sedan ${date}.`,
  calendarNone: "Du har ingen kalenderlänk.",
  calendarCreate: "Skapa kalenderlänk",
  calendarReplace: "Skapa ny kalenderlänk",
  calendarRevoke: "Ta bort kalenderlänk",
  calendarUrlLabel: "Din kalenderlänk",
  calendarUrlNote: "Kopiera länken nu: den visas bara en gång.",
  copy: "Kopiera",
  copied: "Kopierad",
  revokeTitle: "Ta bort kalenderlänken?",
  revokeBody:
    "Länken slutar fungera direkt, och kalendrar som prenumererar på den uppdateras inte längre.",
  revokeConfirm: "Ta bort",
  replaceTitle: "Skapa en ny kalenderlänk?",
  replaceBody:
    "Den nuvarande länken slutar fungera direkt. Kalendrar som använder den behöver den nya.",
  replaceConfirm: "Skapa ny länk",
  loading: "Laddar...",
  exportTitle: "Mina uppgifter",
  exportIntro:
    "Ladda ned allt som portalen har sparat om dig: en JSON-fil med alla uppgifter och ändringshistorik, och dina uppladdade filer, i en ZIP-fil.",
  exportButton: "Ladda ned mina uppgifter",
  reminderLoadFailed: "Kunde inte ladda inställningen för e-postpåminnelser.",
  retry: "Försök igen",
  save: "Spara",
} as const;

/** Swedish texts of the calendar feed and the personal data export (Min Profil, Adminpanel). */
export const ACCOUNT_MESSAGES = {
  calendarOnlyStDoctors: "Endast ST-läkare har en kalenderlänk.",
  calendarCreated:
    "Kalenderlänken är skapad. Kopiera den nu: den visas bara en gång. En tidigare länk slutar fungera.",
  calendarRevoked: "Kalenderlänken är borttagen och slutar fungera.",
  calendarNone: "Det finns ingen kalenderlänk att ta bort.",
  calendarName: (name: string) => `ST-portalen: ${name}`,
  rotation: (name: string) => `Randning: ${name}`,
  course: (name: string) => `Kurs: ${name}`,
  meeting: (topic: string) => `Handledarträff: ${topic}`,
  meetingSupervisor: (name: string) => `Handledare: ${name}`,
  exportNotAllowed: "Du har inte behörighet att exportera någon annans uppgifter.",
} as const;

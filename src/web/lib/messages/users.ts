/** Web-only texts of the admin and director panels. */
export const USERS_UI_MESSAGES = {
  adminIntro: "Hantera konton, roller och handledartilldelningar.",
  directorIntro:
    "Tilldela handledare till den valda ST-läkaren och hantera konton för övriga användare.",
  directorSelected: (name: string) =>
    `Tilldela handledare till ${name} och hantera konton för övriga användare.`,
  usersTitle: "Användare",
  search: "Sök användare",
  searchPlaceholder: "Namn eller e-postadress",
  roleFilter: "Filtrera på roll",
  allRoles: "Alla roller",
  addUser: "Lägg till användare",
  columns: {
    name: "Namn",
    email: "E-postadress",
    role: "Roll",
    active: "Aktiv",
    created: "Skapad",
    actions: "Åtgärder",
  },
  activeYes: "Aktiv",
  activeNo: "Inaktiv",
  mustChange: "Måste byta lösenord",
  noUsers: "Inga användare matchar sökningen.",
  loadingUsers: "Laddar användare...",
  // Paging and sorting
  usersPages: "Sidor i användarlistan",
  doctorsPages: "Sidor i listan över ST-läkare",
  edit: (name: string) => `Redigera ${name}`,
  setPassword: (name: string) => `Sätt lösenord för ${name}`,
  sendReset: (name: string) => `Skicka återställningslänk till ${name}`,
  remove: (name: string) => `Ta bort ${name}`,
  exportData: (name: string) => `Exportera uppgifter för ${name}`,
  // The region's identity provider (decision 248)
  providerLinked: "Kopplad till identitetsleverantören",
  unlink: (name: string) => `Koppla bort ${name} från identitetsleverantören`,
  unlinkTitle: "Koppla bort från identitetsleverantören",
  unlinkText: (name: string) =>
    `${name} kopplas bort från sin identitet hos identitetsleverantören. Vid nästa inloggning där matchas kontot på nytt via e-postadressen.`,
  unlinkButton: "Koppla bort",
  // Forms
  createTitle: "Lägg till användare",
  editTitle: "Redigera användare",
  email: "E-postadress",
  firstName: "Förnamn",
  lastName: "Efternamn",
  role: "Roll",
  active: "Kontot är aktivt",
  password: "Lösenord (valfritt)",
  passwordHint:
    "Lämna tomt för att låta portalen skapa ett engångslösenord som användaren måste byta vid första inloggningen.",
  save: "Spara",
  saving: "Sparar...",
  create: "Skapa användare",
  cancel: "Avbryt",
  setPasswordTitle: "Sätt lösenord",
  setPasswordFor: (name: string) => `Nytt lösenord för ${name}.`,
  newPassword: "Nytt lösenord",
  sendResetTitle: "Skicka återställningslänk",
  sendResetConfirm: (email: string) =>
    `En länk för att välja ett nytt lösenord skickas till ${email}.`,
  sendResetButton: "Skicka länk",
  deleteTitle: "Är du säker?",
  deleteText: (name: string) =>
    `${name} tas bort tillsammans med all sin data. Det går inte att ångra.`,
  deleteButton: "Ta bort",
  // One-time password
  oneTimeTitle: "Engångslösenord",
  oneTimeIntro: (email: string) => `Kontot ${email} har skapats med detta engångslösenord:`,
  oneTimeNote:
    "Lösenordet visas bara nu. Lämna det till användaren på ett säkert sätt; det måste bytas vid första inloggningen.",
  sharedPasswordTitle: "Granskningslösenord",
  sharedPasswordIntro: (email: string) =>
    `Granskningskontot ${email} har skapats med detta lösenord:`,
  sharedPasswordNote:
    "Lösenordet visas bara nu. Det delas av specialistläkarna som loggar in under 'Granskning' och är inte ett engångslösenord.",
  copy: "Kopiera lösenordet",
  copied: "Kopierat",
  done: "Klar",
  // Supervisors
  supervisorsTitle: "Handledartilldelning",
  supervisorsIntro:
    "Välj handledare för varje ST-läkare. Endast användare med rollen Handledare kan väljas.",
  supervisorsFor: (name: string) => `Handledare för ${name}`,
  supervisorsPlaceholder: "Välj handledare",
  supervisorsSearchHint: "Sök på namn eller e-postadress.",
  moreSupervisors: "Fler handledare finns än som visas; sök för att hitta fler.",
  noSupervisorsAvailable: "Inga handledare finns registrerade.",
  noSupervisorMatch: "Ingen handledare matchar sökningen.",
  loadingSupervisors: "Laddar handledare...",
  noSupervisorAssigned: "Ingen handledare tilldelad.",
  changeSupervisors: "Ändra handledare",
  changeSupervisorsFor: (name: string) => `Ändra handledare för ${name}`,
  searchDoctors: "Sök ST-läkare",
  doctorColumns: { doctor: "ST-läkare", supervisors: "Handledare", actions: "Åtgärder" },
  doctorsTitle: "ST-läkare och deras handledare",
  noDoctorMatch: "Inga ST-läkare matchar sökningen.",
  loadingDoctors: "Laddar ST-läkare...",
  /** A deactivated supervisor who is still assigned. */
  inactiveSupervisor: (name: string) => `${name} (inaktiv)`,
  mainSupervisorMark: (name: string) => `${name} (huvudhandledare)`,
  mainSupervisor: "Huvudhandledare",
  mainSupervisorHint:
    "Den som leder handledningen och godkänner IUP:n. Med en enda handledare är det den.",
  noMainSupervisor: "Ingen vald",
  noDoctors: "Inga ST-läkare registrerade.",
  saveSupervisors: "Spara handledare",
  directorPickDoctor:
    "Välj en ST-läkare i väljaren 'Granskar ST-läkare' för att tilldela handledare.",
} as const;

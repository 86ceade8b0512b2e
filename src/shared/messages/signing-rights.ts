/** Swedish texts for the signing-rights assessment (spec sections 2, 4, 5, 8 and 9). */
export const SIGNING_RIGHTS_MESSAGES = {
  noPermission: "Du har inte behörighet att komma åt signeringsrättsbedömningar.",
  recommendApprove: "REKOMMENDERAR GODKÄNNANDE",
  needsMoreAssessment: "BEHÖVER MER BEDÖMNING",
  recommendDeny: "REKOMMENDERAR NEKANDE",
  successBands: {
    excellent: "Utmärkt",
    good: "God",
    needsImprovement: "Behöver förbättring",
  },
  countBands: {
    sufficient: "Tillräckligt",
    somewhatFew: "Något få",
    tooFew: "För få",
  },
  summary: {
    successRate: "Framgångsgrad minst 80 %",
    noMajorChanges: "Inga större ändringar",
    enoughEvaluations: "Minst 10 bedömningar",
  },
  evaluationStatus: {
    active: "Aktiv",
    completed: "Klar",
    cancelled: "Avbruten",
  },
  decisionChoices: {
    approved: "Godkänn",
    rejected: "Neka signeringsrätt",
  },
  decisionShown: {
    approved: "Signeringsrätt godkänd",
    rejected: "Signeringsrätt nekad",
  },
  resultLabels: {
    no_changes: "Inga ändringar",
    minor_changes: "Mindre ändringar",
    major_changes: "Större ändringar",
  },
  difficultyLabels: {
    easy: "Lätt",
    medium: "Medel",
    hard: "Svår",
  },
  difficultyUnset: "Ej angiven",
  confidenceLabels: {
    would_sign: "Skulle signera",
    would_discuss: "Skulle diskutera",
  },
  unknownSpecialist: "Okänd specialist",
  examinationAndDoctorRequired: "Välj undersökning och ST-läkare",
  specialistNameRequired: "Ange specialistens namn",
  dateRequired: "Ange bedömningsdatum.",
  resultRequired: "Välj resultat.",
  difficultyRequired: "Välj fallets svårighetsgrad.",
  confidenceRequired: "Välj ST-läkarens säkerhet.",
  overallAssessmentRange: "Helhetsbedömningen ska vara ett heltal 1–5.",
  periodOrder: "Periodens slut kan inte vara före dess början.",
  decisionRequired: "Välj beslut.",
  thresholdRanges: {
    successRateThreshold: "Framgångsgraden ska vara 0–100.",
    majorChangesThreshold: "Högsta antal större ändringar ska vara 0–10.",
    minEvaluations: "Minsta antal bedömningar ska vara 1–50.",
    confidenceWeight: "Säkerhetsvikten ska vara 0–1 i steg om 0,1.",
  },
  thresholdLabels: {
    successRateThreshold: "Framgångsgrad (%)",
    majorChangesThreshold: "Högsta antal större ändringar",
    minEvaluations: "Minsta antal bedömningar",
    confidenceWeight: "Vikt för ST-läkarens säkerhet",
  },
  matchCount: (n: number) => `${n} bedömningar matchar kriterierna`,
  saved: "Bedömning sparad!",
  saveFailed: (message?: string) => `Kunde inte spara bedömning: ${message ?? "okänt fel"}`,
  loadDetailsFailed: "Kunde inte ladda detaljer",
  decisionSaved: "Slutligt beslut sparat!",
  decisionFailed: "Kunde inte spara beslut",
  /** A whole evaluation went, not one assessment: the count says what else went with it. */
  evaluationDeleted: (assessments: number) =>
    assessments === 0
      ? "Utvärderingen har tagits bort."
      : assessments === 1
        ? "Utvärderingen och dess bedömning har tagits bort."
        : `Utvärderingen och dess ${assessments} bedömningar har tagits bort.`,
  deleteFailed: "Kunde inte ta bort bedömning",
  thresholdsAdjusted: "Kvalitetsindikatorer justerade!",
  noAssessments: "Inga bedömningar registrerade än",
  noAssessmentsForFilter: (filter: string) =>
    `Inga bedömningar matchar det valda filtret (${filter})`,
  noAssessmentsMatch: "Inga bedömningar matchar kriterierna",
  chooseEvaluation: "Välj en utvärdering för att se individuella bedömningar",
  noExaminationsMatch: "Inga undersökningar matchar din sökning",
  noSpecialists: "Inga specialistläkare registrerade än",
  personalIdentityNumber: (field: string) =>
    `${field} får inte innehålla ett personnummer eller samordningsnummer. Bedömningar sparas utan patientuppgifter: ange i stället undersökningens nummer i röntgen- eller journalsystemet, med systemets prefix (t.ex. RTG) om numret liknar ett personnummer.`,
  examinationIdField: "Undersöknings-ID",
  specialistNameField: "Specialistens namn",
  commentsField: "Kommentarer",
  decisionNotesField: "Anteckningar",
  futureDate: "Bedömningsdatum kan inte vara i framtiden.",
  beforeStStart: (start: string) =>
    `Bedömningsdatum kan inte vara före ST-läkarens ST-start (${start}). Kontrollera datumet.`,
  unknownExamination: "Undersökningen finns inte i katalogen. Välj en annan undersökning.",
  unknownDoctor: "ST-läkaren finns inte eller är inaktiv. Välj en annan ST-läkare.",
  evaluationNotFound: "Utvärderingen finns inte längre.",
  noPermissionDecide:
    "Endast handledare, studierektor och administratör kan fatta slutligt beslut.",
  noPermissionClose:
    "Endast handledare, studierektor och administratör kan avsluta en utvärdering.",
  noPermissionDelete: "Endast administratör kan ta bort en utvärdering.",
  noPermissionCalibration: "Endast studierektor och administratör kan se bedömarnas kalibrering.",
  notCompleted: "Utvärderingen måste vara klar innan ett slutligt beslut kan fattas.",
  alreadyDecided: "Utvärderingen har redan ett slutligt beslut.",
  notActive: "Utvärderingen är inte längre aktiv.",
  statusRequired: "Välj Klar eller Avbruten.",
} as const;

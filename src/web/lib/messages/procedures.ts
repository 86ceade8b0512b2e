import type { FinalDecision } from "@/shared/rules/signing-rights";

/**
 * The words of SIGNING_RIGHTS_MESSAGES.decisionShown (a test holds them equal), here because that
 * object carries every text of the signing-rights page, 2 KB gzip on every record page's first load.
 */
const DECISION_SHOWN: Record<FinalDecision, string> = {
  approved: "Signeringsrätt godkänd",
  rejected: "Signeringsrätt nekad",
};

/** Web-only texts of the Undersökningar page (the shared ones are in shared/messages/progress). */
export const PROCEDURES_UI_MESSAGES = {
  /** A specialty without an examination matrix (nuklearmedicin, decision 238). */
  noMatrix: (specialty: string) =>
    `${specialty} har ingen undersökningsmatris i ST-portalen. Undersökningar följs upp genom delmålen och deras intyg.`,
  noMatrixShort: "Ingen undersökningsmatris för specialiteten.",
  /** The cohort's cell of a doctor whose specialty has no matrix. */
  noMatrixCell: "Ingen matris",
  intro:
    "Undersökningsmatrisen med nivåer som rader och undersökningsområden som kolumner. Klicka på en undersökning för att ändra dess status.",
  introReadOnly:
    "Undersökningsmatrisen med nivåer som rader och undersökningsområden som kolumner.",
  search: "Sök undersökning",
  searchPlaceholder: "Namn, nivå eller område",
  noMatch: "Inga undersökningar matchar din sökning",
  fullscreen: "Fullskärm",
  exitFullscreen: "Avsluta fullskärm",
  matrixLabel: "Undersökningsmatris",
  matrixCaption: "Undersökningar per nivå och område",
  levelHeader: "Nivå",
  emptyCell: "–",
  dragHint: "Dra i matrisen för att rulla i sidled.",
  ischemiaPending: "Ischemikravet ej uppfyllt",
  optionalAProgressLabel: "Valbara undersökningar på nivå A",
  examinationProgress: (achieved: number, total: number) =>
    `Undersökningsprogression: ${achieved} av ${total} krav uppnådda`,
  legendTitle: "Förklaringar",
  levelsTitle: "Nivåer",
  statusesTitle: "Status",
  requirementsTitle: "Krav",
  dialogType: "Undersökning",
  dialogPlace: (level: string, column: string) => `Nivå ${level} · ${column}`,
  syncNote: (count: number) =>
    `Undersökningen finns i ${count} områden; statusen ändras för alla samtidigt.`,
  statusGroup: "Status",
  quarter: "Planerat kvartal",
  quarterPlaceholder: "Välj kvartal",
  achievedLevel: "Uppnådd nivå",
  automaticLevel: (level: string) => `Uppnådd nivå sätts automatiskt till ${level}.`,
  levelOption: (level: string) => `Nivå ${level}`,
  cancel: "Avbryt",
  save: "Spara",
  close: "Stäng",
  itemState: (status: string, requirement: string) => `${status}. ${requirement}.`,
  signingRightsShown: DECISION_SHOWN,
  signingRightsLegend: "Signeringsrätt",
  /** 'Signeringsrätt godkänd 12 mar 2026' (decision 136); the date as formatDate writes it. */
  signingRights: (decision: FinalDecision, date: string) => `${DECISION_SHOWN[decision]} ${date}`,
} as const;

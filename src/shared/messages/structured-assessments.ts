import { RATING_MAX, RATING_MIN } from "../rules/structured-assessment-forms";

/** Swedish texts of the structured assessments (issue 25, decision 202). */
export const STRUCTURED_ASSESSMENT_MESSAGES = {
  sectionTitle: "Strukturerade bedömningar",
  kindRequired: "Välj typ av bedömning (Mini-CEX, DOPS eller CbD).",
  dateRequired: "Ange datum för bedömningen.",
  futureDate: "Datumet för bedömningen kan inte ligga i framtiden.",
  beforeStStart: (start: string) =>
    `Datumet för bedömningen kan inte ligga före ST-starten (${start}).`,
  ratingsRequired: "Bedöm varje område på skalan eller välj 'Kan ej bedömas'.",
  ratingOutOfScale: (domain: string) =>
    `Bedömningen av '${domain}' ska vara ett heltal ${RATING_MIN}–${RATING_MAX} eller 'Kan ej bedömas'.`,
  domainNotOfKind: (domain: string, kind: string) => `Området '${domain}' hör inte till ${kind}.`,
  domainMissing: (domain: string) =>
    `Bedöm området '${domain}' på skalan eller välj 'Kan ej bedömas'.`,
  difficultyRequired: "Välj fallets svårighetsgrad (låg, medel eller hög).",
  assessorNameRequired: "Ange bedömarens namn.",
  assessorRoleRequired: "Välj bedömarens roll.",
  assessorNameField: "Bedömarens namn",
  strengthsField: "Styrkor",
  suggestionsField: "Förslag till utveckling",
  personalIdentityNumber: (field: string) =>
    `${field} får inte innehålla ett personnummer eller samordningsnummer. Skriv utan patientuppgifter.`,
  goalIdInvalid: "Ett delmål har fel form.",
  goalOfOtherModel: (goalId: string, model: string) =>
    `Delmålet ${goalId} hör inte till ST-läkarens målbeskrivning (${model}).`,
  modelNotChosen: "Välj målbeskrivning under Formellt innan en bedömning kopplas till delmål.",
  examinationUnknown: (id: string) => `Undersökningen '${id}' finns inte i katalogen.`,
  examinationRetired: (name: string) =>
    `Undersökningen '${name}' används inte längre och kan inte kopplas till en ny bedömning.`,
  tooManyLinks: "En bedömning kan kopplas till högst 40 delmål och 40 undersökningar.",
  notFound: "Bedömningen finns inte längre.",
  noPermissionRecord: "Du har inte behörighet att registrera bedömningar för den här ST-läkaren.",
  noPermissionChange: "Du kan bara ändra eller ta bort bedömningar du själv har registrerat.",
  created: "Bedömningen har sparats.",
  updated: "Bedömningen har uppdaterats.",
  deleted: "Bedömningen har tagits bort.",
  selfEntered: "Registrerad av ST-läkaren",
  staleWrite:
    "Bedömningen har ändrats av någon annan sedan du öppnade den. Ladda om för att se den senaste versionen.",
} as const;

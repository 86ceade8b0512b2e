/** Swedish texts for the doctor's records: formalities, absences, credits and the plain records. */

/** Record types that share one generic module (rotations, courses, sit-ins, meetings, absence, credit). */
export const RECORD_TYPE_NAMES = {
  rotation: "Randning",
  course: "Kurs",
  "sit-in": "Sit-in",
  meeting: "Handledarträff",
  absence: "Frånvaro",
  credit: "Tillgodoräknande",
  development: "Utvecklingsarbete",
} as const;
export type RecordTypeName = keyof typeof RECORD_TYPE_NAMES;

/**
 * Participles agree with the noun: 'en randning tillagd' but 'ett tillgodoräknande tillagt'.
 * The credit and the development work are neuter.
 */
const NEUTER: ReadonlySet<RecordTypeName> = new Set(["credit", "development"]);
const participle = (type: RecordTypeName, common: string, neuter: string) =>
  `${RECORD_TYPE_NAMES[type]} ${NEUTER.has(type) ? neuter : common}!`;

export const RECORD_MESSAGES = {
  allFieldsRequired: "Vänligen fyll i alla fält.",
  modelRequired: "Du måste välja en ST-modell innan du kan spara.",
  exactDatesRequired: "Vänligen fyll i alla fält för exakta datum.",
  periodDescriptionRequired: "Vänligen fyll i en beskrivning för tidsperioden.",
  periodMonthsInvalid: "Vänligen ange ett giltigt antal månader (t.ex. 4).",
  invalidDate: "Ange ett giltigt datum (ÅÅÅÅ-MM-DD).",
  invalidMonth: "Ange en giltig månad (ÅÅÅÅ-MM).",
  invalidQuarter: "Ange ett giltigt kvartal (ÅÅÅÅ-Qn).",
  yearOutOfRange: "Ange ett år mellan 1950 och 2100.",
  invalidCharacters: "Texten innehåller otillåtna tecken.",
  endBeforeStart: "Slutdatum kan inte vara före startdatum.",
  /** Rotations are planned in months; the form's fields say 'Startmånad' and 'Slutmånad'. */
  endMonthBeforeStart: "Slutmånaden kan inte vara före startmånaden.",
  durationInvalid: "Ange ST-tidens längd i hela månader (1–240).",
  textTooLong: (max: number) => `Texten får vara högst ${max} tecken lång.`,
  statusInvalid: "Välj en giltig status.",
  courseStatusInvalid: "En kurs kan bara vara planerad, avklarad eller under granskning.",
  levelInvalid: "Välj nivå A, B eller C.",
  idInvalid: "Ogiltigt id.",
  goalIdInvalid: "Välj delmål ur listan (t.ex. STc4 eller c4).",
  added: (type: RecordTypeName) => participle(type, "tillagd", "tillagt"),
  updated: (type: RecordTypeName) => participle(type, "uppdaterad", "uppdaterat"),
  deleted: (type: RecordTypeName) => participle(type, "borttagen", "borttaget"),
  addFailed: (type: RecordTypeName) =>
    `Kunde inte lägga till ${RECORD_TYPE_NAMES[type].toLocaleLowerCase("sv")}.`,
  updateFailed: (type: RecordTypeName) =>
    `Kunde inte uppdatera ${RECORD_TYPE_NAMES[type].toLocaleLowerCase("sv")}.`,
  deleteFailed: (type: RecordTypeName) =>
    `Kunde inte ta bort ${RECORD_TYPE_NAMES[type].toLocaleLowerCase("sv")}.`,
  formalitiesSaved: "Formellt sparad!",
  formalitiesFailed: "Kunde inte spara formellt. Försök igen.",
  stProjectSaved: "ST-projekt sparat!",
  stProjectFailed: "Kunde inte spara ST-projekt. Försök igen.",
  modelLocked:
    "ST-modellen är låst eftersom det finns registrerade aktiviteter. Kontakta studierektor eller administratör.",
  modelChangeNotAllowed:
    "Endast ST-läkaren själv, studierektor eller administratör kan välja ST-modell.",
  profileReset: "Din profil har återställts.",
  doctorNotFound: "ST-läkaren finns inte.",
  recordNotFound: (type: RecordTypeName) => `${RECORD_TYPE_NAMES[type]} finns inte.`,
  unknownRecordType: "Okänd typ av post.",
  /** A whole-form write based on a version someone else has since changed (decision 065). */
  staleWrite: "Någon annan har ändrat detta under tiden. Ladda om för att se ändringen.",
  versionRequired: "Formuläret saknar version. Ladda om sidan och försök igen.",
} as const;

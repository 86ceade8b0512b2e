/** Swedish texts for uploads and certificates (spec sections 5 and 8). */
export const FILE_MESSAGES = {
  tooLarge: "Filen är för stor (max 10MB)",
  typeNotAllowed: "Filtyp inte tillåten",
  noFile: "Välj en fil att ladda upp.",
  uploadFailed: (reason: string) => `Uppladdning misslyckades: ${reason}`,
  uploadUnknown: "Okänt fel vid uppladdning",
  saveFailed: "Fel vid sparning av fil",
  previewUnavailable: "Förhandsgranskning inte tillgänglig",
  noCertificates: "Inga intyg",
  goalCertificateUploaded: "Intyg för delmål har laddats upp!",
  recordCertificateUploaded: "Intyg för randning/kurs har laddats upp!",
  certificateUploaded: "Intyg uppladdat!",
  contractUploaded: "ST-kontrakt uppladdad!",
  // Server-side checks of an upload (no spec text; worded like the spec's).
  emptyFile: "Filen är tom.",
  invalidFileName: "Filnamnet får inte innehålla en sökväg (/, \\ eller ..).",
  fileNameTooLong: "Filnamnet är för långt (högst 255 tecken).",
  fileNameInvalidCharacters:
    "Filnamnet innehåller otillåtna tecken (styrtecken eller tecken som vänder textriktningen). Byt namn på filen och försök igen.",
  notMultipart: "Uppladdningen kunde inte läsas. Skicka filen som formulärdata.",
  tooManyFiles: "Ladda upp en fil i taget.",
  kindInvalid: "Okänd typ av intyg.",
  itemRequired: "Ange vilket delmål eller vilken post intyget gäller.",
  goalUnknown: "Okänt delmål.",
  itemNotFound: "Posten finns inte.",
  doctorNotFound: "ST-läkaren finns inte.",
  fileNotFound: "Filen finns inte.",
  certificateRemoved: "Intyg borttaget!",
  fileIdRequired: "Ange vilket intyg som ska tas bort.",
  contractExists: "Det finns redan ett ST-kontrakt. Ta bort det först om det ska ersättas.",
  /** How Historik names the contract as the item of a certificate entry. */
  contractName: "ST-kontrakt",
  contractRemoved: "ST-kontrakt borttaget!",
  // Web: removing a certificate failed (no spec text; worded like the per-action toasts).
  certificateRemoveFailed: "Kunde inte ta bort intyg.",
} as const;

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
} as const;

/** Swedish texts of the application's writes: certificates, grouping, generating, blank forms. */
export const APPLICATION_WRITE_MESSAGES = {
  periodInvalid: "Ange perioden som datum (ÅÅÅÅ-MM-DD).",
  periodHalf: "Ange både från- och till-datum, eller lämna båda tomma.",
  periodEndBeforeStart: "Periodens slut kan inte vara före dess start.",
  signerRoleInvalid: "Välj om intygsgivaren är handledare eller kursledare.",
  groupTooSmall: "Välj minst två intyg att slå ihop.",
  groupMixedKinds: "Bara intyg av samma slag kan slås ihop.",
  certificateNotFound: "Intyget finns inte längre. Ladda om sidan.",
  certificateSaved: "Intyget sparat!",
  certificatesGrouped: "Intygen har slagits ihop.",
  certificateSplit: "Intyget har delats upp.",
  modelRequired: "Välj ST-modell under Formellt innan ansökan kan fyllas i.",
  personnummerInvalid:
    "Personnumret stämmer inte. Skriv det som ÅÅÅÅMMDD-XXXX och kontrollera siffrorna.",
  generateBlocked: (count: number) =>
    count === 1
      ? "Ansökan kan inte skapas: en brist behöver åtgärdas först."
      : `Ansökan kan inte skapas: ${count} brister behöver åtgärdas först.`,
  goalsDoNotFit: (certificate: string, count: number) =>
    `${certificate}: de ${count} delmålen får inte plats på blankettens rad. Ta bort delmål som andra intyg redan styrker, eller dela upp intyget på fler aktiviteter.`,
  formsUploaded: (count: number) =>
    count === 1 ? "En blankett har laddats upp." : `${count} blanketter har laddats upp.`,
  formsNone: "Välj minst en PDF-fil.",
  formsTooMany: (max: number) => `Ladda upp högst ${max} blanketter åt gången.`,
  formTooLarge: (fileName: string, maxMb: number) => `${fileName}: filen är större än ${maxMb} MB.`,
  formRefused: (fileName: string, reason: string) => `${fileName}: ${reason}`,
  formsUploadedMeanwhile:
    "Samma blankett laddades upp av någon annan i samma stund. Ladda om listan och försök igen.",
  /** Refused with 429: this person's earlier files are still being made. */
  busyPerson:
    "Dina tidigare blanketter håller fortfarande på att fyllas i. Vänta några sekunder och försök igen.",
  /** Refused with 503: the server is filling as many applications as it can take at once. */
  busyServer: "Många ansökningar fylls i just nu. Försök igen om en stund.",
} as const;

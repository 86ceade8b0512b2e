/** Swedish texts for assessments by a one-time link (decision 213). */
export const ASSESSMENT_LINK_MESSAGES = {
  noPermission: "Du har inte behörighet att begära bedömningar för den här ST-läkaren.",
  kindRequired: "Välj vad som ska bedömas.",
  examinationRequired: "Välj undersökning.",
  linkTargetRequired: "Välj delmål eller undersökning som bedömningen gäller.",
  goalsNotForSigningRights: "En signeringsrättsbedömning gäller en undersökning, inte delmål.",
  certificateRequired: "Välj intyg.",
  onlyCertificate:
    "En begäran om underskrift gäller ett intyg; intyget anger själv delmål och aktiviteter.",
  certificateNotForKind: "Bara en begäran om underskrift av intyg gäller ett intyg.",
  certificateNotFound: "Intyget finns inte i ST-läkarens ansökan.",
  certificateGone:
    "Intyget finns inte längre i ansökan som när länken skapades. Be ST-läkaren om en ny länk.",
  certificateChanged:
    "Intyget ändrades samtidigt av ST-läkaren. Skicka igen; dina uppgifter finns kvar i formuläret.",
  modelRequired: "ST-läkaren behöver välja målbeskrivning innan ett intyg kan skrivas under.",
  unknownGoal: "Delmålet finns inte i ST-läkarens målbeskrivning.",
  kindMismatch: "Svaret gäller en annan sorts bedömning än den begärda. Ladda om sidan.",
  unknownExamination: "Undersökningen finns inte i katalogen.",
  doctorRequired: "Välj ST-läkare.",
  unknownDoctor: "ST-läkaren finns inte eller är inaktiverad.",
  emailInvalid: "Ange en giltig e-postadress.",
  requestNotFound: "Begäran finns inte.",
  notRevocable: "Begäran kan inte återkallas: den är redan besvarad, utgången eller återkallad.",
  assessorNameRequired: "Ange ditt namn.",
  assessorRoleRequired: "Ange din roll, t.ex. specialistläkare eller kursledare.",
  assessorWorkplaceRequired: "Ange din arbetsplats.",
  assessorSpecialtyRequired: "Ange din specialitet.",
  assessorNameField: "Namn",
  assessorSpecialtyField: "Specialitet",
  assessorRoleField: "Roll",
  assessorWorkplaceField: "Arbetsplats",
  tokenRequired: "Länken saknar sin kod.",
  clientKeyInvalid: "Sändningen saknar sin nyckel; ladda om sidan och försök igen.",
  /** One page for an unknown and a tampered link: neither says anything about other requests. */
  linkUnknown:
    "Länken är ogiltig. Kontrollera att hela länken kom med, eller be ST-läkaren om en ny.",
  linkAnswered: "Bedömningen är redan skickad. Tack! Länken kan bara användas en gång.",
  linkExpired: "Länken har gått ut (den gäller i 7 dagar). Be ST-läkaren om en ny.",
  linkRevoked: "Länken har återkallats av ST-läkaren eller handledaren och kan inte användas.",
  tooManyTries: (minutes: number) =>
    `För många ogiltiga länkar från din adress. Försök igen om ${minutes} ${minutes === 1 ? "minut" : "minuter"}.`,
  mailSubject: "Begäran om bedömning i ST-portalen",
  mailText: (doctor: string, what: string, link: string) =>
    `${doctor} ber dig om en bedömning: ${what}.\n\nÖppna länken för att svara (inget konto behövs; länken gäller i 7 dagar och för ett svar):\n${link}\n\nFrågor om bedömningen besvaras av ST-läkaren.`,
  kinds: {
    "signing-rights": "Signeringsrättsbedömning",
    "mini-cex": "Mini-CEX",
    dops: "DOPS",
    cbd: "CbD",
    certificate: "Intygsgivarens uppgifter för intyg (Ansökan)",
  },
  viaLink: "via länk",
} as const;

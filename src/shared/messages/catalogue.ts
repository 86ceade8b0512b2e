/** Swedish texts for the examination catalogue and its admin page 'Katalog'. */
export const CATALOGUE_MESSAGES = {
  retiredRequired: "Ange om undersökningen är utgången.",
  idRequired: "Ange ett id för undersökningen.",
  idFormat: "Id får bara innehålla små bokstäver, siffror och bindestreck (högst 60 tecken).",
  idTaken: (id: string) => `Det finns redan en undersökning med id ${id}.`,
  nameRequired: "Ange undersökningens namn.",
  nameTooLong: "Namnet får vara högst 200 tecken långt.",
  columnInvalid: "Välj en känd kolumn (c4–c12).",
  levelInvalid: "Välj en känd nivå (A obligatorisk, A valbar, B eller C).",
  syncIdFormat:
    "Synk-id får bara innehålla små bokstäver, siffror och bindestreck (högst 60 tecken).",
  syncColumnClash: (syncId: string, column: string) =>
    `Synkgruppen ${syncId} har redan en undersökning i kolumn ${column}; en synkgrupp får bara ha en undersökning per kolumn.`,
  notFound: "Undersökningen finns inte i katalogen.",
  verificationLabels: {
    "verified-primary": "Verifierad mot Socialstyrelsen",
    "unverified-secondary": "Ej verifierad (sekundärkälla)",
    placeholder: "Förslag, ej verifierat",
  },
  noChanges: "Inga ändringar angavs.",
  checkedRequired: "Ange om posten är kontrollerad.",
  goalNotFound: "Delmålet finns inte i katalogen.",
  goalTitleRequired: "Ange delmålets titel.",
  goalTitleTooLong: "Titeln får vara högst 200 tecken lång.",
  goalDescriptionRequired: "Ange delmålets text.",
  goalDescriptionTooLong: "Texten får vara högst 5000 tecken lång.",
  goalListInvalid: "Ange en rad per punkt.",
  goalListTooLong: "Högst 30 rader per fält.",
  goalListItemTooLong: "Varje rad får vara högst 1000 tecken lång.",
  goalActivitiesRequired: "Ange minst en utbildningsaktivitet.",
  /** How sure a goal text is (issue 7, item 21); shown wherever the goal is read. */
  goalVerification: {
    "verified-primary": "Kontrollerad mot Socialstyrelsens målbeskrivning",
    checked: "Kontrollerad mot Socialstyrelsens målbeskrivning av kliniken",
    unchecked: "Ej kontrollerad mot Socialstyrelsens målbeskrivning",
  },
  /** Examinations have no text from Socialstyrelsen; the shipped list is a proposal. */
  procedureVerification: {
    "verified-primary": "Kontrollerad mot officiell källa",
    checked: "Kontrollerad av kliniken",
    unchecked: "Ej kontrollerad mot officiell källa (förslag)",
  },
} as const;

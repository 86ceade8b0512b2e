/** Swedish texts for the examination catalogue and its admin page 'Katalog'. */
export const CATALOGUE_MESSAGES = {
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
} as const;

/** Web texts of the Samlade Intyg page ('Inga intyg' and the toasts are in src/shared/messages). */
export const CERTIFICATES_UI_MESSAGES = {
  intro: "Alla uppladdade intyg och ST-kontraktet, samlade per typ.",
  groups: {
    contract: "ST-kontrakt",
    goal: "Delmål",
    rotation: "Randningar",
    course: "Kurser",
    "sit-in": "Sit-ins/Bedömningar",
  },
  contractItem: "ST-kontrakt",
  emptyHint: "Intyg laddas upp från Delmål, Randningar, Kurser, Sit-ins och Formellt.",
  view: "Visa",
  remove: "Ta bort",
  viewFor: (file: string, item: string) => `Visa intyg ${file} för ${item}`,
  removeFor: (file: string, item: string) => `Ta bort intyg ${file} för ${item}`,
  missingFile: "Filen saknas",
  confirmTitle: "Är du säker?",
  confirmRemove: (file: string, item: string) =>
    `Intyget ${file} för ${item} tas bort, både länken och filen. Det går inte att ångra.`,
  fileInfo: (name: string, date: string) => `${name} · uppladdad ${date}`,
} as const;

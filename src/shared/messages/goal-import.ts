/** The import of a goal catalogue from a JSON file (issue 27, decision 240). */
export const GOAL_IMPORT_MESSAGES = {
  notJson: "Filen är inte giltig JSON.",
  fileShape: 'Filen ska vara ett JSON-objekt med "specialty" och en lista "goals".',
  unknownSpecialty: (specialty: string) =>
    `Okänd specialitet "${specialty}": välj klinisk-fysiologi eller nuklearmedicin.`,
  noGoals: "Listan goals är tom.",
  fieldInvalid: (field: string) => `Fältet ${field} saknas eller har fel form.`,
  unknownModel: (id: string, model: string) =>
    `${id}: modellen "${model}" finns inte; ange 2015 eller 2021.`,
  unknownCategory: (id: string, category: string, model: string) =>
    `${id}: kategorin "${category}" finns inte i modell ${model}.`,
  idNotOfModel: (id: string, model: string) =>
    `${id}: id:t har inte modell ${model}s form (a1, b1, c1 för 2015; STa1, STb1, STc1 för 2021).`,
  duplicateId: (id: string, firstLine: number) => `${id} finns redan på rad ${firstLine}.`,
  rejected: (count: number) =>
    `Filen importerades inte: ${count === 1 ? "1 fel" : `${count} fel`}. Rätta och försök igen.`,
  errorLine: (line: number, message: string) => `Rad ${line}: ${message}`,
  imported: (count: number, specialty: string) =>
    `${count} delmål för ${specialty} har importerats.`,
} as const;

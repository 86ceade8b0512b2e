/**
 * 'Importera delmål' on 'Katalog' (decision 240); apart from the catalogue's texts so the first
 * load does not carry them.
 */
export const GOAL_IMPORT_UI_MESSAGES = {
  specialtyLabel: "Specialitet",
  importTitle: "Importera delmål",
  importIntro:
    "En specialitets delmål kan läsas in från en JSON-fil i det dokumenterade formatet (docs/goal-catalogue-import.md). Filen kontrolleras i sin helhet: har den något fel importeras ingenting och varje fel anges med sin rad. Importerade delmål räknas som klinikens texter och behöver kontrolleras.",
  importFile: "JSON-fil",
  importButton: "Importera",
  importClear: "Ta bort vald fil",
} as const;

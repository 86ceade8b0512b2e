/** The catalogue feature's public entry for other features: the active examination and goal rows. */
export { type CatalogueEntry, loadActiveCatalogue } from "./catalogue.repo";
export {
  findGoalRow,
  findSpecialty,
  listGoalCatalogue,
} from "./goal-catalogue.repo";

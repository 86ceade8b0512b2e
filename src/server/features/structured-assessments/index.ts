/** The structured assessments' public entry: the application reads them as evidence per delmål. */
export { listEvidenceFacts } from "./structured-assessments.service";

/**
 * The structured assessments' public entry: the application reads them as evidence per delmål,
 * the personal data export as they are stored.
 */
export { listAssessmentsForExport, listEvidenceFacts } from "./structured-assessments.service";

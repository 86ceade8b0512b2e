/**
 * The structured assessments' public entry: the application reads them as evidence per delmål,
 * the personal data export as they are stored, a one-time link files an assessor's answer.
 */
export {
  checkLinkTargets,
  fileStructuredAssessmentByLink,
  listAssessmentsForExport,
  listEvidenceFacts,
} from "./structured-assessments.service";

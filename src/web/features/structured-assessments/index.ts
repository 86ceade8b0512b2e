/**
 * The structured assessments' public entry: the section on 'Sit-ins/Bedömningar', the evidence on
 * a goal's or an examination's row, and the form's parts that a one-time link's page reuses.
 * (A page's loader imports api/list-assessments.ts alone.)
 */
export { AssessmentEvidence } from "./components/assessment-evidence";
export { DomainRatings } from "./components/domain-ratings";
export { StructuredAssessmentsSection } from "./components/structured-assessments-section";
export {
  type AssessmentFormValues,
  emptyValues,
  todayInSweden,
  toRequest,
} from "./form-values";

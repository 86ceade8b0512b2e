/**
 * The structured assessments' public entry: the section on 'Sit-ins/Bedömningar', the evidence on
 * a goal's or an examination's row, and the list's query for a page's loader.
 */
export { structuredAssessmentsQueryOptions } from "./api/assessments";
export { AssessmentEvidence } from "./components/assessment-evidence";
export { StructuredAssessmentsSection } from "./components/structured-assessments-section";

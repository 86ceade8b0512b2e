/**
 * The structured assessments' public entry: the section on 'Sit-ins/Bedömningar', the evidence on
 * a goal's or an examination's row. (A page's loader imports api/list-assessments.ts alone.)
 */
export { AssessmentEvidence } from "./components/assessment-evidence";
export { StructuredAssessmentsSection } from "./components/structured-assessments-section";

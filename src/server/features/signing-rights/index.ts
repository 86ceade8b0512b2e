/** The signing-rights feature's public entry: what of an evaluation reaches the doctor's record. */
export { decisionsForDoctor, decisionsForDoctors } from "./signing-rights.repo";
export { type AssessmentAuthor, fileAssessment } from "./signing-rights.service";

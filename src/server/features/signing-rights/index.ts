/** The signing-rights feature's public entry: what of an evaluation reaches the doctor's record. */
export { decisionsForDoctor, decisionsForDoctors } from "./signing-rights.repo";
export { fileAssessment } from "./signing-rights.service";

/** The access feature's public entry: the SQL behind the policy's "which ST doctors" answers. */
export {
  type DoctorRow,
  type DoctorScope,
  doctorScopeCondition,
  findStDoctor,
  manageableUsersCondition,
} from "./access.repo";
export {
  doctorAnswerVersion,
  evaluationAnswerVersion,
  scopeAnswerVersion,
  sharedAnswerVersion,
} from "./answer-versions.repo";

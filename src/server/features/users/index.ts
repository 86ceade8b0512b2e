/**
 * The users feature's public entry for other features. A record or file request about one ST
 * doctor asks the policy (`requireDoctorAccess`), not `findStDoctor`, which stays only until the
 * records and files features have moved over.
 */
export {
  clearMustChangePassword,
  findStDoctor,
  findUserByEmail,
  findUserById,
  supervisorIdsByDoctor,
  type UserRow,
} from "./users.repo";

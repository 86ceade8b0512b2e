/**
 * The users feature's public entry for other features. A record or file request about one ST
 * doctor asks the policy (`requireDoctorAccess`), not this feature.
 */
export { mainSupervisorsOf } from "./main-supervisors";
export {
  clearMustChangePassword,
  findUserByEmail,
  findUserById,
  type UserRow,
} from "./users.repo";

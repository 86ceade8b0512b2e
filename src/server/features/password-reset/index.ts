/** The password-reset feature's public entry for other features. */
export { sendAdminResetLink } from "./password-reset.service";

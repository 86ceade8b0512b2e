/** The password-reset feature's public entry for other features. */
export { sendResetLink } from "./password-reset.service";

/** The application feature's public entry for other features: the personal data export. */
export { listStoredCertificates } from "./application.repo";
/** The signer's data of a certificate given through a one-time link (decision 228). */
export {
  certificateForSigner,
  certificateToRequest,
  signCertificateByLink,
} from "./certificate-by-link.service";

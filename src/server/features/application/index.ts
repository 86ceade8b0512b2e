/** The application feature's public entry for other features: the personal data export. */
export { listStoredCertificates } from "./application.repo";

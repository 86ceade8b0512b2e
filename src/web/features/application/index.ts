/**
 * The application feature's public entry for other features: the admin panel shows and uploads
 * Socialstyrelsen's blank forms ('Blanketter', decision 195).
 */
export { CertificateFormsSection } from "./components/certificate-forms-section";

/** Assessments by a one-time link or QR code (decision 213). */
export { assessmentLinksRouter } from "./assessment-links.routes";

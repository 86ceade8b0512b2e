/** Assessments by a one-time link or QR code (decision 213). */

/** The requests about a user and made by them, for their data export. */
export { listRequestsForExport } from "./assessment-links.repo";
export { assessmentLinksRouter } from "./assessment-links.routes";

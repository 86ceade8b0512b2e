/**
 * Assessments by a one-time link (decision 213): the section on 'Sit-ins/Bedömningar' and the
 * page the link opens.
 */
export { AssessmentLinksSection } from "./components/assessment-links-section";
export { LinkAnswerPage } from "./components/link-answer-page";
export { SignerLinkDialog } from "./components/signer-link-dialog";

import { LinkAnswerPage } from "@/web/features/assessment-links";

/** The page an assessment link opens, without an account; its token is in the fragment. */
export function AssessmentLinkRoute() {
  return <LinkAnswerPage />;
}

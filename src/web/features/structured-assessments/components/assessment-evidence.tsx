import { Button } from "@mantine/core";
import { useMemo, useState } from "react";
import { ASSESSMENT_FORMS } from "@/shared/rules/structured-assessment-forms";
import { evidenceByLink } from "@/shared/rules/structured-assessments";
import type { TStructuredAssessment } from "@/shared/schemas/structured-assessments";
import { formatDate } from "@/web/lib/dates";
import { STRUCTURED_ASSESSMENT_UI_MESSAGES as M } from "@/web/lib/messages/structured-assessments";
import { useStructuredAssessments } from "../api/list-assessments";
import { AssessmentDetailsModal } from "./assessment-details";

const goalLinks = (a: TStructuredAssessment) => a.goalIds;
const examinationLinks = (a: TStructuredAssessment) => a.examinationIds;

/**
 * A goal's or an examination's evidence on its row: how many structured assessments show it and
 * the latest, which opens. Nothing when there are none. The doctor's list is one cached request
 * for the whole page.
 */
export function AssessmentEvidence({
  doctorId,
  link,
  id,
}: {
  doctorId: string;
  link: "goal" | "examination";
  id: string;
}) {
  const { data } = useStructuredAssessments(doctorId);
  const [open, setOpen] = useState(false);
  const assessments = data?.assessments;
  const byLink = useMemo(
    () => evidenceByLink(assessments ?? [], link === "goal" ? goalLinks : examinationLinks),
    [assessments, link],
  );
  const evidence = byLink.get(id);
  const latest = evidence?.latest
    ? assessments?.find((a) => a.id === evidence.latest?.id)
    : undefined;
  if (!evidence || !latest) return null;
  const text = `${M.evidenceCount(evidence.count)} · ${M.evidenceLatest(ASSESSMENT_FORMS[latest.kind].name, formatDate(latest.date))}`;
  return (
    <>
      <Button
        variant="subtle"
        size="compact-xs"
        px={0}
        onClick={() => setOpen(true)}
        aria-haspopup="dialog"
        // The visible text first, as spoken-command users say it; then what the button does.
        aria-label={`${text}. ${M.evidenceOpen}`}
        data-testid={`evidence-${id}`}
      >
        {text}
      </Button>
      <AssessmentDetailsModal assessment={open ? latest : null} onClose={() => setOpen(false)} />
    </>
  );
}

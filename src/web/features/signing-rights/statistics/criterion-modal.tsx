import { Modal, ScrollArea, Stack, Text } from "@mantine/core";
import { SIGNING_RIGHTS_MESSAGES as M } from "@/shared/messages/signing-rights";
import { type AssessmentCriterion, matchesCriterion } from "@/shared/rules/assessment-list";
import type { TSpecialistAssessment } from "@/shared/schemas/signing-rights";
import { useLazyDialog } from "@/web/hooks/use-lazy-dialog";
import { SIGNING_STATISTICS_MESSAGES as W } from "@/web/lib/messages/signing-rights-statistics";
import { AssessmentItems } from "./assessment-item";

/** What a card counts: its label and the criteria an assessment may match (any of them). */
export interface CardCriterion {
  label: string;
  criteria: readonly AssessmentCriterion[];
}

export function matchingAssessments(
  assessments: readonly TSpecialistAssessment[],
  criteria: readonly AssessmentCriterion[],
): TSpecialistAssessment[] {
  return assessments.filter((a) => criteria.some((c) => matchesCriterion(a, c)));
}

interface CriterionModalProps {
  opened: boolean;
  /** The last card opened; kept while the dialog closes, so its title does not blink away. */
  shown: CardCriterion | null;
  assessments: readonly TSpecialistAssessment[];
  onClose: () => void;
}

/** A card's detail: the assessments it counts, as rows that open like the list's. */
export function CriterionModal({ opened, shown, assessments, onClose }: CriterionModalProps) {
  const dialog = useLazyDialog(opened);
  if (!dialog.mounted) return null;
  const matches = shown ? matchingAssessments(assessments, shown.criteria) : [];
  return (
    <Modal
      opened={dialog.opened}
      onClose={onClose}
      title={shown ? W.criterionTitle(shown.label) : ""}
      size="lg"
      centered
    >
      {shown ? (
        <Stack gap="sm">
          <Text role="status">
            {matches.length > 0 ? M.matchCount(matches.length) : M.noAssessmentsMatch}
          </Text>
          {matches.length > 0 ? (
            <ScrollArea.Autosize mah="60vh" type="auto" offsetScrollbars>
              <AssessmentItems assessments={matches} />
            </ScrollArea.Autosize>
          ) : null}
        </Stack>
      ) : null}
    </Modal>
  );
}

import { Alert, Group, Paper, SimpleGrid, Stack, Text, UnstyledButton } from "@mantine/core";
import { IconAlertTriangle, IconChevronDown, IconChevronRight } from "@tabler/icons-react";
import { useId, useState } from "react";
import { ASSESSMENT_LINK_MESSAGES } from "@/shared/messages/assessment-links";
import { SIGNING_RIGHTS_MESSAGES as M } from "@/shared/messages/signing-rights";
import {
  caseDifficultyLabel,
  commentPreview,
  isCriticalAssessment,
  specialistDisplayName,
} from "@/shared/rules/assessment-list";
import type { EvaluationResult } from "@/shared/rules/signing-rights";
import type { TSpecialistAssessment } from "@/shared/schemas/signing-rights";
import { formatDate } from "@/web/lib/dates";
import { SIGNING_STATISTICS_MESSAGES as W } from "@/web/lib/messages/signing-rights-statistics";
import { type Tone, ToneBadge } from "./tone-badge";

export const RESULT_TONES: Record<EvaluationResult, Tone> = {
  no_changes: "green",
  minor_changes: "yellow",
  major_changes: "red",
};

function Fact({ label, value }: { label: string; value: string }) {
  return (
    <div>
      <Text fz="xs" c="dimmed">
        {label}
      </Text>
      <Text fz="sm">{value}</Text>
    </div>
  );
}

/** One assessment: date, result and the comment's start; opened, everything recorded on it. */
export function AssessmentItem({ assessment }: { assessment: TSpecialistAssessment }) {
  const [expanded, setExpanded] = useState(false);
  const panelId = useId();
  const preview = commentPreview(assessment.comments);
  return (
    <Paper withBorder radius="md">
      <UnstyledButton
        onClick={() => setExpanded((open) => !open)}
        aria-expanded={expanded}
        aria-controls={expanded ? panelId : undefined}
        w="100%"
        p="sm"
      >
        <Group gap="xs" wrap="nowrap" align="flex-start">
          {expanded ? (
            <IconChevronDown size={18} aria-hidden style={{ flex: "none", marginTop: 2 }} />
          ) : (
            <IconChevronRight size={18} aria-hidden style={{ flex: "none", marginTop: 2 }} />
          )}
          <Stack gap={4} style={{ minWidth: 0, flex: 1 }}>
            <Group gap="xs" wrap="wrap">
              <Text fw={600} fz="sm">
                {formatDate(assessment.evaluationDate)}
              </Text>
              <ToneBadge tone={RESULT_TONES[assessment.evaluationResult]} size="sm">
                {M.resultLabels[assessment.evaluationResult]}
              </ToneBadge>
              {assessment.viaLink ? (
                // Answered by someone without an account, through a one-time link (decision 213).
                <Text fz="xs" c="dimmed" data-testid="via-link">
                  {`${ASSESSMENT_LINK_MESSAGES.viaLink}: ${specialistDisplayName(assessment.specialistName)}`}
                </Text>
              ) : null}
            </Group>
            {!expanded && preview !== "" ? (
              <Text fz="sm" c="dimmed" style={{ overflowWrap: "anywhere" }}>
                {preview}
              </Text>
            ) : null}
          </Stack>
        </Group>
      </UnstyledButton>
      {expanded ? (
        <Stack id={panelId} gap="sm" px="sm" pb="sm">
          {isCriticalAssessment(assessment) ? (
            <Alert
              color="red"
              variant="light"
              p="xs"
              icon={<IconAlertTriangle size={16} aria-hidden />}
            >
              <Text fz="sm" c="red.9">
                {W.critical}
              </Text>
            </Alert>
          ) : null}
          <div>
            <Text fz="xs" c="dimmed">
              {W.commentLabel}
            </Text>
            <Text fz="sm" style={{ whiteSpace: "pre-wrap", overflowWrap: "anywhere" }}>
              {assessment.comments.trim() === "" ? W.noComment : assessment.comments}
            </Text>
          </div>
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="xs">
            <Fact
              label={W.specialistLabel}
              value={specialistDisplayName(assessment.specialistName)}
            />
            <Fact
              label={W.difficultyLabel}
              value={caseDifficultyLabel(assessment.caseDifficulty)}
            />
            <Fact
              label={W.confidenceLabel}
              value={M.confidenceLabels[assessment.stDoctorConfidence]}
            />
            {assessment.viaLink ? (
              <Fact
                label={W.viaLinkLabel}
                value={`${assessment.viaLink.assessorRole}, ${assessment.viaLink.assessorWorkplace}`}
              />
            ) : null}
            {assessment.examinationId.trim() !== "" ? (
              <Fact label={W.examinationIdLabel} value={assessment.examinationId} />
            ) : null}
            {assessment.overallAssessment !== null ? (
              <Fact label={W.overallLabel} value={`${assessment.overallAssessment} / 5`} />
            ) : null}
          </SimpleGrid>
        </Stack>
      ) : null}
    </Paper>
  );
}

/** Assessments as expandable rows, in the order given. */
export function AssessmentItems({
  assessments,
}: {
  assessments: readonly TSpecialistAssessment[];
}) {
  return (
    <Stack gap="xs" component="ul" m={0} p={0} style={{ listStyle: "none" }}>
      {assessments.map((a) => (
        <li key={a.id}>
          <AssessmentItem assessment={a} />
        </li>
      ))}
    </Stack>
  );
}

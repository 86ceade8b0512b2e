import { Badge, Group, Modal, Stack, Table, Text } from "@mantine/core";
import {
  ASSESSMENT_FORMS,
  ASSESSOR_ROLE_LABELS,
  CASE_DIFFICULTY_LABELS,
  ratingLabel,
} from "@/shared/rules/structured-assessment-forms";
import type { TStructuredAssessment } from "@/shared/schemas/structured-assessments";
import { useProcedureCatalogue } from "@/web/entities/record/api/get-record";
import { formatDate } from "@/web/lib/dates";
import { STRUCTURED_ASSESSMENT_UI_MESSAGES as M } from "@/web/lib/messages/structured-assessments";

/** One assessment as it was recorded, read-only: opened from the list or from a goal's row. */
export function AssessmentDetailsModal({
  assessment,
  onClose,
}: {
  assessment: TStructuredAssessment | null;
  onClose: () => void;
}) {
  const title = assessment
    ? M.viewTitle(ASSESSMENT_FORMS[assessment.kind].name, formatDate(assessment.date))
    : "";
  return (
    <Modal opened={assessment !== null} onClose={onClose} title={title} size="lg">
      {assessment ? <AssessmentDetails assessment={assessment} /> : null}
    </Modal>
  );
}

function AssessmentDetails({ assessment }: { assessment: TStructuredAssessment }) {
  const definition = ASSESSMENT_FORMS[assessment.kind];
  const catalogue = useProcedureCatalogue();
  const examinationName = (id: string) => catalogue.data?.find((p) => p.id === id)?.name ?? id;
  return (
    <Stack gap="sm">
      <Group gap="xs" wrap="wrap">
        <Text fz="sm">
          {M.assessor}: {assessment.assessorName} ({ASSESSOR_ROLE_LABELS[assessment.assessorRole]}
          {assessment.assessorWorkplace ? `, ${assessment.assessorWorkplace}` : ""})
        </Text>
        {assessment.selfEntered ? (
          <Badge variant="light" color="gray">
            {M.selfEntered}
          </Badge>
        ) : null}
        {assessment.viaLink ? (
          <Badge variant="light" color="teal">
            {M.viaLink}
          </Badge>
        ) : null}
      </Group>
      <Text fz="sm">
        {M.difficulty}: {CASE_DIFFICULTY_LABELS[assessment.caseDifficulty]}
      </Text>
      <Table.ScrollContainer minWidth={0}>
        <Table striped withTableBorder>
          <Table.Tbody>
            {definition.domains.map((domain) => {
              const rating = assessment.ratings[domain.id] ?? null;
              return (
                <Table.Tr key={domain.id}>
                  <Table.Th scope="row" fw={500}>
                    {domain.label}
                  </Table.Th>
                  <Table.Td>
                    {rating === null ? ratingLabel(null) : `${rating} – ${ratingLabel(rating)}`}
                  </Table.Td>
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <TextBlock label={M.strengths} text={assessment.strengths} />
      <TextBlock label={M.suggestions} text={assessment.suggestions} />
      <Text fz="sm">
        {M.goals}: {assessment.goalIds.length > 0 ? assessment.goalIds.join(", ") : M.noLinks}
      </Text>
      <Text fz="sm">
        {M.examinations}:{" "}
        {assessment.examinationIds.length > 0
          ? assessment.examinationIds.map(examinationName).join(", ")
          : M.noLinks}
      </Text>
    </Stack>
  );
}

function TextBlock({ label, text }: { label: string; text: string }) {
  if (text.trim() === "") return null;
  return (
    <div>
      <Text fz="sm" fw={600}>
        {label}
      </Text>
      <Text fz="sm" style={{ whiteSpace: "pre-wrap" }}>
        {text}
      </Text>
    </div>
  );
}

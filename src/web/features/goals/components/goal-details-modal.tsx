import { Anchor, Badge, Button, Group, List, Modal, Stack, Text, Title } from "@mantine/core";
import type { ReactNode } from "react";
import type { TGoalCatalogueEntry } from "@/shared/schemas/goal-catalogue";
import { VerificationNote } from "@/web/components/verification-note";
import { formatDate } from "@/web/lib/dates";
import { GOALS_UI_MESSAGES as M } from "@/web/lib/messages/goals";

interface GoalDetailsModalProps {
  /** The goal shown; the modal is closed while this is null. */
  goal: TGoalCatalogueEntry | null;
  onClose: () => void;
}

/** A goal's whole text: description, requirements, activities, follow-up, advice and source. */
export function GoalDetailsModal({ goal, onClose }: GoalDetailsModalProps) {
  return (
    <Modal
      opened={goal !== null}
      onClose={onClose}
      title={goal ? `${goal.title} (${goal.id})` : ""}
      size="lg"
      centered
    >
      {goal ? <GoalDetails goal={goal} onClose={onClose} /> : null}
    </Modal>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack gap={4} component="section">
      <Title order={3} fz="sm">
        {title}
      </Title>
      {children}
    </Stack>
  );
}

function Lines({ items }: { items: readonly string[] }) {
  if (items.length === 0) {
    return (
      <Text fz="sm" c="dimmed">
        {M.none}
      </Text>
    );
  }
  return (
    <List fz="sm" spacing={2}>
      {items.map((item) => (
        <List.Item key={item}>{item}</List.Item>
      ))}
    </List>
  );
}

function GoalDetails({ goal, onClose }: { goal: TGoalCatalogueEntry; onClose: () => void }) {
  const isLink = /^https?:\/\//.test(goal.source);
  return (
    <Stack gap="md" data-testid="goal-details">
      <VerificationNote state={goal.verificationState} kind="goal" showVerified />
      <Section title={M.fullText}>
        <Text fz="sm" style={{ whiteSpace: "pre-line" }}>
          {goal.description}
        </Text>
      </Section>
      <Section title={M.competenceRequirements}>
        <Lines items={goal.competenceRequirements} />
      </Section>
      <Section title={M.trainingActivities}>
        <Lines items={goal.recommendedActivities} />
        {goal.activitiesAreAlternatives ? (
          <Text fz="xs" c="dimmed">
            {M.activitiesAreAlternatives}
          </Text>
        ) : null}
      </Section>
      <Section title={M.followUp}>
        <Lines items={goal.followUp} />
      </Section>
      <Section title={M.generalAdvice}>
        <Lines items={goal.generalAdvice} />
      </Section>
      <Section title={M.source}>
        <Text fz="sm" style={{ overflowWrap: "anywhere" }}>
          {isLink ? (
            <Anchor href={goal.source} target="_blank" rel="noopener noreferrer">
              {goal.source}
            </Anchor>
          ) : (
            goal.source
          )}
        </Text>
        {goal.titleIsEditorial ? (
          <Text fz="xs" c="dimmed">
            {M.editorialTitle}
          </Text>
        ) : null}
      </Section>
      {goal.clinicEdited || goal.checked ? (
        <Section title={M.verification}>
          <Group gap="xs">
            {goal.clinicEdited ? (
              <Badge variant="light" color="blue" tt="none">
                {M.correctedByClinic}
              </Badge>
            ) : null}
            {goal.checked ? (
              <Text fz="sm">{M.checkedBy(goal.checked.by, formatDate(goal.checked.at))}</Text>
            ) : null}
          </Group>
        </Section>
      ) : null}
      <Group justify="flex-end">
        <Button variant="default" onClick={onClose}>
          {M.detailsClose}
        </Button>
      </Group>
    </Stack>
  );
}

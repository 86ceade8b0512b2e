import { Badge, Box, Button, Group, Stack, Text, UnstyledButton } from "@mantine/core";
import { ACTIVITY_STATUS_LABELS, type ActivityStatus } from "@/shared/rules/activity-status";
import type { TDoctorRecord } from "@/shared/schemas/doctor-record";
import type { TGoalCatalogueEntry } from "@/shared/schemas/goal-catalogue";
import { CertificateControl } from "@/web/components/certificate-control";
import { VerificationNote } from "@/web/components/verification-note";
import { AssessmentEvidence } from "@/web/features/structured-assessments";
import { filesOf } from "@/web/lib/files";
import { GOALS_UI_MESSAGES as M } from "@/web/lib/messages/goals";

interface GoalRowProps {
  goal: TGoalCatalogueEntry;
  doctorId: string;
  record: TDoctorRecord;
  onEditStatus: () => void;
  /** Opens the goal's whole text (the row shows three lines of it). */
  onShowDetails: () => void;
}

export const STATUS_COLORS: Record<ActivityStatus, string> = {
  not_started: "gray",
  planned: "blue",
  in_progress: "yellow",
  completed: "green",
  under_review: "grape",
};

const WRAPPING_BADGE = { label: { whiteSpace: "normal", overflow: "visible" } } as const;

/** A goal: title, id, description, activity tags, certificate button and status badge. */
export function GoalRow({ goal, doctorId, record, onEditStatus, onShowDetails }: GoalRowProps) {
  const progress = record.goals.find((g) => g.goalId === goal.id);
  const status: ActivityStatus = progress?.status ?? "not_started";
  const files = filesOf(record.files, progress?.certificateFileIds ?? []);
  const canEdit = record.permissions.canEdit;
  const statusLabel = ACTIVITY_STATUS_LABELS[status];
  const badge = (
    <Badge
      color={STATUS_COLORS[status]}
      variant="dot"
      size="lg"
      style={{ cursor: canEdit ? "pointer" : undefined }}
    >
      {statusLabel}
    </Badge>
  );

  return (
    <Box
      py="sm"
      style={{ borderTop: "1px solid var(--mantine-color-gray-2)" }}
      data-testid={`goal-${goal.id}`}
    >
      <Group justify="space-between" align="flex-start" wrap="wrap" gap="sm">
        <Stack gap={4} style={{ flex: "1 1 24rem", minWidth: 0 }}>
          <Group gap="xs" wrap="wrap">
            <Text fw={600} component="h3" fz="md" m={0}>
              {goal.title}
            </Text>
            <Badge variant="outline" color="gray" size="sm">
              {goal.id}
            </Badge>
          </Group>
          <Text fz="sm" c="dimmed" lineClamp={3}>
            {goal.description}
          </Text>
          <Group gap="sm" wrap="wrap" align="center">
            <Button
              variant="subtle"
              size="compact-xs"
              px={0}
              onClick={onShowDetails}
              aria-label={M.showMoreLabel(goal.id, goal.title)}
              aria-haspopup="dialog"
            >
              {M.showMore}
            </Button>
            <VerificationNote state={goal.verificationState} kind="goal" />
            <AssessmentEvidence doctorId={doctorId} link="goal" id={goal.id} />
          </Group>
          {goal.recommendedActivities.length > 0 ? (
            <Group gap={4} wrap="wrap" aria-label={M.activities} role="list">
              {goal.recommendedActivities.map((activity) => (
                <Badge
                  key={activity}
                  variant="default"
                  size="sm"
                  tt="none"
                  role="listitem"
                  // A long activity wraps inside the row rather than widening the page on a phone.
                  maw="100%"
                  h="auto"
                  styles={WRAPPING_BADGE}
                >
                  {activity}
                </Badge>
              ))}
            </Group>
          ) : null}
        </Stack>
        <Group gap="sm" wrap="nowrap" align="center">
          <CertificateControl
            doctorId={doctorId}
            kind="goal"
            itemId={goal.id}
            files={files}
            canEdit={canEdit}
          />
          {canEdit ? (
            <UnstyledButton
              onClick={onEditStatus}
              aria-label={M.changeStatus(goal.id, statusLabel)}
            >
              {badge}
            </UnstyledButton>
          ) : (
            badge
          )}
        </Group>
      </Group>
      {status === "planned" && progress?.plannedQuarter ? (
        <Text fz="xs" c="dimmed" mt={4}>
          {M.plannedFor(progress.plannedQuarter)}
        </Text>
      ) : null}
    </Box>
  );
}

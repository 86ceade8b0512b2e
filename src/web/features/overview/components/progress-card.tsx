import { Group, Progress, SimpleGrid, Stack, Text } from "@mantine/core";
import { hasExaminationMatrix } from "@/shared/curriculum/specialties";
import type { MatrixState, Progress as ProgressFigure } from "@/shared/rules/matrix";
import { calculateStProgress, formatRemainingTime } from "@/shared/rules/st-period";
import type { TFormalities } from "@/shared/schemas/formalities";
import { SectionCard } from "@/web/components/section-card";
import { MatrixProgress } from "@/web/entities/matrix/components/matrix-progress";
import { formatDate } from "@/web/lib/dates";
import { OVERVIEW_MESSAGES as M } from "@/web/lib/messages/overview";
import { PROCEDURES_UI_MESSAGES } from "@/web/lib/messages/procedures";

interface ProgressCardProps {
  /** Completed goals of the doctor's model; undefined while no model is chosen. */
  goals: ProgressFigure | undefined;
  matrix: MatrixState;
  formalities: TFormalities;
  today: string;
}

/** Where the doctor stands, at a glance: goals, examinations (n/5, 'Ischemi OK'), ST time. */
export function ProgressCard({ goals, matrix, formalities, today }: ProgressCardProps) {
  const { stStartDate, stEndDate } = formalities;
  const stPercent = Math.round(
    calculateStProgress({ startDate: stStartDate, endDate: stEndDate }, today),
  );
  return (
    <SectionCard id="overview-progress" title={M.progressTitle}>
      <SimpleGrid cols={{ base: 1, md: 3 }} spacing="lg">
        <Figure title={M.goals}>
          {goals ? (
            <>
              <Progress
                value={goals.percent}
                size="lg"
                color="green.7"
                aria-label={M.goalsProgressLabel}
              />
              <Text fz="sm" fw={600} data-testid="overview-goals">
                {M.goalsValue(goals.achieved, goals.total)}
              </Text>
            </>
          ) : (
            <Text fz="sm">{M.modelMissing}</Text>
          )}
        </Figure>
        <Figure title={M.examinations}>
          {hasExaminationMatrix(formalities.specialty) ? (
            <MatrixProgress state={matrix} />
          ) : (
            <Text fz="sm" data-testid="overview-no-matrix">
              {PROCEDURES_UI_MESSAGES.noMatrixShort}
            </Text>
          )}
        </Figure>
        <Figure title={M.stTime}>
          <Progress value={stPercent} size="lg" aria-label={M.stTimeProgressLabel} />
          <Text fz="sm">{M.stTimeValue(stPercent)}</Text>
          <Group gap="lg" wrap="wrap">
            <Stack gap={0}>
              <Text fz="xs" c="dimmed">
                {M.endDate}
              </Text>
              <Text fw={600} data-testid="overview-end-date">
                {formatDate(stEndDate)}
              </Text>
            </Stack>
            <Stack gap={0}>
              <Text fz="xs" c="dimmed">
                {M.remaining}
              </Text>
              <Text fw={600} data-testid="overview-remaining">
                {formatRemainingTime(stEndDate, today)}
              </Text>
            </Stack>
          </Group>
        </Figure>
      </SimpleGrid>
    </SectionCard>
  );
}

function Figure({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <Stack gap="xs">
      <Text fw={700} fz="sm" c="gray.8">
        {title}
      </Text>
      {children}
    </Stack>
  );
}

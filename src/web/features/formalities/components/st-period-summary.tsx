import { Alert, Group, Progress, Stack, Text } from "@mantine/core";
import { ST_PERIOD_MESSAGES } from "@/shared/messages/st-period";
import { describeRemainingTime } from "@/shared/rules/st-period";
import type { TFormalities } from "@/shared/schemas/formalities";
import { SectionCard } from "@/web/components/section-card";
import { formatDate } from "@/web/lib/dates";
import { FORMALITIES_UI_MESSAGES as M } from "@/web/lib/messages/formalities";

interface StPeriodSummaryProps {
  formalities: TFormalities;
}

/**
 * The end date, the share of ST time passed and the time left, as the server worked them out on
 * its today (decision 193).
 */
export function StPeriodSummary({ formalities }: StPeriodSummaryProps) {
  const { stStartDate, stEndDate } = formalities;
  // Credits longer than ST are cut so the end stays after the start; say so (decision 070).
  const { creditsCapped, percentPassed: percent, remaining } = formalities.stPeriod;
  return (
    <SectionCard id="st-period-title" title={M.periodTitle} hint={M.endDateHint}>
      <Group gap="xl" wrap="wrap">
        <PeriodFigure label={M.startLabel} value={formatDate(stStartDate)} />
        <PeriodFigure label={M.endDate} value={formatDate(stEndDate)} testId="st-end-date" />
        <PeriodFigure
          label={M.remainingLabel}
          value={describeRemainingTime(remaining)}
          testId="st-remaining"
        />
      </Group>
      {creditsCapped ? (
        <Alert color="orange" variant="light" role="status">
          <Text fz="sm">{ST_PERIOD_MESSAGES.creditsCapped}</Text>
        </Alert>
      ) : null}
      <Stack gap={4}>
        <Progress value={percent} size="lg" aria-label={M.progressLabel} />
        <Text fz="sm">{M.progressValue(percent)}</Text>
      </Stack>
    </SectionCard>
  );
}

/** One figure of the ST period: what it is, small, over its value. */
function PeriodFigure({ label, value, testId }: { label: string; value: string; testId?: string }) {
  return (
    <Stack gap={2}>
      <Text fz="sm" c="dimmed">
        {label}
      </Text>
      <Text fw={600} data-testid={testId}>
        {value}
      </Text>
    </Stack>
  );
}

import { Alert, Stack, Text } from "@mantine/core";
import { ST_PERIOD_MESSAGES } from "@/shared/messages/st-period";
import type { PeriodEntryCheck } from "@/shared/rules/period-entry-check";
import { type DatePeriod, periodDays } from "@/shared/rules/st-period";
import { formatDate } from "@/web/lib/dates";
import { FORMALITIES_UI_MESSAGES as M } from "@/web/lib/messages/formalities";

interface PeriodEntryPreviewProps {
  type: "absence" | "credit";
  /** The dates the entry will get; shown for a 'Tidsperiod' entry, whose dates are computed. */
  period: DatePeriod;
  showDates: boolean;
  check: PeriodEntryCheck;
  /** The refusal is already shown as the form's error after a save was tried. */
  problemShown: boolean;
}

/** What saving the entry will do, before it is saved (decision 070). */
export function PeriodEntryPreview({
  type,
  period,
  showDates,
  check,
  problemShown,
}: PeriodEntryPreviewProps) {
  const warnings = [
    check.problem && !problemShown ? ST_PERIOD_MESSAGES[check.problem] : undefined,
    !check.problem && check.daysBeforeStart > 0
      ? ST_PERIOD_MESSAGES.daysBeforeStart(check.daysBeforeStart)
      : undefined,
    check.overlapDays > 0
      ? ST_PERIOD_MESSAGES.overlapDays(check.overlapDays, M.otherEntry[type])
      : undefined,
  ].filter((w): w is string => w !== undefined);
  return (
    <Stack gap="xs" data-testid="period-entry-preview">
      {showDates ? (
        <Text fz="sm">
          {M.periodPreview(formatDate(period.startDate), formatDate(period.endDate))}{" "}
          {M.days(periodDays(period))}
        </Text>
      ) : null}
      {check.problem ? null : <Text fz="sm">{M.endDatePreview(formatDate(check.endDate))}</Text>}
      {warnings.length > 0 ? (
        // A status, not an alert: it changes while the user types.
        <Alert color="orange" variant="light" role="status">
          <Stack gap={4}>
            {warnings.map((w) => (
              <Text key={w} fz="sm">
                {w}
              </Text>
            ))}
          </Stack>
        </Alert>
      ) : null}
    </Stack>
  );
}

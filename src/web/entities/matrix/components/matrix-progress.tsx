import { Badge, Group, Progress, Stack, Text } from "@mantine/core";
import { IconCheck } from "@tabler/icons-react";
import { PROGRESS_MESSAGES } from "@/shared/messages/progress";
import type { MatrixState } from "@/shared/rules/matrix";
import { PROCEDURES_UI_MESSAGES as M } from "@/web/lib/messages/procedures";

/** 'Ischemi OK', the optional A-level progress n/5 and the overall examination progress. */
export function MatrixProgress({ state }: { state: MatrixState }) {
  const { optionalA, examinationProgress, ischemiaOk } = state;
  const label = PROGRESS_MESSAGES.optionalAProgress(optionalA.shown, optionalA.required);
  return (
    <Stack gap="xs">
      <Group gap="sm" wrap="wrap">
        {ischemiaOk ? (
          <Badge
            color="teal.9"
            variant="filled"
            leftSection={<IconCheck size={14} aria-hidden />}
            data-testid="ischemia-ok"
          >
            {PROGRESS_MESSAGES.ischemiaOk}
          </Badge>
        ) : (
          <Badge color="gray.7" variant="outline">
            {M.ischemiaPending}
          </Badge>
        )}
        <Text fz="sm" c="gray.8">
          {M.examinationProgress(examinationProgress.achieved, examinationProgress.total)}
        </Text>
      </Group>
      <Group gap="sm" wrap="nowrap" align="center">
        <Progress.Root size="lg" style={{ flex: 1, maxWidth: 360 }}>
          <Progress.Section
            value={optionalA.percent}
            color="green.7"
            aria-label={M.optionalAProgressLabel}
            aria-valuetext={label}
          />
        </Progress.Root>
        <Text fz="sm" fw={600} data-testid="optional-a-progress">
          {label}
        </Text>
      </Group>
    </Stack>
  );
}

import { Box, Group, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import type { ReactNode } from "react";
import {
  PROCEDURE_LEVEL_DESCRIPTIONS,
  PROCEDURE_LEVEL_LABELS,
  PROCEDURE_LEVELS,
} from "@/shared/curriculum/procedures";
import { ACTIVITY_STATUS_LABELS, ACTIVITY_STATUSES } from "@/shared/rules/activity-status";
import { REQUIREMENT_STATE_LABELS, REQUIREMENT_STATES } from "@/shared/rules/matrix";
import { REQUIREMENT_MARKERS } from "@/web/entities/matrix/components/matrix-styles";
import { StatusSwatch } from "@/web/entities/matrix/components/status-swatch";
import { PROCEDURES_UI_MESSAGES as M } from "@/web/lib/messages/procedures";

/** Explains the level rows, the status colours and the requirement markers of the matrix. */
export function MatrixLegend() {
  return (
    <Box component="section" aria-labelledby="matrix-legend-title">
      <Title id="matrix-legend-title" order={2} fz="md" mb="xs">
        {M.legendTitle}
      </Title>
      <SimpleGrid cols={{ base: 1, md: 3 }} spacing="lg">
        <Stack gap={4}>
          <Title order={3} fz="sm">
            {M.levelsTitle}
          </Title>
          <dl style={{ margin: 0 }}>
            {PROCEDURE_LEVELS.map((level) => (
              <Box key={level} mb={4}>
                <Text component="dt" fz="sm" fw={700}>
                  {PROCEDURE_LEVEL_LABELS[level]}
                </Text>
                <Text component="dd" fz="sm" ml={0}>
                  {PROCEDURE_LEVEL_DESCRIPTIONS[level]}
                </Text>
              </Box>
            ))}
          </dl>
        </Stack>
        <LegendList
          title={M.statusesTitle}
          items={ACTIVITY_STATUSES.map((status) => ({
            key: status,
            label: ACTIVITY_STATUS_LABELS[status],
            marker: <StatusSwatch status={status} />,
          }))}
        />
        <LegendList
          title={M.requirementsTitle}
          items={REQUIREMENT_STATES.map((state) => ({
            key: state,
            label: REQUIREMENT_STATE_LABELS[state],
            marker: (
              <Text
                fz="sm"
                fw={700}
                w={18}
                ta="center"
                c={REQUIREMENT_MARKERS[state].color}
                aria-hidden
              >
                {REQUIREMENT_MARKERS[state].symbol || "·"}
              </Text>
            ),
          }))}
        />
      </SimpleGrid>
    </Box>
  );
}

interface LegendItem {
  key: string;
  label: string;
  /** The sample as the matrix draws it; hidden from screen readers, the label says it. */
  marker: ReactNode;
}

/** One titled list of the legend: a marker and its label per line. */
function LegendList({ title, items }: { title: string; items: readonly LegendItem[] }) {
  return (
    <Stack gap={4}>
      <Title order={3} fz="sm">
        {title}
      </Title>
      <Stack component="ul" gap={4} style={{ listStyle: "none", margin: 0, padding: 0 }}>
        {items.map((item) => (
          <Group component="li" key={item.key} gap="xs" wrap="nowrap">
            {item.marker}
            <Text fz="sm">{item.label}</Text>
          </Group>
        ))}
      </Stack>
    </Stack>
  );
}

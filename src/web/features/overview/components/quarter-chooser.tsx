import { Button, Group, SimpleGrid, Stack, Text } from "@mantine/core";
import { type QuarterLabel, quartersOfYear } from "@/shared/rules/quarters";
import type { TimelineEvent } from "@/shared/rules/timeline-layout";
import { FormModal } from "@/web/components/form-modal";
import { OVERVIEW_MESSAGES as M } from "@/web/lib/messages/overview";

interface QuarterChooserProps {
  /** The event to move; the dialog is closed while this is undefined. */
  event: TimelineEvent | undefined;
  years: readonly number[];
  onChoose: (event: TimelineEvent, quarter: QuarterLabel) => void;
  onClose: () => void;
}

/**
 * 'Välj kvartal': where an event goes without dragging it (a phone, or anyone who prefers a
 * list). The event's own quarter is marked and cannot be chosen.
 */
export function QuarterChooser({ event, years, onChoose, onClose }: QuarterChooserProps) {
  return (
    <FormModal opened={event !== undefined} onClose={onClose} title={M.chooseQuarterTitle}>
      {event ? (
        <Stack gap="md">
          <Text fz="sm">{M.chooseQuarterText(event.title)}</Text>
          <Stack gap="xs">
            {years.map((year) => (
              <SimpleGrid key={year} cols={4} spacing={6} role="group" aria-label={String(year)}>
                {quartersOfYear(year).map((quarter) => {
                  const here = quarter === event.quarter;
                  return (
                    <Button
                      key={quarter}
                      size="compact-sm"
                      variant={here ? "light" : "default"}
                      disabled={here}
                      aria-label={here ? `${quarter} (${M.chooseQuarterCurrent})` : quarter}
                      onClick={() => onChoose(event, quarter)}
                    >
                      {quarter.replace("-", " ")}
                    </Button>
                  );
                })}
              </SimpleGrid>
            ))}
          </Stack>
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {M.close}
            </Button>
          </Group>
        </Stack>
      ) : null}
    </FormModal>
  );
}

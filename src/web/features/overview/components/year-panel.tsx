import { useDroppable } from "@dnd-kit/core";
import {
  Badge,
  Button,
  Group,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  Title,
  UnstyledButton,
} from "@mantine/core";
import { memo } from "react";
import {
  isCurrentQuarter,
  type QuarterLabel,
  quarterMarkers,
  quartersOfYear,
} from "@/shared/rules/quarters";
import { isDraggableEventType, type TimelineEvent } from "@/shared/rules/timeline-layout";
import { OVERVIEW_MESSAGES as M } from "@/web/lib/messages/overview";
import { eventKey } from "../event-styles";
import { EventCard } from "./event-card";

/** What every quarter column needs from the year view; one object, so memoised columns stay put. */
export interface QuarterContext {
  stStartDate: string;
  stEndDate: string;
  today: string;
  canEdit: boolean;
  onOpen: (event: TimelineEvent) => void;
  onAdd: (quarter: QuarterLabel) => void;
  onChooseQuarter: (event: TimelineEvent) => void;
}

interface YearPanelProps {
  year: number;
  expanded: boolean;
  onToggle: (year: number) => void;
  byQuarter: ReadonlyMap<string, readonly TimelineEvent[]>;
  context: QuarterContext;
}

/** One year: a heading that expands it, then its four quarters (only rendered while open). */
export function YearPanel({ year, expanded, onToggle, byQuarter, context }: YearPanelProps) {
  const quarters = quartersOfYear(year);
  const count = quarters.reduce((sum, q) => sum + (byQuarter.get(q)?.length ?? 0), 0);
  const panelId = `overview-year-${year}`;
  return (
    <Paper withBorder radius="md" component="section" aria-labelledby={`${panelId}-title`}>
      <Title order={2} fz="lg" id={`${panelId}-title`}>
        <UnstyledButton
          onClick={() => onToggle(year)}
          aria-expanded={expanded}
          aria-controls={panelId}
          w="100%"
          px={{ base: "md", sm: "lg" }}
          py="sm"
        >
          <Group justify="space-between" wrap="nowrap">
            <span>{M.yearTitle(year)}</span>
            <Text component="span" fz="sm" c="dimmed" fw={400}>
              {M.yearCount(count)} <span aria-hidden>{expanded ? "▲" : "▼"}</span>
            </Text>
          </Group>
        </UnstyledButton>
      </Title>
      {expanded ? (
        <SimpleGrid
          id={panelId}
          cols={{ base: 1, sm: 2, lg: 4 }}
          spacing="sm"
          px={{ base: "sm", sm: "md" }}
          pb="md"
        >
          {quarters.map((quarter) => (
            <QuarterColumn
              key={quarter}
              quarter={quarter}
              events={byQuarter.get(quarter) ?? NO_EVENTS}
              context={context}
            />
          ))}
        </SimpleGrid>
      ) : null}
    </Paper>
  );
}

const NO_EVENTS: readonly TimelineEvent[] = [];

interface QuarterColumnProps {
  quarter: QuarterLabel;
  events: readonly TimelineEvent[];
  context: QuarterContext;
}

const QuarterColumn = memo(function QuarterColumn({
  quarter,
  events,
  context,
}: QuarterColumnProps) {
  const { stStartDate, stEndDate, today, canEdit, onOpen, onAdd, onChooseQuarter } = context;
  const { setNodeRef, isOver } = useDroppable({ id: quarter, disabled: !canEdit });
  const current = isCurrentQuarter(quarter, today);
  const markers = quarterMarkers(quarter, stStartDate, stEndDate);
  return (
    <Stack
      ref={setNodeRef}
      gap={6}
      p="xs"
      data-quarter={quarter}
      data-current={current || undefined}
      aria-label={M.quarterLabel(
        quarter,
        [...markers, ...(current ? [M.currentQuarter] : [])].join(", "),
      )}
      role="group"
      style={{
        borderRadius: 8,
        minHeight: 96,
        border: current
          ? "2px solid var(--mantine-color-blue-6)"
          : "1px solid var(--mantine-color-gray-3)",
        background: isOver
          ? "var(--mantine-color-blue-1)"
          : current
            ? "var(--mantine-color-blue-0)"
            : "var(--mantine-color-gray-0)",
      }}
    >
      <Group gap={6} justify="space-between" wrap="wrap">
        <Text fw={700} fz="sm">
          {quarter}
        </Text>
        <Group gap={4} wrap="wrap">
          {markers.map((marker) => (
            <Badge key={marker} size="sm" color="teal.9" variant="filled">
              {marker}
            </Badge>
          ))}
          {current ? (
            <Badge size="sm" color="blue.8" variant="filled">
              {M.currentQuarter}
            </Badge>
          ) : null}
        </Group>
      </Group>
      {events.length === 0 ? (
        <Text fz="xs" c="gray.7">
          {M.emptyQuarter}
        </Text>
      ) : (
        <Stack component="ul" gap={4} style={{ listStyle: "none", margin: 0, padding: 0 }}>
          {events.map((event) => (
            <EventCard
              key={eventKey(event)}
              event={event}
              movable={canEdit && isDraggableEventType(event.type)}
              onOpen={canEdit ? onOpen : undefined}
              onChooseQuarter={onChooseQuarter}
            />
          ))}
        </Stack>
      )}
      {canEdit ? (
        <Button
          variant="subtle"
          size="compact-sm"
          mt="auto"
          onClick={() => onAdd(quarter)}
          aria-label={M.addLabel(quarter)}
          style={{ alignSelf: "flex-start" }}
        >
          {M.add}
        </Button>
      ) : null}
    </Stack>
  );
});

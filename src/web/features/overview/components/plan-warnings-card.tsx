import {
  Badge,
  Box,
  Button,
  Group,
  Paper,
  Stack,
  Text,
  Title,
  VisuallyHidden,
} from "@mantine/core";
import { IconAlertTriangle } from "@tabler/icons-react";
import { useId, useState } from "react";
import {
  describeEarlyWarning,
  type EarlyWarning,
  earlyWarningTitle,
} from "@/shared/rules/early-warnings";
import { type PlanWarning, planWarningKey } from "@/shared/rules/plan-warnings";
import { quarterText } from "@/shared/rules/quarters";
import type { TimelineEvent } from "@/shared/rules/timeline-layout";
import { formatMonth, formatMonthName } from "@/web/lib/dates";
import { PLAN_WARNINGS_MESSAGES as M } from "@/web/lib/messages/plan-warnings";
import { EVENT_TYPE_LABELS } from "../event-styles";

interface PlanWarningsCardProps {
  warnings: readonly PlanWarning[];
  /** The early warnings (decision 145) but the overdue count: listed first, with no action. */
  earlyWarnings: readonly EarlyWarning[];
  /** Read-only viewers see the warnings without the action buttons. */
  canEdit: boolean;
  onOpenEvent: (event: TimelineEvent) => void;
  onAddToQuarter: (quarter: string) => void;
  onPlanGoals: (goalIds: string[]) => void;
}

interface WarningActions {
  onOpenEvent: (event: TimelineEvent) => void;
  onAddToQuarter: (quarter: string) => void;
  onPlanGoals: (goalIds: string[]) => void;
}

/** Lines shown before 'Visa alla'. */
const COLLAPSED_COUNT = 5;
/** A list one longer than that is shown whole: a toggle that hides a single line saves nothing. */
const COLLAPSE_ABOVE = COLLAPSED_COUNT + 1;

/**
 * 'Att se över' on the overview (decision 129): one line per warning with a short explanation and,
 * for those who may edit, one action. Renders nothing when there is nothing to look at.
 */
export function PlanWarningsCard({
  warnings,
  earlyWarnings,
  canEdit,
  ...actions
}: PlanWarningsCardProps) {
  const [expanded, setExpanded] = useState(false);
  const headingId = useId();
  const listId = useId();
  const total = earlyWarnings.length + warnings.length;
  if (total === 0) return null;
  const collapsible = warnings.length > COLLAPSE_ABOVE;
  const shown = collapsible && !expanded ? warnings.slice(0, COLLAPSED_COUNT) : warnings;

  return (
    <Paper
      component="section"
      withBorder
      radius="md"
      p={{ base: "md", sm: "lg" }}
      aria-labelledby={headingId}
      data-testid="plan-warnings"
      style={{ borderLeft: "4px solid var(--mantine-color-orange-6)" }}
    >
      <Stack gap="sm">
        <Group gap="xs" wrap="nowrap">
          <IconAlertTriangle size={20} aria-hidden color="var(--mantine-color-orange-7)" />
          <Title order={2} fz="lg" id={headingId}>
            {M.title}{" "}
            <Badge aria-hidden radius="sm" style={{ verticalAlign: "middle" }}>
              {total}
            </Badge>
            <VisuallyHidden>{M.count(total)}</VisuallyHidden>
          </Title>
        </Group>
        <Stack component="ul" id={listId} gap={0} m={0} p={0} style={{ listStyle: "none" }}>
          {earlyWarnings.map((warning) => (
            <EarlyWarningLine key={warning.kind} warning={warning} />
          ))}
          {shown.map((warning) => (
            <WarningLine
              key={planWarningKey(warning)}
              warning={warning}
              canEdit={canEdit}
              {...actions}
            />
          ))}
        </Stack>
        {collapsible ? (
          <Group>
            <Button
              variant="subtle"
              size="compact-sm"
              aria-expanded={expanded}
              aria-controls={listId}
              onClick={() => setExpanded((open) => !open)}
            >
              {expanded ? M.showFewer : M.showAll(warnings.length)}
            </Button>
          </Group>
        ) : null}
      </Stack>
    </Paper>
  );
}

interface LineContent {
  /** The item the line is about, when it is one item (an overdue goal, examination or course). */
  subject?: { title: string; typeLabel: string };
  text: string;
  action: { label: string; name: string; run: () => void };
}

const LINE_STYLE = { borderTop: "1px solid var(--mantine-color-gray-2)" };

function EarlyWarningLine({ warning }: { warning: EarlyWarning }) {
  return (
    <Box component="li" py="xs" style={LINE_STYLE} data-warning={warning.kind}>
      <Text fz="sm" fw={600}>
        {earlyWarningTitle(warning.kind)}
      </Text>
      <Text fz="sm">{describeEarlyWarning(warning)}</Text>
    </Box>
  );
}

function WarningLine({
  warning,
  canEdit,
  ...actions
}: { warning: PlanWarning; canEdit: boolean } & WarningActions) {
  const { subject, text, action } = lineContent(warning, actions);
  return (
    <Group
      component="li"
      justify="space-between"
      align="center"
      wrap="nowrap"
      gap="sm"
      py="xs"
      style={LINE_STYLE}
    >
      <Box style={{ flex: 1, minWidth: 0, overflowWrap: "anywhere" }}>
        {subject ? (
          <Text fz="sm" fw={600}>
            {subject.title}{" "}
            <Text span fz="xs" fw={400} c="dimmed">
              {subject.typeLabel}
            </Text>
          </Text>
        ) : null}
        <Text fz="sm">{text}</Text>
      </Box>
      {canEdit ? (
        <Button size="compact-sm" variant="light" aria-label={action.name} onClick={action.run}>
          {action.label}
        </Button>
      ) : null}
    </Group>
  );
}

function lineContent(warning: PlanWarning, actions: WarningActions): LineContent {
  switch (warning.kind) {
    case "overdue": {
      const { event } = warning;
      const quarter = quarterText(event.quarter);
      const typeLabel = EVENT_TYPE_LABELS[event.type];
      return {
        subject: { title: event.title, typeLabel },
        text: M.overdue(event.type, quarter),
        action: {
          label: M.edit,
          name: M.editEventName(event.title, typeLabel, quarter),
          run: () => actions.onOpenEvent(event),
        },
      };
    }
    case "rotation-overlap": {
      const { first, second } = warning;
      return {
        text: M.overlap(
          first.title,
          second.title,
          overlapPeriod(warning.startDate, warning.endDate),
        ),
        action: {
          label: M.edit,
          name: M.editRotationName(first.title, second.title),
          run: () => actions.onOpenEvent(first),
        },
      };
    }
    case "empty-quarters": {
      const first = quarterText(warning.first);
      return {
        text:
          warning.quarters.length === 1
            ? M.emptyQuarter(first)
            : M.emptyQuarters(first, quarterText(warning.last), warning.quarters.length),
        action: {
          label: M.add,
          name: M.addToQuarterName(first),
          run: () => actions.onAddToQuarter(warning.first),
        },
      };
    }
    case "unplanned-goals": {
      const ids = warning.goals.map((g) => g.id);
      return {
        text: M.unplannedGoals(ids.length),
        action: {
          label: M.plan,
          name: M.planGoalsName(ids.length),
          run: () => actions.onPlanGoals(ids),
        },
      };
    }
  }
}

/** 'i mars 2025', 'under mars–maj 2025' or 'under december 2024–januari 2025'. */
function overlapPeriod(startDate: string, endDate: string): string {
  const from = startDate.slice(0, 7);
  const to = endDate.slice(0, 7);
  if (from === to) return M.overlapInMonth(formatMonth(from));
  const sameYear = from.slice(0, 4) === to.slice(0, 4);
  return M.overlapDuring(sameYear ? formatMonthName(from) : formatMonth(from), formatMonth(to));
}
